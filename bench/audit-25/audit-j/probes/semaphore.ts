// @ts-nocheck -- runs inside a reader's project (framework packages), not in the site.
// guide/useful-utilities/commandkit-semaphore: memory storage, wrapper defaults, contention, release, abort; Redis storage.
import * as api from 'commandkit/semaphore';
import {claim, errorOf, redisAdapters, sleep, standing} from './support.js';

export default async function (ctx: {redisUrl?: string}) {
  const s: any = api;
  claim('exports', Object.keys(api).sort());
  claim('defaultSemaphore.getConfig', s.defaultSemaphore.getConfig());
  claim('createSemaphore({}).getConfig', s.createSemaphore({}).getConfig());
  claim('createSemaphore({permits:0}).getConfig', s.createSemaphore({permits: 0}).getConfig());

  // three at once, the fourth waits
  const sem = s.createSemaphore({permits: 3, timeout: 2000});
  claim('before first use: total, available, acquired', [
    await sem.getTotalPermits('k'),
    await sem.getAvailablePermits('k'),
    await sem.getAcquiredPermits('k'),
  ]);
  let running = 0;
  let peak = 0;
  const job = () =>
    sem.withPermit('k', async () => {
      running++;
      peak = Math.max(peak, running);
      await sleep(100);
      running--;
    });
  await Promise.all([job(), job(), job(), job(), job(), job(), job()]);
  claim('7 jobs, permits 3: peak in flight', peak);
  claim('after: total, available', [await sem.getTotalPermits('k'), await sem.getAvailablePermits('k')]);

  // timeout: withPermit throws, fn not run; acquire false
  const one = s.createSemaphore({permits: 1, timeout: 150});
  await one.acquire('x');
  let ran = false;
  claim('withPermit with no permit', [
    await errorOf(() =>
      one.withPermit('x', () => {
        ran = true;
      }),
    ),
    'ran',
    ran,
  ]);
  claim('acquire with no permit (100ms)', await one.acquire('x', 100));
  claim('in use: acquired, available', [await one.getAcquiredPermits('x'), await one.getAvailablePermits('x')]);
  // release: never above total, and release without acquire
  await one.release('x');
  await one.release('x');
  await one.release('x');
  claim('released 3 times after 1 acquire: available/total', [await one.getAvailablePermits('x'), await one.getTotalPermits('x')]);
  claim('release on a key never used', [await errorOf(() => one.release('never')), await one.getTotalPermits('never')]);
  // release without acquire while another holds the permit: a second holder gets in
  await one.acquire('y');
  await one.release('y'); // someone who never acquired
  claim('after foreign release a second caller gets in', await one.acquire('y', 50));

  // withPermit returns the result and gives the permit back after a throw
  claim('withPermit result', await sem.withPermit('r', async () => 'done'));
  claim('withPermit throw -> error, permit back', [
    await errorOf(() =>
      sem.withPermit('r', () => {
        throw new Error('boom');
      }),
    ),
    await sem.getAvailablePermits('r'),
  ]);

  // default semaphore: one permit, behaves like a mutex
  await s.acquirePermit('d');
  claim('default semaphore second acquire after 1 s', await standing(s.acquirePermit('d'), 1000));
  claim('getAvailablePermits/getAcquiredPermits shortcuts', [await s.getAvailablePermits('d'), await s.getAcquiredPermits('d')]);
  await s.releasePermit('d');

  // abort
  claim(
    'abort while waiting',
    await errorOf(() =>
      one.acquire('x2-held', 5000, AbortSignal.timeout(100)).then(async (v) => {
        if (v) return one.acquire('x2-held', 5000, AbortSignal.timeout(100));
        return v;
      }),
    ),
  );
  claim('already-aborted signal', await errorOf(() => sem.acquire('fresh', 1000, AbortSignal.abort())));

  if (!ctx.redisUrl) return;
  const {Redis} = await import('ioredis');
  const redis: any = new Redis(ctx.redisUrl);
  await redis.flushall();
  const {RedisSemaphoreStorage} = redisAdapters();
  const storage = new RedisSemaphoreStorage(redis);
  const rs = s.createSemaphore({permits: 3, timeout: 200, storage});
  claim('redis before first use: total', await rs.getTotalPermits('g'));
  await rs.acquire('g');
  claim('redis first acquire without initialize: keys, total, available, ttl', [
    (await redis.keys('*')).sort(),
    await rs.getTotalPermits('g'),
    await rs.getAvailablePermits('g'),
    await redis.ttl('semaphore:g:total'),
  ]);
  await storage.initialize('api', 3);
  const a1 = await rs.acquire('api');
  claim('initialize(3) then acquire: available', [a1, await rs.getAvailablePermits('api')]);
  await storage.initialize('api', 3);
  claim('initialize again while one is taken: available', await rs.getAvailablePermits('api'));
  let inFlight = 0;
  let rpeak = 0;
  const rjob = () =>
    rs.withPermit(
      'api',
      async () => {
        inFlight++;
        rpeak = Math.max(rpeak, inFlight);
        await sleep(50);
        inFlight--;
      },
      3000,
    );
  await storage.initialize('api', 3);
  await Promise.all([rjob(), rjob(), rjob(), rjob(), rjob(), rjob()]);
  claim('redis 6 jobs after initialize(3): peak', rpeak);
  // a holder that never releases (a crashed process): the permit stays taken
  await storage.initialize('crash', 1);
  await rs.acquire('crash');
  claim('redis permit never returned: acquire after 300 ms wait', await rs.acquire('crash', 300));
  claim('getSemaphoreInfo', await storage.getSemaphoreInfo('crash'));
  await storage.reset('crash');
  claim('after reset(key): available', await rs.getAvailablePermits('crash'));
  claim(
    'redis release beyond total',
    await (async () => {
      await rs.release('crash');
      await rs.release('crash');
      return [await rs.getAvailablePermits('crash'), await rs.getTotalPermits('crash')];
    })(),
  );
  claim(
    'redis helpers',
    ['getSemaphoreInfo', 'reset', 'increasePermits', 'decreasePermits', 'clear', 'initialize'].map((k) => `${k}:${typeof storage[k]}`),
  );
  claim(
    'redis withPermit timeout message',
    await errorOf(() =>
      rs.withPermit('crash', async () => {
        await rs.acquire('crash');
        return rs.withPermit('crash', () => 1, 100);
      }),
    ),
  );
  await redis.quit();
}
