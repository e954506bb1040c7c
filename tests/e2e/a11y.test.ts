/**
 * Accessibility in a real browser: axe-core (WCAG 2.0/2.1/2.2 A and AA rules plus axe's best practices)
 * reports no violation on every page type, with the search dialog open and with the mobile menu open, in
 * both colour modes; and keyboard-only use reaches every visible control with a visible focus indicator.
 * The search page is the theme's, ejected to fix its markup (src/theme/SearchPage); the dialog is
 * DocSearch's, with its ARIA repaired while open (src/search/dialog-markup.ts).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {AxeBuilder} from '@axe-core/playwright';
import type {Page} from 'playwright-core';
import {useSite, waitForHydration} from './support/site';

const PAGES = {
  home: '/',
  guide: '/docs/guide/getting-started/introduction',
  api: '/docs/api-reference/commandkit/classes/command-kit',
  search: '/search?q=command',
  'not found': '/this-page-does-not-exist',
} as const;
const MODES = ['dark', 'light'] as const;
type Mode = (typeof MODES)[number];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`)
          .join('\n')}`,
    )
    .join('\n');
}

async function expectNoViolations(page: Page, what: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({page}).withTags(TAGS);
  if (include) {
    builder = builder.include(include);
  }
  const {violations} = await builder.analyze();
  assert.equal(violations.length, 0, `${what}:\n${describeViolations(violations)}`);
}

/** Opens a page in the given colour mode (stored the way the colour toggle stores it) and waits for hydration. */
async function openInMode(page: Page, url: string, mode: Mode): Promise<void> {
  await page.addInitScript((theme) => {
    try {
      window.localStorage.setItem('theme', theme);
    } catch {
      // storage blocked: the default mode applies
    }
  }, mode);
  await page.goto(url);
  await waitForHydration(page);
  assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
}

