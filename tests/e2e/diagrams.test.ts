/**
 * Diagrams in a real browser (plugins/diagrams): drawn at build time, so the page's HTML already holds
 * the SVG and no script for them is downloaded; screen readers get one image with a text alternative;
 * the drawing follows the colour mode (text in the page's text colour, in light and in dark).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {collectErrors} from './support/browser';
import {useSite, waitForHydration} from './support/site';

const PAGE = '/docs/guide/getting-started/introduction';

describe('diagrams', () => {
  const site = useSite();

  test('the server-rendered page holds the diagram as SVG, with a text alternative, and loads no diagram script', async () => {
    const page = await site.page();
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    const response = await page.goto(site.url(PAGE));
    const html = await response!.text();
    // (The HTML minifier drops attribute quotes where it can.)
    assert.match(html, /<figure[^>]*><div role="?img"? aria-label="Flowchart, top to bottom: [^"]{40,}"><svg class="?mmd-/);
    await waitForHydration(page);
    const figure = page.locator('figure [role="img"]').first();
    assert.match((await figure.getAttribute('aria-label')) ?? '', /commandkit\.config\.ts/);
    assert.ok((await figure.locator('svg text').count()) > 5);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts.map((url) => fetch(url).then((r) => r.text())));
    // The mermaid library names its API mermaidAPI; its layout engines are dagre and cytoscape.
    bodies.forEach((body, index) => assert.doesNotMatch(body, /mermaidAPI|dagre|cytoscape/, scripts[index]));
    assert.deepEqual(errors, []);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`diagram text uses the page's text colour in ${mode} mode`, async () => {
      const page = await site.page();
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(site.url(PAGE));
      await waitForHydration(page);
      const colours = await page.evaluate(() => {
        const text = document.querySelector('figure [role="img"] svg text')!;
        return {
          text: getComputedStyle(text).fill,
          page: getComputedStyle(document.body).color,
          theme: document.documentElement.dataset.theme,
        };
      });
      assert.equal(colours.theme, mode);
      assert.equal(colours.text, colours.page);
    });
  }
});
