/**
 * One served build and one browser per test file: `const site = useSite();` inside a describe block,
 * then `site.page()` for a fresh offline page in a fresh context.
 */
import {after, before} from 'node:test';
import type {Browser, BrowserContextOptions, Page} from 'playwright-core';
import {launchBrowser, offlineContext} from './browser';

export {waitForHydration} from './browser';
import {startServer, type HeaderHook, type StaticServer} from './server';

export interface Site {
  readonly origin: string;
  url(path: string): string;
  page(options?: BrowserContextOptions): Promise<Page>;
  browser(): Browser;
}

export function useSite(options: {onRequest?: HeaderHook} = {}): Site {
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  const contexts: Array<{close(): Promise<void>}> = [];

  before(async () => {
    server = await startServer(undefined, options.onRequest);
    browser = await launchBrowser();
  });

  after(async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.close();
  });

  const site: Site = {
    get origin() {
      if (!server) {
        throw new Error('The site is not served yet: call site methods inside tests');
      }
      return server.origin;
    },
    url: (path) => site.origin + path,
    browser: () => {
      if (!browser) {
        throw new Error('The browser is not started yet');
      }
      return browser;
    },
    async page(contextOptions = {}) {
      const {context} = await offlineContext(site.browser(), site.origin, contextOptions);
      contexts.push(context);
      return context.newPage();
    },
  };
  return site;
}
