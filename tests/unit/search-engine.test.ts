import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LocalIndex} from '../../src/search/engine';
import {FILTER_1X, FILTER_V0, SITE, record, sampleRecords} from './search-fixtures';

const DOCSEARCH = {
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  facetFilters: FILTER_1X,
};

describe('local search engine', () => {
  const index = new LocalIndex(sampleRecords());

  it('answers with the Algolia result shape', () => {
    const result = index.search({...DOCSEARCH, query: 'middleware', clickAnalytics: true, indexName: 'docs'});
    for (const key of ['hits', 'nbHits', 'page', 'nbPages', 'hitsPerPage', 'processingTimeMS', 'query', 'params', 'queryID'] as const) {
      assert.ok(key in result, key);
    }
    assert.equal(result.query, 'middleware');
    assert.equal(result.hitsPerPage, 20);
    assert.equal(result.index, 'docs');
    const hit = result.hits[0];
    assert.ok(hit.objectID && hit.url && hit.hierarchy && hit._highlightResult && hit._snippetResult);
    assert.equal('position' in hit, false);
  });

  it('ranks a page whose title matches above a page that only mentions the word', () => {
    const result = index.search({...DOCSEARCH, query: 'middleware'});
    assert.equal(result.hits[0].url, `${SITE}/docs/guide/commands/middlewares`);
    const mention = result.hits.findIndex((hit) => hit.url.includes('custom-events'));
    assert.ok(mention > 0, 'the page that mentions the word is still found, lower');
  });

  it('ranks a page with a lower docsearch:page_rank after an equal page', () => {
    const page = (path: string, rank?: number) =>
      record({
        url: `${SITE}/docs/guide/${path}`,
        type: 'lvl1',
        lvl1: 'Key-value store',
        content: 'Persist data in a key-value store.',
        ...(rank === undefined ? {} : {page_rank: rank}),
      });
    const first = new LocalIndex([page('catalogue', -1), page('kv')]).search({...DOCSEARCH, query: 'key-value store'});
    assert.deepEqual(
      first.hits.map((hit) => hit.url.split('/').pop()),
      ['kv', 'catalogue'],
    );
    const second = new LocalIndex([page('catalogue'), page('kv', -1)]).search({...DOCSEARCH, query: 'key-value store'});
    assert.deepEqual(
      second.hits.map((hit) => hit.url.split('/').pop()),
      ['catalogue', 'kv'],
    );
  });

  it('counts the completions of a prefix in its vocabulary', () => {
    const words = ['command', 'commands', 'commandkit', 'component', 'config'];
    const small = new LocalIndex(words.map((word, i) => record({url: `${SITE}/docs/guide/p${i}`, type: 'lvl1', lvl1: word})));
    assert.equal(small.completions('comm'), 2); // command, commandkit ("commands" is stemmed to command)
    assert.equal(small.completions('co'), 4);
    assert.equal(small.completions('zz'), 0);
  });

  it('finds a heading by a prefix that many words start with, and not the pages that only repeat it', () => {
    // 20 pages whose titles start with "co…", one section heading "Cooldowns" on a page about something else
    const pages = Array.from({length: 20}, (_, i) =>
      record({
        url: `${SITE}/docs/guide/co${i}`,
        type: 'lvl1',
        lvl1: `Co${String.fromCharCode(97 + i)}${String.fromCharCode(97 + i)}x topic`,
      }),
    );
    const section = record({
      url: `${SITE}/docs/guide/limits#cooldowns`,
      type: 'lvl2',
      lvl1: 'Limits',
      hierarchy: {lvl0: 'Guide', lvl1: 'Limits', lvl2: 'Cooldowns', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    });
    const body = record({
      url: `${SITE}/docs/guide/limits#cooldowns`,
      type: 'content',
      lvl1: 'Limits',
      content: 'Text that never says the word.',
      hierarchy: section.hierarchy,
    });
    const many = new LocalIndex([...pages, section, body]);
    assert.ok(many.completions('coo') <= 12 && many.completions('co') > 12);
    const hits = many.search({...DOCSEARCH, query: 'limits co'}).hits.map((hit) => `${hit.url}|${hit.type}`);
    assert.equal(hits[0], `${SITE}/docs/guide/limits#cooldowns|lvl2`);
  });

  it('tolerates typos and matches prefixes', () => {
    assert.equal(index.search({...DOCSEARCH, query: 'midleware'}).hits[0]?.url, `${SITE}/docs/guide/commands/middlewares`);
    assert.equal(index.search({...DOCSEARCH, query: 'middlew'}).hits[0]?.url, `${SITE}/docs/guide/commands/middlewares`);
  });

  it('lands an identifier query on its API page', () => {
    assert.equal(
      index.search({...DOCSEARCH, query: 'useEnvironment'}).hits[0]?.url,
      `${SITE}/docs/api-reference/commandkit/functions/use-environment`,
    );
    assert.equal(
      index.search({...DOCSEARCH, query: 'CommandKit'}).hits[0]?.url,
      `${SITE}/docs/api-reference/commandkit/classes/command-kit`,
    );
  });

  it('filters on version facets', () => {
    assert.equal(index.search({...DOCSEARCH, query: 'installation'}).nbHits, 0);
    assert.equal(index.search({...DOCSEARCH, facetFilters: FILTER_V0, query: 'installation'}).nbHits, 1);
  });

  it('keeps one hit per URL (distinct)', () => {
    const urls = index.search({...DOCSEARCH, query: 'stop'}).hits.map((hit) => hit.url);
    assert.equal(new Set(urls).size, urls.length);
  });

  it('highlights with the requested tags and snippets with the requested word count', () => {
    const result = index.search({...DOCSEARCH, query: 'rest', attributesToSnippet: ['content:5']});
    const hit = result.hits[0];
    const snippetValue = (hit._snippetResult.content as {value: string}).value;
    assert.ok(snippetValue.includes('<mark>rest</mark>'));
    assert.ok(snippetValue.includes('&lt;b&gt;'), 'record text is escaped');
    assert.equal(snippetValue.replace(/…/g, ' ').trim().split(/\s+/).length, 5);
    const highlighted = (hit._highlightResult.content as {value: string}).value;
    assert.ok(highlighted.includes('&quot;quotes&quot;'));
    const custom = index.search({...DOCSEARCH, query: 'rest', highlightPreTag: '<em class="x">', highlightPostTag: '</em>'});
    assert.ok((custom.hits[0]._highlightResult.content as {value: string}).value.includes('<em class="x">rest</em>'));
  });

  it('uses the DocSearch index highlight class when the request names no tags (the /search page restyles it)', () => {
    const hit = index.search({query: 'middleware', facetFilters: FILTER_1X}).hits[0];
    const lvl1 = (hit._highlightResult.hierarchy as Record<string, {value: string}>).lvl1.value;
    assert.equal(lvl1, '<span class="algolia-docsearch-suggestion--highlight">Middlewares</span>');
  });

  it('gives hierarchy highlights only for the levels a record has (the /search page takes the last as title)', () => {
    const hit = index.search({...DOCSEARCH, query: 'stopping'}).hits[0];
    assert.deepEqual(Object.keys(hit._highlightResult.hierarchy as object), ['lvl0', 'lvl1', 'lvl2']);
  });

  it('paginates with hitsPerPage and page', () => {
    const many = Array.from({length: 45}, (_, i) => record({url: `${SITE}/docs/p${i}`, type: 'lvl1', lvl1: `Page ${i} about buttons`}));
    const big = new LocalIndex(many);
    const first = big.search({query: 'button'});
    assert.equal(first.hitsPerPage, 20);
    assert.equal(first.hits.length, 20);
    assert.equal(first.nbHits, 45);
    assert.equal(first.nbPages, 3);
    const last = big.search({query: 'button', page: 2, hitsPerPage: '20'});
    assert.equal(last.hits.length, 5);
    assert.equal(last.page, 2);
    assert.equal(big.search({query: 'button', hitsPerPage: 0}).hits.length, 0);
  });

  it('returns everything for an empty query and nothing for words not in the docs', () => {
    assert.equal(index.search({...DOCSEARCH, query: ''}).nbHits, 8);
    assert.equal(index.search({...DOCSEARCH, query: 'kubernetes helm chart'}).nbHits, 0);
  });

  it('builds the same index in chunks (browser path) as at once', async () => {
    const chunked = await LocalIndex.create(sampleRecords(), 2);
    const a = chunked.search({...DOCSEARCH, query: 'middleware'}).hits.map((hit) => hit.objectID);
    const b = index.search({...DOCSEARCH, query: 'middleware'}).hits.map((hit) => hit.objectID);
    assert.deepEqual(a, b);
  });

  it('counts requested facets (what algoliasearch-helper asks for)', () => {
    const result = index.search({query: 'commandkit', facets: ['docusaurus_tag'], hitsPerPage: 1});
    assert.ok(result.facets);
    assert.ok((result.facets.docusaurus_tag['docs-default-current'] ?? 0) >= 1);
  });
});
