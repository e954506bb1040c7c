/**
 * Every link into the site keeps working on any static host (no browser needed: what is checked is where a
 * link lands, by HTTP redirects, the site's redirect pages and the landing page's canonical link).
 * - each URL of the framework's own site (config/legacy-urls.data.json) lands on the page that documents the same
 *   thing, on a plain file server, on `npm run serve` and with deploy/nginx.conf's rules;
 * - each of our pages answers at `<path>`, `<path>/` and `<path>/index.html` on the same three;
 * - our own URLs are a promise (config/published-urls.data.json): none leaves the build without a redirect,
 *   and no page is published without being listed.
 * A browser test at the end checks the not-found page's suggestions.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readLegacyUrls} from '../../config/legacy-urls';
import {resolveLegacyUrl} from '../../config/legacy-links';
import {siteIndex} from '../../config/legacy-site-index';
import {readPublishedUrls} from '../../config/published-urls';
import {readBuildPages} from '../../scripts/lib/links/build-pages';
import {land, startHost, type HostName} from './support/hosts';
import {BUILD_DIR, type StaticServer} from './support/server';
import {useSite, waitForHydration} from './support/site';

const HOSTS: HostName[] = ['plain', 'serve', 'deploy'];

/** Runs checks with a little concurrency (Python's server answers one request at a time anyway). */
async function eachLimited<T>(items: readonly T[], limit: number, check: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({length: limit}, async () => {
      while (next < items.length) await check(items[next++]!);
    }),
  );
}

for (const hostName of HOSTS) {
  describe(`links on the ${hostName} host`, () => {
    let host: StaticServer;
    before(async () => {
      host = await startHost(hostName);
    });
    after(async () => host?.close());

    test('every URL of the framework site lands on the page that documents the same thing', async () => {
      const site = siteIndex();
      const failures: string[] = [];
      await eachLimited(readLegacyUrls(), 4, async (entry) => {
        const resolution = resolveLegacyUrl(entry, site);
        const expected = resolution.status === 'redirect' ? resolution.to : entry.url;
        const landing = await land(host.origin, entry.url);
        if (landing.status !== 200 || landing.page !== expected) {
          failures.push(
            `${entry.url} -> ${landing.status} ${landing.page ?? '(no page)'} via ${landing.hops.join(' > ')}; expected ${expected}`,
          );
        }
      });
      assert.deepEqual(failures, []);
    });

    test('every page answers at <path>, <path>/ and <path>/index.html', async () => {
      const pages = [...readBuildPages(BUILD_DIR).pages].filter((url) => url !== '/');
      const forms = pages.flatMap((url) => [url, `${url}/`, `${url}/index.html`].map((form) => ({url, form})));
      const failures: string[] = [];
      await eachLimited(forms, 4, async ({url, form}) => {
        const landing = await land(host.origin, form);
        if (landing.status !== 200 || landing.page !== url) failures.push(`${form} -> ${landing.status} ${landing.page ?? '(no page)'}`);
      });
      assert.deepEqual(failures, []);
    });

    test('an unknown URL answers 404', async () => {
      const response = await fetch(`${host.origin}/docs/guide/no-such-page-anywhere`);
      assert.equal(response.status, 404);
    });
  });
}

describe('our own URLs are a promise', () => {
  test('no published URL leaves the build without a redirect, and every page is published', () => {
    const {pages, redirects} = readBuildPages(BUILD_DIR);
    const promised = readPublishedUrls();
    const gone = promised.filter((url) => !pages.has(url) && !redirects.has(url));
    assert.deepEqual(gone, [], 'pages that disappeared: add a redirect to their successor in config/redirects.ts');
    const listed = new Set(promised);
    const unlisted = [...pages].filter((url) => !listed.has(url));
    assert.deepEqual(unlisted, [], 'new pages not in config/published-urls.data.json: run npm run links:published and commit it');
  });
});

describe('the not-found page', () => {
  const site = useSite();

  test('a missing page offers a search for its words and the closest pages of its version', async () => {
    const page = await site.page();
    const response = await page.goto(site.url('/docs/v0/api-reference/classes/ButtonKitt'));
    assert.equal(response?.status(), 404);
    await waitForHydration(page);
    const search = page.getByRole('link', {name: /Search the docs for “button kitt”/});
    assert.equal(await search.getAttribute('href'), '/search?q=button%20kitt');
    const suggestions = page.getByRole('region', {name: 'Pages with a similar address'}).getByRole('link');
    await suggestions.first().waitFor();
    const hrefs = await suggestions.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.equal(hrefs[0], '/docs/v0/api-reference/classes/button-kit');
    assert.ok(
      hrefs.every((href) => href?.startsWith('/docs/v0/')),
      `suggestions stay in 0.1.10: ${hrefs.join(', ')}`,
    );
    await page.close();
  });

  test("a version typed by its name (/docs/0.1.10/…) is pointed at the page under the site's version path", async () => {
    const page = await site.page();
    const response = await page.goto(site.url('/docs/0.1.10/guide/installation'));
    assert.equal(response?.status(), 404);
    await waitForHydration(page);
    const suggestions = page.getByRole('region', {name: 'Pages with a similar address'}).getByRole('link');
    await suggestions.first().waitFor();
    assert.equal(await suggestions.first().getAttribute('href'), '/docs/v0/guide/installation');
    await page.close();
  });
});
