// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/useful-utilities/commandkit-ratelimit, run on the real build (memory and Redis storage).
import {createRequire} from 'node:module';
import path from 'node:path';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export default async function (ctx: {redisUrl?: string}) {
  console.log(
    'entry import ->',
    await import('commandkit/ratelimit').then(
      (m) => 'ok ' + Object.keys(m).length,
      (e) => 'threw: ' + e.message,
    ),
  );
  const loadCjs = createRequire(import.meta.url);
  const file = path.join(path.dirname(loadCjs.resolve('commandkit')), 'utils', 'useful-stuff', 'ratelimiter.js');
  const r = loadCjs(file);
  for (const n of [
    'createRateLimiter',
    'ratelimit',
    'defaultRateLimiter',
    'getRemainingRequests',
    'getResetTime',
    'resetRateLimit',
    'MemoryRateLimitStorage',
  ])
    if (!(n in r)) console.log('MISSING', n);
  console.log('defaultRateLimiter config', JSON.stringify(r.defaultRateLimiter.getConfig()));
  const d = r.createRateLimiter({});
  console.log('createRateLimiter({}) config', JSON.stringify(d.getConfig()), d.getStorage().constructor.name);
  const l = r.createRateLimiter({maxRequests: 3, interval: 300});
  console.log('resetTime before any call', await l.getResetTime('k'), 'remaining before', await l.getRemaining('k'));
  const seq = [];
  for (let i = 0; i < 5; i++) seq.push(await l.limit('k'));
  console.log(
    '5 calls at max 3 ->',
    seq.join(','),
    'remaining',
    await l.getRemaining('k'),
    'resetTime in (0,300]',
    (await l.getResetTime('k')) > 0,
  );
  await sleep(320);
  console.log('after window: resetTime', await l.getResetTime('k'), 'remaining (before next limit)', await l.getRemaining('k'));
  console.log('next limit after window ->', await l.limit('k'), 'remaining', await l.getRemaining('k'));
  await l.reset('k');
  console.log('after reset: remaining', await l.getRemaining('k'), 'resetTime', await l.getResetTime('k'));
  // default shortcuts
  const dflt = [];
  for (let i = 0; i < 11; i++) dflt.push(await r.ratelimit('u'));
  console.log(
    'ratelimit() 11 calls ->',
    dflt.filter(Boolean).length,
    'allowed; remaining',
    await r.getRemainingRequests('u'),
    'resetTime>59000',
    (await r.getResetTime('u')) > 59000,
  );
  // concurrency (non-atomic)
  const c = r.createRateLimiter({maxRequests: 1, interval: 10000});
  const both = await Promise.all([c.limit('x'), c.limit('x')]);
  console.log('two simultaneous calls at max 1 ->', both.join(','));
  if (ctx.redisUrl) {
    console.log(
      '@commandkit/redis import ->',
      await import('@commandkit/redis').then(
        () => 'ok',
        (e) => 'threw: ' + e.message.split('\n')[0],
      ),
    );
    const dist = path.dirname(loadCjs.resolve('@commandkit/redis'));
    const {RedisRateLimitStorage} = loadCjs(path.join(dist, 'ratelimit-storage.js'));
    const {Redis} = await import('ioredis');
    const redis: any = new Redis(ctx.redisUrl);
    const storage = new RedisRateLimitStorage(redis);
    const a = r.createRateLimiter({maxRequests: 2, interval: 10000, storage});
    await a.limit('suggest:1');
    const keys = await redis.keys('*');
    console.log('redis keys after limit', JSON.stringify(keys), 'ttl', await redis.pttl('suggest:1'));
    // second process: its first call for a key resets the shared count
    await a.limit('suggest:1');
    console.log('process A after 2: limit ->', await a.limit('suggest:1'));
    const b = r.createRateLimiter({maxRequests: 2, interval: 10000, storage: new RedisRateLimitStorage(redis)});
    console.log('process B first call ->', await b.limit('suggest:1'), 'then A ->', await a.limit('suggest:1'));
    await redis.quit();
  }
}
