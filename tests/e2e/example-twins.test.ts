/**
 * The TypeScript / JavaScript switch of the examples (plugins/example-twins), in a real browser: one choice
 * applies to every block of the page, persists across pages and visits, is shown by the server-rendered page
 * before any of the site's scripts run (no flash), and holds for the visit when storage is blocked.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {LANGUAGE_ATTRIBUTE, STORAGE_KEY} from '../../plugins/example-twins/src/language';
import {useSite, waitForHydration} from './support/site';

const BUTTON_PAGE = '/docs/guide/jsx-components/discord-components-v1/button';
const COMMAND_PAGE = '/docs/guide/commands/chat-input-commands';

interface TwinState {
  blocks: number;
  /** Per block, which twin is displayed ('ts', 'js', or '' when none or both). */
  shown: string[];
  /** Titles of the displayed code blocks. */
  titles: string[];
}

// A string, not a function: the test runner's compiler would add helpers the page does not have.
const TWIN_STATE = `(() => {
  const visible = (el) => !!el && getComputedStyle(el).display !== 'none' && el.offsetHeight > 0;
  const groups = Array.from(document.querySelectorAll('[data-example-twin="ts"]')).map((ts) => ts.parentElement);
  const shown = groups.map((group) => {
    const ts = visible(group.querySelector('[data-example-twin="ts"]'));
    const js = visible(group.querySelector('[data-example-twin="js"]'));
    return ts && !js ? 'ts' : js && !ts ? 'js' : '';
  });
  const titles = groups.map((group, i) => group.querySelector('[data-example-twin="' + shown[i] + '"] [class*="codeBlockTitle"]')?.textContent ?? '');
  return {blocks: groups.length, shown, titles};
})()`;

async function twinState(page: Page): Promise<TwinState> {
  return (await page.evaluate(TWIN_STATE)) as TwinState;
}

/** Follows the page's "Next" link inside the app (no page load: a marker set on window survives). */
async function followNextLink(page: Page): Promise<void> {
  const before = page.url();
  await page.evaluate('window.__sameDocument = true');
  await page.locator('a.pagination-nav__link--next').click();
  await page.waitForURL((url) => url.toString() !== before);
  await page.waitForSelector('[data-example-twin]', {state: 'attached'});
  assert.equal(await page.evaluate('window.__sameDocument'), true, 'the next page must be reached without a page load');
}

function assertAll(state: TwinState, language: 'ts' | 'js'): void {
  assert.ok(state.blocks >= 2, `expected several example blocks, found ${state.blocks}`);
  assert.deepEqual(state.shown, Array(state.blocks).fill(language));
}

describe('example language switch', () => {
  const site = useSite();

  test('TypeScript by default; one click shows JavaScript in every block, titles in their .js form', async () => {
    const page = await site.page();
    await page.goto(site.url(BUTTON_PAGE));
    await waitForHydration(page);
    const before = await twinState(page);
    assertAll(before, 'ts');
    assert.ok(
      before.titles.some((t) => t.endsWith('.tsx')),
      `a TypeScript title: ${before.titles.join(', ')}`,
    );

    const switches = page.locator('[data-example-language-option="js"]');
    // The switch of a block further down the page.
    await switches.nth(2).click();
    const after = await twinState(page);
    assertAll(after, 'js');
    assert.ok(
      after.titles.some((t) => t.endsWith('.jsx')),
      `a JavaScript title: ${after.titles.join(', ')}`,
    );
    assert.ok(!after.titles.some((t) => /\.tsx?$/.test(t)), `no TypeScript title left: ${after.titles.join(', ')}`);
    // The JavaScript shown has no type left in it.
    const code = await page.locator('[data-example-twin="js"] pre').first().innerText();
    assert.doesNotMatch(code, /type ChatInputCommand|: ChatInputCommand|: CommandData/);
    assert.match(code, /export const chatInput = async/);
    // Every switch tells assistive technology which language is on.
    const pressed = await page
      .locator('[data-example-language-option="js"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-pressed')));
    assert.deepEqual(new Set(pressed), new Set(['true']));
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY), 'js');

    // The next page, reached inside the app, and a new visit: still JavaScript.
    await followNextLink(page);
    assertAll(await twinState(page), 'js');
    const next = await page.context().newPage();
    await next.goto(site.url(BUTTON_PAGE));
    assertAll(await twinState(next), 'js');

    // And back to TypeScript, everywhere.
    await waitForHydration(next);
    await next.locator('[data-example-language-option="ts"]').first().click();
    assertAll(await twinState(next), 'ts');
    assert.equal(await next.evaluate((key) => localStorage.getItem(key), STORAGE_KEY), 'ts');
  });

  test('no flash: the server-rendered page shows the stored choice before any site script runs', async () => {
    const page = await site.page();
    await page.addInitScript(([key]) => localStorage.setItem(key!, 'js'), [STORAGE_KEY]);
    // No JavaScript bundle at all: what shows is the HTML, the CSS and the head script.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(site.url(COMMAND_PAGE), {waitUntil: 'domcontentloaded'});
    assert.equal(await page.getAttribute('html', LANGUAGE_ATTRIBUTE), 'js');
    assertAll(await twinState(page), 'js');
    assert.notEqual(await page.getAttribute('html', 'data-has-hydrated'), 'true', 'the page must not have hydrated');
    const chosen = page.locator('[data-example-language-option="js"]').first();
    const colours = await chosen.evaluate((el) => {
      const other = el.parentElement!.querySelector('[data-example-language-option="ts"]')!;
      return [getComputedStyle(el).backgroundColor, getComputedStyle(other).backgroundColor];
    });
    assert.notEqual(colours[0], colours[1], 'the chosen option is marked before hydration');
  });

  test('with storage blocked, the choice holds for the visit', async () => {
    const page = await site.page();
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site.url(BUTTON_PAGE));
    await waitForHydration(page);
    await page.locator('[data-example-language-option="js"]').first().click();
    assertAll(await twinState(page), 'js');
    await followNextLink(page);
    assertAll(await twinState(page), 'js');
    assert.deepEqual(errors, []);
  });
});
