/**
 * Fault injection for browser tests: every script the site loads can be served rewritten, or failed like a
 * dropped connection, while the test watches what the reader sees.
 */
import type {Page, Request} from 'playwright-core';

/** The guide page whose content chunk the tests rewrite or fail: its MDX source and its URL. */
export const TARGET_SOURCE = '@site/docs/guide/getting-started/setup-commandkit.mdx';
export const TARGET_PATH = '/docs/guide/getting-started/setup-commandkit';

/** What happens to one script: served as it is (undefined), served with other text, or failed. */
export type ScriptFate = undefined | {body: string} | 'fail';

/** Serves every script of the site as `decide` says, from its text and its request. */
export async function serveScriptsThrough(page: Page, decide: (body: string, request: Request) => ScriptFate): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const fate = decide(body, route.request());
    if (fate === 'fail') {
      return route.abort('failed');
    }
    return route.fulfill({response, body: fate?.body ?? body});
  });
}

/**
 * Ends a test's page: stops serving scripts through the test first (without waiting for, or failing on,
 * requests still in flight, such as idle prefetches), so nothing of this test runs on while the next one does.
 */
export async function closeInterceptedPage(page: Page): Promise<void> {
  await page.unrouteAll({behavior: 'ignoreErrors'});
  await page.context().close();
}

/** `text` with `pattern` replaced once; throws when the pattern is not there (the build changed shape). */
export function replaceOrThrow(text: string, pattern: RegExp, replacement: (...groups: string[]) => string, shape: string): string {
  const rewritten = text.replace(pattern, (...match: unknown[]) => replacement(...(match as string[])));
  if (rewritten === text) {
    throw new Error(`The script no longer has the expected ${shape} shape`);
  }
  return rewritten;
}
