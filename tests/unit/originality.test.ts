import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sharedPassages, shingleSet, words} from '../../scripts/lib/originality';

test('words are case-folded and stripped of punctuation', () => {
  assert.deepEqual(words('Hello, World! use_cache() 42'), ['hello', 'world', 'use_cache', '42']);
});

test('a copied run is found even with different punctuation and case', () => {
  const reference = shingleSet('The quick brown fox jumps over the lazy dog near the river bank.', 6);
  const ours = 'Intro. THE quick brown fox -- jumps over the lazy dog; then something else entirely.';
  assert.deepEqual(sharedPassages(ours, reference, 6), ['the quick brown fox jumps over the lazy dog']);
});

test('text written fresh shares nothing', () => {
  const reference = shingleSet('Commands live in the app directory and are loaded on start.', 5);
  assert.deepEqual(sharedPassages('Each file under src/app/commands becomes one command.', reference, 5), []);
});
