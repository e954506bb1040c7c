/**
 * Release history in a real browser: an item page says which release added it, a member's "Changed in" opens
 * to the signature before and after, and the "What changed" pages list their entries with links that land on
 * the item pages. The expected releases and signatures are computed from the committed history, so the test
 * follows the documented commit when it moves.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {useSite, waitForHydration} from './support/site';
import {loadSiteHistory} from '../../scripts/lib/history/load';
import {buildReleaseHistory} from '../../plugins/api-reference/src/generate/history';
import {changesSlug, coveredPoints} from '../../plugins/api-reference/src/history/points';
import {diffSnapshots} from '../../plugins/api-reference/src/history/diff';

const site0 = loadSiteHistory('.');
const covered = coveredPoints(site0.points, site0.documented.commit);
const history = buildReleaseHistory(
  covered,
  covered.map((p) => site0.snapshotOf(p)),
  site0.index.routeBase,
);
const timeline = [...history.timeline].filter(([id]) => site0.index.byId.has(id));
const addedItem = timeline.find(([, h]) => h.added)!;
const changedMember = timeline
  .flatMap(([id, h]) => [...h.members].filter(([, m]) => m.changes.length).map(([name, m]) => ({id, name, change: m.changes[0]!})))
  .find((m) => !m.name.includes(' '))!;

describe('API release history', () => {
  const site = useSite();

  test('an item added after the oldest covered release says "Added in <release>", linked to that release\'s changes', async () => {
    assert.ok(addedItem, 'the history has an item added after the oldest release');
    const [id, h] = addedItem;
    const page = await site.page();
    await page.goto(site.url(site0.index.url(id)));
    const line = page.locator('article p', {hasText: /^Added in /}).first();
    assert.equal((await line.innerText()).trim(), `Added in ${h.added}`);
    const href = await line.locator('a').getAttribute('href');
    assert.equal(href, history.labelHref.get(h.added!));
  });

  test('a member whose signature changed shows "Changed in <release>", which opens to the signature before and after', async () => {
    assert.ok(changedMember, 'the history has a member whose signature changed');
    const page = await site.page();
    await page.goto(site.url(site0.index.url(changedMember.id)));
    await waitForHydration(page);
    const details = page.locator('details', {has: page.locator('summary', {hasText: `Changed in ${changedMember.change.in}`})}).first();
    assert.equal(await details.count(), 1);
    assert.equal(await details.evaluate((d) => (d as HTMLDetailsElement).open), false, 'collapsed at first');
    await details.locator('summary').click();
    const pres = details.locator('pre');
    await pres.first().waitFor({state: 'visible'});
    assert.equal((await pres.nth(0).locator('code').innerText()).trim(), changedMember.change.before);
    assert.equal((await pres.nth(1).locator('code').innerText()).trim(), changedMember.change.after);
    assert.equal(await pres.nth(0).getAttribute('aria-label'), 'Before');
  });

  test('the What changed pages list every release, and each list of entries links to the item pages', async () => {
    const page = await site.page();
    await page.goto(site.url('/docs/api-reference/changes'));
    const releases = covered.filter((p) => p.release);
    for (const p of releases) {
      assert.equal(
        await page.locator(`article a[href="/docs/api-reference/changes/${changesSlug(p.version)}"]`).count(),
        1,
        `index links ${p.version}`,
      );
    }
    // The page that describes the documented commit's changes: its own release page, or the index's section.
    const last = covered[covered.length - 1]!;
    const previous = covered[covered.length - 2]!;
    const diff = diffSnapshots(site0.snapshotOf(previous), site0.snapshotOf(last));
    const entryPage = last.release ? `/docs/api-reference/changes/${changesSlug(last.version)}` : '/docs/api-reference/changes';
    if (entryPage !== '/docs/api-reference/changes') await page.goto(site.url(entryPage));
    const expected = [
      ...diff.addedItems.map((a) => a.id),
      ...diff.changedItems.map((c) => c.id),
      ...diff.changedMembers.map((m) => m.id),
    ].filter((id) => site0.index.byId.has(id));
    assert.ok(expected.length > 0, 'the documented commit changed something since the release before');
    for (const id of new Set(expected)) {
      assert.ok((await page.locator(`article a[href="${site0.index.url(id)}"]`).count()) >= 1, `${entryPage} links ${id}`);
    }
    const diffs = await page.locator('article pre[aria-label="After"]').count();
    assert.equal(diffs, diff.changedItems.length + diff.changedMembers.length, 'one before/after per changed signature');
    // An entry's link lands on the item's page.
    const first = site0.index.url(expected[0]!);
    await page.locator(`article a[href="${first}"]`).first().click();
    await page.waitForURL((u) => u.pathname === first);
  });
});
