// Reproduces known issue redis-mutex-release-not-owner-checked against a real Redis.
import assert from 'node:assert/strict';
import {Redis} from 'ioredis';
import {createRequire} from 'node:module';
import path from 'node:path';
import type * as RedisApi from '@commandkit/redis';

export const needs = ['redis'];

// @commandkit/redis does not load at 1.2.0 (known issue redis-entry-fails-to-load): the class comes from its own
// file inside the package, as the pages' workaround loads it.
const loadCjs = createRequire(import.meta.url);
const {RedisMutexStorage} = loadCjs(path.join(path.dirname(loadCjs.resolve('@commandkit/redis')), 'mutex-storage.js')) as typeof RedisApi;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function reproduce({redisUrl}: {redisUrl: string}): Promise<void> {
  const redis = new Redis(redisUrl);
  const first = new RedisMutexStorage(redis);
  const second = new RedisMutexStorage(redis);
  try {
    assert.equal(await first.acquire('report', 1000), true);
    await sleep(1100); // the first holder's work outlives its lock
    assert.equal(await second.acquire('report', 1000), true, 'a second holder takes the expired lock');
    await first.release('report'); // the late first holder releases...
    assert.equal(await second.isLocked('report'), false, "...and removes the second holder's lock");
  } finally {
    redis.disconnect();
  }
}

export async function workaround({redisUrl}: {redisUrl: string}): Promise<void> {
  const redis = new Redis(redisUrl);
  const first = new RedisMutexStorage(redis);
  const second = new RedisMutexStorage(redis);
  try {
    assert.equal(await first.acquire('report', 1000), true);
    // Long work keeps extending its lock, so nobody else gets in while it runs.
    for (let i = 0; i < 3; i++) {
      await sleep(500);
      await first.extendLock('report', 1000);
    }
    // extendLock sets the time left (the lock had about 1 s left, and still has at most 1 s), it does not add to it.
    assert.ok((await redis.pttl('mutex:report')) <= 1000, 'extendLock sets the remaining lifetime');
    assert.equal(await second.acquire('report', 200), false);
    await first.release('report');
    assert.equal(await second.acquire('report', 200), true);
  } finally {
    redis.disconnect();
  }
}
