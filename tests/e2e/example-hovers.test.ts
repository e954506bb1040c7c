/**
 * Types on hover in the examples (plugins/example-hovers), in a real browser on the built site: pointing at an
 * identifier shows its type, an API item's tooltip has its summary and links to its reference page, keyboard
 * focus shows the same tooltip (one tab stop per block, arrows between identifiers), Escape hides it, showing
 * it moves nothing on the page, the JavaScript twin has its own hovers, and the tooltip code is downloaded
 * only on the first hover.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {AxeBuilder} from '@axe-core/playwright';
import type {Page} from 'playwright-core';
import {collectErrors} from './support/browser';
import {useSite, waitForHydration} from './support/site';

const PAGE = '/docs/guide/commands/chat-input-commands';
const V0_PAGE = '/docs/v0/guide/commandkit-setup';
const TIP = '#example-hover';

// A string, not a function: the test runner's compiler would add helpers the page does not have.
/** WCAG contrast ratio of the tooltip's text on its background. */
const CONTRAST = `(() => {
  const lum = (value) => {
    const [r, g, b] = (value.match(/[\\d.]+/g) || []).slice(0, 3).map(Number).map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const style = getComputedStyle(document.querySelector('${TIP}'));
  const [a, b] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
})()`;

/** The visible TypeScript block's identifier spelled `name` (the first one). */
function identifier(page: Page, name: string) {
  return page
    .locator('[data-example-twin="ts"] [data-hover]')
    .filter({hasText: new RegExp(`^${name}$`)})
    .first();
}

/** Where the page's content sits: a tooltip that shifted layout would move it. */
async function layoutProbe(page: Page): Promise<string> {
  return page.evaluate(() => {
    const article = document.querySelector('article')!.getBoundingClientRect();
    const blocks = Array.from(document.querySelectorAll('article pre')).map((pre) => Math.round(pre.getBoundingClientRect().top));
    return JSON.stringify([Math.round(article.height), document.documentElement.scrollHeight, blocks]);
  });
}

