import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {dialogOrder, fitDialogGrouping} from '../../src/search/dialog-order';
import {LocalIndex} from '../../src/search/engine';
import {FILTER_1X, SITE, record} from './search-fixtures';

const hit = (id: string, lvl0: string, lvl1: string) => ({id, hierarchy: {lvl0, lvl1}});

describe('the order the search dialog shows hits in (DocSearch 3.9 grouping)', () => {
  it("groups by category in order of first appearance, then by page, so a category's later hits come first", () => {
    const ranked = [
      hit('a1', 'Utilities', 'Rate limits'),
      hit('b1', 'Plugins', 'Redis'),
      hit('a2', 'Utilities', 'Mutex'),
      hit('a3', 'Utilities', 'Rate limits'),
    ];
    assert.deepEqual(
      dialogOrder(ranked).map((h) => h.id),
      ['a1', 'a3', 'a2', 'b1'],
    );
  });

  it('keeps at most five hits of a category, like DocSearch (the others are not shown at all)', () => {
    const ranked = Array.from({length: 7}, (_, i) => hit(`u${i}`, 'Utilities', `Page ${i}`));
    assert.deepEqual(
      dialogOrder([...ranked, hit('p', 'Plugins', 'Redis')]).map((h) => h.id),
      ['u0', 'u1', 'u2', 'u3', 'u4', 'p'],
    );
  });
});

describe('the hits handed to the dialog (fitDialogGrouping)', () => {
  const ids = (hits: {id: string}[]) => hits.map((h) => h.id);

  it("keeps the engine's five best in the dialog's first five rows, leaving out a later hit that would jump above them", () => {
    const ranked = [
      hit('g1', 'Guide', 'Commands'),
      hit('a1', 'API', 'CommandKit'),
      hit('g2', 'Guide', 'Events'),
      hit('a2', 'API', 'Context'),
      hit('p1', 'Plugins', 'Cache'),
      hit('g3', 'Guide', 'Middlewares'),
      hit('p2', 'Plugins', 'Redis'),
      hit('x1', 'Deploy', 'Docker'),
    ];
    // Handed as they are, the guide's sixth hit is drawn third and the plugin hit falls to row six.
    assert.deepEqual(ids(dialogOrder(ranked).slice(0, 5)), ['g1', 'g2', 'g3', 'a1', 'a2']);
    const fitted = fitDialogGrouping(ranked);
    assert.deepEqual(ids(fitted), ['g1', 'a1', 'g2', 'a2', 'p1', 'p2', 'x1']);
    assert.deepEqual(new Set(ids(dialogOrder(fitted).slice(0, 5))), new Set(['g1', 'a1', 'g2', 'a2', 'p1']));
    assert.deepEqual(ids(dialogOrder(fitted)).slice(5), ['p2', 'x1']);
  });

  it('keeps everything when the grouping moves nothing', () => {
    const ranked = [
      hit('a', 'Guide', 'One'),
      hit('b', 'Guide', 'Two'),
      hit('c', 'API', 'Three'),
      hit('d', 'API', 'Four'),
      hit('e', 'API', 'Five'),
      hit('f', 'API', 'Six'),
      hit('g', 'Plugins', 'Seven'),
    ];
    assert.deepEqual(ids(fitDialogGrouping(ranked)), ids(ranked));
  });

  it('leaves out a later hit the dialog would not show (its category already holds five)', () => {
    const ranked = Array.from({length: 7}, (_, i) => hit(`u${i}`, 'Utilities', `Page ${i}`));
    assert.deepEqual(ids(fitDialogGrouping(ranked)), ['u0', 'u1', 'u2', 'u3', 'u4']);
  });
});

describe('distinct: one hit per page', () => {
  const page = (slug: string) => [
    record({url: `${SITE}/docs/guide/${slug}`, type: 'lvl1', lvl1: `Cooldown ${slug}`}),
    record({
      url: `${SITE}/docs/guide/${slug}#cooldown-options`,
      type: 'lvl2',
      lvl1: `Cooldown ${slug}`,
      hierarchy: {lvl0: 'Guide', lvl1: `Cooldown ${slug}`, lvl2: 'Cooldown options', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    }),
  ];
  const index = new LocalIndex([...page('one'), ...page('two')]);
  const request = {query: 'cooldown', facetFilters: FILTER_1X, hitsPerPage: 20};

  it('gives each page once, its best hit first, and counts pages', () => {
    const all = index.search(request);
    const distinct = index.search({...request, distinct: true});
    assert.equal(all.hits.length, 4);
    assert.deepEqual(distinct.hits.map((h) => h.url_without_anchor).sort(), [`${SITE}/docs/guide/one`, `${SITE}/docs/guide/two`]);
    assert.equal(distinct.nbHits, 2);
    assert.deepEqual(
      distinct.hits.map((h) => h.url),
      all.hits.slice(0, 2).map((h) => h.url),
    );
  });
});
