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
import {TARGET_PATH, TARGET_SOURCE, closeInterceptedPage, replaceOrThrow, serveScriptsThrough} from './support/scripts';

/**
 * Wraps the chunk's default export so that rendering throws while `window.__simulateCrash` is set.
 * (A throw on the first render only is not enough: React retries a failed render once by itself.)
 */
export function makeRenderThrowWhileFlagged(chunk: string): string {
  return replaceOrThrow(
    chunk,
    /default:\(\)=>([\w$]+)/,
    (_match, component) =>
      // The parameter name must not shadow the minified component's name (it once was `p`, and `p(p)` failed).
      `default:()=>function(__simulatedProps){if(window.__simulateCrash){throw new Error("Simulated render ` +
      `crash")}return ${component}(__simulatedProps)}`,
    'content chunk `default:()=>` export',
  );
}

/** Makes the footer's copyright line throw while `window.__simulateCrash` is set. */
export function makeFooterThrowWhileFlagged(chunk: string): string {
  return replaceOrThrow(
    chunk,
    /function ([\w$]+)\(\{copyright:([\w$]+)\}\)\{return/,
    (_match, name, argument) =>
      `function ${name}({copyright:${argument}}){if(window.__simulateCrash){throw new Error("Simulated layout crash")}return`,
    'footer `function X({copyright:e}){return`',
  );
}

async function setCrashFlag(page: Page, on: boolean): Promise<void> {
  await page.evaluate((value) => {
    (window as unknown as {__simulateCrash: boolean}).__simulateCrash = value;
  }, on);
}

/** From the hydrated home page, with the crash flag set, follows a link to the target page (client-side). */
async function crashOnTheWayToTarget(page: Page, homeUrl: string): Promise<void> {
  await page.goto(homeUrl);
  await waitForHydration(page);
  await setCrashFlag(page, true);
  await page.locator(`a[href="${TARGET_PATH}"]`).first().click();
}

/** Clears the crash flag and presses the crash screen's 'Try again'; resolves once the page's title is back. */
async function tryAgainWithoutCrash(page: Page): Promise<void> {
  await setCrashFlag(page, false);
  await page.getByRole('button', {name: 'Try again'}).click();
  await page.locator('article h1').waitFor();
}

describe('crash screen', () => {
  const site = useSite();

  test("a page that throws while rendering shows 'This page crashed.' and recovers with 'Try again'", async () => {
    const page = await site.page();
    let rewritten = false;
    await serveScriptsThrough(page, (body) => {
      if (!body.includes(`"source":"${TARGET_SOURCE}"`)) {
        return undefined;
      }
      rewritten = true;
      return {body: makeRenderThrowWhileFlagged(body)};
    });
    await crashOnTheWayToTarget(page, site.url('/'));
    await page.getByText('This page crashed.').waitFor();
    assert.ok(rewritten, 'the target chunk was served through the rewrite');
    assert.ok(await page.getByText('Simulated render crash').isVisible(), 'the error details are shown');
    await tryAgainWithoutCrash(page);
    assert.equal(await page.getByText('This page crashed.').count(), 0);
    await closeInterceptedPage(page);
  });

  test('a crash outside the page content shows the root crash screen, loaded on demand, and recovers', async () => {
    const page = await site.page();
    let rewritten = false;
    await serveScriptsThrough(page, (body) => {
      if (!body.includes('footer__copyright')) {
        return undefined;
      }
      rewritten = true;
      return {body: makeFooterThrowWhileFlagged(body)};
    });
    await crashOnTheWayToTarget(page, site.url('/'));
    // The stock screen's heading has no full stop; the plain fallback's has one.
    await page.getByRole('heading', {name: 'This page crashed', exact: true}).waitFor();
    assert.ok(rewritten, 'the footer chunk was served through the rewrite');
    assert.ok(await page.getByText('Simulated layout crash').first().isVisible(), 'the error is shown');
    await tryAgainWithoutCrash(page);
    await page.locator('footer .footer__copyright').waitFor();
    assert.equal(await page.getByRole('heading', {name: 'This page crashed'}).count(), 0);
    await closeInterceptedPage(page);
  });

  test("when the root crash screen's own code cannot be downloaded, a plain one with 'Try again' still shows", async () => {
    const page = await site.page();
    let blocked = false;
    await serveScriptsThrough(page, (body) => {
      if (body.includes('Page Error')) {
        blocked = true;
        return 'fail';
      }
      return body.includes('footer__copyright') ? {body: makeFooterThrowWhileFlagged(body)} : undefined;
    });
    await crashOnTheWayToTarget(page, site.url('/'));
    await page.getByRole('heading', {name: 'This page crashed.', exact: true}).waitFor();
    assert.ok(blocked, "the stock crash screen's chunk was requested and failed");
    assert.ok(await page.getByText('Simulated layout crash').isVisible(), 'the error is shown');
    await tryAgainWithoutCrash(page);
    await closeInterceptedPage(page);
  });
});
