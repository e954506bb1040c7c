/** The shell behaviours of spec section 2 and 4, each proven in a real browser. */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {V1_MAIN_DOC} from '../../config/routes';
import {ANNOUNCEMENT} from '../../config/site';
import {collectErrors} from './support/browser';
import {useSite, waitForHydration} from './support/site';

const GUIDE_PAGE = V1_MAIN_DOC;
const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

describe('page shell', () => {
  const site = useSite();

  test('breadcrumbs on docs pages', async () => {
    const page = await site.page();
    await page.goto(site.url('/docs/guide/getting-started/setup-commandkit'));
    const crumbs = page.locator('nav[aria-label="Breadcrumbs"] .breadcrumbs__item');
    assert.ok((await crumbs.count()) >= 2, 'expected home plus at least one crumb');
    assert.match((await crumbs.last().textContent()) ?? '', /\S/);
  });

  test('the table of contents lists h2 and h3 headings only', async () => {
    const page = await site.page();
    const checked: string[] = [];
    for (const path of [GUIDE_PAGE, '/docs/guide/getting-started/setup-commandkit', '/docs/v0/guide/installation']) {
      await page.goto(site.url(path));
      const tocTargets = await page
        .locator('.theme-doc-toc-desktop a.table-of-contents__link')
        .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))));
      const headings = await page
        .locator('article .theme-doc-markdown :is(h2, h3, h4, h5, h6)[id]')
        .evaluateAll((elements) => elements.map((element) => ({id: element.id, level: element.tagName})));
      const expected = headings.filter((h) => h.level === 'H2' || h.level === 'H3').map((h) => h.id);
      assert.deepEqual(tocTargets, expected, `TOC of ${path}`);
      checked.push(...headings.map((h) => h.level));
    }
    assert.ok(checked.includes('H2'), 'the checked pages have h2 headings');
  });

  test('the skip link is the first tab stop and focuses the main area', async () => {
    const page = await site.page();
    await page.goto(site.url(GUIDE_PAGE));
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
    await page.keyboard.press('Enter');
    // Docusaurus focuses <main> and drops its temporary tabindex at once, so Chromium may report the body as
    // active; what a keyboard user gets is that the next Tab starts inside the main area, past the navbar.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    assert.ok(inMain, 'the next tab stop after the skip link should be inside <main>');
  });

  test('the navbar hides when scrolling down past its height and returns when scrolling up', async () => {
    const page = await site.page({viewport: {width: 1280, height: 500}});
    await page.goto(site.url('/docs/guide/getting-started/setup-commandkit'));
    await waitForHydration(page);
    const navbarBottom = () => page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
    assert.ok((await navbarBottom()) > 0);
    await page.mouse.move(640, 300);
    // A reader scrolls in several wheel steps; the navbar compares each position with the previous one.
    for (let step = 0; step < 6; step += 1) {
      await page.mouse.wheel(0, 100);
      await page.waitForTimeout(50);
    }
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <= 0);
    await page.mouse.wheel(0, -150);
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom > 0);
  });

  test('dark by default even when the system prefers light; a switch to light survives a reload', async () => {
    const page = await site.page({colorScheme: 'light'});
    await page.goto(site.url('/'));
    await waitForHydration(page);
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'light');
    await page.reload();
    await waitForHydration(page);
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'light');
  });

  test('the version dropdown lists both versions; picking one navigates and is remembered', async () => {
    const page = await site.page();
    await page.goto(site.url(GUIDE_PAGE));
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: '1.x'});
    await dropdown.hover();
    const items = await dropdown.locator('.dropdown__menu .dropdown__link').allTextContents();
    assert.deepEqual(items, ['1.x', '0.1.10']);
    await dropdown.locator('.dropdown__link', {hasText: '0.1.10'}).click();
    await page.waitForURL(/\/docs\/v0\//);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY), '0.1.10');
  });

  test('a stored preferred version that matches no version is cleared', async () => {
    const page = await site.page();
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, '9.9.9');
      }
    }, PREFERRED_VERSION_KEY);
    await page.goto(site.url(GUIDE_PAGE));
    await waitForHydration(page);
    await page.waitForFunction((key) => localStorage.getItem(key) === null, PREFERRED_VERSION_KEY);
  });

  test('mobile: the sidebar opens, locks page scroll, offers the main menu back, closes on desktop width', async () => {
    const page = await site.page({viewport: {width: 800, height: 900}});
    await page.goto(site.url('/docs/guide/getting-started/setup-commandkit'));
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
    const back = page.getByRole('button', {name: 'Back to main menu'});
    assert.ok(await back.isVisible(), 'docs pages open on the docs menu with a way back');
    await back.click();
    assert.ok(await page.locator('.navbar-sidebar__item.menu').first().isVisible());
    await page.setViewportSize({width: 1200, height: 900});
    await page.waitForFunction(() => !document.querySelector('.navbar')?.classList.contains('navbar-sidebar--show'));
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
  });

  test('the announcement bar closes and stays closed after a reload', async () => {
    const page = await site.page();
    await page.goto(site.url('/'));
    await waitForHydration(page);
    const bar = page.locator('.theme-announcement-bar');
    await bar.waitFor({state: 'visible'});
    assert.match((await bar.textContent()) ?? '', /migration guide/);
    await bar.getByRole('button', {name: 'Close'}).click();
    await bar.waitFor({state: 'detached'});
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')), ANNOUNCEMENT.id);
    await page.reload();
    await waitForHydration(page);
    assert.equal(await page.locator('.theme-announcement-bar').count(), 0);
  });

  test('the sitemap lists doc pages weekly at priority 0.5 and no tags paths', async () => {
    const page = await site.page();
    const response = await page.request.get(site.url('/sitemap.xml'));
    assert.equal(response.status(), 200);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    assert.ok(urls.includes(GUIDE_PAGE), 'sitemap lists the introduction');
    assert.ok(urls.includes('/docs/v0/guide/installation'), 'sitemap lists v0 pages');
    assert.ok(!urls.some((url) => url.includes('/tags')), 'no tags paths');
    const frequencies = new Set([...xml.matchAll(/<changefreq>([^<]+)</g)].map((match) => match[1]));
    const priorities = new Set([...xml.matchAll(/<priority>([^<]+)</g)].map((match) => match[1]));
    assert.deepEqual([...frequencies], ['weekly']);
    assert.deepEqual([...priorities], ['0.5']);
  });

  test('robots.txt lets crawlers in and names the sitemap that is served', async () => {
    const page = await site.page();
    const response = await page.request.get(site.url('/robots.txt'));
    assert.equal(response.status(), 200);
    const sitemap = /^Sitemap: (\S+)$/m.exec(await response.text())?.[1];
    assert.ok(sitemap, 'robots.txt names a sitemap');
    const served = await page.request.get(site.url(new URL(sitemap).pathname));
    assert.equal(served.status(), 200);
    assert.match(await served.text(), /<urlset/);
  });

  test('the progress bar appears when a route change takes over 200 ms', async () => {
    const page = await site.page();
    await page.goto(site.url('/'));
    await waitForHydration(page);
    // From now on, every script chunk takes a second to arrive: the next navigation is slow.
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const appeared = page.waitForSelector('#nprogress', {state: 'attached', timeout: 5000});
    await page.locator('a', {hasText: 'Read the guide'}).click();
    await appeared;
    await page.waitForURL(site.url(GUIDE_PAGE));
    await page.waitForSelector('#nprogress', {state: 'detached', timeout: 10000});
  });

  test('no console errors on the home page, a guide page and the not-found page', async () => {
    for (const path of ['/', GUIDE_PAGE, '/no-such-page']) {
      const page = await site.page();
      const errors = collectErrors(page);
      await page.goto(site.url(path));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // The not-found page answers 404 by design; the browser logs that status as a resource error.
      const unexpected = errors.filter((error) => !(path === '/no-such-page' && /404/.test(error)));
      assert.deepEqual(unexpected, [], `console errors on ${path}`);
    }
  });

  // The browser's <Head> is plugins/lean-main-bundle's stand-in for react-helmet-async; the server's is the library.
  test('a navigation in the page gives the head the server renders for the new page, and back again', async () => {
    const page = await site.page();
    /**
     * The head tags `<Head>` manages (meta, links, structured data), the title and the <html> classes. Structured
     * data is compared as data (the build's minifier orders its keys); the <title> element is left to `title` (the
     * library drops its data-rh once it has set the title). Plain JavaScript: it runs in the page.
     */
    const headOf = `(doc) => {
      const sorted = (value) => Array.isArray(value) ? value.map(sorted)
        : value && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted(value[k])]))
        : value;
      return {
        title: doc.title,
        tags: Array.from(doc.head.querySelectorAll('[data-rh]:not(title)'), (tag) => tag.tagName === 'SCRIPT'
          ? 'script ' + JSON.stringify(sorted(JSON.parse(tag.textContent || 'null')))
          : tag.outerHTML.replace(' data-rh="true"', '')).sort(),
        htmlClass: doc.documentElement.className.split(' ').sort().join(' '),
      };
    }`;
    const served = async (path: string) => {
      const html = await (await page.request.get(site.url(path))).text();
      return page.evaluate(
        ([source, read]) =>
          (new Function('doc', `return (${read})(doc)`) as (doc: Document) => unknown)(
            new DOMParser().parseFromString(source, 'text/html'),
          ),
        [html, headOf] as const,
      );
    };
    await page.goto(site.url('/'));
    await waitForHydration(page);
    const home = await served('/');
    const guide = await served(GUIDE_PAGE);
    await page.locator('a', {hasText: 'Read the guide'}).click();
    await page.waitForURL(site.url(GUIDE_PAGE));
    await page.waitForFunction((title) => document.title === title, (guide as {title: string}).title);
    assert.deepEqual(await page.evaluate(`(${headOf})(document)`), guide);
    await page.goBack();
    await page.waitForFunction((title) => document.title === title, (home as {title: string}).title);
    assert.deepEqual(await page.evaluate(`(${headOf})(document)`), home);
  });
});
