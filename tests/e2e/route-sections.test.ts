/**
 * Route sections in a real browser (plugins/route-sections): doc pages whose routes are not in main.js
 * still load directly, are reached by client-side navigation from pages that do not have their routes
 * yet, and survive their route chunk failing once.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {routeFromFile} from '../../plugins/local-search/src/extract';
import {collectErrors} from './support/browser';
import {BUILD_DIR} from './support/server';
import {closeInterceptedPage} from './support/scripts';
import {useSite, waitForHydration} from './support/site';

const API_CLASS = '/docs/api-reference/commandkit/classes/command-kit';
const GUIDE_START = '/docs/guide/getting-started/introduction';

/** The scripts of a served page, in document order, from its HTML. */
function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*>/g)].map((match) => match[1]!);
}

/** One built page per route section: the first page (in file order) whose HTML names each section script. */
function onePagePerSection(): string[] {
  const pages = new Map<string, string>();
  const files = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .sort();
  for (const file of files) {
    const section = /<script src="([^"]+)" defer data-route-section>/.exec(readFileSync(path.join(BUILD_DIR, file), 'utf8'))?.[1];
    if (section && !pages.has(section)) {
      pages.set(section, routeFromFile(file));
    }
  }
  return [...pages.values()];
}

async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {__sameDocument: boolean}).__sameDocument = true;
  });
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument === true);
}

async function activeSidebarLink(page: Page): Promise<string | null> {
  return page.locator('nav.menu a.menu__link--active[aria-current="page"]').getAttribute('href');
}

