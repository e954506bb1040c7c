import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {load} from 'cheerio';
import {
  apiName,
  apiRoute,
  extractRecords,
  indexedPart,
  recordsOfDocument,
  routeFromFile,
  withoutCode,
} from '../../plugins/local-search/src/extract';
import {PAGE_HTML} from './search-fixtures';

const OPTIONS = {siteUrl: 'https://commandkit.dev', maxContentLength: 1500};

describe('search extract: routes and API items', () => {
  it('maps built files to routes', () => {
    assert.equal(routeFromFile('index.html'), '/');
    assert.equal(routeFromFile('docs/index.html'), '/docs');
    assert.equal(routeFromFile('docs/guide/commands/middlewares.html'), '/docs/guide/commands/middlewares');
    assert.equal(routeFromFile('search.html'), '/search');
  });

  it('recognises 1.x and v0 API item routes', () => {
    assert.deepEqual(apiRoute('/docs/api-reference/commandkit/classes/command-kit'), {kind: 'class', section: 'commandkit'});
    assert.deepEqual(apiRoute('/docs/api-reference/cache/functions/cache-tag'), {kind: 'function', section: 'cache'});
    assert.deepEqual(apiRoute('/docs/v0/api-reference/interfaces/command-props'), {kind: 'interface', section: 'v0'});
    assert.equal(apiRoute('/docs/api-reference/commandkit/functions'), null);
    assert.equal(apiRoute('/docs/api-reference'), null);
    assert.equal(apiRoute('/docs/guide/commands/middlewares'), null);
  });

  it('takes the identifier out of an API page title', () => {
    assert.equal(apiName('CommandKit'), 'CommandKit');
    assert.equal(apiName('Class: CommandKit<T>'), 'CommandKit');
    assert.equal(apiName('useEnvironment()'), 'useEnvironment');
    assert.equal(apiName('abstract class RuntimePlugin'), 'RuntimePlugin');
  });
});

describe('search extract: records of a page', () => {
  const records = extractRecords(PAGE_HTML, '/docs/guide/commands/middlewares', OPTIONS);

  it('starts with the page record carrying the facets and description', () => {
    const page = records[0];
    assert.equal(page.type, 'lvl1');
    assert.equal(page.url, 'https://commandkit.dev/docs/guide/commands/middlewares');
    assert.equal(page.hierarchy.lvl0, 'Commands');
    assert.equal(page.hierarchy.lvl1, 'Middlewares');
    assert.equal(page.content, 'Run code around commands.');
    assert.equal(page.language, 'en');
    assert.equal(page.docusaurus_tag, 'docs-default-current');
  });

  it('gives headings their anchor and level, without the hash link', () => {
    const h2 = records.find((r) => r.type === 'lvl2');
    assert.ok(h2);
    assert.equal(h2.hierarchy.lvl2, 'A first middleware');
    assert.equal(h2.url, 'https://commandkit.dev/docs/guide/commands/middlewares#a-first-middleware');
    const h3 = records.find((r) => r.type === 'lvl3');
    assert.ok(h3);
    assert.equal(h3.hierarchy.lvl3, 'Stopping & skipping');
    assert.equal(h3.hierarchy.lvl2, 'A first middleware');
    assert.equal(h3.anchor, 'stopping');
  });

  it('makes content records for blocks, nested list items on their own, code and chrome left out', () => {
    const contents = records.filter((r) => r.type === 'content').map((r) => r.content);
    assert.deepEqual(contents, [
      'Middlewares run before a command.',
      'Create a file named +middleware.ts.',
      'First item',
      'Nested item',
      'Paragraph item',
      'stopMiddlewares() · stops',
    ]);
    const all = JSON.stringify(records);
    assert.ok(!all.includes('beforeExecute'));
    assert.ok(!all.includes('Footer text'));
    assert.ok(!all.includes('\u200b'));
  });

  it('puts content under its nearest heading', () => {
    const cell = records.find((r) => r.content === 'stopMiddlewares() · stops');
    assert.equal(cell?.url, 'https://commandkit.dev/docs/guide/commands/middlewares#stopping');
    assert.equal(cell?.hierarchy.lvl3, 'Stopping & skipping');
  });

  it('skips pages marked noindex, such as the search page', () => {
    const searchPage =
      '<html><head><meta name=robots content="noindex, ' +
      'nofollow"><title>Search</title></head><body><main><h1>Search the documentation</h1><p>Type a ' +
      'query.</p></main></body></html>';
    assert.deepEqual(extractRecords(searchPage, '/search', OPTIONS), []);
    assert.deepEqual(extractRecords(searchPage.replace('name=robots', 'data-rh=true property=robots'), '/search', OPTIONS), []);
    assert.ok(extractRecords(searchPage.replace('noindex, nofollow', 'index, follow'), '/search', OPTIONS).length > 0);
  });

  it('skips redirect pages', () => {
    const redirect = '<html><head><meta http-equiv="refresh" content="0; url=/docs"><title>x</title></head><body><h1>x</h1></body></html>';
    assert.deepEqual(extractRecords(redirect, '/old', OPTIONS), []);
  });

  it('tags every record of an API item page with the item', () => {
    const html = PAGE_HTML.replace(
      'https://commandkit.dev/docs/guide/commands/middlewares',
      'https://commandkit.dev/docs/api-reference/commandkit/classes/command-kit',
    ).replace('<h1>Middlewares</h1>', '<h1>CommandKit</h1>');
    const api = extractRecords(html, '/docs/api-reference/commandkit/classes/command-kit', OPTIONS);
    assert.ok(api.every((r) => r.api?.name === 'CommandKit' && r.api.kind === 'class' && r.api.section === 'commandkit'));
    assert.equal(api[0].hierarchy.lvl0, 'API Reference');
  });
});

