import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {surfaceFailure} from '../../src/search/surfaceFailure';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('search failures shaped for DocSearch', () => {
  it('passes results through untouched', async () => {
    assert.equal(await surfaceFailure(Promise.resolve(42), 5), 42);
    assert.equal(await surfaceFailure(Promise.resolve(1), 5).catch(() => 0), 1);
  });

  it('delivers a failure to .catch after the delay and stays pending when the handler rethrows', async () => {
    const error = Object.assign(new Error('offline'), {name: 'RetryError'});
    let seenAt = 0;
    const started = Date.now();
    let settled = false;
    surfaceFailure(Promise.reject(error), 30)
      .catch((e: Error) => {
        seenAt = Date.now();
        assert.equal(e.name, 'RetryError');
        throw e;
      })
      .then(
        () => (settled = true),
        () => (settled = true),
      );
    await tick(10);
    assert.equal(seenAt, 0, 'not before the delay');
    await tick(60);
    assert.ok(seenAt - started >= 25);
    await tick(30);
    assert.equal(settled, false, 'kept pending so the error status is not reset');
  });

  it('resolves with what a handler returns (algoliasearch-helper style then(ok, err))', async () => {
    const value = await surfaceFailure(Promise.reject(new Error('x')), 5).then(
      () => 'ok',
      () => 'handled',
    );
    assert.equal(value, 'handled');
    assert.equal(await surfaceFailure(Promise.reject(new Error('x')), 5).catch(() => 'caught'), 'caught');
  });
});
