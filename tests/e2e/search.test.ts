/**
 * Search in a real browser, offline, against the built site: DocSearch's own dialog answered by the
 * local engine (plugins/local-search + src/search).
 *
 *   SITE_BUILD_DIR=/tmp/search-build node --import tsx --test tests/e2e/search.test.ts
 */
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {collectErrors, launchBrowser, offlineContext, waitForHydration} from './support/browser';
import {startServer, type StaticServer} from './support/server';

const V1_PAGE = '/docs/guide/commands/chat-input-commands';
const V0_PAGE = '/docs/v0/guide/installation';

let server: StaticServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function openPage(path: string, options: {viewport?: {width: number; height: number}} = {}) {
  const {context, blocked} = await offlineContext(browser, server.origin, options);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/search/')) {
      searchRequests.push(url.pathname);
    }
  });
  await page.goto(`${server.origin}${path}`, {waitUntil: 'networkidle'});
  await waitForHydration(page);
  return {context, page, blocked, errors, searchRequests};
}

const BUTTON = '.navbar .DocSearch-Button';
const INPUT = '.DocSearch-Modal .DocSearch-Input';

async function openDialog(page: Page): Promise<void> {
  await page.click(BUTTON);
  await page.waitForSelector(INPUT);
}

async function search(page: Page, query: string): Promise<void> {
  await page.fill(INPUT, query);
  await page.waitForSelector('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-ErrorScreen', {timeout: 10_000});
}

const ACTION_BOX = '.DocSearch-Hit-action';

/** Searches, opens the first hit (which DocSearch records as a recent search) and waits for the page. */
async function recordRecentSearch(page: Page, query: string): Promise<void> {
  await openDialog(page);
  await search(page, query);
  const first = page.locator('.DocSearch-Hit a').first();
  const href = (await first.getAttribute('href'))!;
  await first.click();
  const path = href.split('#')[0]!;
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForSelector('.DocSearch-Modal', {state: 'detached'});
  // The address changes first; the page itself is shown once its code has loaded, which may take a route
  // section and then the page chunk. Wait for it, or the next step would act on the page being replaced.
  await page.waitForFunction(
    (target) => document.querySelector('nav.menu a.menu__link--active[aria-current="page"]')?.getAttribute('href') === target,
    path,
  );
}

