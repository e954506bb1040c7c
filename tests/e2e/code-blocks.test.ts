/**
 * Code blocks highlighted at build time (plugins/static-highlight) in a real browser: hydration keeps the
 * body the server sent (drawn as one HTML string, not an element per token), the colours follow the colour
 * mode at load and when the reader switches it, the copy button copies the code, and the types-on-hover
 * identifiers keep their one tab stop per block.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {themes} from 'prism-react-renderer';
import {collectErrors} from './support/browser';
import {useSite, waitForHydration} from './support/site';

const PAGE = '/docs/guide/commands/middlewares';

/** The colour a theme gives a token type (as computed style: rgb()). */
function rgb(hex: string): string {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) return hex; // the themes used here write their colours as #rrggbb or rgb(); rgb() is compared as is
  const n = Number.parseInt(value, 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

function keywordColour(theme: typeof themes.github): string {
  // The last entry naming the type wins, as in prism-react-renderer's style dictionary.
  const entry = theme.styles.filter((style) => style.types.includes('keyword') && !style.languages).at(-1);
  assert.ok(entry?.style.color, 'the theme colours keywords');
  return rgb(entry.style.color);
}

/** Background of the first code block and colour of its first keyword, as displayed. */
async function colours(page: Page): Promise<{background: string; keyword: string}> {
  return page.evaluate(() => {
    const pre = document.querySelector('pre.prism-code')!;
    return {background: getComputedStyle(pre).backgroundColor, keyword: getComputedStyle(pre.querySelector('.token.keyword')!).color};
  });
}

/** The inner HTML of every highlighted block's <code> in `document`. */
const BODIES = `Array.from(document.querySelectorAll('pre.prism-code > code')).map((code) => code.innerHTML)`;

describe('code blocks', () => {
  const site = useSite();

  test('hydration keeps the highlighted body the server sent, block for block', async () => {
    const page = await site.page();
    const errors = collectErrors(page);
    const response = await page.goto(site.url(PAGE));
    const served = await response!.text();
    await waitForHydration(page);
    // A string, not a function: the test runner's compiler would add helpers the page does not have.
    const client = (await page.evaluate(BODIES)) as string[];
    const server = (await page.evaluate(
      `((document) => ${BODIES})(new DOMParser().parseFromString(${JSON.stringify(served)}, 'text/html'))`,
    )) as string[];
    assert.ok(server.length >= 10, `the page has its examples (${server.length} blocks)`);
    assert.deepEqual(client, server);
    assert.ok(
      client.every((body) => body.includes('class="token-line"')),
      'every block is drawn line by line',
    );
    assert.deepEqual(errors, []);
  });

  test('colours follow the colour mode at load and on a switch', async () => {
    const dark = {background: rgb(themes.dracula.plain.backgroundColor!), keyword: keywordColour(themes.dracula)};
    const light = {background: rgb(themes.github.plain.backgroundColor!), keyword: keywordColour(themes.github)};
    assert.notDeepEqual(dark, light);
    for (const [stored, expected] of [
      ['dark', dark],
      ['light', light],
    ] as const) {
      const page = await site.page();
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), stored);
      await page.goto(site.url(PAGE));
      await waitForHydration(page);
      await page.waitForFunction(
        (want) => getComputedStyle(document.querySelector('pre.prism-code')!).backgroundColor === want,
        expected.background,
      );
      assert.deepEqual(await colours(page), expected, `${stored} mode at load`);
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      const other = stored === 'dark' ? light : dark;
      await page.waitForFunction(
        (want) => getComputedStyle(document.querySelector('pre.prism-code')!).backgroundColor === want,
        other.background,
      );
      assert.deepEqual(await colours(page), other, `after switching from ${stored} mode`);
    }
  });

  test('the copy button copies the code of its block', async () => {
    const page = await site.page({permissions: ['clipboard-read', 'clipboard-write']});
    await page.goto(site.url(PAGE));
    await waitForHydration(page);
    const block = page.locator('[data-example-twin="ts"] .theme-code-block').first();
    const shown = await block.locator('pre').innerText();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied.trim(), shown.trim());
    assert.match(copied, /import .* from 'commandkit'/);
  });

  /** A fresh page, with or without the Clipboard API (a page served over plain HTTP has no navigator.clipboard). */
  async function clipboardPage(clipboardApi: boolean) {
    const page = await site.page({permissions: ['clipboard-read', 'clipboard-write']});
    if (!clipboardApi)
      await page.addInitScript(() => {
        const read = navigator.clipboard.readText.bind(navigator.clipboard);
        Object.defineProperty(navigator, 'clipboard', {value: undefined, configurable: true});
        (window as unknown as {readClipboard: () => Promise<string>}).readClipboard = read;
      });
    return page;
  }

  /** What the clipboard holds, read with the API the page may have lost. */
  function clipboardText(page: Awaited<ReturnType<typeof clipboardPage>>): Promise<string> {
    return page.evaluate(() =>
      navigator.clipboard ? navigator.clipboard.readText() : (window as unknown as {readClipboard: () => Promise<string>}).readClipboard(),
    );
  }

  test("the home page's static sample copies its code, also where the browser has no Clipboard API", async () => {
    for (const clipboardApi of [true, false]) {
      const page = await clipboardPage(clipboardApi);
      await page.goto(site.url('/'));
      await waitForHydration(page);
      const block = page.locator('.static-code-block').first();
      const shown = await block.locator('pre').innerText();
      await block.hover();
      await block.getByRole('button', {name: /copy/i}).click();
      await block.getByRole('button', {name: 'Copied'}).waitFor();
      assert.equal((await clipboardText(page)).trim(), shown.trim(), clipboardApi ? 'with the Clipboard API' : 'without it');
      await page.close();
    }
  });

  test("the home page's install command copies, also where the browser has no Clipboard API", async () => {
    for (const clipboardApi of [true, false]) {
      const page = await clipboardPage(clipboardApi);
      await page.goto(site.url('/'));
      await waitForHydration(page);
      const button = page.getByRole('button', {name: /^Copy command: /}).first();
      const command = ((await button.getAttribute('aria-label')) ?? '').replace(/^Copy command: /, '');
      assert.match(command, /commandkit/, 'the button names the command it copies');
      await button.click();
      await page.getByRole('status').filter({hasText: 'Command copied to the clipboard'}).waitFor();
      assert.equal(await clipboardText(page), command, clipboardApi ? 'with the Clipboard API' : 'without it');
      await page.close();
    }
  });

  test('a block wider than the screen offers word wrap, also in the language twin shown after a switch', async () => {
    const page = await site.page({viewport: {width: 390, height: 844}});
    await page.goto(site.url(PAGE));
    await waitForHydration(page);
    /** Index among `selector`'s blocks of the first one whose code is wider than the block. */
    const firstWide = (selector: string) =>
      page.evaluate(
        (css) =>
          Array.from(document.querySelectorAll<HTMLElement>(css)).findIndex((block) => {
            const pre = block.querySelector('pre')!;
            return pre.scrollWidth > pre.clientWidth;
          }),
        selector,
      );
    const tsBlocks = '[data-example-twin="ts"] .theme-code-block';
    const wide = await firstWide(tsBlocks);
    assert.ok(wide >= 0, 'the page has a TypeScript block wider than a phone screen');
    const block = page.locator(tsBlocks).nth(wide);
    await block.hover();
    await block.getByRole('button', {name: /word wrap/i}).click();
    const wrapped = await block.evaluate((element) => {
      const pre = element.querySelector('pre')!;
      return {whiteSpace: getComputedStyle(pre.querySelector('code')!).whiteSpace, fits: pre.scrollWidth <= pre.clientWidth};
    });
    assert.deepEqual(wrapped, {whiteSpace: 'pre-wrap', fits: true});
    // The JavaScript twins were hidden when the page loaded: shown, a wide one offers word wrap too.
    await page.getByRole('button', {name: 'JavaScript'}).first().click();
    const jsBlocks = '[data-example-twin="js"] .theme-code-block';
    await page.locator(jsBlocks).first().waitFor({state: 'visible'});
    const wideJs = await firstWide(jsBlocks);
    assert.ok(wideJs >= 0, 'a JavaScript twin is wider than a phone screen');
    const twin = page.locator(jsBlocks).nth(wideJs);
    await twin.hover();
    await twin.getByRole('button', {name: /word wrap/i}).waitFor({state: 'visible'});
  });

  test('identifiers with a type on hover: one tab stop per block, each with its hover index', async () => {
    const page = await site.page();
    await page.goto(site.url(PAGE));
    await waitForHydration(page);
    const blocks = await page.evaluate(() =>
      Array.from(document.querySelectorAll('pre.prism-code'))
        .map((pre) => ({
          hovers: pre.querySelectorAll('[data-hover]').length,
          stops: pre.querySelectorAll('[data-hover][tabindex="0"]').length,
        }))
        .filter((block) => block.hovers > 0),
    );
    assert.ok(blocks.length >= 5, `blocks with hovers: ${blocks.length}`);
    assert.ok(
      blocks.every((block) => block.stops === 1),
      JSON.stringify(blocks),
    );
    await page.locator('pre.prism-code [data-hover][tabindex="0"]').first().focus();
    await page.locator('[role="tooltip"]').first().waitFor({state: 'visible'});
  });
});
