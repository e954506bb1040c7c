/**
 * 0.1.10's own names kept alive by @commandkit/legacy (CommandOptions, ValidationProps…): a reader typing one with
 * other words on the 1.x docs, without naming the package, is moving a bot, and the guide that says what replaced
 * the name answers before the package's reference entry. The name alone, or with the package named, still finds
 * the entry.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LocalIndex} from '../../src/search/engine';
import {keepsOldName} from '../../src/search/ranking';
import {FILTER_1X, SITE, record, hierarchy} from './search-fixtures';
import type {SearchRecord} from '../../plugins/shared/search/types';

const guide = `${SITE}/docs/guide/advanced/migrating-from-v0`;
const entry = `${SITE}/docs/api-reference/legacy/interfaces/validation-props`;
const legacy = {name: 'ValidationProps', kind: 'interface', section: 'legacy'};

function records(): SearchRecord[] {
  return [
    record({
      url: guide,
      type: 'lvl1',
      lvl1: 'Migrating from v0',
      hierarchy: hierarchy('Advanced', 'Migrating from v0'),
      content: 'Upgrade a 0.1.10 project to 1.x.',
    }),
    record({
      url: `${guide}#validations`,
      type: 'content',
      lvl1: 'Migrating from v0',
      hierarchy: hierarchy('Advanced', 'Migrating from v0', 'Validations become middlewares'),
      content: 'A validation received ValidationProps with commandObj; a middleware reads the command from its context.',
    }),
    record({
      url: entry,
      type: 'lvl1',
      lvl1: 'ValidationProps',
      hierarchy: hierarchy('API Reference', 'ValidationProps'),
      content: 'What a legacy validation receives: the interaction, commandObj, the client and the handler.',
      api: legacy,
    }),
    record({
      url: `${entry}#commandobj`,
      type: 'lvl3',
      lvl1: 'ValidationProps',
      hierarchy: hierarchy('API Reference', 'ValidationProps', 'Properties', 'commandObj'),
      api: legacy,
    }),
  ];
}

const pages = (index: LocalIndex, query: string) =>
  index.search({query, facetFilters: FILTER_1X, distinct: true}).hits.map((hit) => hit.url_without_anchor);

describe('search: 0.1.10 names kept by the legacy package', () => {
  it('answer a 0.1.10 name typed with other words with the guide, before the legacy reference entry', () => {
    const index = new LocalIndex(records());
    assert.deepEqual(pages(index, 'ValidationProps commandObj in a middleware'), [guide, entry]);
  });

  it('keep the reference entry first for the name alone, or when the reader names the package', () => {
    const index = new LocalIndex(records());
    assert.equal(pages(index, 'ValidationProps')[0], entry);
    assert.equal(pages(index, 'legacy ValidationProps commandObj')[0], entry);
  });

  it('read only the compatibility package’s entries that way', () => {
    const [, , legacyEntry] = records();
    const other = {...legacyEntry, api: {...legacy, section: 'commandkit'}};
    assert.equal(keepsOldName(legacyEntry, new Set(['validationprop', 'middlewar'])), true);
    assert.equal(keepsOldName(legacyEntry, new Set(['validationprop'])), false);
    assert.equal(keepsOldName(legacyEntry, new Set(['validationprop', 'legacy'])), false);
    assert.equal(keepsOldName(other, new Set(['validationprop', 'middlewar'])), false);
  });
});
