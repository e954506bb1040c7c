// Reproduces known issue kv-has-count-expire-broken on the real build (Node 24, node:sqlite).
import assert from 'node:assert/strict';
import {KV} from 'commandkit/kv';

export async function reproduce(): Promise<void> {
  const store = new KV(':memory:');
  store.set('guild:1', {prefix: '!'});
  assert.equal(store.get('guild:1')?.prefix, '!');
  assert.equal(store.has('guild:1'), false, 'has() misses a key that exists');
  assert.equal(store.count(), 0, 'count() says the store is empty');
  assert.equal(store.expire('guild:1', 60_000), false, 'expire() refuses an existing key');
}

export async function workaround(): Promise<void> {
  const store = new KV(':memory:');
  store.set('guild:1', {prefix: '!'});
  assert.equal(store.get('guild:1') !== undefined, true);
  assert.equal(store.keys().length, 1);
  store.setex('guild:1', {prefix: '!'}, 50);
  await new Promise((r) => setTimeout(r, 120));
  assert.equal(store.get('guild:1'), undefined, 'the new lifetime from setex() applies');
}
