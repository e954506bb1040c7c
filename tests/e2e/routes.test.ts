/** Every route of the manifest answers and renders its doc with the right sidebar; redirects and 404. */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {allDocRoutes, V0_MAIN_DOC, V1_MAIN_DOC} from '../../config/routes';
import {allRedirects, shortNameRedirects} from '../../config/redirects';
import {useSite, waitForHydration} from './support/site';

describe('routes', () => {
  const site = useSite();
  const routes = allDocRoutes().filter((route) => !route.pending);

  test('every written route answers 200 and renders an article with a title', async () => {
    const page = await site.page();
    const failures: string[] = [];
    for (const route of routes) {
      const response = await page.goto(site.url(route.path));
      const status = response?.status();
      const heading = await page
        .locator('article h1, main h1')
        .first()
        .textContent()
        .catch(() => null);
      if (status !== 200 || !heading?.trim()) {
        failures.push(`${route.path}: status ${status}, h1 ${JSON.stringify(heading)}`);
      }
    }
    assert.deepEqual(failures, [], `routes that did not render:\n${failures.join('\n')}`);
  });

  test('guide pages carry the guide sidebar and API pages the API sidebar', async () => {
    const page = await site.page();
    for (const route of routes) {
      await page.goto(site.url(route.path));
      const active = await page.locator('.theme-layout-navbar-left .navbar__link--active').allTextContents();
      const expected = route.sidebar === 'guide' ? 'Guide' : 'API Reference';
      assert.deepEqual(active, [expected], `${route.path} should highlight ${expected}, got ${active.join(',')}`);
      assert.ok(await page.locator('.theme-doc-sidebar-menu').isVisible(), `${route.path} has no sidebar`);
    }
  });

  test('/docs shows the 1.x introduction and /docs/v0 the 0.1.10 installation page', async () => {
    const page = await site.page();
    await page.goto(site.url('/docs'));
    await page.waitForURL(site.url(V1_MAIN_DOC));
    await waitForHydration(page);
    assert.match((await page.locator('html').getAttribute('class')) ?? '', /docs-version-current/);
    await page.goto(site.url('/docs/v0'));
    await page.waitForURL(site.url(V0_MAIN_DOC));
    await waitForHydration(page);
    assert.match((await page.locator('html').getAttribute('class')) ?? '', /docs-version-0\.1\.10/);
  });

  test("the spec's short page names redirect to the real slugs", async () => {
    const page = await site.page();
    for (const {from, to} of shortNameRedirects()) {
      await page.goto(site.url(from));
      await page.waitForURL(site.url(to));
    }
    assert.ok(allRedirects().length > shortNameRedirects().length);
  });

  test('/search exists', async () => {
    const page = await site.page();
    const response = await page.goto(site.url('/search'));
    assert.equal(response?.status(), 200);
    await waitForHydration(page);
    await page.locator('input[type="search"][name="q"]').waitFor({state: 'visible'});
  });

  test('an unknown path shows the not-found page with status 404', async () => {
    const page = await site.page();
    const response = await page.goto(site.url('/docs/guide/no-such-page'));
    assert.equal(response?.status(), 404);
    await waitForHydration(page);
    assert.equal((await page.locator('main h1').textContent())?.trim(), 'Page Not Found');
  });
});
