/**
 * API item pages in a real browser: member prose and parameter tables, inherited members collapsed per base
 * and opened by an anchor, member headings in the table of contents, internal types linked from signatures.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {useSite, waitForHydration} from './support/site';

const AI_PLUGIN = '/docs/api-reference/ai/classes/ai-plugin';
const COMMANDKIT = '/docs/api-reference/commandkit/classes/command-kit';
const COMMANDKIT_V0 = '/docs/v0/api-reference/classes/command-kit';

describe('API member documentation', () => {
  const site = useSite();

  test('a method shows its description, and its parameter table a filled Description column', async () => {
    const page = await site.page();
    await page.goto(site.url(COMMANDKIT));
    const heading = page.locator('h3#setprefixresolver');
    assert.equal(await heading.count(), 1);
    // The paragraph after the member's badges-and-source line and its release history is our description.
    const description = await heading.evaluate((h) => {
      let node = h.nextElementSibling;
      if (node && /memberMeta/.test(node.className)) node = node.nextElementSibling;
      if (node && /history/.test(node.className)) node = node.nextElementSibling;
      return node?.tagName === 'P' ? (node as HTMLElement).innerText : '';
    });
    assert.ok(description.length > 20, `description under setPrefixResolver(): "${description}"`);
    // The first block after the heading that holds a table (the release history block comes before it).
    const table = heading.locator('xpath=following-sibling::div[.//table][1]//table');
    const headers = await table.locator('thead th').allInnerTexts();
    assert.deepEqual(headers, ['Parameter', 'Type', 'Default', 'Description']);
    const cells = await table.locator('tbody tr').first().locator('td').allInnerTexts();
    assert.equal(cells[0]?.trim(), 'resolver');
    assert.ok((cells[3] ?? '').trim().length > 20, `description cell: "${cells[3]}"`);
  });

  test('inherited members are collapsed per base, listed in the table of contents, and an anchor opens them', async () => {
    const page = await site.page();
    await page.goto(site.url(AI_PLUGIN));
    await waitForHydration(page);
    const group = page.locator('details:has(h3#preload)');
    assert.equal(await group.count(), 1);
    assert.match(await group.locator('summary').innerText(), /^Inherited from RuntimePlugin \(\d+\)$/);
    assert.equal(await group.evaluate((d) => (d as HTMLDetailsElement).open), false, 'collapsed at first');
    const tocLink = page.locator('.theme-doc-toc-desktop a.table-of-contents__link[href="#preload"]');
    assert.equal(await tocLink.count(), 1, 'the inherited member is in the table of contents');
    await tocLink.click();
    await page.waitForFunction(() => (document.querySelector('details:has(h3#preload)') as HTMLDetailsElement | null)?.open === true);
    assert.ok(await page.locator('h3#preload').isVisible());

    // Arriving with the anchor in the URL (a search result) opens the group as well.
    const direct = await site.page();
    await direct.goto(site.url(`${AI_PLUGIN}#preload`));
    await waitForHydration(direct);
    await direct.waitForFunction(() => (document.querySelector('details:has(h3#preload)') as HTMLDetailsElement | null)?.open === true);
    assert.ok(await direct.locator('h3#preload').isVisible());
  });

  test('0.1.10: the constructor links its unexported options type, whose page lists every option', async () => {
    const page = await site.page();
    await page.goto(site.url(COMMANDKIT_V0));
    const link = page.locator('h3#constructor-1 ~ div a', {hasText: 'CommandKitOptions'}).first();
    await link.click();
    await page.waitForURL(/\/interfaces\/command-kit-options$/);
    // A client-side navigation changes the URL before the new page has rendered.
    await page.locator('article h1', {hasText: 'CommandKitOptions'}).waitFor();
    const members = await page.locator('article h3').allInnerTexts();
    for (const option of [
      'client',
      'commandsPath',
      'eventsPath',
      'validationsPath',
      'devGuildIds',
      'devUserIds',
      'devRoleIds',
      'skipBuiltInValidations',
      'bulkRegister',
    ]) {
      assert.ok(
        members.some((text) => text.replace(/\u200b/g, '').trim() === option),
        `${option} heading`,
      );
    }
    assert.match(await page.locator('article').innerText(), /Not exported/);
  });
});