describe('route sections', () => {
  const site = useSite();

  test("a page loads its section's routes before main.js and hydrates without errors", async () => {
    const page = await site.page();
    const errors = collectErrors(page);
    const response = await page.goto(site.url(API_CLASS));
    const scripts = scriptSources(await response!.text());
    assert.equal(scripts.length, 3, `runtime, section, main: ${scripts.join(', ')}`);
    assert.match(scripts[0]!, /runtime~main/);
    assert.match(scripts[2]!, /\/main\./);
    await waitForHydration(page);
    assert.equal(await activeSidebarLink(page), API_CLASS, 'the sidebar marks the page');
    assert.equal(await page.locator(`script[data-route-section]`).count(), 0, 'the section script tag is cleaned up');
    assert.deepEqual(errors, [], 'no hydration or other console errors');
  });

  test('a page of every section loads directly, hydrates without errors and marks itself in the sidebar', async () => {
    const pages = onePagePerSection();
    assert.ok(pages.length >= 40, `a page for each of the site's sections, got ${pages.length}`);
    const page = await site.page();
    const errors = collectErrors(page);
    const failures: string[] = [];
    for (const path of pages) {
      await page.goto(site.url(path));
      await waitForHydration(page);
      const active = await activeSidebarLink(page);
      if (active !== path) failures.push(`${path}: sidebar marks ${active}`);
    }
    assert.deepEqual(failures, []);
    assert.deepEqual(errors, [], 'no hydration or other console errors');
  });

  test('pages whose routes are in main.js have no section script', async () => {
    const page = await site.page();
    // Pages outside the docs folders (the guide's top level has two pages now, community plugins and known
    // issues, so it became a section of its own).
    for (const path of ['/', '/search']) {
      const response = await page.goto(site.url(path));
      assert.equal(scriptSources(await response!.text()).length, 2, `${path}: runtime and main only`);
    }
  });

  test('a link into a section that is not loaded yet navigates in the page, with the sidebar in step', async () => {
    const page = await site.page();
    const errors = collectErrors(page);
    await page.goto(site.url(GUIDE_START));
    await waitForHydration(page);
    await markWindow(page);
    const sectionRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') sectionRequests.push(request.url());
    });
    // The Commands folder of the guide is a section of its own: open the category, then follow its first page.
    const category = page.locator('nav.menu .menu__list-item-collapsible a', {hasText: /^Commands$/}).first();
    await category.click();
    const link = page.locator('nav.menu a.menu__link[href^="/docs/guide/commands/"]').first();
    const target = (await link.getAttribute('href'))!;
    const startTitle = await page.locator('article h1').innerText();
    await link.click();
    await page.waitForURL(site.url(target));
    // The address changes first; the previous page stays on screen until the next one's code is in.
    await page.locator('article h1').filter({hasNotText: startTitle}).waitFor();
    assert.ok(await isSameDocument(page), 'a client-side navigation, not a page load');
    assert.equal(await activeSidebarLink(page), target);
    assert.ok(sectionRequests.length > 0, 'the section and the page were downloaded on the way');

    // And back: the previous page is still routed.
    await page.goBack();
    await page.waitForURL(site.url(GUIDE_START));
    await page.locator('article h1').filter({hasText: startTitle}).waitFor();
    assert.equal(await activeSidebarLink(page), GUIDE_START);
    assert.ok(await isSameDocument(page));
    assert.deepEqual(errors, []);
  });

  test('from the home page, a client-side route change to an API page renders it as a direct load does', async () => {
    const page = await site.page();
    const errors = collectErrors(page);
    await page.goto(site.url('/'));
    await waitForHydration(page);
    await markWindow(page);
    // A client-side route change to a page of a section the home page does not carry: the router's own history.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    }, API_CLASS);
    await page.locator('article h1', {hasText: 'CommandKit'}).waitFor();
    assert.ok(await isSameDocument(page));
    assert.equal(await activeSidebarLink(page), API_CLASS);
    assert.deepEqual(errors, []);
  });

  test('installing another section keeps the page on screen mounted (its state survives the next render)', async () => {
    const page = await site.page();
    const errors = collectErrors(page);
    await page.goto(site.url(API_CLASS));
    await waitForHydration(page);
    // A mark on the page's own DOM: a remount would replace the node and lose it.
    await page.locator('article').evaluate((article) => {
      (article as unknown as {__mark: boolean}).__mark = true;
    });
    // The routes of a folder that sorts before this page's (as hovering a link to it would install them).
    await page.evaluate(() =>
      (window as unknown as {docusaurus: {preload(path: string): Promise<unknown>}}).docusaurus.preload('/docs/api-reference/ai'),
    );
    // A heading anchor changes the location, which renders the docs routes again.
    const anchor = page.locator('.table-of-contents a').first();
    const hash = (await anchor.getAttribute('href'))!;
    await anchor.click();
    await page.waitForURL((url) => url.hash === hash);
    await page.waitForTimeout(200);
    assert.equal(
      await page.locator('article').evaluate((article) => (article as unknown as {__mark?: boolean}).__mark),
      true,
      'the article was not mounted again',
    );
    assert.deepEqual(errors, []);
  });

  test("when the page's section script fails, the section is downloaded again and the page still works", async () => {
    const page = await site.page();
    const errors = collectErrors(page);
    // The page's scripts are requested in document order: runtime, section, main. The first other one is the section.
    const requested: string[] = [];
    await page.route('**/assets/js/*.js', (route) => {
      const url = route.request().url();
      requested.push(url);
      const isFirstSectionRequest =
        !/runtime~main|\/main\./.test(url) && requested.filter((seen) => seen === url).length === 1 && requested.length <= 3;
      return isFirstSectionRequest ? route.abort('failed') : route.continue();
    });
    await page.goto(site.url(API_CLASS));
    await waitForHydration(page);
    const [, section] = requested;
    assert.ok(section && !/main/.test(section), `the section script was requested second: ${requested.slice(0, 3).join(', ')}`);
    assert.ok(requested.filter((url) => url === section).length >= 2, 'and downloaded again after failing');
    assert.equal(await activeSidebarLink(page), API_CLASS, 'the page is routed and its sidebar marked');
    assert.deepEqual(
      errors.filter((error) => !error.includes('net::ERR_FAILED')),
      [],
      'nothing but the failed request itself is reported',
    );
    await closeInterceptedPage(page);
  });
});
