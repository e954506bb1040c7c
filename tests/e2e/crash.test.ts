/**
 * The crash screen. A real page is made to throw on its first render by rewriting its content chunk
 * in flight (its `default` export is wrapped), so the theme's own error boundary is what we observe.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
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
  });
});
