// Reproduces known issue redis-semaphore-ignores-permits against a real Redis.
import assert from 'node:assert/strict';
import {Redis} from 'ioredis';
import {createSemaphore} from 'commandkit/semaphore';
import {createRequire} from 'node:module';
import path from 'node:path';
import type * as RedisApi from '@commandkit/redis';

export const needs = ['redis'];

// @commandkit/redis does not load at 1.2.0 (known issue redis-entry-fails-to-load): the class comes from its own
// file inside the package, as the pages' workaround loads it.
const loadCjs = createRequire(import.meta.url);
const {RedisSemaphoreStorage} = loadCjs(
  path.join(path.dirname(loadCjs.resolve('@commandkit/redis')), 'semaphore-storage.js'),
) as typeof RedisApi;

async function takeAll(semaphore: ReturnType<typeof createSemaphore>, key: string): Promise<number> {
  let taken = 0;
  while (taken < 20 && (await semaphore.acquire(key, 50))) taken++;
  return taken;
}

export async function reproduce({redisUrl}: {redisUrl: string}): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const semaphore = createSemaphore({permits: 3, storage: new RedisSemaphoreStorage(redis)});
    assert.equal(await takeAll(semaphore, 'exports'), 10, 'a limit of 3 hands out 10 permits');
  } finally {
    redis.disconnect();
  }
}

export async function workaround({redisUrl}: {redisUrl: string}): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const storage = new RedisSemaphoreStorage(redis);
    await storage.initialize('exports', 3);
    const semaphore = createSemaphore({permits: 3, storage});
    assert.equal(await takeAll(semaphore, 'exports'), 3);
  } finally {
    redis.disconnect();
  }
}
