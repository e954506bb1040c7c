// Reproduces known issue kv-dotted-key-get on the real build (Node 24, node:sqlite).
import assert from 'node:assert/strict';
import {KV} from 'commandkit/kv';

export async function reproduce(): Promise<void> {
  const store = new KV(':memory:');
  store.set('123.locale', 'fr');
  // The write went into the object kept under "123"...
  assert.deepEqual(store.get('123'), {locale: 'fr'});
  // ...but reading the same dotted key finds nothing.
  assert.equal(store.get('123.locale'), undefined);
}

export async function workaround(): Promise<void> {
  const store = new KV(':memory:');
  store.set('123.locale', 'fr');
  assert.equal(store.get<{locale: string}>('123')?.locale, 'fr');
}
