/**
 * Linked pages download on intent (plugins/prefetch-on-intent): nothing while the reader only looks at a
 * page, and a hovered or focused link opens without a loading state even when the network has become slow.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {collectErrors} from './support/browser';
import {useSite, waitForHydration} from './support/site';

const API_CLASS = '/docs/api-reference/commandkit/classes/command-kit';
const GUIDE_START = '/docs/guide/getting-started/introduction';
const GUIDE_NEXT = '/docs/guide/getting-started/setup-commandkit';
const SLOW_SCRIPT_MS = 1500;

/** Resolves once no request has been in flight for `quietMs`. */
async function networkSettled(page: Page, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight += 1;
    last = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (inFlight > 0 || Date.now() - last < quietMs) {
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** From now on every script takes SLOW_SCRIPT_MS to arrive; records whether the progress bar ever shows. */
async function slowScriptsAndWatchProgressBar(page: Page): Promise<() => Promise<boolean>> {
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_SCRIPT_MS));
    await route.continue();
  });
  await page.evaluate(() => {
    const seen = {progress: false};
    (window as unknown as {__loadingSeen: typeof seen}).__loadingSeen = seen;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) seen.progress = true;
    }).observe(document.documentElement, {childList: true, subtree: true});
  });
  return () => page.evaluate(() => (window as unknown as {__loadingSeen: {progress: boolean}}).__loadingSeen.progress);
}

describe('linked pages download on intent', () => {
  const site = useSite();

  test('a page at rest downloads no code of the pages it links to', async () => {
    const page = await site.page();
    await page.goto(site.url(API_CLASS));
    await waitForHydration(page);
    const later: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().includes('/assets/js/')) later.push(request.url());
    });
    // Scroll the whole sidebar and page through the viewport: every link has been in view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await networkSettled(page, 1500);
    assert.deepEqual(later, [], 'scripts fetched after hydration with no interaction');
    assert.equal(await page.locator('link[rel="prefetch"]').count(), 0);
  });

  test('hovering a link downloads its page, and the click then shows it with no progress bar on a slow network', async () => {
    const page = await site.page();
    const errors = collectErrors(page);
    await page.goto(site.url(GUIDE_START));
    await waitForHydration(page);
    const link = page.locator(`nav.menu a.menu__link[href="${GUIDE_NEXT}"]`);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await link.hover();
    await networkSettled(page);
    assert.ok(
      requested.some((url) => url.includes('/assets/js/')),
      'the hover downloaded the next page',
    );
    const progressShown = await slowScriptsAndWatchProgressBar(page);
    const clicked = Date.now();
    await link.click();
    await page.waitForURL(site.url(GUIDE_NEXT));
    await page.locator('article h1', {hasText: /set/i}).waitFor({timeout: SLOW_SCRIPT_MS - 200});
    assert.ok(Date.now() - clicked < SLOW_SCRIPT_MS, 'the page showed before any script could have arrived');
    assert.equal(await progressShown(), false, 'no progress bar');
    assert.deepEqual(errors, []);
  });

  test('focusing a link with the keyboard downloads its page too', async () => {
    const page = await site.page();
    await page.goto(site.url(GUIDE_START));
    await waitForHydration(page);
    const link = page.locator(`nav.menu a.menu__link[href="${GUIDE_NEXT}"]`);
    await link.focus();
    await networkSettled(page);
    const progressShown = await slowScriptsAndWatchProgressBar(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(site.url(GUIDE_NEXT));
    await page.locator('article h1', {hasText: /set/i}).waitFor({timeout: SLOW_SCRIPT_MS - 200});
    assert.equal(await progressShown(), false, 'no progress bar');
  });

  test('a link in page content: hovering downloads its page, a click opens it in the app, the Back button returns', async () => {
    const page = await site.page();
    const errors = collectErrors(page);
    await page.goto(site.url('/docs/api-reference/commandkit'));
    await waitForHydration(page);
    const target = '/docs/api-reference/commandkit/classes/command-kit';
    const link = page.locator(`article .markdown a[href="${target}"]`).first();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await link.hover();
    await networkSettled(page);
    assert.ok(
      requested.some((url) => url.includes('/assets/js/')),
      'the hover downloaded the linked page',
    );
    await page.evaluate('window.__sameDocument = true');
    await link.click();
    await page.waitForURL(site.url(target));
    await page.locator('article h1', {hasText: 'CommandKit'}).waitFor();
    assert.equal(await page.evaluate('window.__sameDocument'), true, 'opened without a page load');
    await page.goBack();
    await page.waitForURL(site.url('/docs/api-reference/commandkit'));
    await page.locator('article h1', {hasText: 'commandkit'}).waitFor();
    assert.equal(await page.evaluate('window.__sameDocument'), true, 'back without a page load');
    assert.deepEqual(errors, []);
  });
});
