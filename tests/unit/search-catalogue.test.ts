import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LocalIndex} from '../../src/search/engine';
import {isCatalogueEntry} from '../../src/search/ranking';
import {FILTER_1X, SITE, record, hierarchy} from './search-fixtures';
import type {SearchRecord} from '../../plugins/shared/search/types';

function records(): SearchRecord[] {
  const catalogue = `${SITE}/docs/guide/known-issues`;
  return [
    // The catalogue repeats, word for word and more densely, what the guide page says where the reader meets it.
    record({
      url: catalogue,
      type: 'lvl1',
      lvl1: 'Known issues',
      hierarchy: hierarchy('Guide', 'Known issues'),
      content: 'Every known issue of this version.',
      page_rank: -1,
    }),
    record({
      url: `${catalogue}#redis-clear`,
      type: 'lvl2',
      lvl1: 'Known issues',
      hierarchy: hierarchy('Guide', 'Known issues', 'Clear the Redis cache: clear() empties the Redis server'),
      page_rank: -1,
    }),
    record({
      url: `${catalogue}#redis-clear`,
      type: 'content',
      lvl1: 'Known issues',
      hierarchy: hierarchy('Guide', 'Known issues', 'Clear the Redis cache: clear() empties the Redis server'),
      content: 'Clear the Redis cache with clear(): clearing the cache clears every key of the Redis server.',
      page_rank: -1,
    }),
    record({
      url: `${SITE}/docs/guide/plugins`,
      type: 'lvl1',
      lvl1: 'Plugins',
      hierarchy: hierarchy('Plugins', 'Plugins'),
      content: 'Plugins add features.',
    }),
    record({
      url: `${SITE}/docs/guide/plugins#cache`,
      type: 'content',
      lvl1: 'Plugins',
      hierarchy: hierarchy('Plugins', 'Plugins', 'Stores'),
      content: 'A Redis store keeps the cache; call clear() to empty it.',
    }),
  ];
}

describe('search: catalogue pages', () => {
  const index = new LocalIndex(records());
  const pages = (query: string) => index.search({query, facetFilters: FILTER_1X, distinct: true}).hits.map((hit) => hit.url_without_anchor);

  it('are pages ranked down whose sections (not their title) are catalogue entries', () => {
    const [title, entry, , guide] = records();
    assert.equal(isCatalogueEntry(title), false);
    assert.equal(isCatalogueEntry(entry), true);
    assert.equal(isCatalogueEntry(guide), false);
  });

  it('never come before the page that teaches the task', () => {
    assert.deepEqual(pages('how do I clear the redis cache'), [`${SITE}/docs/guide/plugins`, `${SITE}/docs/guide/known-issues`]);
  });

  it('still answer a query that names them', () => {
    assert.equal(pages('known issues')[0], `${SITE}/docs/guide/known-issues`);
  });
});
