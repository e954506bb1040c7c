/**
 * The install commands (src/components/PackageInstall: one tab per package manager, src/theme/Tabs) in a real
 * browser: npm by default, a click switches every install block of the page, the choice is remembered on the
 * next page and after a reload, the keyboard moves between tabs, and the server-rendered tabs are kept by
 * hydration (not rebuilt).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {collectErrors} from './support/browser';
import {useSite, waitForHydration} from './support/site';

const PAGE = '/docs/v0/guide/installation';
const OTHER_PAGE = '/docs/guide/official-plugins/commandkit-tasks';

interface TabsState {
  groups: number;
  /** Per group: the selected tab's label and the command shown (the one panel not hidden). */
  selected: string[];
  shown: string[];
}

// A string, not a function: the test runner's compiler would add helpers the page does not have.
const TABS_STATE = `(() => {
  const groups = Array.from(document.querySelectorAll('article .tabs-container'));
  return {
    groups: groups.length,
    selected: groups.map((g) => Array.from(g.querySelectorAll('[role="tab"][aria-selected="true"]')).map((t) => t.textContent).join('|')),
    shown: groups.map((g) => Array.from(g.querySelectorAll('[role="tabpanel"]')).filter((p) => !p.hidden && p.offsetHeight > 0).map((p) => p.innerText.trim().split(' ')[0]).join('|')),
  };
})()`;

async function tabsState(page: Page): Promise<TabsState> {
  return (await page.evaluate(TABS_STATE)) as TabsState;
}

function assertAll(state: TabsState, manager: string): void {
  assert.ok(state.groups >= 2, `several install blocks (${state.groups})`);
  assert.deepEqual(state.selected, Array(state.groups).fill(manager));
  assert.deepEqual(state.shown, Array(state.groups).fill(manager));
}

describe('install commands', () => {
  const site = useSite();

  test('npm first; a click switches every block of the page; the choice holds on the next page and after a reload', async () => {
    const page = await site.page();
    const errors = collectErrors(page);
    // The tab list the server sent, taken before the page's scripts hydrate it.
    await page.addInitScript(
      `document.addEventListener('DOMContentLoaded', () => { window.__served = document.querySelector('article [role="tablist"]'); })`,
    );
    await page.goto(site.url(PAGE));
    await waitForHydration(page);
    assertAll(await tabsState(page), 'npm');
    await page.waitForTimeout(300);
    assert.equal(
      await page.evaluate(`!!window.__served && window.__served === document.querySelector('article [role="tablist"]')`),
      true,
      'hydration keeps the tabs the server drew',
    );

    await page.locator('article [role="tab"]', {hasText: 'pnpm'}).nth(1).click();
    assertAll(await tabsState(page), 'pnpm');

    await page.goto(site.url(OTHER_PAGE));
    await waitForHydration(page);
    await page.waitForFunction(`document.querySelector('article [role="tab"][aria-selected="true"]')?.textContent === 'pnpm'`);
    const other = await tabsState(page);
    assert.deepEqual(other.selected, Array(other.groups).fill('pnpm'));

    await page.goto(site.url(PAGE));
    await waitForHydration(page);
    await page.waitForFunction(`document.querySelector('article [role="tab"][aria-selected="true"]')?.textContent === 'pnpm'`);
    assertAll(await tabsState(page), 'pnpm');
    assert.deepEqual(errors, []);
  });

  test('the arrow keys move between tabs and Enter picks one', async () => {
    const page = await site.page();
    await page.goto(site.url(PAGE));
    await waitForHydration(page);
    const first = page.locator('article [role="tablist"]').first();
    await first.locator('[role="tab"][aria-selected="true"]').focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate('document.activeElement.textContent'), 'yarn');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.evaluate('document.activeElement.textContent'), 'bun');
    await page.keyboard.press('Enter');
    assertAll(await tabsState(page), 'bun');
  });
});
