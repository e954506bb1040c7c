import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {clickAction, pagePathOf} from '../../src/theme/MDXComponents/A/page-link';

describe('content links', () => {
  it('draws a link to a page of the site as a plain anchor, with the href unchanged', () => {
    for (const href of ['/docs/guide/commands/middlewares', '/docs/api-reference/commandkit/classes/command-kit#start', '/search?q=kv', '/']) {
      assert.equal(pagePathOf({href}, '/'), href);
    }
  });

  it("leaves to Docusaurus's Link every link it would change or treat differently", () => {
    const cases: Array<[Parameters<typeof pagePathOf>[0], string]> = [
      [{href: 'https://discord.js.org/'}, 'another site'],
      [{href: '//example.com/x'}, 'protocol-relative'],
      [{href: '#anchor'}, 'an anchor of this page'],
      [{href: 'relative/page'}, 'a relative path'],
      [{href: '/docs/guide/'}, 'a trailing slash the site removes'],
      [{href: '/docs/api-reference/commandkit.md'}, 'a file (Markdown twin)'],
      [{href: '/img/logo.svg'}, 'an image'],
      [{href: '/docs/guide', target: '_blank'}, 'another window'],
      [{href: '/docs/guide', download: ''}, 'a download'],
      [{}, 'no href'],
    ];
    for (const [props, why] of cases) assert.equal(pagePathOf(props, '/'), null, why);
    assert.equal(pagePathOf({href: '/docs/guide'}, '/commandkit/'), null, 'a base URL to add');
    assert.equal(pagePathOf({href: '/docs/guide', target: '_self'}, '/'), '/docs/guide');
  });

  it('opens a plain left click in the app, and leaves modified clicks to the browser', () => {
    const click = {defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false};
    const here = {pathname: '/docs/a', search: '', hash: ''};
    assert.equal(clickAction(click, '/docs/b', here), 'push');
    assert.equal(clickAction(click, '/docs/a', here), 'replace', 'the page shown is not pushed twice');
    assert.equal(clickAction(click, '/docs/a#x', here), 'push');
    for (const modified of [{metaKey: true}, {ctrlKey: true}, {shiftKey: true}, {altKey: true}, {button: 1}, {defaultPrevented: true}]) {
      assert.equal(clickAction({...click, ...modified}, '/docs/b', here), null, JSON.stringify(modified));
    }
  });
});
