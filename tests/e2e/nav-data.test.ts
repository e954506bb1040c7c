/**
 * Each page downloads only its own navigation data (plugins/docs-per-sidebar): the scripts a page loads
 * to render hold its own sidebar of its own version, not the other sidebar or the other version's. (Another
 * sidebar's data downloads when the reader hovers, touches or focuses a link to it: plugins/prefetch-on-intent.)
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {collectErrors} from './support/browser';
import {useSite, waitForHydration} from './support/site';

/** The sidebars named by the version metadata in the scripts the page ran, as `<version>:<sidebar>`. */
async function sidebarsLoaded(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const found = new Set<string>();
  for (const url of scripts) {
    const body = await (await fetch(url)).text();
    // The metadata travels as `JSON.parse('{"version":{…}}')` in a chunk (the bundler's JSON modules).
    for (const match of body.matchAll(/JSON\.parse\('(\{"version":\{"pluginId".*?\})'\)/g)) {
      const {version} = JSON.parse(match[1]!.replace(/\\'/g, "'").replace(/\\\\/g, '\\')) as {
        version: {version: string; docsSidebars: object};
      };
      const sidebars = Object.keys(version.docsSidebars);
      (sidebars.length ? sidebars : ['(none)']).forEach((name) => found.add(`${version.version}:${name}`));
    }
  }
  return [...found].sort();
}

describe('navigation data per page', () => {
  const site = useSite();
  const cases: Array<[string, string[]]> = [
    ['/docs/guide/getting-started/introduction', ['current:guide']],
    ['/docs/api-reference/commandkit/classes/command-kit', ['current:api']],
    ['/docs/v0/guide/installation', ['0.1.10:guide']],
    ['/docs/v0/api-reference/classes/command-kit', ['0.1.10:api']],
  ];
  for (const [path, expected] of cases) {
    test(`${path} loads only ${expected.join(', ')}`, async () => {
      const page = await site.page();
      const errors = collectErrors(page);
      assert.deepEqual(await sidebarsLoaded(page, site.url(path)), expected);
      assert.deepEqual(errors, []);
    });
  }

  // The global data keeps only the docs the version dropdown looks up (plugins/docs-per-sidebar/src/global-data.ts).
  const dropdownCases: Array<[string, string, string]> = [
    ['/docs/guide/known-issues', '0.1.10', '/docs/v0/guide/known-issues'],
    ['/docs/v0/guide/known-issues', '1.x', '/docs/guide/known-issues'],
    ['/docs/guide/commands/middlewares', '0.1.10', '/docs/v0/guide/installation'],
    ['/docs/v0/api-reference/classes/command-kit', '1.x', '/docs/guide/getting-started/introduction'],
  ];
  for (const [path, version, target] of dropdownCases) {
    test(`on ${path} the version dropdown's ${version} leads to ${target}`, async () => {
      const page = await site.page();
      await page.goto(site.url(path));
      await waitForHydration(page);
      const link = page.locator('.navbar__items--right .dropdown .dropdown__menu .dropdown__link', {
        hasText: new RegExp(`^${version.replace(/\./g, '\\.')}$`),
      });
      assert.equal(await link.getAttribute('href'), target);
    });
  }
});
