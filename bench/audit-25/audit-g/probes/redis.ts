// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-g: sampled @commandkit/redis texts (rows 100-105), on Debian's redis-server (drive.ts --redis). The package's
// entry fails to load at this commit (known issue redis-entry-fails-to-load), so the storages' own files are loaded.
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));

export default async function (ctx: any) {
  const req = createRequire(join(ctx.projectDir, 'package.json'));
  const dist = join(ctx.projectDir, 'node_modules/@commandkit/redis/dist');
  const Redis = req('ioredis').default ?? req('ioredis');
  const redis = new Redis(ctx.redisUrl);
  const {RedisMutexStorage} = req(join(dist, 'mutex-storage.js'));
  const {RedisSemaphoreStorage} = req(join(dist, 'semaphore-storage.js'));
  const {RedisRateLimitStorage} = req(join(dist, 'ratelimit-storage.js'));
  const m = new RedisMutexStorage(redis);
  const before = await m.isLocked('k');
  await m.acquire('k', 1500);
  const during = await m.isLocked('k');
  await m.extendLock('k', 2500);
  const pttl = await redis.pttl('mutex:k');
  await redis.del('mutex:k');
  claim('101 isLocked', before, during, 'after key deleted', await m.isLocked('k'));
  claim('100 extendLock(2500) pttl', pttl);
  const s = new RedisSemaphoreStorage(redis);
  await s.initialize('s', 3);
  await s.acquire('s', 1000);
  await s.acquire('s', 1000);
  const avBefore = await s.getAvailablePermits('s');
  await s.reset('s');
  const avReset = await s.getAvailablePermits('s');
  await s.reset('s', 5);
  claim(
    '102 reset',
    'before',
    avBefore,
    'reset()',
    avReset,
    'reset(5) total/available',
    await s.getTotalPermits('s'),
    await s.getAvailablePermits('s'),
  );
  await s.reset('never');
  claim('102 reset() on a missing semaphore creates keys', await redis.exists('semaphore:never:total', 'semaphore:never:available'));
  claim('104 getTotalPermits(missing)', await s.getTotalPermits('nothing-here'));
  const r = new RedisRateLimitStorage(redis);
  await r.set('rl', 3);
  await r.delete('rl');
  claim('105 delete', await redis.exists('rl'), 'get after delete', await r.get('rl'));
  await redis.quit();
  process.exit(0);
}
