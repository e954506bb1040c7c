// @ts-nocheck -- runs inside a reader's project (framework packages), not in the site.
// guide/useful-utilities/commandkit-mutex: memory storage, wrapper defaults, contention, release, abort; Redis storage.
import * as api from 'commandkit/mutex';
import {claim, errorOf, redisAdapters, sleep, standing} from './support.js';

export default async function (ctx: {redisUrl?: string}) {
  const m: any = api;
  claim('exports', Object.keys(api).sort());
  claim('defaultMutex.getConfig', m.defaultMutex.getConfig());
  claim('createMutex({}).getConfig+storage', [m.createMutex({}).getConfig(), m.createMutex({}).getStorage().constructor.name]);
  claim('createMutex({timeout:0}).getConfig', m.createMutex({timeout: 0}).getConfig());

  // withMutex: result, release after throw
  claim('withMutex result', await m.withMutex('r', async () => 'value'));
  claim('withMutex sync fn result', await m.withMutex('r', () => 7));
  claim('withMutex throws -> error, lock released', [
    await errorOf(() =>
      m.withMutex('r', async () => {
        throw new Error('inside');
      }),
    ),
    await m.isLocked('r'),
  ]);

  // contention: the second caller waits until release, in order
  const mx = m.createMutex({timeout: 2000});
  const order: string[] = [];
  const first = mx.withLock('k', async () => {
    order.push('a-start');
    await sleep(200);
    order.push('a-end');
  });
  const t0 = Date.now();
  const second = mx.withLock('k', async () => {
    order.push('b-start');
  });
  await Promise.all([first, second]);
  claim('contention order + wait ms', [order, Date.now() - t0 >= 190]);

  // timeout: withLock throws without running fn, acquire resolves false
  const short = m.createMutex({timeout: 150});
  await short.acquire('busy');
  let ran = false;
  const t1 = Date.now();
  claim('withLock on held key', [
    await errorOf(() =>
      short.withLock('busy', () => {
        ran = true;
      }),
    ),
    'ran',
    ran,
    'waited>=150',
    Date.now() - t1 >= 145,
  ]);
  claim('acquire on held key (100ms)', await short.acquire('busy', 100));
  // the per-call timeout overrides the instance default
  const t2 = Date.now();
  await short.acquire('busy', 400);
  claim('per-call timeout 400 overrides instance 150: waited ms >= 390', Date.now() - t2 >= 390);
  // 0 is not "do not wait": the wrapper replaces it with the default
  const t3 = Date.now();
  await short.acquire('busy', 0);
  claim('acquire(key, 0) waited ms (instance 150)', Date.now() - t3);

  // the default 30 s: withMutex on a held key is still pending after 2 s
  await m.acquireLock('held30');
  const pending = m.withMutex('held30', () => 'x');
  claim('withMutex on held key after 2s', await standing(pending, 2000));
  await m.releaseLock('held30');
  claim('...after release', await standing(pending, 200));

  // not re-entrant
  const re = m.createMutex({timeout: 300});
  claim('nested withLock same key', await errorOf(() => re.withLock('n', () => re.withLock('n', () => 'inner'))));
  claim('nested: lock free afterwards', await re.isLocked('n'));

  // release without acquire; anyone can release
  claim('release never-acquired key', await errorOf(() => m.releaseLock('never')));
  await m.acquireLock('shared');
  await m.releaseLock('shared'); // another caller
  claim('after foreign release: isLocked, third caller acquires at once', [await m.isLocked('shared'), await m.acquireLock('shared', 50)]);
  await m.releaseLock('shared');

  // memory locks do not expire
  const keep = m.createMutex({timeout: 100});
  await keep.acquire('keep');
  await sleep(500);
  claim('memory lock held 5x longer than timeout still locked', await keep.isLocked('keep'));

  // abort
  const ac = new AbortController();
  const waiting = keep.withLock('keep', () => 'never', 5000, ac.signal);
  setTimeout(() => ac.abort(), 50);
  claim('abort while waiting', await errorOf(() => waiting));
  claim('AbortSignal.timeout(100) on held key', await errorOf(() => keep.acquire('keep', 5000, AbortSignal.timeout(100))));
  claim('already-aborted signal on FREE key', await errorOf(() => keep.acquire('free', 5000, AbortSignal.abort())));

  // different keys never block each other
  const tA = Date.now();
  await keep.acquire('other', 1000);
  claim('other key acquired ms', Date.now() - tA);

  // setStorage / getStorage
  const {MemoryMutexStorage} = m;
  const st = new MemoryMutexStorage();
  keep.setStorage(st);
  claim('setStorage/getStorage', keep.getStorage() === st);

  if (!ctx.redisUrl) return;
  const {Redis} = await import('ioredis');
  const redis: any = new Redis(ctx.redisUrl);
  await redis.flushall();
  const {RedisMutexStorage} = redisAdapters();
  const storage = new RedisMutexStorage(redis);
  const rm = m.createMutex({timeout: 1500, storage});
  await rm.acquire('w');
  claim('redis key + pttl for 1500 ms', [await redis.keys('*'), await redis.pttl('mutex:w')]);
  const rm2 = m.createMutex({storage});
  await rm2.acquire('d');
  claim('redis default-timeout lock ttl s', await redis.ttl('mutex:d'));
  let sets = 0;
  const set = redis.set.bind(redis);
  redis.set = (...a: any[]) => {
    sets++;
    return set(...a);
  };
  claim('redis acquire held (200ms) + SETs', [await rm.acquire('w', 200), sets]);
  redis.set = set;
  await sleep(2100);
  claim('redis lock after its lifetime', await rm.isLocked('w'));
  // the lock's lifetime is the acquire timeout of THIS call
  await rm.acquire('short', 300);
  claim('redis ttl for acquire(key, 300)', await redis.pttl('mutex:short'));
  // release without acquire / foreign release
  claim('redis release of a missing key', await errorOf(() => rm.release('nope')));
  claim(
    'methods',
    ['getLockInfo', 'extendLock', 'forceRelease'].map((k) => `${k}:${typeof storage[k]}`),
  );
  await rm.acquire('ext', 10_000);
  const infoBefore = await storage.getLockInfo('ext');
  claim('extendLock(key, 3000) on 10 s lock -> returns, pttl', [
    await storage.extendLock('ext', 3000),
    await redis.pttl('mutex:ext'),
    infoBefore.ttl,
  ]);
  claim('extendLock on missing key', await storage.extendLock('missing', 3000));
  claim('withLock via redis result + released', [await rm.withLock('wl', () => 'ok'), await redis.exists('mutex:wl')]);
  // owner not checked: A's lock expires, B takes it, A releases B's lock
  await rm.acquire('own', 1000);
  await sleep(1100);
  const b = await rm.acquire('own', 1000);
  await rm.release('own'); // A's late release
  claim('B acquired, after A late release isLocked', [b, await rm.isLocked('own')]);
  // the page's src/locks.ts: the shared mutex behind withMutex/acquireLock moved to Redis
  m.defaultMutex.setStorage(storage);
  await m.acquireLock('search-index', 100);
  claim('defaultMutex on Redis: acquireLock(key, 100) key + pttl', [
    await redis.exists('mutex:search-index'),
    await redis.pttl('mutex:search-index'),
  ]);
  await m.releaseLock('search-index');
  await redis.quit();
}