describe('search extract: only the indexed part of a page is parsed', () => {
  // As the HTML minifier writes pages: no </head>, navbar and sidebar around a single <main>.
  const minified =
    `<!doctype html><html lang=en><head><title>Setup | CommandKit</title><meta name=description ` +
    `content="Set it up."><link rel=canonical href=https://commandkit.dev/docs/guide/setup><body><nav ` +
    `class=navbar><a href=/docs>Guide</a></nav><aside><nav class=menu><a href=/a>Sidebar ` +
    `link</a></nav></aside><main class=docMain><nav class=theme-doc-breadcrumbs><ul><li ` +
    `class=breadcrumbs__item><a>Getting started</a></ul></nav><article><h1>Setup</h1><p>Install the ` +
    `package first.<h2 id=next>Next</h2><p>Then run it.</article></main><footer>Footer ` +
    `text</footer></body></html>`;

  it('keeps the head and the main element and drops navbar, sidebar and footer', () => {
    const part = indexedPart(minified);
    assert.ok(part.includes('<title>Setup | CommandKit</title>') && part.includes('<h1>Setup</h1>'));
    assert.ok(!part.includes('Sidebar link') && !part.includes('Footer text') && !part.includes('class=navbar'));
  });

  it('gives the same records as parsing the whole page', () => {
    const whole = recordsOfDocument(load(minified), '/docs/guide/setup', OPTIONS);
    assert.deepEqual(extractRecords(minified, '/docs/guide/setup', OPTIONS), whole);
    assert.equal(whole[0]?.hierarchy.lvl0, 'Getting started');
  });

  it("leaves code blocks' content out (their elements stay), with the same records as the whole page", () => {
    const code =
      `<pre class="prism-code language-ts" tabindex=0><code><span class=token-line><span class="token keyword">const</span> ` +
      `a = 1;</span> &lt;/pre> <b>bold</b></code></pre>`;
    const page = minified.replace(
      '<p>Then run it.',
      `<p>Then run it.${code}<ul><li>${code}<a href=/docs/x>after the code</a><li>Text ${code} between</ul>`,
    );
    const part = indexedPart(page);
    assert.ok(!part.includes('token keyword') && !part.includes('bold'), 'no code inside');
    assert.equal(part.match(/<pre class="prism-code language-ts" tabindex=0><\/pre>/g)?.length, 3, 'each <pre> element kept, empty');
    assert.deepEqual(extractRecords(page, '/docs/guide/setup', OPTIONS), recordsOfDocument(load(page), '/docs/guide/setup', OPTIONS));
    assert.ok(extractRecords(page, '/docs/guide/setup', OPTIONS).some((record) => record.content === 'Text between'));
    assert.equal(withoutCode('<p>a<pre>x</pre>b<pre data-x=1>y\n</pre>c'), '<p>a<pre></pre>b<pre data-x=1></pre>c');
  });

  it('returns pages without exactly one <main> or without a body whole', () => {
    const noMain = '<html><head><title>x</title><body><article><h1>x</h1></article></body></html>';
    assert.equal(indexedPart(noMain), noMain);
    const twoMains = '<html><head><body><main>a</main><main>b</main></body></html>';
    assert.equal(indexedPart(twoMains), twoMains);
    assert.equal(indexedPart('<main>only</main>'), '<main>only</main>');
  });
});
