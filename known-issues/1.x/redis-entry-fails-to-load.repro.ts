// Reproduces known issue redis-entry-fails-to-load, then runs the workaround as the issue writes it, against a real Redis.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {Redis} from 'ioredis';

export const needs = ['redis'];

export async function reproduce(): Promise<void> {
  await assert.rejects(import('@commandkit/redis'), {message: /No "exports" main defined in .*@commandkit\/cache\/package\.json/});
  const require = createRequire(import.meta.url);
  assert.throws(() => require('@commandkit/redis'), {message: /No "exports" main defined/});
  assert.throws(() => require('@commandkit/cache'), {message: /No "exports" main defined/}, 'the cause: no require target');
}

export async function workaround({redisUrl}: {redisUrl: string}): Promise<void> {
  const {setCacheProvider, getCacheProvider} = await import('@commandkit/cache');
  const {RedisCache} = await import('@commandkit/cache/redis');
  const client = new Redis(redisUrl);
  try {
    setCacheProvider(new RedisCache(client));
    const loadCjs = createRequire(import.meta.url);
    const dist = path.dirname(loadCjs.resolve('@commandkit/redis'));
    const {RedisRateLimitStorage} = loadCjs(path.join(dist, 'ratelimit-storage.js'));
    const {RedisMutexStorage} = loadCjs(path.join(dist, 'mutex-storage.js'));
    const {RedisSemaphoreStorage} = loadCjs(path.join(dist, 'semaphore-storage.js'));

    await getCacheProvider().set('repro:cache', {a: 1}, 60_000);
    assert.deepEqual((await getCacheProvider().get('repro:cache'))?.value, {a: 1}, 'the cache provider stores in Redis');
    const limits = new RedisRateLimitStorage(client);
    await limits.set('repro:limit', 3);
    assert.equal(await limits.get('repro:limit'), 3);
    const locks = new RedisMutexStorage(client);
    assert.equal(await locks.acquire('repro:lock', 1000), true);
    await locks.release('repro:lock');
    const permits = new RedisSemaphoreStorage(client);
    assert.equal(await permits.acquire('repro:permits', 1000), true);
  } finally {
    client.disconnect();
  }
}
