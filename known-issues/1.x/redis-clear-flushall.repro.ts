// Reproduces known issue redis-clear-flushall against a real Redis.
import assert from 'node:assert/strict';
import {Redis} from 'ioredis';
// The provider the Redis page installs; the deprecated copy in @commandkit/redis (which does not load at 1.2.0) clears the same way.
import {RedisCache} from '@commandkit/cache/redis';

export const needs = ['redis'];

export async function reproduce({redisUrl}: {redisUrl: string}): Promise<void> {
  const other = new Redis(`${redisUrl}/3`); // another application, another logical database
  const provider = new RedisCache(new Redis(redisUrl, {keyPrefix: 'bot:'}));
  try {
    await other.set('orders:1', 'paid');
    await provider.set('profile:1', {name: 'a'});
    await provider.clear();
    assert.equal(await other.get('orders:1'), null, "clear() deleted another database's data");
  } finally {
    other.disconnect();
    provider.redis.disconnect();
  }
}

export async function workaround({redisUrl}: {redisUrl: string}): Promise<void> {
  const other = new Redis(`${redisUrl}/3`);
  const provider = new RedisCache(new Redis(redisUrl, {keyPrefix: 'bot:'}));
  const plain = new Redis(redisUrl);
  try {
    await other.set('orders:1', 'paid');
    await provider.set('profile:1', {name: 'a'});
    // Delete only the bot's keys: SCAN for the prefix, then DEL (a client without keyPrefix sees full names).
    let cursor = '0';
    do {
      const [next, keys] = await plain.scan(cursor, 'MATCH', 'bot:*', 'COUNT', 100);
      if (keys.length) await plain.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    assert.equal(await provider.get('profile:1'), undefined);
    assert.equal(await other.get('orders:1'), 'paid');
  } finally {
    other.disconnect();
    plain.disconnect();
    provider.redis.disconnect();
  }
}
