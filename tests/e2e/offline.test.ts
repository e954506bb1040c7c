/**
 * Offline reading (plugins/offline, @docusaurus/plugin-pwa inside), in Chromium, with the build served under the
 * deployment headers of deploy/_headers (so the worker runs under the site's Content-Security-Policy):
 * - pages read online (opened directly or reached by a link) read again with the network cut, by reload, by
 *   address and by link; the search dialog answers from the saved index; a page never opened says it is not
 *   saved and lists those that are. "Network cut" is both: the browser offline and the server stopped, so
 *   nothing can come from the network, the worker's own requests included;
 * - the site is installable (Chromium's own manifest and installability checks);
 * - after a new deploy (the served build with one precached file changed and the worker's precache revision of
 *   it updated, which is what a rebuild changes), the reader is offered the new version, and accepting it
 *   serves the new file.
 */
import {describe, test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import serveHandler from 'serve-handler';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {headersFor, parseHeadersFile} from '../../deploy/headers';
import {launchBrowser, waitForHydration} from './support/browser';
import {BUILD_DIR} from './support/server';

const rules = parseHeadersFile(readFileSync(path.resolve(import.meta.dirname, '../../deploy/_headers'), 'utf8'));

const INTRO = '/docs/guide/getting-started/introduction';
const SETUP = '/docs/guide/getting-started/setup-commandkit';
const API_CLASS = '/docs/api-reference/commandkit/classes/command-kit';
const NEVER_OPENED = '/docs/guide/events/custom-events';

/** The build served as a host serves it (deploy headers), with files that can be swapped for a "new deploy". */
interface TestHost {
  origin: string;
  /** Replaces the body of these site paths (a new deploy of those files). */
  deploy(files: Record<string, string>): void;
  stop(): Promise<void>;
}

async function startHost(): Promise<TestHost> {
  const overlay = new Map<string, string>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    for (const [name, value] of Object.entries(headersFor(rules, url.pathname))) {
      response.setHeader(name, value);
    }
    const replaced = overlay.get(url.pathname);
    if (replaced !== undefined) {
      const type = url.pathname.endsWith('.js') ? 'text/javascript' : url.pathname.endsWith('.svg') ? 'image/svg+xml' : 'text/html';
      response.writeHead(200, {'content-type': type}).end(replaced);
      return;
    }
    void serveHandler(request, response, {public: BUILD_DIR, cleanUrls: true, trailingSlash: false, directoryListing: false});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy(files) {
      for (const [file, body] of Object.entries(files)) overlay.set(file, body);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls an async check in the page (page.waitForFunction does not wait for a promise: it is truthy at once). */
async function waitInPage<A>(page: Page, check: (arg: A) => Promise<boolean>, arg: A, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(check as (arg: A) => Promise<boolean>, arg as never))) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for: ${check.toString().slice(0, 200)}`);
    await page.waitForTimeout(250);
  }
}

/** Until the worker controls the page and has kept these pages (and, when asked, the search index). */
async function waitUntilSaved(page: Page, origin: string, paths: readonly string[], withSearch = false): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {timeout: 60_000});
  await waitInPage(
    page,
    async ({wanted, search}: {wanted: string[]; search: boolean}) => {
      const pages = (await (await caches.open('offline-pages-v1')).keys()).map((request) => request.url);
      const shards = (await (await caches.open('offline-search-v1')).keys()).map((request) => request.url);
      // manifest + the titles and text files of the `default` and the page version's shards
      return (
        wanted.every((url) => pages.includes(url)) &&
        (!search || (shards.length >= 5 && shards.some((url) => /\/docs-default-[^/]+\.text\./.test(url))))
      );
    },
    {wanted: paths.map((p) => `${origin}${p}`), search: withSearch},
  );
}

describe('offline reading', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  async function newContext(): Promise<BrowserContext> {
    return browser.newContext({viewport: {width: 1280, height: 900}, serviceWorkers: 'allow'});
  }

  test('pages read online read again with the network cut; search works; an unread page says so', async () => {
    const host = await startHost();
    const context = await newContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Read: one page opened directly, one reached by a link (a client-side navigation), one opened directly.
      await page.goto(host.origin + INTRO);
      await waitForHydration(page);
      await waitUntilSaved(page, host.origin, [INTRO], true);
      await page.locator(`a.pagination-nav__link--next[href="${SETUP}"]`).click();
      await page.waitForURL(`**${SETUP}`);
      await page.locator('article h1', {hasText: 'Setting up CommandKit'}).waitFor();
      await page.goto(host.origin + API_CLASS);
      await waitForHydration(page);
      await waitUntilSaved(page, host.origin, [INTRO, SETUP, API_CLASS]);

      await host.stop();
      await context.setOffline(true);

      await page.reload();
      await waitForHydration(page);
      assert.match(await page.locator('article h1').innerText(), /CommandKit/);
      await page.goto(host.origin + SETUP);
      await waitForHydration(page);
      assert.equal(await page.locator('article h1').innerText(), 'Setting up CommandKit');
      assert.ok((await page.locator('article').innerText()).length > 2000, 'the whole page is there');
      // A link between read pages, offline (the page's code comes from the worker too).
      await page.locator(`a.pagination-nav__link--prev[href="${INTRO}"]`).click();
      await page.waitForURL(`**${INTRO}`);
      await page.locator('article h1', {hasText: 'Introduction'}).waitFor();

      // Search: the dialog's code and the 1.x index come from the worker.
      await page.locator('.navbar .DocSearch-Button').click();
      await page.locator('.DocSearch-Modal .DocSearch-Input').fill('middleware');
      const hit = page.locator('.DocSearch-Hit a').first();
      await hit.waitFor({timeout: 30_000});
      assert.match(await page.locator('.DocSearch-Hits').first().innerText(), /middleware/i);
      await page.keyboard.press('Escape');

      // A page never opened: the worker's offline page, naming the saved pages.
      await page.goto(host.origin + NEVER_OPENED);
      assert.match(await page.locator('h1').innerText(), /offline/i);
      const saved = await page.locator('li a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.ok(
        [INTRO, SETUP, API_CLASS].every((p) => saved.includes(p)),
        `saved pages listed: ${saved.join(', ')}`,
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      await host.stop().catch(() => undefined);
    }
  });

  test('installable: Chromium reads the manifest and finds nothing that prevents installing; the home page saves the 1.x index', async () => {
    const host = await startHost();
    const context = await newContext();
    try {
      const page = await context.newPage();
      await page.goto(host.origin + '/');
      await waitForHydration(page);
      // A page outside the docs saves the latest version's index (the home page names no version of its own).
      await waitUntilSaved(page, host.origin, ['/'], true);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {url: string; errors: unknown[]; data?: string};
      assert.match(manifest.url, /manifest\.webmanifest$/);
      assert.deepEqual(manifest.errors, []);
      const parsed = JSON.parse(manifest.data ?? '{}') as {icons: Array<{src: string; sizes: string}>};
      for (const icon of parsed.icons) {
        const size = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return `${image.naturalWidth}x${image.naturalHeight}`;
        }, icon.src);
        assert.equal(size, icon.sizes, icon.src);
      }
      const {installabilityErrors} = (await cdp.send('Page.getInstallabilityErrors')) as {installabilityErrors: Array<{errorId: string}>};
      // Playwright's contexts are incognito-like, which Chromium reports on its own; every other reason counts.
      assert.deepEqual(
        installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
        [],
      );
    } finally {
      await context.close();
      await host.stop();
    }
  });

  test('a new deploy is offered to the reader, and accepting it serves the new files', async () => {
    const host = await startHost();
    const context = await newContext();
    try {
      const page = await context.newPage();
      await page.goto(host.origin + INTRO);
      await waitForHydration(page);
      await waitUntilSaved(page, host.origin, [INTRO]);

      // The new deploy: the logo (a precached file) changes, and so does its revision in the worker's precache list.
      const worker = readFileSync(path.join(BUILD_DIR, 'sw.js'), 'utf8');
      const entry = /\{[^{}]*"?url"?:"img\/logo\.svg"[^{}]*\}/.exec(worker)?.[0];
      assert.ok(entry, 'the logo is in the precache list');
      const newLogo = readFileSync(path.join(BUILD_DIR, 'img/logo.svg'), 'utf8').replace('</svg>', '<!-- new deploy --></svg>');
      host.deploy({
        '/sw.js': worker.replace(entry, entry.replace(/("?revision"?:")[0-9a-f]+/, '$1newdeploy0001')),
        '/img/logo.svg': newLogo,
      });

      await page.reload();
      await waitForHydration(page);
      const offer = page.locator('#offline-update-offer[role="status"]');
      await offer.getByText('New version available').waitFor({timeout: 60_000});
      const reloaded = page.waitForEvent('framenavigated');
      await offer.getByRole('button', {name: 'Refresh'}).click();
      await reloaded;
      await waitForHydration(page);
      // With the network cut, the logo can only come from the new worker's precache.
      await host.stop();
      await context.setOffline(true);
      const logo = await page.evaluate(async () => (await fetch('/img/logo.svg')).text());
      assert.match(logo, /new deploy/);
    } finally {
      await context.close();
      await host.stop();
    }
  });
});
