/**
 * What the build gives readers who work through AI assistants and link previews: a Markdown twin and a social
 * card for every doc page, /llms.txt listing every twin, no twin in the sitemap or the search index, page
 * metadata naming the card, and the page menu working in a real browser (copy puts the twin on the clipboard).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {pagesFromFiles, SITE_VERSIONS} from '../../plugins/llms-markdown/src/pages';
import {cardPath} from '../../plugins/social-cards/src/paths';
import {BUILD_DIR} from './support/server';
import {useSite, waitForHydration} from './support/site';

const GUIDE_PAGE = '/docs/guide/commands/middlewares';
const pages = pagesFromFiles(path.resolve('.'), SITE_VERSIONS);
const built = (file: string) => path.join(BUILD_DIR, file.replace(/^\//, ''));

function pngSize(file: string): string {
  const png = readFileSync(file);
  return png.subarray(1, 4).toString('ascii') === 'PNG' ? `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}` : 'not a PNG';
}

describe('files for AI tools and link previews in the build', () => {
  test('every doc page has its Markdown twin and a 1200x630 social card', () => {
    assert.ok(pages.length > 500, `${pages.length} doc pages found`);
    const missingTwins = pages.filter((page) => !existsSync(built(`${page.permalink}.md`)) && existsSync(built(`${page.permalink}.html`)));
    assert.deepEqual(
      missingTwins.map((page) => page.permalink),
      [],
    );
    const badCards = pages
      .map((page) => ({url: page.permalink, file: built(cardPath(page.permalink, '/'))}))
      .filter(({file}) => !existsSync(file) || pngSize(file) !== '1200x630');
    assert.deepEqual(
      badCards.map(({url}) => url),
      [],
    );
  });

  test('llms.txt lists every page twin; the full-text files exist', () => {
    const text = readFileSync(built('/llms.txt'), 'utf8');
    const missing = pages.filter((page) => !text.includes(`${page.permalink}.md)`));
    assert.deepEqual(
      missing.map((page) => page.permalink),
      [],
    );
    for (const file of ['llms-full.txt', 'llms-api.txt', 'llms-full-0.1.10.txt', 'llms-api-0.1.10.txt']) {
      assert.ok(readFileSync(built(`/${file}`), 'utf8').length > 10_000, `${file} holds the pages`);
    }
  });

  test('the sitemap and the search index leave the .md and .txt files out', () => {
    const sitemap = readFileSync(built('/sitemap.xml'), 'utf8');
    assert.ok(sitemap.includes(`${GUIDE_PAGE}</loc>`));
    assert.doesNotMatch(sitemap, /\.(md|txt|png)<\/loc>/);
    const searchDir = built('/search');
    for (const file of readdirSync(searchDir).filter((name) => name.endsWith('.json'))) {
      assert.doesNotMatch(readFileSync(path.join(searchDir, file), 'utf8'), /\.md(#|")|llms[-\w]*\.txt|social-cards\//, file);
    }
  });

  test('a doc page names its card (with size and alt text) and its twin in its head', () => {
    const html = readFileSync(built(`${GUIDE_PAGE}.html`), 'utf8');
    // The HTML is minified: attribute values are quoted only where they need it.
    const tag = (name: string, key: string) => new RegExp(`<(?:meta|link)[^>]*\\b${name}="?${key}"?[^>]*>`).exec(html)?.[0] ?? '';
    const value = (element: string, attribute: string) =>
      new RegExp(`\\b${attribute}=(?:"([^"]*)"|([^\\s>]+))`)
        .exec(element)
        ?.slice(1)
        .find((v) => v !== undefined);
    const image = value(tag('property', 'og:image'), 'content');
    assert.equal(image, `https://commandkit.dev${cardPath(GUIDE_PAGE, '/')}`);
    assert.equal(value(tag('name', 'twitter:image'), 'content'), image);
    assert.equal(value(tag('property', 'og:image:alt'), 'content'), 'Middlewares: CommandKit 1.x documentation');
    assert.equal(value(tag('name', 'twitter:image:alt'), 'content'), 'Middlewares: CommandKit 1.x documentation');
    assert.equal(value(tag('property', 'og:image:width'), 'content'), '1200');
    assert.equal(value(tag('name', 'twitter:card'), 'content'), 'summary_large_image');
    assert.equal(value(tag('type', 'text/markdown'), 'href'), `${GUIDE_PAGE}.md`);
    assert.match(
      html,
      /aria-expanded="?false"?[^>]*>Page options/,
      'the menu button is in the server-rendered page (no shift on hydration)',
    );
  });
});

describe('page menu in the browser', () => {
  const site = useSite();

  test('Copy page puts the Markdown twin on the clipboard and says so to screen readers', async () => {
    const page = await site.page({permissions: ['clipboard-read', 'clipboard-write']});
    await page.goto(site.url(GUIDE_PAGE));
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Page options'});
    const before = await toggle.boundingBox();
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await page.getByRole('button', {name: /Copy page/}).click();
    const status = page.getByRole('status').filter({hasText: 'Page copied as Markdown.'});
    await status.waitFor({state: 'attached'});
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const twin = readFileSync(built(`${GUIDE_PAGE}.md`), 'utf8');
    assert.equal(clipboard, twin);
    assert.match(clipboard, /^# Middlewares\n/);
    assert.deepEqual(await toggle.boundingBox(), before, 'the button did not move');
  });

  test('works from the keyboard: Enter opens, the items follow in tab order, Escape closes and refocuses', async () => {
    const page = await site.page();
    await page.goto(site.url(GUIDE_PAGE));
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Page options'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Tab');
    assert.match((await page.evaluate(() => document.activeElement?.textContent)) ?? '', /^Copy page/);
    await page.keyboard.press('Tab');
    const view = page.getByRole('link', {name: /View as Markdown/});
    assert.equal(await view.evaluate((element) => element === document.activeElement), true);
    assert.equal(await view.getAttribute('href'), `${GUIDE_PAGE}.md`);
    for (const name of [/Open in ChatGPT/, /Open in Claude/]) {
      const link = page.getByRole('link', {name});
      assert.equal(await link.getAttribute('target'), '_blank');
      const prompt = new URL((await link.getAttribute('href'))!).searchParams.get('q') ?? '';
      assert.match(prompt, new RegExp(`${GUIDE_PAGE.replace(/\//g, '\\/')}\\.md`));
    }
    await page.keyboard.press('Escape');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await toggle.evaluate((element) => element === document.activeElement), true);
    assert.equal(await page.getByRole('link', {name: /View as Markdown/}).isVisible(), false);
  });

  test('View as Markdown serves the twin', async () => {
    const page = await site.page();
    const response = await page.goto(site.url(`${GUIDE_PAGE}.md`));
    assert.equal(response?.status(), 200);
    assert.match(response!.headers()['content-type'] ?? '', /^text\/markdown/, 'shown as text, not downloaded');
    assert.match(await response!.text(), /^# Middlewares\n/);
  });
});
