/**
 * Robustness in a real browser: the site with local storage unavailable, a page chunk that fails to
 * download once (first load, and during a client-side navigation), and no console errors on any page type.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {isChunkLoadError} from '../../src/client/chunk-error';
import {storageWorks} from '../../src/client/storage-probe';
import {HARNESS_BLOCKED_WORKER_WARNING, collectErrors} from './support/browser';
import {useSite, waitForHydration} from './support/site';
import {TARGET_PATH, TARGET_SOURCE, closeInterceptedPage, serveScriptsThrough} from './support/scripts';

const PAGES = [
  '/',
  '/docs/guide/getting-started/introduction',
  '/docs/guide/getting-started/setup-commandkit',
  '/docs/api-reference/commandkit/classes/command-kit',
  '/docs/api-reference',
  '/docs/v0/guide/installation',
  '/search',
  '/search?q=command',
];
const NOT_FOUND = '/this-page-does-not-exist';

/** Makes every access to window.localStorage throw, as a browser with storage disabled does. */
async function blockLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    // The harness blocks the site's service worker (support/browser.ts) and says so: not the site's warning.
    if (message.type() === 'warning' && !HARNESS_BLOCKED_WORKER_WARNING.test(message.text())) {
      warnings.push(message.text());
    }
  });
  return warnings;
}

/**
 * Serves the chunk that carries the target page's content as a network failure, `times` times. Only
 * script loads count: a `<link rel="prefetch">` of the same file (links in view) is not what runs it.
 */
async function failTargetChunk(page: Page, times: number): Promise<{failures: () => number}> {
  let failures = 0;
  await serveScriptsThrough(page, (body, request) => {
    if (failures < times && request.resourceType() === 'script' && body.includes(`"source":"${TARGET_SOURCE}"`)) {
      failures += 1;
      return 'fail';
    }
    return undefined;
  });
  return {failures: () => failures};
}

test('chunk load errors are recognised by name and by message, nothing else is', () => {
  assert.ok(isChunkLoadError(Object.assign(new Error('Loading chunk 1 failed.'), {name: 'ChunkLoadError'})));
  assert.ok(isChunkLoadError(new Error('Loading chunk 78280 failed.\n(error: http://x/a.js)')));
  assert.ok(isChunkLoadError(new Error('Loading CSS chunk 12 failed.')));
  assert.ok(!isChunkLoadError(new Error('Something else')));
  assert.ok(!isChunkLoadError('Loading chunk 1 failed.'));
});

test('usable and blocked storages are told apart', () => {
  const usable = new Map<string, string>();
  const storage = {
    setItem: (key: string, value: string) => void usable.set(key, value),
    removeItem: (key: string) => void usable.delete(key),
  } as unknown as Storage;
  assert.ok(storageWorks(() => storage));
  assert.equal(usable.size, 0, 'the probe cleans up');
  assert.ok(
    !storageWorks(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }),
  );
  const full = {
    setItem: () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    },
  } as unknown as Storage;
  assert.ok(!storageWorks(() => full));
});

/**
 * The navbar's version label, read once it shows `expected` or after 5 s (whichever comes first): after a
 * client-side navigation the navbar re-renders a moment after the new URL and heading appear.
 */
async function versionLabelOnceSettled(page: Page, expected: RegExp): Promise<string> {
  const selector = '.navbar__items--right .dropdown > .navbar__link';
  await page
    .waitForFunction(
      ({selector, source}) => new RegExp(source).test(document.querySelector(selector)?.textContent ?? ''),
      {selector, source: expected.source},
      {timeout: 5_000},
    )
    .catch(() => undefined); // the assertion that follows reports what the label says instead
  return (await page.locator(selector).first().textContent()) ?? '';
}

