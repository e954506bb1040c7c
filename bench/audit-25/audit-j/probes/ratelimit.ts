// @ts-nocheck -- runs inside a reader's project (framework packages), not in the site.
// guide/useful-utilities/commandkit-ratelimit: the entry point, the stand-in module, defaults, windows, Redis storage.
import {createRequire} from 'node:module';
import path from 'node:path';
import {claim, errorOf, redisAdapters, sleep} from './support.js';

export default async function (ctx: {redisUrl?: string}) {
  claim('import commandkit/ratelimit', await errorOf(() => import('commandkit/ratelimit')));
  const loadCjs = createRequire(import.meta.url);
  claim('require commandkit/ratelimit', await errorOf(() => loadCjs('commandkit/ratelimit')));
  claim('main entry exports createRateLimiter', typeof (await import('commandkit')).createRateLimiter);
  const file = path.join(path.dirname(loadCjs.resolve('commandkit')), 'utils', 'useful-stuff', 'ratelimiter.js');
  const rl: any = loadCjs(file);
  claim(
    'stand-in names',
    [
      'createRateLimiter',
      'ratelimit',
      'defaultRateLimiter',
      'getRemainingRequests',
      'getResetTime',
      'resetRateLimit',
      'MemoryRateLimitStorage',
    ].map((n) => `${n}:${typeof rl[n]}`),
  );

  claim('defaultRateLimiter.getConfig', rl.defaultRateLimiter.getConfig());
  claim('createRateLimiter({}).getConfig + storage', [
    rl.createRateLimiter({}).getConfig(),
    rl.createRateLimiter({}).getStorage().constructor.name,
  ]);
  const allowed = [];
  for (let i = 0; i < 11; i++) allowed.push(await rl.ratelimit('u'));
  claim('ratelimit() 11 calls', allowed);
  claim('default reset time > 59 s', (await rl.getResetTime('u')) > 59_000);
  claim('getRemainingRequests after 11', await rl.getRemainingRequests('u'));
  await rl.resetRateLimit('u');
  claim('after resetRateLimit: remaining, reset time, next call', [
    await rl.getRemainingRequests('u'),
    await rl.getResetTime('u'),
    await rl.ratelimit('u'),
  ]);

  // a window, getRemaining after the window, getResetTime without a window
  const lim = rl.createRateLimiter({maxRequests: 2, interval: 300});
  claim('getResetTime before any call', await lim.getResetTime('k'));
  claim('3 calls in a window', [await lim.limit('k'), await lim.limit('k'), await lim.limit('k')]);
  claim('remaining / resetTime in window', [await lim.getRemaining('k'), (await lim.getResetTime('k')) > 0]);
  await sleep(350);
  claim('after the window: remaining (no call yet), resetTime', [await lim.getRemaining('k'), await lim.getResetTime('k')]);
  claim('next call starts a new window: allowed, remaining', [await lim.limit('k'), await lim.getRemaining('k')]);
  // a refused call is not counted; a window ends at interval after the FIRST call
  const fw = rl.createRateLimiter({maxRequests: 1, interval: 400});
  await fw.limit('f');
  await sleep(250);
  await fw.limit('f');
  await sleep(200);
  claim('fixed window: 450 ms after first call (refused one at 250) allowed', await fw.limit('f'));

  // not atomic: two calls at the same moment
  const one = rl.createRateLimiter({maxRequests: 1, interval: 60_000});
  claim('maxRequests 1: two concurrent limit() calls', await Promise.all([one.limit('c'), one.limit('c')]));
  await one.limit('c2');
  claim('maxRequests 1, second window busy: two concurrent calls', await Promise.all([one.limit('c2'), one.limit('c2')]));

  // limits cannot be changed after creation
  claim(
    'defaultRateLimiter setters',
    Object.getOwnPropertyNames(Object.getPrototypeOf(rl.defaultRateLimiter)).filter((n) => /^set/.test(n)),
  );

  if (!ctx.redisUrl) return;
  const {Redis} = await import('ioredis');
  const redis: any = new Redis(ctx.redisUrl);
  await redis.flushall();
  const {RedisRateLimitStorage} = redisAdapters();
  const storage = new RedisRateLimitStorage(redis);
  const a = rl.createRateLimiter({maxRequests: 3, interval: 60_000, storage});
  await a.limit('suggest:1');
  await a.limit('suggest:1');
  claim('redis keys / value / ttl', [await redis.keys('*'), await redis.get('suggest:1'), await redis.ttl('suggest:1')]);
  // a second process (another limiter on the same Redis) sees the key for the first time
  const b = rl.createRateLimiter({maxRequests: 3, interval: 60_000, storage});
  claim('process B first call: allowed, shared count after', [await b.limit('suggest:1'), await redis.get('suggest:1')]);
  claim('process A next calls', [await a.limit('suggest:1'), await a.limit('suggest:1'), await a.limit('suggest:1')]);
  claim('process B remaining (shared count)', await b.getRemaining('suggest:1'));
  // setStorage on the default limiter
  rl.defaultRateLimiter.setStorage(storage);
  await rl.ratelimit('commands:9');
  claim('defaultRateLimiter.setStorage(redis): key in redis', await redis.get('commands:9'));
  await redis.quit();
}
