/**
 * The crash screens. A real page is made to throw by rewriting its content chunk in flight (its `default`
 * export is wrapped), so the theme's own error boundary is what we observe. A crash outside the page
 * content (the footer is made to throw) reaches Docusaurus's root boundary, whose screen the site loads
 * only when it is needed (plugins/lean-main-bundle/src/theme/Error): it must appear, recover, and still
 * appear in a plain form when its own code cannot be downloaded.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {useSite, waitForHydration} from './support/site';

const TARGET_SOURCE = '@site/docs/guide/getting-started/setup-commandkit.mdx';
const TARGET_PATH = '/docs/guide/getting-started/setup-commandkit';

/**
 * Wraps the chunk's default export so that rendering throws while `window.__simulateCrash` is set.
 * (A throw on the first render only is not enough: React retries a failed render once by itself.)
 */
export function makeRenderThrowWhileFlagged(chunk: string): string {
  const rewritten = chunk.replace(
    /default:\(\)=>([\w$]+)/,
    (_match, component: string) =>
      `default:()=>function(p){if(window.__simulateCrash){throw new Error("Simulated render crash")}return ${component}(p)}`,
  );
  if (rewritten === chunk) {
    throw new Error('The content chunk no longer has the expected `default:()=>` export shape');
  }
  return rewritten;
}

/** Makes the footer's copyright line throw while `window.__simulateLayoutCrash` is set. */
export function makeFooterThrowWhileFlagged(chunk: string): string {
  const rewritten = chunk.replace(
    /function ([\w$]+)\(\{copyright:([\w$]+)\}\)\{return/,
    (_match, name: string, argument: string) =>
      `function ${name}({copyright:${argument}}){if(window.__simulateLayoutCrash){throw new Error("Simulated layout crash")}return`,
  );
  if (rewritten === chunk) {
    throw new Error('The footer chunk no longer has the expected `function X({copyright:e}){return` shape');
  }
  return rewritten;
}

type CrashFlags = {__simulateLayoutCrash?: boolean};

/**
 * Ends a test's page: stops the chunk rewriting first (without waiting for, or failing on, requests still
 * in flight, such as idle prefetches), so nothing of this test runs on while the next one does.
 */
async function closeRewrittenPage(page: Page): Promise<void> {
  await page.unrouteAll({behavior: 'ignoreErrors'});
  await page.context().close();
}

describe('crash screen', () => {
  const site = useSite();

  test("a page that throws while rendering shows 'This page crashed.' and recovers with 'Try again'", async () => {
    const page = await site.page();
    let rewritten = false;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes(`"source":"${TARGET_SOURCE}"`)) {
        return route.fulfill({response});
      }
      rewritten = true;
      return route.fulfill({response, body: makeRenderThrowWhileFlagged(body)});
    });
    await page.goto(site.url('/'));
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as {__simulateCrash: boolean}).__simulateCrash = true;
    });
    await page.locator(`a[href="${TARGET_PATH}"]`).first().click();
    await page.getByText('This page crashed.').waitFor();
    assert.ok(rewritten, 'the target chunk was served through the rewrite');
    assert.ok(await page.getByText('Simulated render crash').isVisible(), 'the error details are shown');
    await page.evaluate(() => {
      (window as unknown as {__simulateCrash: boolean}).__simulateCrash = false;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await page.locator('article h1').waitFor();
    assert.equal(await page.getByText('This page crashed.').count(), 0);
    await closeRewrittenPage(page);
  });

  test('a crash outside the page content shows the root crash screen, loaded on demand, and recovers', async () => {
    const page = await site.page();
    let rewritten = false;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('footer__copyright')) {
        return route.fulfill({response});
      }
      rewritten = true;
      return route.fulfill({response, body: makeFooterThrowWhileFlagged(body)});
    });
    await page.goto(site.url('/'));
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as CrashFlags).__simulateLayoutCrash = true;
    });
    await page.locator(`a[href="${TARGET_PATH}"]`).first().click();
    // The stock screen's heading has no full stop; the plain fallback's has one.
    await page.getByRole('heading', {name: 'This page crashed', exact: true}).waitFor();
    assert.ok(rewritten, 'the footer chunk was served through the rewrite');
    assert.ok(await page.getByText('Simulated layout crash').first().isVisible(), 'the error is shown');
    await page.evaluate(() => {
      (window as unknown as CrashFlags).__simulateLayoutCrash = false;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await page.locator('article h1').waitFor();
    await page.locator('footer .footer__copyright').waitFor();
    assert.equal(await page.getByRole('heading', {name: 'This page crashed'}).count(), 0);
    await closeRewrittenPage(page);
  });

  test("when the root crash screen's own code cannot be downloaded, a plain one with 'Try again' still shows", async () => {
    const page = await site.page();
    let blocked = false;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Page Error')) {
        blocked = true;
        return route.abort('internetdisconnected');
      }
      if (body.includes('footer__copyright')) {
        return route.fulfill({response, body: makeFooterThrowWhileFlagged(body)});
      }
      return route.fulfill({response});
    });
    await page.goto(site.url('/'));
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as CrashFlags).__simulateLayoutCrash = true;
    });
    await page.locator(`a[href="${TARGET_PATH}"]`).first().click();
    await page.getByRole('heading', {name: 'This page crashed.', exact: true}).waitFor();
    assert.ok(blocked, "the stock crash screen's chunk was requested and failed");
    assert.ok(await page.getByText('Simulated layout crash').isVisible(), 'the error is shown');
    await page.evaluate(() => {
      (window as unknown as CrashFlags).__simulateLayoutCrash = false;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await page.locator('article h1').waitFor();
    await closeRewrittenPage(page);
  });
});
