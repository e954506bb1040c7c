import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {DocPage} from '../../plugins/llms-markdown/src/pages';
import {breakableTitle, titleSize} from '../../plugins/social-cards/src/card';
import {renderCard} from '../../plugins/social-cards/src/card';
import {cardTextOf, copyCards, renderCards, writeCards} from '../../plugins/social-cards/src/index';
import {cardAlt, cardPath} from '../../plugins/social-cards/src/paths';
import {tempFolder} from './temp-folders';

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): {width: number; height: number} {
  assert.equal(png.subarray(1, 4).toString('ascii'), 'PNG', 'is a PNG');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

const page = (title: string, permalink: string, extra: Partial<DocPage> = {}): DocPage => ({
  version: 'current',
  versionLabel: '1.x',
  latest: true,
  kind: 'guide',
  section: 'Commands',
  title,
  description: '',
  permalink,
  sourceFile: '/nowhere.mdx',
  ...extra,
});

describe('social cards', () => {
  it('are 1200x630 PNGs at the page path, rendered once and reused while the page is unchanged', async () => {
    const outDir = tempFolder('cards-out-');
    const cacheDir = tempFolder('cards-cache-');
    const pages = [
      page('Middlewares', '/docs/guide/commands/middlewares'),
      page('CommandKitPluginRuntime', '/docs/api-reference/commandkit/classes/command-kit-plugin-runtime', {
        kind: 'api',
        section: 'commandkit',
      }),
      page('Installation', '/docs/v0/guide/installation', {version: '0.1.10', versionLabel: '0.1.10', latest: false, section: 'Guide'}),
    ];
    const options = {outDir, cacheDir, baseUrl: '/', siteName: 'CommandKit', workers: 1};
    assert.deepEqual(await writeCards(pages, options), {rendered: 3, reused: 0});
    for (const {permalink} of pages) {
      assert.deepEqual(pngSize(readFileSync(path.join(outDir, cardPath(permalink, '/')))), {width: 1200, height: 630});
    }
    const before = readFileSync(path.join(outDir, 'social-cards/docs/guide/commands/middlewares.png'));
    assert.deepEqual(await writeCards(pages, {...options, outDir: tempFolder('cards-out-')}), {
      rendered: 0,
      reused: 3,
    });
    const edited = [page('Middlewares everywhere', pages[0]!.permalink), ...pages.slice(1)];
    const thirdOut = tempFolder('cards-out-');
    assert.deepEqual(await writeCards(edited, {...options, outDir: thirdOut, workers: 0}), {rendered: 1, reused: 2});
    assert.notDeepEqual(
      readFileSync(path.join(thirdOut, 'social-cards/docs/guide/commands/middlewares.png')),
      before,
      'the edited page has a new card',
    );
    assert.equal(readdirSync(cacheDir).length, 3, 'the card of the old title left the cache');
  });

  it('rendered into the cache first (as during the build) then copied: the same PNGs as in one thread', async () => {
    const cacheDir = tempFolder('cards-cache-');
    const pages = ['Events', 'Plugins', 'Caching', 'Sharding', 'Analytics'].map((title) =>
      page(title, `/docs/guide/${title.toLowerCase()}`),
    );
    const rendering = renderCards(pages, {cacheDir, siteName: 'CommandKit', workers: 2});
    const outDir = tempFolder('cards-out-');
    assert.deepEqual(await copyCards(await rendering, {outDir, cacheDir, baseUrl: '/'}), {rendered: 5, reused: 0});
    for (const card of pages) {
      assert.deepEqual(
        readFileSync(path.join(outDir, cardPath(card.permalink, '/'))),
        await renderCard(cardTextOf(card, 'CommandKit')),
        card.title,
      );
    }
  });

  it('say which part, section and version a page belongs to', () => {
    assert.deepEqual(cardTextOf(page('A', '/a'), 'CommandKit'), {
      title: 'A',
      section: 'Guide · Commands',
      version: '1.x',
      older: false,
      siteName: 'CommandKit',
    });
    assert.equal(cardTextOf(page('B', '/b', {kind: 'api', section: 'commandkit'}), 'CommandKit').section, 'API reference · commandkit');
    assert.equal(cardTextOf(page('C', '/c', {latest: false, section: 'Guide'}), 'CommandKit').older, true);
  });

  it('keep long titles inside three lines: smaller type, identifiers broken between words', () => {
    assert.ok(titleSize('x'.repeat(90)) < titleSize('Middlewares'));
    assert.equal(breakableTitle('CommandKitPluginRuntime'), 'Command\u200bKit\u200bPlugin\u200bRuntime');
    assert.equal(breakableTitle('Short title'), 'Short title');
  });

  it('paths and alt text', () => {
    assert.equal(cardPath('/docs/guide/x', '/'), '/social-cards/docs/guide/x.png');
    assert.equal(cardPath('/base/docs', '/base/'), '/base/social-cards/docs.png');
    assert.equal(cardAlt('Middlewares', '1.x', 'CommandKit'), 'Middlewares: CommandKit 1.x documentation');
  });
});