describe('types on hover in examples', () => {
  const site = useSite();

  test('hovering an API identifier shows its type, summary and a link to its page; leaving hides it; nothing moves', async () => {
    const page = await site.page({viewport: {width: 1280, height: 900}});
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(site.url(PAGE));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator(TIP).count(), 0, 'no tooltip before any hover');
    const before = await layoutProbe(page);
    const loadedBefore = scripts.length;

    const target = identifier(page, 'ChatInputCommand');
    await target.scrollIntoViewIfNeeded();
    await target.hover();
    const tip = page.locator(TIP);
    await tip.waitFor({state: 'visible'});
    assert.ok(scripts.length > loadedBefore, 'the tooltip code is downloaded on the first hover, not before');
    assert.match(await tip.locator('code').innerText(), /type ChatInputCommand = \(ctx: ChatInputCommandContext\) =>/);
    assert.ok((await tip.innerText()).length > 60, 'an API item shows its summary');
    const link = tip.getByRole('link', {name: 'API reference'});
    assert.equal(
      new URL((await link.getAttribute('href')) ?? '', site.origin).pathname,
      '/docs/api-reference/commandkit/types/chat-input-command',
    );
    assert.equal(await target.getAttribute('aria-describedby'), 'example-hover', 'the identifier is described by its tooltip');
    assert.equal(await layoutProbe(page), before, 'showing the tooltip moves nothing');
    // Selecting the code by hand while the tooltip shows selects the code, not the tooltip's text.
    const tipText = await tip.locator('code').innerText();
    const selected = await target.evaluate((node) => {
      const selection = getSelection()!;
      selection.selectAllChildren(node.closest('pre')!);
      const text = selection.toString();
      selection.removeAllRanges();
      return text;
    });
    assert.ok(selected.includes('ChatInputCommand') && !selected.includes(tipText), 'the selection holds the code without the tooltip');
    // The tooltip sits next to the identifier, inside the window.
    const [box, tipBox] = [await target.boundingBox(), await tip.boundingBox()];
    assert.ok(
      box && tipBox && Math.abs(tipBox.y - (box.y + box.height)) < 20 && tipBox.x >= 0 && tipBox.x + tipBox.width <= 1280,
      'placed below the identifier',
    );

    // An open tooltip breaks no accessibility rule (WCAG A/AA and axe's best practices), in the dark mode shown.
    const {violations} = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .include('article')
      .analyze();
    assert.deepEqual(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
    );

    // The pointer can travel into the tooltip and follow the link.
    await link.hover();
    await page.waitForTimeout(400);
    assert.ok(await tip.isVisible(), 'the tooltip stays while the pointer is on it');
    await page.mouse.move(5, 5);
    await tip.waitFor({state: 'detached'});
    assert.equal(await target.getAttribute('aria-describedby'), null);

    // A variable of the example: its type, no link.
    await identifier(page, 'face').hover();
    await tip.waitFor({state: 'visible'});
    assert.equal(await tip.innerText(), 'const face: number');
    assert.equal(await tip.getByRole('link').count(), 0);
    await page.keyboard.press('Escape');
    await tip.waitFor({state: 'detached'});

    await identifier(page, 'ChatInputCommand').hover();
    await tip.getByRole('link', {name: 'API reference'}).click();
    await page.waitForURL((url) => url.pathname === '/docs/api-reference/commandkit/types/chat-input-command');
    assert.deepEqual(errors, []);
  });

  test(
    "keyboard: Tab reaches a block's first identifier and shows its tooltip, arrows move on, Tab reaches " + 'the link, Escape hides it',
    async () => {
      const page = await site.page({viewport: {width: 1280, height: 900}});
      await page.goto(site.url(PAGE));
      await waitForHydration(page);
      const first = page.locator('[data-example-twin="ts"] pre').first();
      await first.focus();
      await page.keyboard.press('Tab');
      const focused = () =>
        page.evaluate(() => ({
          text: document.activeElement?.textContent ?? '',
          hover: document.activeElement?.hasAttribute('data-hover') ?? false,
          describedBy: document.activeElement?.getAttribute('aria-describedby') ?? null,
        }));
      const tip = page.locator(TIP);
      await tip.waitFor({state: 'visible'});
      const start = await focused();
      assert.ok(start.hover, `Tab from the block lands on its first identifier (got "${start.text}")`);
      assert.equal(start.describedBy, 'example-hover', 'screen readers get the tooltip as the description');
      assert.ok((await tip.innerText()).includes(start.text), `the tooltip speaks of ${start.text}: ${await tip.innerText()}`);
      assert.match(await tip.innerText(), /Arrow keys, Home and End move between the names/, 'keyboard users are told how to move on');
      // Only one tab stop per block: the other identifiers are reached with the arrow keys.
      const stops = await first.locator('[data-hover]').evaluateAll((els) => els.filter((el) => (el as HTMLElement).tabIndex === 0).length);
      assert.equal(stops, 1);
      await page.keyboard.press('ArrowRight');
      const second = await focused();
      assert.ok(second.hover && second.describedBy === 'example-hover', 'ArrowRight moves to the next identifier and shows its tooltip');
      // Move to an API identifier, then Tab goes into its tooltip's link.
      for (let i = 0; i < 40; i++) {
        if (await tip.getByRole('link').count()) break;
        await page.keyboard.press('ArrowRight');
      }
      const linked = await focused();
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'API reference', 'Tab reaches the tooltip link');
      await page.keyboard.press('Escape');
      await tip.waitFor({state: 'detached'});
      assert.equal((await focused()).text, linked.text, 'Escape from the link gives focus back to the identifier');
      // Escape on the identifier itself hides it too.
      await page.keyboard.press('ArrowLeft');
      await tip.waitFor({state: 'visible'});
      await page.keyboard.press('Escape');
      await tip.waitFor({state: 'detached'});
    },
  );

  test('the JavaScript twin and a 0.1.10 page show types too; readable in both colour modes', async () => {
    const page = await site.page({viewport: {width: 1280, height: 900}});
    await page.goto(site.url(PAGE));
    await waitForHydration(page);
    await page.locator('[data-example-language-option="js"]').first().click();
    // The twin has no annotation: the parameter's type comes from the TypeScript block it was made from.
    const js = page.locator('[data-example-twin="js"] [data-hover]').filter({hasText: /^ctx$/}).first();
    await js.hover();
    const tip = page.locator(TIP);
    await tip.waitFor({state: 'visible'});
    assert.equal(await tip.innerText(), '(parameter) ctx: ChatInputCommandContext');
    for (const mode of ['light', 'dark']) {
      await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
      const contrast = (await page.evaluate(CONTRAST)) as number;
      assert.ok(contrast >= 7, `${mode} mode: text/background contrast ${contrast.toFixed(1)}`);
    }

    await page.goto(site.url(V0_PAGE));
    await waitForHydration(page);
    // The JavaScript choice made above holds here: whichever twin shows.
    const v0 = page
      .locator('article [data-hover]:visible')
      .filter({hasText: /^CommandKit$/})
      .first();
    await v0.scrollIntoViewIfNeeded();
    await v0.hover();
    await tip.waitFor({state: 'visible'});
    assert.match(await tip.innerText(), /class CommandKit/);
    assert.equal(
      new URL((await tip.getByRole('link').getAttribute('href')) ?? '', site.origin).pathname,
      '/docs/v0/api-reference/classes/command-kit',
    );
  });
});
