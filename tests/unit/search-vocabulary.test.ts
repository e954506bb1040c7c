import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LocalIndex} from '../../src/search/engine';
import {parseQuery} from '../../src/search/query';
import {isOutOfVocabulary, isTypoOf, QueryVocabulary, typoLimit} from '../../src/search/query-vocabulary';
import {FILTER_1X, SITE, record, sampleRecords} from './search-fixtures';

function vocabularyOf(...terms: string[]): QueryVocabulary {
  const vocabulary = new QueryVocabulary();
  for (const term of terms) {
    vocabulary.add(term);
  }
  return vocabulary;
}

function outOfVocabulary(query: string, vocabulary: QueryVocabulary): boolean {
  return isOutOfVocabulary(
    parseQuery(query, true, (term, asPrefix) => vocabulary.has(term) || (asPrefix && vocabulary.hasPrefix(term))),
    vocabulary,
  );
}

describe('query vocabulary: typos or other words', () => {
  it('allows the ranking’s typos: none under 4 letters, 1 up to 6, 2 from 7', () => {
    assert.deepEqual(['orm', 'mutx', 'cooldw', 'midlewar'].map(typoLimit), [0, 1, 1, 2]);
  });

  it('reads a near word with the same first letter as a typo, not one whose first letter differs', () => {
    assert.equal(isTypoOf('midlewar', 'middlewar'), true);
    assert.equal(isTypoOf('containr', 'container'), true);
    assert.equal(isTypoOf('mutx', 'mutex'), true);
    assert.equal(isTypoOf('vlookup', 'lookup'), false, 'the first letter differs');
    assert.equal(isTypoOf('orm', 'form'), false, 'too short for a typo');
    assert.equal(isTypoOf('sqlalchemy', 'sqlite'), false, 'too far');
  });

  it('counts prefix lengths within the limit only', () => {
    const vocabulary = vocabularyOf('middlewar', 'command', 'shard');
    assert.equal(vocabulary.hasTypoOf('midlewar'), true);
    assert.equal(vocabulary.hasTypoOf('shardng'), true);
    assert.equal(vocabulary.hasTypoOf('commandkitty'), false);
    vocabulary.add('commandkitt');
    assert.equal(vocabulary.hasTypoOf('commandkitty'), true, 'a term added later is seen');
  });
});

describe('query vocabulary: out of vocabulary', () => {
  const vocabulary = vocabularyOf('middlewar', 'permission', 'command', 'help', 'chat', 'ratelimit', 'cooldown', 'throttl', 'schema');

  it('knows a query with one word of the docs, its synonym, or a word being typed', () => {
    assert.equal(outOfVocabulary('mongoose schema', vocabulary), false, 'schema is a word of the docs');
    assert.equal(outOfVocabulary('throttling', vocabulary), false, 'a synonym of cooldown');
    assert.equal(outOfVocabulary('comm', vocabulary), false, 'the start of command, still typed');
  });

  it('keeps typos of the docs’ words, alone or together', () => {
    assert.equal(outOfVocabulary('midleware', vocabulary), false);
    assert.equal(outOfVocabulary('midleware permisions', vocabulary), false);
  });

  it('finds a query none of whose words is in the docs out of vocabulary', () => {
    assert.equal(outOfVocabulary('sqlalchemy', vocabulary), true);
    assert.equal(outOfVocabulary('vlookup formula', vocabulary), true);
    assert.equal(outOfVocabulary('how do I use sqlalchemy', vocabulary), true, 'filler words do not count');
  });

  it('reads near misses beside a word the docs never use as another topic', () => {
    assert.equal(outOfVocabulary('kubernetes helm chart', vocabulary), true);
    assert.equal(outOfVocabulary('helm', vocabulary), false, 'one near miss alone is read as a typo');
  });

  it('has nothing to decide for a query without words', () => {
    assert.equal(isOutOfVocabulary([], vocabulary), false);
  });
});

describe('search: No results for a query out of the vocabulary', () => {
  const records = sampleRecords();
  records.push(
    record({url: `${SITE}/docs/guide/lookup`, type: 'lvl1', lvl1: 'Lookup order', content: 'Where the config file is looked up.'}),
    record({url: `${SITE}/docs/guide/help`, type: 'lvl1', lvl1: 'Getting help', content: 'Ask in the chat.'}),
  );
  const index = new LocalIndex(records);
  const ask = (query: string) => index.search({query, facetFilters: FILTER_1X, distinct: true});

  it('answers nothing, not fuzzy neighbours, when no word is the docs’', () => {
    assert.equal(ask('vlookup').nbHits, 0, 'not the lookup page');
    assert.equal(ask('kubernetes helm chart').nbHits, 0);
    assert.deepEqual(ask('vlookup').hits, []);
  });

  it('still finds the page of a misspelt word', () => {
    const hits = ask('midleware').hits;
    assert.ok(hits.length > 0);
    assert.equal(hits[0].url_without_anchor, `${SITE}/docs/guide/commands/middlewares`);
  });
});
