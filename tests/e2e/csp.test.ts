/**
 * The deployment headers of deploy/_headers, proven in a real browser: the build is served with exactly
 * the headers that file declares (parsed by deploy/headers.ts, applied through the test server's header
 * hook), pages are loaded, search is opened and queried, a diagram renders, and no Content
 * Security Policy violation is reported (securitypolicyviolation events and Chromium's console errors).
 * Also: every inline script of the build is allowed by the policy's hashes, and deploy/nginx.conf
 * sends the same policy.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {allRedirects} from '../../config/redirects';
import {inlineScriptHashes, isClientRedirectPage} from '../../deploy/csp-hashes';
import {headersFor, parseCsp, parseHeadersFile} from '../../deploy/headers';
import {netlifyRedirects, nginxRedirectMap} from '../../deploy/redirects';
import {htmlFiles} from '../../deploy/sync';
import {BUILD_DIR} from './support/server';
import {useSite, waitForHydration} from './support/site';

const DEPLOY = path.resolve(import.meta.dirname, '../../deploy');
const rules = parseHeadersFile(readFileSync(path.join(DEPLOY, '_headers'), 'utf8'));
const policy = headersFor(rules, '/')['Content-Security-Policy']!;

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/** Records CSP violations in the page (init scripts are injected by the browser, outside the policy). */
async function watchViolations(page: Page): Promise<{violations: () => Promise<Violation[]>; consoleErrors: string[]}> {
  await page.addInitScript(() => {
    const store: unknown[] = [];
    (window as unknown as {__csp: unknown[]}).__csp = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as {__csp?: Violation[]}).__csp ?? []),
  };
}

describe('served with deploy/_headers', () => {
  const site = useSite({
    onRequest: (request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      for (const [name, value] of Object.entries(headersFor(rules, url.pathname))) {
        response.setHeader(name, value);
      }
    },
  });

  test('the headers reach the browser: policy on pages, immutable assets, revalidated HTML', async () => {
    const page = await site.page();
    const assetResponses: Array<{url: string; cache: string | undefined}> = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/')) {
        assetResponses.push({url: response.url(), cache: response.headers()['cache-control']});
      }
    });
    const response = await page.goto(site.url('/docs/guide/getting-started/introduction'));
    await waitForHydration(page);
    const headers = response!.headers();
    assert.equal(headers['content-security-policy'], policy);
    assert.equal(headers['cache-control'], 'no-cache');
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.ok(assetResponses.length > 0);
    for (const asset of assetResponses) {
      assert.equal(asset.cache, 'public, max-age=31536000, immutable', asset.url);
    }
  });

  test('pages load, hydrate and work without a single CSP violation', async () => {
    const page = await site.page();
    const watch = await watchViolations(page);
    for (const urlPath of [
      '/',
      '/docs/guide/getting-started/introduction',
      '/docs/guide/jsx-components/using-jsx',
      '/docs/api-reference/commandkit/classes/command-kit',
      '/docs/v0/guide/installation',
      '/search?q=command',
      '/this-page-does-not-exist',
    ]) {
      await page.goto(site.url(urlPath));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await watch.violations(), [], `violations on ${urlPath}`);
      // The inline colour-mode script ran (it is allowed by hash): the theme attribute is set before hydration.
      assert.equal(await page.locator('html').getAttribute('data-theme-choice'), 'dark', urlPath);
    }
    assert.deepEqual(watch.consoleErrors, []);
  });

  test('a mermaid diagram renders under the policy', async () => {
    const page = await site.page();
    const watch = await watchViolations(page);
    await page.goto(site.url('/docs/guide/jsx-components/using-jsx'));
    await waitForHydration(page);
    // The diagram is static SVG drawn at build time (plugins/diagrams), with inline styles of its own.
    await page.locator('figure [role="img"] svg').first().waitFor();
    assert.deepEqual(await watch.violations(), []);
    assert.deepEqual(watch.consoleErrors, []);
  });

  test('search: open the dialog, run a query, follow a hit, use the search page', async () => {
    const page = await site.page();
    const watch = await watchViolations(page);
    await page.goto(site.url('/docs/guide/getting-started/introduction'));
    await waitForHydration(page);
    await page.locator('.navbar .DocSearch-Button').click();
    await page.locator('.DocSearch-Modal .DocSearch-Input').fill('middleware');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    const href = await hit.getAttribute('href');
    await hit.click();
    await page.waitForURL((url) => href !== null && url.pathname === new URL(href, site.origin).pathname);
    await page.goto(site.url('/search?q=cache'));
    await waitForHydration(page);
    await page.locator('article a[href^="/docs/"]').first().waitFor();
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    assert.deepEqual(await watch.violations(), []);
    assert.deepEqual(watch.consoleErrors, []);
  });
});

describe('the policy matches the build and the other host configurations', () => {
  test(
    'every inline script of every page is allowed by a hash; nothing else is inline',
    {skip: !existsSync(path.join(BUILD_DIR, 'index.html')) && 'no build'},
    () => {
      const allowed = new Set(parseCsp(policy)['script-src']);
      assert.ok(!allowed.has("'unsafe-inline'"));
      const missing = new Map<string, string[]>();
      for (const file of htmlFiles(BUILD_DIR)) {
        const html = readFileSync(file, 'utf8');
        if (isClientRedirectPage(html)) {
          continue; // answered with a 301 by deploy/_redirects and nginx.conf, see below
        }
        for (const hash of inlineScriptHashes(html)) {
          if (!allowed.has(hash)) {
            missing.set(hash, [...(missing.get(hash) ?? []), path.relative(BUILD_DIR, file)]);
          }
        }
      }
      assert.deepEqual(
        Object.fromEntries([...missing].map(([hash, files]) => [hash, `${files.length} page(s), e.g. ${files[0]}`])),
        {},
        'inline scripts not allowed by deploy/_headers: run `npm run deploy:sync -- <build>` after checking them',
      );
    },
  );

  test('deploy/nginx.conf sends the same policy and the same redirects; _redirects is current', () => {
    const nginx = readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8');
    const nginxPolicy = /add_header Content-Security-Policy "([^"]+)" always;/.exec(nginx)?.[1];
    assert.equal(nginxPolicy, policy);
    assert.ok(nginx.includes(nginxRedirectMap(allRedirects())), 'nginx redirect map is current (npm run deploy:sync)');
    assert.equal(readFileSync(path.join(DEPLOY, '_redirects'), 'utf8'), netlifyRedirects(allRedirects()));
  });
});
