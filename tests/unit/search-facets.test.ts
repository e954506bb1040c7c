import assert from 'node:assert/strict';
import {malformed} from './test-helpers';
import {describe, it} from 'node:test';
import {matchesFacets, parseFacetFilters, requiredTags} from '../../src/search/facets';

describe('search facet filters', () => {
  const record = {language: 'en', docusaurus_tag: 'docs-default-current', type: 'lvl1'};

  it('reads the AND of ORs DocSearch sends', () => {
    const clauses = parseFacetFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    assert.equal(clauses.length, 2);
    assert.ok(matchesFacets(record, clauses));
    assert.ok(!matchesFacets({...record, docusaurus_tag: 'docs-default-0.1.10'}, clauses));
    assert.ok(!matchesFacets({...record, language: 'fr'}, clauses));
  });

  it('accepts a single string, a JSON string, negation and quoted values', () => {
    assert.ok(matchesFacets(record, parseFacetFilters('language:en')));
    assert.ok(matchesFacets(record, parseFacetFilters('[["type:lvl1","type:lvl2"]]')));
    assert.ok(!matchesFacets(record, parseFacetFilters(['-type:lvl1'])));
    assert.ok(matchesFacets(record, parseFacetFilters(['"language":"en"'])));
  });

  it('ignores malformed input instead of throwing', () => {
    assert.deepEqual(parseFacetFilters('[broken'), []);
    assert.deepEqual(parseFacetFilters(undefined), []);
    assert.deepEqual(parseFacetFilters(malformed(['no-colon', [':x']])), []);
    assert.deepEqual(parseFacetFilters(malformed(42)), []);
  });

  it('derives the shards a request needs from its docusaurus_tag clauses', () => {
    assert.deepEqual(requiredTags(parseFacetFilters(['language:en', ['docusaurus_tag:docs-default-current', 'docusaurus_tag:default']])), [
      'default',
      'docs-default-current',
    ]);
    assert.equal(requiredTags(parseFacetFilters(['language:en'])), null);
    assert.deepEqual(requiredTags(parseFacetFilters([['docusaurus_tag:a', 'docusaurus_tag:b'], 'docusaurus_tag:b'])), ['b']);
  });
});
