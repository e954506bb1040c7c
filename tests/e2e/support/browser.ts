/**
 * Debian's Chromium driven by playwright-core, fully offline: every request that does not go to
 * the test server is aborted and recorded, so a test can assert the site never reached out.
 */
import {existsSync} from 'node:fs';
import {chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run the README's test command, which installs it`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Chromium's console warning when a page registers a service worker in a context that blocks them (below). */
export const HARNESS_BLOCKED_WORKER_WARNING = /^Service Worker registration blocked by Playwright/;

export interface OfflineContext {
  context: BrowserContext;
  /** URLs of requests to other hosts, which were blocked. */
  blocked: string[];
}

export async function offlineContext(browser: Browser, origin: string, options: BrowserContextOptions = {}): Promise<OfflineContext> {
  // The site's service worker (plugins/offline) is blocked unless a test asks for it: once it controls a page,
  // the page's requests are the worker's, which page.route() cannot rewrite or fail, and a test of something
  // else would depend on whether the worker got there first. tests/e2e/offline.test.ts tests the worker.
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, serviceWorkers: 'block', ...options});
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) {
      return route.continue();
    }
    blocked.push(url);
    return route.abort('blockedbyclient');
  });
  return {context, blocked};
}

/** Waits until React has hydrated the page, so client-side behaviour (toggles, shortcuts, dropdowns) is live. */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout});
}

/** Collects console errors and uncaught page errors, for the "no console errors" checks. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
