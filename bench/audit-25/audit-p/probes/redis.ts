// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-p: Redis-backed claims (cache, redis storages, queue driver; numbers = rows of audit-p/sample.tsv).
import {createRequire} from 'node:module';
import path from 'node:path';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const t = async (f: () => unknown) => {
  try {
    return 'ok ' + JSON.stringify(await f());
  } catch (e: any) {
    return 'threw ' + (e?.constructor?.name ?? '') + ': ' + String(e?.message).split('\n')[0];
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default async function (ctx: any) {
  const {Redis} = await import('ioredis');
  const url = new URL(ctx.redisUrl);
  const client = new Redis({host: url.hostname, port: Number(url.port)});
  await client.flushall();

  // 86 @commandkit/redis entry
  claim('86 import @commandkit/redis', await t(async () => Object.keys(await import('@commandkit/redis')).sort()));
  // 18/19/84 RedisCache from @commandkit/cache/redis
  const {RedisCache} = await import('@commandkit/cache/redis');
  const rc = new RedisCache(client);
  await rc.set('plain-key', {a: 1});
  claim('84 stored under the exact key', await client.keys('*'), await client.get('plain-key'));
  claim(
    '19 value that does not survive JSON',
    await t(() => rc.set('bad', {n: 10n})),
    await t(() => rc.set('fn', {f: () => 1, d: new Date(0)})),
    await t(async () => (await rc.get('fn'))?.value),
  );
  await rc.delete('plain-key');
  claim('18 delete', await client.exists('plain-key'));
  // 86: two processes compute different keys for the same cached function (a random id per function)
  const cache = await import('@commandkit/cache');
  cache.setCacheProvider(rc);
  const f1 = cache.$ckitiucw(async (x) => x + 1);
  const f2 = cache.$ckitiucw(async (x) => x + 1);
  await f1(1);
  await f2(1);
  claim('86 keys for two wrappers of the same function', (await client.keys('*')).filter((k) => !['fn', 'bad'].includes(k)).length);
  await client.set('other-db-key', 'x');
  await client.select(1);
  await client.set('db1-key', 'y');
  await client.select(0);
  await rc.clear();
  const c1 = new Redis({host: url.hostname, port: Number(url.port), db: 1});
  claim('86 clear()', await client.dbsize(), 'db1', await c1.dbsize());
  c1.disconnect();

  const loadCjs = createRequire(import.meta.url);
  const dist = path.dirname(loadCjs.resolve('@commandkit/redis'));
  const {RedisMutexStorage} = loadCjs(path.join(dist, 'mutex-storage.js'));
  const {RedisSemaphoreStorage} = loadCjs(path.join(dist, 'semaphore-storage.js'));
  const {RedisRateLimitStorage} = loadCjs(path.join(dist, 'ratelimit-storage.js'));

  // 81 acquire(timeout), 83 forceRelease
  const ms = new RedisMutexStorage(client);
  claim('81 timeout 0', await ms.acquire('z', 0), await client.exists('mutex:z'));
  claim('81 default', await ms.acquire('d'), 'ttl s', await client.ttl('mutex:d'));
  claim('81 1500ms', await ms.acquire('e', 1500), 'ttl s', await client.ttl('mutex:e'));
  const start = Date.now();
  claim('81 held: tries until timeout', await ms.acquire('e', 400), 'waited ~', Math.round((Date.now() - start) / 100) * 100);
  await ms.forceRelease('e');
  claim('83 forceRelease', await client.exists('mutex:e'), await t(() => ms.forceRelease('never-held')));

  // 85 decreasePermits, 87 getSemaphoreInfo
  const ss = new RedisSemaphoreStorage(client);
  claim('87 unknown', await ss.getSemaphoreInfo('none'));
  await ss.initialize('s', 3);
  await ss.acquire('s', 100);
  claim('87 after one acquire', await ss.getSemaphoreInfo('s'));
  await ss.decreasePermits('s', 1);
  claim('85 decrease 1', await ss.getSemaphoreInfo('s'));
  await ss.decreasePermits('s', 10);
  claim('85 decrease 10', await ss.getSemaphoreInfo('s'));

  // 82 RedisRateLimitStorage
  const rs = new RedisRateLimitStorage(client);
  const rl = loadCjs(path.join(path.dirname(loadCjs.resolve('commandkit')), 'utils', 'useful-stuff', 'ratelimiter.js'));
  const a = new rl.RateLimiter(2, 60_000, rs);
  const b = new rl.RateLimiter(2, 60_000, rs);
  claim(
    '82 shared counts',
    await a.limit('u'),
    await b.limit('u'),
    await a.limit('u'),
    'stored',
    await client.get('u'),
    'ttl',
    await client.ttl('u'),
  );
  await client.set('junk', 'abc');
  claim('82 missing / non-numeric', await rs.get('missing'), await rs.get('junk'));

  // 78 RedisPubSubDriver: nothing subscribed until receive
  const {PubSubRedisBroker} = await import('@discordjs/brokers');
  const {RedisPubSubDriver} = await import('@commandkit/queue/discordjs');
  const q = await import('@commandkit/queue');
  const brokerRedis = new Redis({host: url.hostname, port: Number(url.port)});
  const broker = new PubSubRedisBroker(brokerRedis, {group: 'g1'});
  const driver = new RedisPubSubDriver(broker);
  await sleep(100);
  claim('78 groups before receive', await t(() => client.xinfo('GROUPS', 'topic-a')));
  q.setDriver(driver);
  const got: any[] = [];
  await q.receive('topic-a', async (m) => got.push(m));
  await sleep(100);
  claim('78 groups after receive', await t(async () => (await client.xinfo('GROUPS', 'topic-a')).length));
  await q.send('topic-a', {x: 1});
  for (let i = 0; i < 40 && !got.length; i++) await sleep(50);
  claim('79/80 handler got', got);
  await t(() => driver.close());
  brokerRedis.disconnect();
  client.disconnect();
}