describe('accessibility (axe-core)', () => {
  const site = useSite();

  for (const mode of MODES) {
    for (const [name, path] of Object.entries(PAGES)) {
      test(`${name} page, ${mode} mode: no violations`, async () => {
        const page = await site.page();
        await openInMode(page, site.url(path), mode);
        if (name === 'search') {
          await page.locator('article a[href^="/docs/"]').first().waitFor();
        }
        await expectNoViolations(page, `${name} page (${mode})`);
      });
    }

    // DocSearch's dialog as repaired by src/search/dialog-markup.ts: empty, then with hits.
    test(`search dialog open with results, ${mode} mode: no violations`, async () => {
      const page = await site.page();
      await openInMode(page, site.url(PAGES.guide), mode);
      await page.locator('.navbar .DocSearch-Button').click();
      const input = page.locator('.DocSearch-Modal .DocSearch-Input');
      await input.waitFor();
      const empty = await new AxeBuilder({page}).withTags(TAGS).include('.DocSearch-Container').analyze();
      await input.fill('command');
      await page.locator('.DocSearch-Hit').first().waitFor();
      const withHits = await new AxeBuilder({page}).withTags(TAGS).include('.DocSearch-Container').analyze();
      assert.equal(
        empty.violations.length + withHits.violations.length,
        0,
        `search dialog (${mode}), empty:\n${describeViolations(empty.violations)}\nwith hits:\n${describeViolations(withHits.violations)}`,
      );
    });

    // A recent search's save / remove buttons sit inside its option: disabled there, run by keys instead
    // (src/search/hit-actions.ts).
    test(`search dialog with a recent search, ${mode} mode: no violations`, async () => {
      const page = await site.page();
      await openInMode(page, site.url(PAGES.guide), mode);
      await page.locator('.navbar .DocSearch-Button').click();
      await page.locator('.DocSearch-Modal .DocSearch-Input').fill('command');
      await page.locator('.DocSearch-Hit a').first().click();
      await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
      await page.locator('.navbar .DocSearch-Button').click();
      await page.locator('.DocSearch-Hit').first().waitFor();
      await expectNoViolations(page, `search dialog with a recent search (${mode})`, '.DocSearch-Container');
    });

    test(`mobile menu open, ${mode} mode: no violations`, async () => {
      const page = await site.page({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
      await openInMode(page, site.url(PAGES.guide), mode);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
      await page.waitForTimeout(300); // the slide-in transition, so colours are measured at rest
      await expectNoViolations(page, `mobile menu, docs sidebar (${mode})`);
      await page.getByRole('button', {name: 'Back to main menu'}).click();
      await page.waitForTimeout(300);
      await expectNoViolations(page, `mobile menu, main menu (${mode})`);
    });
  }
});

interface FocusStop {
  description: string;
  visible: boolean;
  indicator: boolean;
  key: string;
}

/** Presses Tab until focus returns to the start, recording every stop. */
async function tabThrough(page: Page, limit: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let index = 0; index < limit; index += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) {
        return null;
      }
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      const rect = element.getBoundingClientRect();
      const key = element.dataset.tabKey ?? String(Math.random());
      element.dataset.tabKey = key;
      return {
        description: `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        visible: rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden',
        indicator: outline || shadow,
        key,
      };
    });
    if (!stop || (stops.length > 0 && stop.key === stops[0]!.key)) {
      break;
    }
    stops.push(stop);
  }
  return stops;
}

/** Every visible control of the page that should take keyboard focus, marked for comparison. */
async function visibleControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Elements with tabindex="-1" are deliberately out of the tab order (e.g. the sidebar's copy of the logo).
    const selector =
      ':is(a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select, textarea, [tabindex]):not([tabindex="-1"])';
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && !element.closest('[inert], [aria-hidden="true"]');
      })
      .map((element) => {
        if (!element.dataset.controlKey) {
          element.dataset.controlKey = String(Math.random());
        }
        return element.dataset.controlKey;
      });
  });
}

describe('keyboard-only use', () => {
  const site = useSite();

  for (const [name, path] of [
    ['home page', PAGES.home],
    ['guide page', PAGES.guide],
  ] as const) {
    for (const mode of MODES) {
      test(`${name}, ${mode} mode: every control is reachable with Tab and visibly focused`, async () => {
        const page = await site.page({viewport: {width: 1280, height: 900}});
        await openInMode(page, site.url(path), mode);
        const controls = await visibleControls(page);
        const stops = await tabThrough(page, controls.length + 40);
        assert.ok(stops.length >= 10, `expected many tab stops on the ${name}, got ${stops.length}`);
        const hiddenStops = stops.filter((stop) => !stop.visible);
        assert.deepEqual(
          hiddenStops.map((stop) => stop.description),
          [],
          'no focus lands on an invisible element',
        );
        const unmarked = stops.filter((stop) => !stop.indicator);
        assert.deepEqual(
          unmarked.map((stop) => stop.description),
          [],
          'every focused element shows an outline or a box-shadow',
        );
        const reached = new Set(
          await page.evaluate(() =>
            Array.from(document.querySelectorAll<HTMLElement>('[data-tab-key][data-control-key]')).map(
              (element) => element.dataset.controlKey!,
            ),
          ),
        );
        const missed = await page.evaluate(
          (keys) =>
            keys
              .map((key) => document.querySelector<HTMLElement>(`[data-control-key="${key}"]`))
              .filter((element): element is HTMLElement => element !== null && !element.dataset.tabKey)
              .map(
                (element) =>
                  `${element.tagName.toLowerCase()} ` +
                  `"${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" ` +
                  `${element.getAttribute('href') ?? ''} in ${element.parentElement?.className ?? ''}`,
              ),
          controls.filter((key) => !reached.has(key)),
        );
        assert.deepEqual(missed, [], 'every visible control is reached by Tab');
      });
    }
  }

  test('the search dialog is usable from the keyboard alone and gives focus back', async () => {
    const page = await site.page();
    await openInMode(page, site.url(PAGES.guide), 'dark');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Modal .DocSearch-Input');
    await input.waitFor();
    assert.ok(await input.evaluate((element) => element === document.activeElement), 'the search box has focus');
    await page.keyboard.type('command');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    // What a screen reader follows: the combobox names the selected option, which is the hit's link; and
    // what a sighted reader sees: that hit, and only it, highlighted.
    const active = await input.evaluate((element) => {
      const option = document.getElementById(element.getAttribute('aria-activedescendant') ?? '');
      const other = document.querySelector('.DocSearch-Container [role="option"][aria-selected="false"]');
      return {
        role: option?.getAttribute('role'),
        selected: option?.getAttribute('aria-selected'),
        isLink: option?.matches('a[href]'),
        othersSelected: document.querySelectorAll('.DocSearch-Container [aria-selected="true"]').length - 1,
        highlighted: !!option && !!other && getComputedStyle(option).backgroundColor !== getComputedStyle(other).backgroundColor,
      };
    });
    assert.deepEqual(active, {role: 'option', selected: 'true', isLink: true, othersSelected: 0, highlighted: true});
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
    assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Button')), 'focus is back on the button');
  });
});
