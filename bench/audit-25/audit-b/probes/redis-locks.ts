// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Redis-side claims of the mutex and semaphore pages (storages loaded from their own files, see redis-entry-fails-to-load).
import {createRequire} from 'node:module';
import path from 'node:path';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export default async function (ctx: {redisUrl: string}) {
  const loadCjs = createRequire(import.meta.url);
  const dist = path.dirname(loadCjs.resolve('@commandkit/redis'));
  const {RedisMutexStorage} = loadCjs(path.join(dist, 'mutex-storage.js'));
  const {RedisSemaphoreStorage} = loadCjs(path.join(dist, 'semaphore-storage.js'));
  const {Redis} = await import('ioredis');
  const redis: any = new Redis(ctx.redisUrl);
  await redis.flushall();
  const {createMutex} = (await import('commandkit/mutex')) as any;
  const ms = new RedisMutexStorage(redis);
  const mx = createMutex({timeout: 1500, storage: ms});
  let sets = 0;
  const origSet = redis.set.bind(redis);
  redis.set = (...a: any[]) => {
    sets++;
    return origSet(...a);
  };
  await mx.acquire('w');
  console.log('mutex keys', JSON.stringify(await redis.keys('*')), 'pttl', await redis.pttl('mutex:w'));
  sets = 0;
  const t0 = Date.now();
  console.log('second acquire (timeout 200) ->', await mx.acquire('w', 200), 'SETs while waiting', sets, 'ms', Date.now() - t0);
  console.log('methods', ['getLockInfo', 'extendLock', 'forceRelease'].map((m) => m + ':' + typeof ms[m]).join(' '));
  await sleep(1700);
  console.log('after lock lifetime: isLocked', await mx.isLocked('w'));
  const {createSemaphore} = (await import('commandkit/semaphore')) as any;
  const ss = new RedisSemaphoreStorage(redis);
  const sem = createSemaphore({permits: 3, timeout: 200, storage: ss});
  console.log(
    'semaphore acquire w/o initialize ->',
    await sem.acquire('g'),
    'keys',
    JSON.stringify((await redis.keys('semaphore:*')).sort()),
  );
  await ss.initialize('github-api', 3);
  console.log(
    'after initialize keys',
    JSON.stringify((await redis.keys('semaphore:*')).sort()),
    'ttl total',
    await redis.ttl('semaphore:github-api:total'),
  );
  await sem.acquire('github-api');
  await ss.initialize('github-api', 3);
  console.log('initialize resets taken permits: available', await sem.getAvailablePermits('github-api'));
  console.log(
    'helpers',
    ['getSemaphoreInfo', 'reset', 'increasePermits', 'decreasePermits', 'clear'].map((m) => m + ':' + typeof ss[m]).join(' '),
  );
  await redis.quit();
}
