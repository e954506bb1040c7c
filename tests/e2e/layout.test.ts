/**
 * Layouts at phone, tablet and desktop widths (360, 390, 768, 1280 px), in both colour modes, over every page
 * type: no page scrolls sideways, and no text is cut without a visible way to reach it (support/layout-check.ts
 * says what counts). Phones are emulated as phones (touch, overlay scrollbars that do not show until the reader
 * scrolls), so a box that only a swipe nothing invites can reveal fails here as it would for the reader.
 *
 * LAYOUT_ALL=1 also walks every route of the manifest (config/routes.ts) and every API item page of the build
 * at the two phone widths: a sweep for a change to shared CSS, too slow for every run.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {BrowserContextOptions, Page} from 'playwright-core';
import {allDocRoutes} from '../../config/routes';
import {inspectLayout} from './support/layout-check';
import {BUILD_DIR} from './support/server';
import {useSite, waitForHydration} from './support/site';

/** One page of every page type, with the widest content of its kind. */
const PAGE_TYPES: Record<string, string> = {
  home: '/',
  'guide page (code, diagram)': '/docs/guide/commands/middlewares',
  'guide page (JSX components, previews)': '/docs/guide/jsx-components/discord-components-v1/button',
  'guide page (tables)': '/docs/guide/official-plugins/commandkit-ai',
  'known-issues catalogue': '/docs/guide/known-issues',
  'API item: class': '/docs/api-reference/commandkit/classes/command-kit',
  'API item: function': '/docs/api-reference/commandkit/functions/acquire-lock',
  'API item: interface': '/docs/api-reference/commandkit/interfaces/action-row-props',
  'API item: type alias': '/docs/api-reference/commandkit/types/any-command-execute',
  'API section (package index)': '/docs/api-reference/commandkit',
  'API reference index': '/docs/api-reference',
  '0.1.10 guide page': '/docs/v0/guide/commandkit-setup',
  '0.1.10 API item': '/docs/v0/api-reference/classes/command-kit',
  '0.1.10 known-issues catalogue': '/docs/v0/guide/known-issues',
  'search page': '/search?q=command',
  'not-found page': '/this-page-does-not-exist',
};

const WIDTHS = [360, 390, 768, 1280] as const;
const MODES = ['dark', 'light'] as const;

function contextFor(width: number): BrowserContextOptions {
  const phone = width < 600;
  return {viewport: {width, height: phone ? 780 : 900}, isMobile: phone, hasTouch: phone, deviceScaleFactor: phone ? 2 : 1};
}

/** Opens a page in a colour mode stored the way the theme's toggle stores it. */
async function openedIn(page: Page, mode: (typeof MODES)[number]): Promise<void> {
  await page.addInitScript((theme) => {
    try {
      window.localStorage.setItem('theme', theme);
    } catch {
      // storage blocked: the default mode applies
    }
  }, mode);
}

async function problemsOn(page: Page, url: string, width: number): Promise<string[]> {
  await page.goto(url);
  await waitForHydration(page);
  // Web fonts and late layout (diagrams, previews) settle before measuring.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const report = await inspectLayout(page, width);
  const problems: string[] = [];
  if (report.pageOverflow > 0) {
    problems.push(`page scrolls sideways by ${report.pageOverflow}px: ${report.overflowing.join('; ')}`);
  }
  problems.push(...report.clipped.map((box) => `text cut: ${box}`));
  return problems;
}

describe('layouts at every width', () => {
  const site = useSite();

  for (const width of WIDTHS) {
    for (const mode of MODES) {
      test(`${width} px, ${mode} mode: no sideways scroll, no cut text, on every page type`, async () => {
        const page = await site.page(contextFor(width));
        await openedIn(page, mode);
        const failures: string[] = [];
        for (const [type, url] of Object.entries(PAGE_TYPES)) {
          const problems = await problemsOn(page, site.url(url), width);
          assert.equal(await page.locator('html').getAttribute('data-theme'), mode, url);
          failures.push(...problems.map((problem) => `${type} (${url}): ${problem}`));
        }
        await page.context().close();
        assert.deepEqual(failures, []);
      });
    }
  }

  /** Every HTML page below build/<folder>, as site paths. */
  function builtPages(folder: string): string[] {
    const dir = path.join(BUILD_DIR, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.html') && !file.endsWith('index.html'))
      .map((file) => `/${folder}/${file.replace(/\.html$/, '')}`);
  }

  test('every page at phone widths (LAYOUT_ALL=1)', {skip: !process.env.LAYOUT_ALL && 'set LAYOUT_ALL=1 for the full sweep'}, async () => {
    const urls = [
      ...allDocRoutes()
        .filter((route) => !route.pending)
        .map((route) => route.path),
      ...builtPages('docs/api-reference'),
      ...builtPages('docs/v0/api-reference'),
    ];
    const failures: string[] = [];
    for (const width of [360, 390]) {
      const page = await site.page(contextFor(width));
      for (const url of new Set(urls)) {
        failures.push(...(await problemsOn(page, site.url(url), width)).map((problem) => `${width} px ${url}: ${problem}`));
      }
      await page.context().close();
    }
    assert.deepEqual(failures, []);
  });
});
