import assert from 'node:assert/strict';
import {malformed} from './test-helpers';
import {describe, it} from 'node:test';
import {LocalIndex} from '../../src/search/engine';
import {FILTER_1X, record, sampleRecords} from './search-fixtures';

/** Deterministic PRNG so a failure can be replayed. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...' \t\n.*+?^${}()|[]\\/<>&"\';:-_=%#@!~`,',
  'é',
  'ß',
  'ø',
  'ü',
  'ç',
  '中',
  '文',
  'ж',
  'ع',
  '\u200b',
  '\u0301',
  '😀',
  '🚀',
  '👍🏽',
  '\ud800',
];

const odd = [
  '',
  ' ',
  '   \t\n ',
  'a'.repeat(64),
  'x'.repeat(5000),
  '🙂',
  '👩‍👩‍👧‍👦 🚀',
  '.*',
  '(a+)+$',
  '[',
  '\\',
  '^$',
  '?',
  '<script>alert(1)</script>',
  '" OR 1=1 --',
  "'; DROP TABLE users; --",
  'SELECT * FROM records WHERE 1=1',
  '%00',
  '&amp;',
  '中文 搜索',
  'مرحبا',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'command '.repeat(100),
];

describe('search fuzz: queries of every shape', () => {
  const records = sampleRecords();
  for (let i = 0; i < 300; i += 1) {
    records.push(
      record({
        url: `https://example.test/docs/gen/${i}`,
        type: i % 3 === 0 ? 'lvl1' : 'content',
        lvl1: `Generated ${i}`,
        content: `Words ${i} about commands, events and the cache ${'lorem ipsum '.repeat(i % 7)}`,
      }),
    );
  }
  const index = new LocalIndex(records);

  it('never throws on odd queries and stays fast', () => {
    for (const query of odd) {
      const started = performance.now();
      const result = index.search({
        query,
        facetFilters: FILTER_1X,
        attributesToSnippet: ['content:10'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      });
      assert.ok(Array.isArray(result.hits));
      assert.ok(performance.now() - started < 500, `slow on ${JSON.stringify(query.slice(0, 20))}`);
      for (const hit of result.hits) {
        const html = JSON.stringify(hit._highlightResult) + JSON.stringify(hit._snippetResult);
        assert.ok(!/<(?!\/?mark>)/.test(html.replace(/\\u003c/g, '<')), 'only <mark> tags in rendered HTML');
      }
    }
  });

  it('survives thousands of random strings with bounded time', () => {
    const random = mulberry32(7);
    let slowest = 0;
    for (let i = 0; i < 3000; i += 1) {
      const length = Math.floor(random() * 70);
      let query = '';
      for (let j = 0; j < length; j += 1) {
        query += ALPHABET[Math.floor(random() * ALPHABET.length)];
      }
      const started = performance.now();
      const result = index.search({query, facetFilters: FILTER_1X, hitsPerPage: 20, attributesToSnippet: ['content:5']});
      slowest = Math.max(slowest, performance.now() - started);
      assert.ok(result.nbHits >= 0);
      assert.ok(result.hits.length <= 20);
    }
    assert.ok(slowest < 500, `slowest query took ${slowest.toFixed(1)} ms`);
  });

  it('accepts malformed parameters', () => {
    for (const params of [
      {query: 42},
      {query: 'a', hitsPerPage: -5, page: -1},
      {query: 'a', hitsPerPage: 'lots', page: 'NaN'},
      {query: 'a', attributesToSnippet: 'content:abc'},
      {query: 'a', facetFilters: '[[['},
      {query: 'a', facets: '*'},
      {},
    ]) {
      assert.doesNotThrow(() => index.search(malformed(params)));
    }
  });
});