/** The hits listed under a start-screen heading ("Recent", "Favorite"). */
function sectionHits(page: Page, title: string) {
  return page
    .locator('.DocSearch-Dropdown .DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: title})})
    .locator('.DocSearch-Hit');
}

async function waitForCount(page: Page, title: string, count: number): Promise<void> {
  const hits = sectionHits(page, title);
  for (let attempt = 0; attempt < 50 && (await hits.count()) !== count; attempt += 1) {
    await page.waitForTimeout(100);
  }
  assert.equal(await hits.count(), count, `${count} under "${title}"`);
}

describe('search dialog', () => {
  it('opens on the button with the "Search docs" placeholder and a 64-character limit; Escape closes it and returns focus', async () => {
    const {context, page, errors} = await openPage(V1_PAGE);
    try {
      await openDialog(page);
      const input = page.locator(INPUT);
      assert.equal(await input.getAttribute('placeholder'), 'Search docs');
      assert.equal(await input.getAttribute('maxlength'), '64');
      await input.fill('x'.repeat(100));
      assert.ok((await input.inputValue()).length <= 64);
      await page.keyboard.press('Escape');
      await page.waitForSelector('.DocSearch-Modal', {state: 'detached'});
      assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Button')));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('closes on a click outside the dialog box, not on a click inside it', async () => {
    const {context, page} = await openPage(V1_PAGE);
    try {
      await openDialog(page);
      const box = (await page.locator('.DocSearch-Modal').boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height - 2);
      assert.equal(await page.locator('.DocSearch-Modal').count(), 1, 'still open after a click inside');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height + 20);
      await page.waitForSelector('.DocSearch-Modal', {state: 'detached'});
    } finally {
      await context.close();
    }
  });

  it('opens with Ctrl+K and with "/", but "/" types into a focused text field', async () => {
    const {context, page} = await openPage(V1_PAGE);
    try {
      await page.keyboard.press('Control+k');
      await page.waitForSelector(INPUT);
      await page.keyboard.press('Escape');
      await page.waitForSelector('.DocSearch-Modal', {state: 'detached'});
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('/');
      await page.waitForSelector(INPUT);
      await page.keyboard.press('Escape');
      await page.waitForSelector('.DocSearch-Modal', {state: 'detached'});
      await page.goto(`${server.origin}/search`, {waitUntil: 'networkidle'});
      await waitForHydration(page);
      const field = page.locator('form input[type="search"]');
      await field.focus();
      await page.keyboard.press('/');
      assert.equal(await field.inputValue(), '/');
      assert.equal(await page.locator('.DocSearch-Modal').count(), 0);
    } finally {
      await context.close();
    }
  });

  it('asks the browser for no connection to Algolia: no preconnect hint, before or after hydration', async () => {
    const {context, page, blocked} = await openPage(V1_PAGE);
    try {
      const served = await (await page.request.get(`${server.origin}${V1_PAGE}`)).text();
      assert.doesNotMatch(served, /algolia\.net/, 'the served page names no Algolia host');
      await openDialog(page);
      await search(page, 'middleware');
      assert.deepEqual(
        await page
          .locator('link[rel="preconnect"], link[rel="dns-prefetch"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        [],
      );
      assert.deepEqual(blocked, []);
    } finally {
      await context.close();
    }
  });

  it('shows hits grouped by category with title and path, and a hit navigates', async () => {
    const {context, page, blocked, errors} = await openPage(V1_PAGE);
    try {
      await openDialog(page);
      await search(page, 'middleware');
      const groups = await page.locator('.DocSearch-Hits .DocSearch-Hit-source').allTextContents();
      assert.ok(groups.length >= 1, 'at least one category');
      const titles = await page.locator('.DocSearch-Hit-title').allTextContents();
      assert.ok(titles.some((t) => /middleware/i.test(t)));
      const first = page.locator('.DocSearch-Hit a').first();
      const href = await first.getAttribute('href');
      assert.ok(href && href.startsWith('/docs/'), `relative link, got ${href}`);
      await first.click();
      await page.waitForURL((url) => url.pathname === href.split('#')[0]);
      assert.equal(await page.locator('.DocSearch-Modal').count(), 0);
      assert.deepEqual(blocked, []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('snippets content hits to the word count DocSearch asks for: 10 words, 5 at 768px and below', async () => {
    for (const [width, words] of [
      [1280, 10],
      [600, 5],
    ] as const) {
      const {context, page} = await openPage(V1_PAGE, {viewport: {width, height: 900}});
      try {
        await openDialog(page);
        // Body text (and so content snippets) is in the full index, which follows the quick one.
        await page.waitForFunction(() => performance.getEntriesByName('local-search:full').length > 0, undefined, {timeout: 20_000});
        await search(page, 'hot reload');
        const snippets = await page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title').allTextContents();
        const cut = snippets.filter((text) => text.includes('…'));
        assert.ok(cut.length > 0, `some content snippets at ${width}px`);
        for (const text of cut) {
          assert.ok(text.replace(/…/g, ' ').trim().split(/\s+/).length <= words, `"${text}" at ${width}px`);
        }
      } finally {
        await context.close();
      }
    }
  });

  it('shows the parent page of a sub-heading hit', async () => {
    const {context, page} = await openPage(V1_PAGE);
    try {
      await openDialog(page);
      await search(page, 'a first middleware');
      const path = page.locator('.DocSearch-Hit-path').first();
      await path.waitFor();
      assert.match((await path.textContent()) ?? '', /Middlewares/);
    } finally {
      await context.close();
    }
  });

  it('"See all N results" opens /search?q= with the results, which also works from a shared link', async () => {
    const {context, page} = await openPage(V1_PAGE);
    try {
      await openDialog(page);
      await search(page, 'command');
      const seeAll = page.locator('.DocSearch-HitsFooter a');
      assert.match((await seeAll.textContent()) ?? '', /See all \d+ results/);
      await seeAll.click();
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'command');
      const results = page.locator('article:has(h2[class*="searchResultItemHeading"])');
      await results.first().waitFor({timeout: 10_000});
      assert.ok((await results.count()) >= 5);
      await page.goto(`${server.origin}/search?q=autocomplete`, {waitUntil: 'networkidle'});
      await results.first().waitFor({timeout: 10_000});
      assert.match((await page.locator('h1').first().textContent()) ?? '', /autocomplete/);
      assert.ok((await page.locator('article .search-result-match').count()) >= 1, 'matches highlighted the theme way');
      assert.match((await page.locator('form + .row').first().textContent()) ?? '', /\d+ documents found/);
      const first = await results.first().locator('h2 a').getAttribute('href');
      assert.ok(first?.startsWith('/docs/'), `result links are site paths, got ${first}`);
    } finally {
      await context.close();
    }
  });

  it('answers the first search on a freshly loaded page (Ctrl+K right after load), then from the full text', async () => {
    const {context, page, errors} = await openPage(V1_PAGE);
    try {
      // No hover or focus first: the shortcut alone starts the download.
      await page.keyboard.press('Control+k');
      await page.waitForSelector(INPUT);
      await page.keyboard.type('middleware');
      await page.waitForSelector('.DocSearch-Hit', {timeout: 10_000});
      assert.match((await page.locator('.DocSearch-Hit').first().textContent()) ?? '', /Middlewares/);
      // Once the body text is in, a word found only in paragraphs answers too.
      await page.waitForFunction(() => performance.getEntriesByName('local-search:full').length > 0, undefined, {timeout: 20_000});
      await search(page, 'disallowed intents error');
      assert.match(
        (await page.locator('.DocSearch-Hit a').first().getAttribute('href')) ?? '',
        /\/docs\/guide\/getting-started\/setup-commandkit/,
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('names the local index, not Algolia, in the dialog footer', async () => {
    const {context, page} = await openPage(V1_PAGE);
    try {
      await openDialog(page);
      const footer = page.locator('.DocSearch-Footer');
      await footer.locator('.local-search-credit').waitFor();
      const visible = await footer.evaluate((element) => (element as HTMLElement).innerText);
      assert.match(visible, /this site's own index/);
      assert.doesNotMatch(visible, /Algolia/i);
      assert.equal(await footer.locator('a[href*="algolia.com"]:visible').count(), 0, 'no visible link to Algolia');
    } finally {
      await context.close();
    }
  });

  it('ranks the /search page like the dialog: a plain word lands on the guide first in both', async () => {
    const {context, page} = await openPage(V1_PAGE);
    try {
      await openDialog(page);
      await search(page, 'command');
      // Wait for the full index and ask again, so both answers come from the same index.
      await page.waitForFunction(() => performance.getEntriesByName('local-search:full').length > 0, undefined, {timeout: 20_000});
      await search(page, 'commands');
      await search(page, 'command');
      const dialogFirst = new URL((await page.locator('.DocSearch-Hit a').first().getAttribute('href'))!, server.origin).pathname;
      assert.match(dialogFirst, /^\/docs\/guide\//, `dialog's first hit is a guide page, got ${dialogFirst}`);
      await page.goto(`${server.origin}/search?q=command`, {waitUntil: 'networkidle'});
      const results = page.locator('article:has(h2[class*="searchResultItemHeading"]) h2 a');
      await results.first().waitFor({timeout: 10_000});
      // The page answers again once the full index is in; read after it.
      await page.waitForFunction(() => performance.getEntriesByName('local-search:full').length > 0, undefined, {timeout: 20_000});
      await page.waitForTimeout(500);
      const pageFirst = new URL((await results.first().getAttribute('href'))!, server.origin).pathname;
      assert.equal(pageFirst, dialogFirst.split('#')[0]);
      const top = await results.evaluateAll((links) => links.slice(0, 5).map((a) => a.getAttribute('href') ?? ''));
      assert.ok(
        !top.some((href) => href.includes('/api-reference/') && href.includes('#command')),
        `no API property named command above the guides: ${top.join(', ')}`,
      );
    } finally {
      await context.close();
    }
  });

  it('says "No results for" with suggestions', async () => {
    const {context, page} = await openPage(V1_PAGE);
    try {
      await openDialog(page);
      await search(page, 'middleware');
      await page.waitForSelector('.DocSearch-Hits');
      await search(page, 'xyzzyplugh');
      const screen = page.locator('.DocSearch-NoResults');
      await screen.waitFor();
      assert.match((await screen.textContent()) ?? '', /No results for\s*"xyzzyplugh"/);
      assert.ok((await page.locator('.DocSearch-NoResults-Prefill-List li').count()) >= 1, 'suggestions');
    } finally {
      await context.close();
    }
  });

  it('shows "No results" for a query about something the docs never mention, and still finds a misspelt word', async () => {
    const {context, page, errors} = await openPage(V1_PAGE);
    try {
      await openDialog(page);
      await search(page, 'middleware');
      await page.waitForSelector('.DocSearch-Hits');
      // "lookup" is a word of the docs (the config file's lookup order): its fuzzy neighbour is not an answer.
      await search(page, 'vlookup formula');
      const screen = page.locator('.DocSearch-NoResults');
      await screen.waitFor();
      const text = (await screen.textContent()) ?? '';
      assert.match(text, /No results for\s*"vlookup formula"/);
      assert.match(text, /Try searching for/);
      const suggestions = await page.locator('.DocSearch-NoResults-Prefill-List li').count();
      assert.ok(suggestions >= 1 && suggestions <= 3, `1 to 3 suggested queries, got ${suggestions}`);
      assert.equal(await page.locator('.DocSearch-Hit').count(), 0);
      await search(page, 'midleware');
      await page.waitForSelector('.DocSearch-Hit a');
      const first = new URL((await page.locator('.DocSearch-Hit a').first().getAttribute('href'))!, server.origin).pathname;
      assert.equal(first, '/docs/guide/commands/middlewares');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('lists a selected hit under recent searches; its star saves it as a favourite and the x removes it, without navigating', async () => {
    const {context, page, errors} = await openPage(V1_PAGE);
    try {
      await recordRecentSearch(page, 'autocomplete');
      await recordRecentSearch(page, 'middleware');
      const here = page.url();
      await openDialog(page);
      assert.equal(await sectionHits(page, 'Recent').count(), 2);
      // The buttons are disabled (out of the option's focus); the click lands on their box.
      await sectionHits(page, 'Recent')
        .nth(1)
        .locator(ACTION_BOX, {has: page.locator('[title="Remove this search from history"]')})
        .click();
      await waitForCount(page, 'Recent', 1);
      await sectionHits(page, 'Recent')
        .first()
        .locator(ACTION_BOX, {has: page.locator('[title="Save this search"]')})
        .click();
      await waitForCount(page, 'Favorite', 1);
      assert.equal(await sectionHits(page, 'Recent').count(), 0, 'moved, not copied');
      await sectionHits(page, 'Favorite')
        .first()
        .locator(ACTION_BOX, {has: page.locator('[title="Remove this search from favorites"]')})
        .click();
      await waitForCount(page, 'Favorite', 0);
      assert.equal(page.url(), here, 'no navigation');
      assert.equal(await page.locator('.DocSearch-Modal').count(), 1, 'the dialog stays open');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    it(`saves and removes recent searches from the keyboard (Alt+Enter, Delete), focus staying in the box; motion: ${reducedMotion}`, async () => {
      const {context, page, errors} = await openPage(V1_PAGE);
      try {
        await page.emulateMedia({reducedMotion});
        await recordRecentSearch(page, 'autocomplete');
        await recordRecentSearch(page, 'middleware');
        const here = page.url();
        await page.keyboard.press('Control+k');
        const input = page.locator(INPUT);
        await input.waitFor();
        await sectionHits(page, 'Recent').first().waitFor();
        const active = () =>
          input.evaluate((element) => {
            const option = document.getElementById(element.getAttribute('aria-activedescendant') ?? '');
            return {
              focused: document.activeElement === element,
              shortcuts: option?.getAttribute('aria-keyshortcuts') ?? null,
              text: option?.textContent ?? '',
            };
          });
        const first = await active();
        assert.equal(first.focused, true);
        assert.equal(first.shortcuts, 'Alt+Enter Delete', 'the option announces its keys');
        assert.ok(await page.locator('#docsearch-hit-action-save-hint').isVisible(), 'the save key is shown');
        assert.ok(await page.locator('#docsearch-hit-action-remove-hint').isVisible(), 'the remove key is shown');
        await page.keyboard.press('Alt+Enter');
        await waitForCount(page, 'Favorite', 1);
        await waitForCount(page, 'Recent', 1);
        assert.equal(await sectionHits(page, 'Favorite').first().textContent(), first.text, 'the active hit became the favorite');
        const status = page.locator('.DocSearch-Modal [role="status"]');
        await page.waitForFunction(() =>
          /^Saved “.+” as a favorite\.$/.test(document.querySelector('.DocSearch-Modal [role="status"]')?.textContent ?? ''),
        );
        assert.ok(
          first.text.includes((await status.textContent())!.replace(/^Saved “(.+)” as a favorite\.$/, '$1')),
          'the status names the saved search',
        );
        await page.keyboard.press('Delete');
        await page.waitForFunction(() =>
          /^Removed “.+”\.$/.test(document.querySelector('.DocSearch-Modal [role="status"]')?.textContent ?? ''),
        );
        // Whichever hit is active now (DocSearch keeps the active index) is removed from its list.
        await page.waitForFunction(() => document.querySelectorAll('.DocSearch-Dropdown .DocSearch-Hit').length === 1);
        await page.keyboard.press('Delete');
        await page.waitForFunction(() => document.querySelectorAll('.DocSearch-Dropdown .DocSearch-Hit').length === 0);
        assert.equal((await active()).focused, true, 'focus never left the search box');
        assert.equal(page.url(), here, 'no navigation');
        assert.equal(await page.locator('.DocSearch-Modal').count(), 1, 'the dialog stays open');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  it('leaves Delete and Alt+Enter to the text box while a query is typed', async () => {
    const {context, page} = await openPage(V1_PAGE);
    try {
      await recordRecentSearch(page, 'autocomplete');
      await openDialog(page);
      await search(page, 'middleware');
      await page.keyboard.press('Home');
      await page.keyboard.press('Delete');
      assert.equal(await page.locator(INPUT).inputValue(), 'iddleware');
      await page.keyboard.press('Alt+Enter');
      assert.equal(await page.locator('.DocSearch-Modal').count(), 1);
      await page.fill(INPUT, '');
      await waitForCount(page, 'Recent', 1);
    } finally {
      await context.close();
    }
  });

  it('shows the network error screen when the index cannot be downloaded, and retries on the next query', async () => {
    const {context, page} = await openPage(V1_PAGE);
    try {
      await page.route('**/search/*.json', (route) => route.abort('failed'));
      await openDialog(page);
      await search(page, 'middleware');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await screen.waitFor();
      const text = (await screen.textContent()) ?? '';
      assert.match(text, /Unable to fetch results/);
      assert.match(text, /You might want to check your network connection\./);
      await page.unroute('**/search/*.json');
      await page.fill(INPUT, 'middlewares');
      await page.waitForSelector('.DocSearch-Hits', {timeout: 10_000});
    } finally {
      await context.close();
    }
  });

  it("downloads only the shards of the reader's version (+ shared) and keeps them in memory", async () => {
    const v1 = await openPage(V1_PAGE);
    try {
      assert.equal(v1.searchRequests.length, 0, 'nothing before any intent to search');
      await v1.page.hover(BUTTON);
      await v1.page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((e) => /\/search\/docs-default-current\./.test(e.name)),
      );
      await openDialog(v1.page);
      await search(v1.page, 'command');
      await search(v1.page, 'commands');
      const shards = v1.searchRequests.filter((p) => p !== '/search/manifest.json');
      assert.ok(shards.some((p) => /^\/search\/docs-default-current\.[0-9a-f]+\.json$/.test(p)));
      assert.ok(shards.some((p) => /^\/search\/default\.[0-9a-f]+\.json$/.test(p)));
      assert.ok(!shards.some((p) => p.includes('0.1.10')), `no v0 shard, got ${shards.join(', ')}`);
      assert.equal(new Set(shards).size, shards.length, 'each shard once');
    } finally {
      await v1.context.close();
    }
    const v0 = await openPage(V0_PAGE);
    try {
      await openDialog(v0.page);
      await search(v0.page, 'install');
      const shards = v0.searchRequests.filter((p) => p !== '/search/manifest.json');
      assert.ok(shards.some((p) => p.includes('docs-default-0.1.10')));
      assert.ok(!shards.some((p) => p.includes('docs-default-current')), `no 1.x shard, got ${shards.join(', ')}`);
    } finally {
      await v0.context.close();
    }
  });

  it('keeps working with local storage unavailable', async () => {
    const {context, page, errors} = await openPage('/');
    try {
      await context.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new Error('denied');
          },
        });
      });
      await page.reload({waitUntil: 'networkidle'});
      await waitForHydration(page);
      await openDialog(page);
      await search(page, 'middleware');
      await page.waitForSelector('.DocSearch-Hits');
      assert.equal(errors.filter((e) => !/denied/.test(e)).length, 0, errors.join('\n'));
    } finally {
      await context.close();
    }
  });
});
