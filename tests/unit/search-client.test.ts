import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createLocalSearchClient, createShardLoader, normalizeRequests, type FetchLike} from '../../src/search/client';
import {buildShards} from '../../plugins/local-search/src/shards';
import {FILTER_1X, sampleRecords} from './search-fixtures';

function fakeFetch() {
  const {files} = buildShards(sampleRecords());
  const requested: string[] = [];
  let failing = false;
  let releaseText: () => void = () => undefined;
  let textGate: Promise<void> = Promise.resolve();
  const fetchImpl: FetchLike = async (url) => {
    requested.push(url);
    if (failing) {
      throw new TypeError('Failed to fetch');
    }
    if (url.includes('.text.')) {
      await textGate;
    }
    const file = files.find((f) => url === `/search/${f.name}`);
    if (!file) {
      return {ok: false, status: 404, json: async () => ({})};
    }
    return {ok: true, status: 200, json: async () => JSON.parse(file.content)};
  };
  return {
    fetchImpl,
    requested,
    setFailing: (value: boolean) => (failing = value),
    /** Holds the body-text files back until the returned function is called. */
    holdText: () => {
      textGate = new Promise((resolve) => (releaseText = resolve));
      return () => releaseText();
    },
  };
}

const DOCSEARCH_REQUEST = {
  requests: [
    {
      indexName: 'docs',
      query: 'middleware',
      facetFilters: FILTER_1X,
      hitsPerPage: 20,
      attributesToSnippet: ['content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    },
  ],
};

describe('local search client', () => {
  it('flattens v5 and legacy request shapes', () => {
    assert.deepEqual(normalizeRequests({requests: [{indexName: 'a', query: 'q'}]}), [{indexName: 'a', query: 'q'}]);
    assert.deepEqual(normalizeRequests([{indexName: 'a', params: {query: 'q', page: 1}}]), [{indexName: 'a', query: 'q', page: 1}]);
    assert.deepEqual(normalizeRequests([{indexName: 'a', params: 'query=q&facetFilters=%5B%22language%3Aen%22%5D'}]), [
      {indexName: 'a', query: 'q', facetFilters: ['language:en']},
    ]);
    assert.deepEqual(normalizeRequests(null), []);
  });

  it('answers DocSearch from the shards of the requested version only', async () => {
    const {fetchImpl, requested} = fakeFetch();
    const client = createLocalSearchClient(createShardLoader('/search/', fetchImpl));
    client.addAlgoliaAgent('docusaurus', '3.8.1');
    const {results} = await client.search(DOCSEARCH_REQUEST);
    assert.equal(results.length, 1);
    assert.ok(results[0].nbHits > 0);
    assert.equal(results[0].hits[0].url, 'https://example.test/docs/guide/commands/middlewares');
    assert.ok(requested.includes('/search/manifest.json'));
    assert.ok(requested.some((url) => /\/search\/docs-default-current\.[0-9a-f]+\.json$/.test(url)));
    assert.ok(requested.some((url) => /\/search\/default\.[0-9a-f]+\.json$/.test(url)));
    assert.ok(!requested.some((url) => url.includes('0.1.10')), 'the v0 shard is not downloaded');
  });

  it('downloads each shard once and caches it in memory', async () => {
    const {fetchImpl, requested} = fakeFetch();
    const client = createLocalSearchClient(createShardLoader('/search', fetchImpl));
    await client.warm(['default', 'docs-default-current']);
    await client.search(DOCSEARCH_REQUEST);
    await client.searchForHits(DOCSEARCH_REQUEST);
    // manifest + titles and body text of the two shards
    assert.equal(requested.length, 5);
    assert.equal(new Set(requested).size, 5);
  });

  it('answers from titles and headings while the body text is still downloading, then from everything', async () => {
    const {fetchImpl, holdText} = fakeFetch();
    const release = holdText();
    const client = createLocalSearchClient(createShardLoader('/search/', fetchImpl));
    const request = (query: string) => ({requests: [{...DOCSEARCH_REQUEST.requests[0], query}]});
    // "middleware" is in titles; "logging" only in a paragraph.
    const early = await client.search(request('middleware'));
    assert.equal(early.results[0].hits[0].url, 'https://example.test/docs/guide/commands/middlewares');
    // …a query the quick index finds nothing for waits for the full index: "No results" is the whole text's answer.
    let answered = false;
    const logging = client.search(request('logging')).then((answer) => {
      answered = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(answered, false, 'not answered "No results" from the titles');
    release();
    assert.ok((await logging).results[0].nbHits > 0);
    assert.ok((await client.search(request('logging'))).results[0].nbHits > 0);
    assert.equal((await client.search(request('sqlalchemy'))).results[0].nbHits, 0);
  });

  it('fails with a RetryError and downloads again on the next query', async () => {
    const {fetchImpl, requested, setFailing} = fakeFetch();
    const client = createLocalSearchClient(createShardLoader('/search/', fetchImpl));
    setFailing(true);
    await assert.rejects(client.search(DOCSEARCH_REQUEST), (error: Error) => error.name === 'RetryError');
    await assert.rejects(client.warm(['default']), (error: Error) => error.name === 'RetryError');
    setFailing(false);
    const before = requested.length;
    const {results} = await client.search(DOCSEARCH_REQUEST);
    assert.ok(results[0].nbHits > 0);
    assert.ok(requested.length > before);
  });

  it('turns a missing shard file into a RetryError too', async () => {
    const fetchImpl: FetchLike = async (url) =>
      url.endsWith('manifest.json')
        ? {ok: true, status: 200, json: async () => ({format: 1, shards: {default: {file: 'gone.json', records: 1, bytes: 1}}})}
        : {ok: false, status: 404, json: async () => ({})};
    const client = createLocalSearchClient(createShardLoader('/search/', fetchImpl));
    await assert.rejects(client.search({requests: [{query: 'x', facetFilters: [['docusaurus_tag:default']]}]}), {name: 'RetryError'});
  });

  it('serves the helper of the /search page (legacy array, disjunctive facets)', async () => {
    const {fetchImpl} = fakeFetch();
    const client = createLocalSearchClient(createShardLoader('/search/', fetchImpl));
    const {results} = await client.search([
      {
        indexName: 'docs',
        params: {
          query: 'middleware',
          hitsPerPage: 15,
          page: 0,
          facets: ['language', 'docusaurus_tag'],
          facetFilters: [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      },
      {
        indexName: 'docs',
        params: {query: 'middleware', hitsPerPage: 0, page: 0, facets: 'docusaurus_tag', facetFilters: [['language:en']]},
      },
    ]);
    assert.equal(results.length, 2);
    assert.equal(results[0].hitsPerPage, 15);
    assert.ok(results[0].facets?.docusaurus_tag);
    assert.equal(results[1].hits.length, 0);
  });
});
