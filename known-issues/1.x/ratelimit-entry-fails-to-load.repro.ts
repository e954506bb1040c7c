// Reproduces known issue ratelimit-entry-fails-to-load, then runs the page's workaround as written.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';

export async function reproduce(): Promise<void> {
  await assert.rejects(import('commandkit/ratelimit'), {name: 'ReferenceError', message: /RateLimitStorage is not defined/});
  const require = createRequire(import.meta.url);
  assert.throws(() => require('commandkit/ratelimit'), {name: 'ReferenceError'});
}

export async function workaround(): Promise<void> {
  const loadCjs = createRequire(import.meta.url);
  const limiterFile = path.join(path.dirname(loadCjs.resolve('commandkit')), 'utils', 'useful-stuff', 'ratelimiter.js');
  const {createRateLimiter, ratelimit, defaultRateLimiter} = loadCjs(limiterFile);
  assert.equal(typeof ratelimit, 'function');
  assert.equal(typeof defaultRateLimiter.limit, 'function');
  const limiter = createRateLimiter({maxRequests: 1, interval: 60_000});
  assert.equal(await limiter.limit('user:1'), true, 'the first request is allowed');
  assert.equal(await limiter.limit('user:1'), false, 'the second one within the interval is refused');
}
