// @ts-nocheck -- runs inside a reader's project (framework packages), not in the site.
// Shared by audit-j's probes (drive.ts transpiles it next to them as ./support.js).
import {createRequire} from 'node:module';
import path from 'node:path';

/** One line per checked claim: `CLAIM <id> <observed>`; the audit record quotes these lines. */
export function claim(id: string, observed: unknown): void {
  console.log(`CLAIM ${id} ${typeof observed === 'string' ? observed : JSON.stringify(observed)}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How a promise stands after `ms`: its value, its error message, or still pending. */
export async function standing(promise: Promise<unknown>, ms: number): Promise<string> {
  const state = promise.then(
    (v) => `resolved:${JSON.stringify(v)}`,
    (e) => `rejected:${e?.message ?? e}`,
  );
  return Promise.race([state, sleep(ms).then(() => 'pending')]);
}

/** The error message a call throws (sync or async), or `no error` with the result. */
export async function errorOf(fn: () => unknown): Promise<string> {
  try {
    const v = await fn();
    return `no error (${JSON.stringify(v)})`;
  } catch (e) {
    return `${e?.constructor?.name}: ${e?.message ?? e}`;
  }
}

/** The three Redis storages, loaded from their own files of @commandkit/redis (its entry point fails at 1.2.0). */
export function redisAdapters(): {RedisRateLimitStorage: any; RedisMutexStorage: any; RedisSemaphoreStorage: any} {
  const loadCjs = createRequire(import.meta.url);
  const dist = path.dirname(loadCjs.resolve('@commandkit/redis'));
  return {
    ...loadCjs(path.join(dist, 'ratelimit-storage.js')),
    ...loadCjs(path.join(dist, 'mutex-storage.js')),
    ...loadCjs(path.join(dist, 'semaphore-storage.js')),
  };
}
