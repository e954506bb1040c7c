import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {intentPathOf, withoutInViewPrefetch, type AnchorLike} from '../../plugins/prefetch-on-intent/src/client/intent';
import {isChunkAssetPlugin, withoutChunkAssetTable} from '../../plugins/prefetch-on-intent/src/index';

const HERE = {origin: 'https://commandkit.dev', pathname: '/docs/guide/getting-started/introduction'};

function anchor(href: string, extra: {target?: string; download?: boolean} = {}): AnchorLike {
  return {href, target: extra.target ?? '', hasAttribute: (name) => name === 'download' && Boolean(extra.download)};
}

describe('prefetch on intent: which focused link is preloaded', () => {
  it('preloads another page of the site', () => {
    assert.equal(intentPathOf(anchor('https://commandkit.dev/docs/api-reference/commandkit'), HERE), '/docs/api-reference/commandkit');
    assert.equal(
      intentPathOf(anchor('https://commandkit.dev/docs/guide/commands/middlewares#when'), HERE),
      '/docs/guide/commands/middlewares',
    );
  });

  it('leaves alone links to the page itself, other sites, other windows, downloads and files', () => {
    assert.equal(intentPathOf(anchor('https://commandkit.dev/docs/guide/getting-started/introduction#setup'), HERE), null);
    assert.equal(intentPathOf(anchor('https://github.com/underctrl-io/commandkit'), HERE), null);
    assert.equal(intentPathOf(anchor('https://commandkit.dev/docs/api-reference', {target: '_blank'}), HERE), null);
    assert.equal(intentPathOf(anchor('https://commandkit.dev/docs/api-reference', {download: true}), HERE), null);
    assert.equal(intentPathOf(anchor('https://commandkit.dev/docs/guide/commands/middlewares.md'), HERE), null);
    assert.equal(intentPathOf(anchor('https://commandkit.dev/llms.txt'), HERE), null);
    assert.equal(intentPathOf(anchor(''), HERE), null);
  });

  it('treats target="_self" as the same window', () => {
    assert.equal(intentPathOf(anchor('https://commandkit.dev/search', {target: '_self'}), HERE), '/search');
  });
});

describe('prefetch on intent: the in-view prefetch', () => {
  it('fetches nothing and keeps preload as it was', () => {
    const calls: string[] = [];
    const stock = Object.freeze({
      prefetch: (url: string) => (calls.push(`prefetch ${url}`), Promise.resolve([])),
      preload: (url: string) => (calls.push(`preload ${url}`), Promise.resolve([])),
    });
    const api = withoutInViewPrefetch(stock);
    assert.equal(api.prefetch('/docs/api-reference'), false);
    assert.equal(api.preload, stock.preload);
    api.preload('/docs/api-reference');
    assert.deepEqual(calls, ['preload /docs/api-reference']);
    assert.ok(Object.isFrozen(api));
  });
});

describe('prefetch on intent: the chunk-name table', () => {
  const require = createRequire(import.meta.url);
  const ChunkAssetPlugin = require('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js').default as new () => object;

  it("recognises Docusaurus's ChunkAssetPlugin and removes only it from the client plugins", () => {
    const other = {apply() {}};
    const stock = new ChunkAssetPlugin();
    assert.ok(isChunkAssetPlugin(stock));
    assert.ok(!isChunkAssetPlugin(other));
    assert.deepEqual(withoutChunkAssetTable([other, stock]), [other]);
  });

  it('changes nothing when the plugin is absent', () => {
    assert.equal(withoutChunkAssetTable([{apply() {}}]), null);
    assert.equal(withoutChunkAssetTable(undefined), null);
  });
});
