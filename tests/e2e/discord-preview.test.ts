/**
 * "What Discord shows" (plugins/discord-preview, src/components/DiscordPreview) in a real browser: every page
 * the issue lists draws at least one preview next to its example; each drawing's button, option and field
 * labels are words of the example right before it (the drawing comes from the code); each has a text
 * description for screen readers while the drawing itself is hidden from them; text is readable (WCAG AA)
 * in both colour modes.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {useSite} from './support/site';

/** Each listed page, with words its first drawing must show (taken from the page's example). */
const PAGES: Record<string, string> = {
  '/docs/guide/jsx-components/discord-components-v1/action-row': 'Here you go:',
  '/docs/guide/jsx-components/discord-components-v1/button': 'Add one',
  '/docs/guide/jsx-components/discord-components-v1/select-menu': 'Choose up to three toppings',
  '/docs/guide/jsx-components/discord-components-v1/modal': 'Send feedback',
  '/docs/guide/jsx-components/discord-components-v2/text-display': 'Built with CommandKit',
  '/docs/guide/jsx-components/discord-components-v2/container': 'Reach level 10 to unlock a custom profile color.',
  '/docs/guide/jsx-components/discord-components-v2/media-gallery': 'faces of',
  '/docs/guide/jsx-components/discord-components-v2/separator': 'Server rules',
  '/docs/guide/jsx-components/discord-components-v2/file': 'Role export',
  '/docs/guide/commands/chat-input-commands': 'You rolled a',
  '/docs/guide/commands/message-commands': '!ping',
};

// Strings, not functions: the test runner's compiler would add helpers the page does not have.
const PREVIEWS = `Array.from(document.querySelectorAll('figure[data-discord-preview]')).map((figure) => {
  let previous = figure.previousElementSibling;
  while (previous && !previous.querySelector('pre')) previous = previous.previousElementSibling;
  const surface = figure.querySelector('[data-discord-drawing]') ?? figure.querySelector('[class*="surface"]');
  const labels = Array.from(surface.querySelectorAll('[class*="button"] > span:not([class]), [class*="optionLabel"], [class*="fieldLabel"]')).map((el) => el.textContent.replace(/\\*$/, '').trim()).filter(Boolean);
  return {
    kind: figure.getAttribute('data-discord-preview'),
    drawing: surface.innerText,
    hidden: surface.getAttribute('aria-hidden'),
    description: figure.querySelector('figcaption').innerText + ' ' + (figure.querySelector('figcaption [class*="srOnly"]')?.textContent ?? ''),
    accessibleDescription: figure.querySelector('figcaption [class*="srOnly"]')?.textContent ?? '',
    labels,
    code: previous ? previous.querySelector('pre').textContent : '',
  };
})`;

const CONTRAST = `(() => {
  const parse = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = (rgb) => { const [r, g, b] = rgb.map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const background = (el) => { for (let e = el; e; e = e.parentElement) { const c = getComputedStyle(e).backgroundColor; if (!/rgba\\(.*, 0\\)$/.test(c) && c !== 'transparent') return parse(c); } return [255, 255, 255]; };
  const worst = [];
  for (const el of document.querySelectorAll('figure[data-discord-preview] *')) {
    const own = Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own || el.offsetParent === null) continue;
    const r = ratio(parse(getComputedStyle(el).color), background(el));
    if (r < 4.5) worst.push(el.textContent.trim().slice(0, 40) + ': ' + r.toFixed(2));
  }
  return worst;
})()`;

interface Preview {
  kind: string;
  drawing: string;
  hidden: string | null;
  description: string;
  accessibleDescription: string;
  labels: string[];
  code: string;
}

async function previews(page: Page): Promise<Preview[]> {
  return (await page.evaluate(PREVIEWS)) as Preview[];
}

describe('what Discord shows', () => {
  const site = useSite();

  for (const [path, words] of Object.entries(PAGES)) {
    test(`${path} draws the message of its example`, async () => {
      const page = await site.page();
      await page.goto(site.url(path));
      const found = await previews(page);
      assert.ok(found.length >= 1, 'at least one preview');
      assert.ok(found[0]!.drawing.includes(words), `the first drawing shows "${words}": ${found[0]!.drawing}`);
      for (const preview of found) {
        assert.equal(preview.hidden, 'true', 'the drawing is hidden from screen readers');
        assert.match(preview.accessibleDescription, /^Preview: /);
        assert.ok(preview.code.length > 0, 'a preview follows an example');
        for (const label of preview.labels) {
          assert.ok(preview.code.includes(label), `"${label}" comes from the example before the drawing`);
        }
      }
    });
  }

  test('readable in both colour modes', async () => {
    for (const theme of ['dark', 'light']) {
      const page = await site.page();
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      for (const path of [
        '/docs/guide/jsx-components/discord-components-v1/button',
        '/docs/guide/jsx-components/discord-components-v2/container',
        '/docs/guide/jsx-components/discord-components-v1/modal',
      ]) {
        await page.goto(site.url(path));
        assert.equal(await page.getAttribute('html', 'data-theme'), theme);
        assert.deepEqual(await page.evaluate(CONTRAST), [], `${theme} ${path}: text below 4.5:1`);
      }
    }
  });
});