describe('with local storage unavailable', () => {
  const site = useSite();

  test('every page type renders and hydrates, without console errors', async () => {
    const page = await site.page();
    await blockLocalStorage(page);
    const errors = collectErrors(page);
    // /search?q=… (a shared search link) has a test of its own in "console" below.
    for (const path of [...PAGES.filter((path) => !path.includes('?')), NOT_FOUND]) {
      await page.goto(site.url(path));
      await waitForHydration(page);
      assert.ok(await page.locator('h1').first().isVisible(), `${path} shows its title`);
      assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark', `${path}: default colour mode`);
    }
    assert.deepEqual(
      errors.filter((error) => !/status of 404/.test(error)),
      [],
      'no console errors (the not-found page answers 404, which Chromium logs)',
    );
  });

  test('colour mode, announcement bar and version choice work for the visit, with one warning at most', async () => {
    const page = await site.page();
    await blockLocalStorage(page);
    const errors = collectErrors(page);
    const warnings = collectWarnings(page);
    await page.goto(site.url('/docs/guide/getting-started/introduction'));
    await waitForHydration(page);

    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'light');

    const bar = page.locator('.theme-announcement-bar');
    assert.ok(await bar.isVisible(), 'the announcement bar is shown');
    await bar.getByRole('button', {name: 'Close'}).click();
    await bar.waitFor({state: 'detached'});

    const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: '1.x'});
    await dropdown.hover();
    await dropdown.locator('.dropdown__link', {hasText: '0.1.10'}).click();
    await page.waitForURL(/\/docs\/v0\//);
    await page.locator('article h1').waitFor();

    // Further reading in 0.1.10 (client-side navigation through the sidebar): the choice holds.
    const nextDoc = page.locator('nav.menu a.menu__link[href^="/docs/v0/"]:not(.menu__link--active)').first();
    const nextPath = await nextDoc.getAttribute('href');
    await nextDoc.click();
    await page.waitForURL(site.url(nextPath!));
    assert.match(await versionLabelOnceSettled(page, /0\.1\.10/), /0\.1\.10/, 'the version choice holds: the navbar shows 0.1.10');

    // Back to the home page through the navbar (a client-side navigation, as a reader would).
    await page.locator('.navbar__brand').click();
    await page.waitForURL(site.url('/'));
    await page.locator('main header h1').waitFor(); // the home page itself, not the docs page still shown
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'light', 'the colour choice holds');
    assert.equal(await page.locator('.theme-announcement-bar').count(), 0, 'the bar stays closed');
    assert.match(
      await versionLabelOnceSettled(page, /0\.1\.10/),
      /0\.1\.10/,
      'the version choice holds on non-docs pages too: the navbar offers 0.1.10',
    );

    assert.deepEqual(errors, [], 'no console errors');
    assert.ok(warnings.length <= 1, `one warning at most, got:\n${warnings.join('\n')}`);
  });
});

describe('page code that fails to download', () => {
  const site = useSite();

  test('on first load: the error text and a Retry button, which reloads the page and recovers', async () => {
    const page = await site.page();
    const warnings = collectWarnings(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const target = await failTargetChunk(page, 1);
    await page.goto(site.url(TARGET_PATH));
    const alert = page.getByRole('alert').filter({hasText: /could not finish loading/});
    await alert.waitFor();
    assert.equal(target.failures(), 1);
    assert.match((await alert.textContent()) ?? '', /Loading chunk .* failed/, 'the error text is shown');
    assert.deepEqual(pageErrors, [], 'the failure is handled, not thrown at the reader');
    assert.ok(
      warnings.some((warning) => /chunk failed to load/.test(warning)),
      'it is logged as a warning',
    );
    await Promise.all([page.waitForEvent('load'), alert.getByRole('button', {name: 'Retry'}).click()]);
    await waitForHydration(page);
    assert.equal(
      await page
        .getByRole('alert')
        .filter({hasText: /could not finish loading/})
        .count(),
      0,
    );
    assert.ok(await page.locator('article h1').isVisible(), 'the page renders after Retry');
    await closeInterceptedPage(page);
  });

  test('during a client-side navigation: the failed route preload logs a warning and reloads the page', async () => {
    const page = await site.page();
    const warnings = collectWarnings(page);
    const target = await failTargetChunk(page, 1);
    await page.goto(site.url('/docs/guide/getting-started/introduction'));
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as {__beforeReload: boolean}).__beforeReload = true;
    });
    // From the keyboard: a mouse would first hover the link, and the hover's own preload would take the failure.
    await page.locator(`nav.menu a[href="${TARGET_PATH}"]`).first().focus();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await waitForHydration(page);
    assert.equal(target.failures(), 1);
    assert.equal(
      await page.evaluate(() => (window as unknown as {__beforeReload?: boolean}).__beforeReload),
      undefined,
      'the page was reloaded',
    );
    assert.equal(new URL(page.url()).pathname, TARGET_PATH);
    assert.ok(await page.locator('article h1').isVisible(), 'the target page renders after the reload');
    assert.ok(warnings.length >= 1, 'the failure is logged as a warning');
    await closeInterceptedPage(page);
  });
});

describe('console', () => {
  const site = useSite();

  async function consoleErrorsOn(paths: readonly string[]): Promise<string[]> {
    const page = await site.page();
    const errors = collectErrors(page);
    const byPage: string[] = [];
    for (const path of paths) {
      const before = errors.length;
      await page.goto(site.url(path));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      byPage.push(...errors.slice(before).map((error) => `${path}: ${error.split('\n')[0]}`));
    }
    return byPage;
  }

  test('no page type logs an error', async () => {
    assert.deepEqual(await consoleErrorsOn(PAGES.filter((path) => !path.includes('?'))), []);
  });

  // The server renders /search without a query string; the page must hydrate without a mismatch (React
  // error #418) before showing ?q= (src/theme/SearchPage).
  test('the search page opened from a shared link logs no error', async () => {
    assert.deepEqual(await consoleErrorsOn(PAGES.filter((path) => path.includes('?'))), []);
  });
});
