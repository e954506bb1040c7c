// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-l: Redis-backed claims of sampled API texts (cache, redis storages, queue; numbers = rows of sample.tsv).
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
  const client = new Redis({host: url.hostname, port: Number(url.port), lazyConnect: false});
  await client.flushall();

  // 17 RedisCache default client; 19/82 ttl
  const {RedisCache} = await import('@commandkit/cache/redis');
  const def = new RedisCache();
  claim('17 default client', {host: def.redis.options.host, port: def.redis.options.port, db: def.redis.options.db});
  def.redis.disconnect();
  const rc = new RedisCache(client);
  claim('17 reuses the given client', rc.redis === client);
  await rc.set('with-ttl', 1, 5000);
  await rc.set('no-ttl', 1);
  claim('19/82 pttl with / without', await client.pttl('with-ttl'), await client.pttl('no-ttl'));

  // 18 CacheEntry#value: the wrapper the "use cache" directive compiles to stores the resolved result
  const cache = await import('@commandkit/cache');
  const stored: any[] = [];
  class Rec extends cache.MemoryCache {
    async set(k, v, ttl) {
      stored.push(v);
      return super.set(k, v, ttl);
    }
  }
  cache.setCacheProvider(new Rec());
  const wrapped = cache.$ckitiucw(async (x) => ({doubled: x * 2}));
  claim('18 cached fn', await t(() => wrapped(21)), 'stored', stored);

  // 84 RedisRateLimitStorage#get (loaded from its own file: known issue redis-entry-fails-to-load)
  const loadCjs = createRequire(import.meta.url);
  const dist = path.dirname(loadCjs.resolve('@commandkit/redis'));
  const {RedisRateLimitStorage} = loadCjs(path.join(dist, 'ratelimit-storage.js'));
  const rl = new RedisRateLimitStorage(client);
  await client.set('not-number', 'abc');
  await rl.set('n', 3);
  claim('84 get', await rl.get('n'), typeof (await rl.get('n')), await rl.get('missing'), await rl.get('not-number'));

  // 75/78/79/80 RedisPubSubDriver over @discordjs/brokers
  const {PubSubRedisBroker} = await import('@discordjs/brokers');
  const {RedisPubSubDriver} = await import('@commandkit/queue/discordjs');
  const q = await import('@commandkit/queue');
  const broker = new PubSubRedisBroker(new Redis({host: url.hostname, port: Number(url.port)}), {group: 'g1'});
  const driver = new RedisPubSubDriver(broker);
  claim('78 broker kept', driver.broker === broker);
  q.setDriver(driver);
  const got: any[] = [];
  const origAck = [];
  await q.receive('audit', async (data) => {
    got.push(data);
  });
  const payload = {a: 1, nested: {b: [1, 2]}};
  await q.send('audit', payload);
  for (let i = 0; i < 40 && !got.length; i++) await sleep(50);
  claim('79/80 handler got', got, 'pending', await t(async () => (await client.xpending('audit', 'g1'))[0]));
  claim('queue exports', Object.keys(q).sort(), Object.keys(await import('@commandkit/queue/discordjs')).sort());
  await t(() => driver.close());
  client.disconnect();
}
