import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {QUERY_SETS, keystrokePrefixes, mayShowMisses, querySetFromArgs} from '../../bench/search-support';

describe('search relevance query sets', () => {
  it('accepts --set fresh and rejects an unknown set with the list of sets', () => {
    assert.equal(querySetFromArgs(['node', 'x', '--set', 'fresh']), 'fresh');
    assert.equal(QUERY_SETS.fresh, 'search-queries-fresh.json');
    assert.equal(querySetFromArgs(['node', 'x']), 'old');
    assert.equal(querySetFromArgs(['node', 'x', '--set', 'tuning2']), 'tuning2');
    assert.equal(querySetFromArgs(['node', 'x', '--set', 'tuning3']), 'tuning3');
    assert.equal(querySetFromArgs(['node', 'x', '--set', 'fresh2']), 'fresh2');
    assert.equal(querySetFromArgs(['node', 'x', '--set', 'noresults-tuning']), 'noresults-tuning');
    assert.equal(querySetFromArgs(['node', 'x', '--set', 'fresh5']), 'fresh5');
    assert.equal(QUERY_SETS.fresh5, 'search-queries-fresh5.json');
    assert.equal(querySetFromArgs(['node', 'x', '--set', 'fresh6']), 'fresh6');
    assert.equal(QUERY_SETS.fresh6, 'search-queries-fresh6.json');
    assert.equal(querySetFromArgs(['node', 'x', '--set', 'fresh7']), 'fresh7');
    assert.equal(QUERY_SETS.fresh7, 'search-queries-fresh7.json');
    assert.throws(
      () => querySetFromArgs(['--set', 'fresh9']),
      /old, tuning, heldout, tuning2, tuning3, fresh, fresh2, noresults-tuning, precision-tuning, fresh3, noresults, fresh4, fresh5, fresh6, fresh7/,
    );
  });

  it('never prints the fresh set’s misses, prints held-out misses only when asked', () => {
    assert.equal(mayShowMisses('fresh', ['--show-misses', '--verbose']), false);
    assert.equal(mayShowMisses('fresh2', ['--show-misses', '--verbose']), false);
    assert.equal(mayShowMisses('fresh3', ['--show-misses', '--verbose']), false);
    assert.equal(mayShowMisses('noresults', ['--show-misses', '--verbose']), false);
    assert.equal(mayShowMisses('fresh7', ['--show-misses', '--verbose']), false);
    assert.equal(mayShowMisses('noresults-tuning', []), true);
    // fresh4 was run once blind and reported; it is a tuning set since.
    assert.equal(mayShowMisses('fresh4', []), true);
    // …and so is fresh5 (run once blind in issue 28's precision work, a tuning set since).
    assert.equal(mayShowMisses('fresh5', []), true);
    // …and fresh6 (run once blind in session 12, a tuning set since).
    assert.equal(mayShowMisses('fresh6', []), true);
    assert.equal(mayShowMisses('heldout', []), false);
    assert.equal(mayShowMisses('heldout', ['--show-misses']), true);
    assert.equal(mayShowMisses('tuning', []), true);
    assert.equal(mayShowMisses('tuning2', []), true);
    assert.equal(mayShowMisses('tuning3', []), true);
    assert.equal(mayShowMisses('old', []), true);
  });

  it('types every query key by key', () => {
    assert.deepEqual(keystrokePrefixes(['ab', 'c']), ['a', 'ab', 'c']);
    assert.deepEqual(keystrokePrefixes([]), []);
  });
});
