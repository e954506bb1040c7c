// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Behavioural claims of 1.x API texts (api-models/1.x/*.summaries.json / *.members.json), run on the real build.
import {createRequire} from 'node:module';
import path from 'node:path';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const t = async (f: () => unknown) => {
  try {
    return 'ok ' + JSON.stringify(await f());
  } catch (e: any) {
    return 'threw: ' + e.message;
  }
};
export default async function (ctx: {redisUrl: string}) {
  const {createMutex} = (await import('commandkit/mutex')) as any;
  const m0 = createMutex({timeout: 0});
  console.log('Mutex timeout 0 -> config', JSON.stringify(m0.getConfig()));
  const {createAsyncQueue} = (await import('commandkit/async-queue')) as any;
  const q = createAsyncQueue();
  let started = false;
  const p = q.add(async () => {
    started = true;
  });
  console.log('AsyncQueue#add starts synchronously:', started);
  await p;
  let drains = 0;
  const q2 = createAsyncQueue({
    onDrain: () => {
      drains++;
    },
  });
  q2.pause();
  q2.resume();
  console.log('resume on idle queue -> onDrain calls', drains);
  const q3 = createAsyncQueue({
    onDrain: () => {
      drains++;
    },
  });
  drains = 0;
  let rel!: () => void;
  const a = q3.add(() => new Promise<void>((r) => (rel = r)));
  q3.add(async () => 1);
  q3.abort();
  rel();
  await a;
  await sleep(20);
  console.log('abort: onDrain calls after running job ended', drains);
  const {KV} = (await import('commandkit/kv')) as any;
  const kv = new KV(':memory:');
  kv.set('n', 4);
  console.log('math / 0 ->', await t(() => kv.math('n', '/', 0)), '% 0 ->', await t(() => kv.math('n', '%', 0)));
  kv.set('u', {name: 'a'});
  kv.delete('u.name');
  console.log('delete dotted leaves property:', JSON.stringify(kv.get('u')));
  const fileKv = new KV('api-wal.db', {enableWAL: true, namespace: 'a'});
  const ns = fileKv.namespace('b');
  console.log(
    'namespace name',
    ns.getCurrentNamespace(),
    'default ns',
    new KV(':memory:').getCurrentNamespace(),
    'namespaces',
    JSON.stringify(fileKv.namespaces()),
  );
  ns.close();
  console.log('close via namespace -> parent isOpen', fileKv.isOpen());
  kv.setex('x', 1, 100000);
  kv.math('n', '+', 1);
  kv.setex('n', 5, 100000);
  kv.math('n', '+', 1);
  console.log('math drops expiry: ttl', kv.ttl('n'));
  const loadCjs = createRequire(import.meta.url);
  const rl = loadCjs(path.join(path.dirname(loadCjs.resolve('commandkit')), 'utils', 'useful-stuff', 'ratelimiter.js'));
  const pos = new rl.RateLimiter(2, 1000);
  console.log('RateLimiter positional ctor config', JSON.stringify(pos.getConfig()));
  await pos.limit('k');
  await pos.limit('k');
  pos.setStorage(new rl.MemoryRateLimitStorage());
  console.log('after setStorage: limit ->', await pos.limit('k'), 'resetTime>0', (await pos.getResetTime('k')) > 0);
  const {useAnalytics} = (await import('commandkit/analytics')) as any;
  console.log('useAnalytics before any CommandKit ->', await t(() => useAnalytics() && 'engine'));
  const {CommandKit} = (await import('commandkit')) as any;
  const {Client} = await import('discord.js');
  const ck = new CommandKit({client: new Client({intents: []})});
  const engine = useAnalytics();
  const seen: string[] = [];
  const prov = {
    name: 'p',
    async track(_e: any, ev: any) {
      seen.push('t:' + ev.name);
    },
    async identify(_e: any, ev: any) {
      seen.push('i:' + JSON.stringify(ev));
    },
  };
  engine.registerProvider(prov);
  engine.setFilter(async () => false);
  await engine.track({name: 'async-filter'});
  engine.setFilter(() => false);
  await engine.track({name: 'sync-filter'});
  await engine.identify({id: 'u'});
  engine.removeProvider({...prov});
  console.log('removeProvider(other object) keeps provider', engine.getProvider() === prov);
  console.log('filter/identify:', seen.join(','));
  const dist = path.dirname(loadCjs.resolve('@commandkit/redis'));
  const {RedisMutexStorage} = loadCjs(path.join(dist, 'mutex-storage.js'));
  const {RedisSemaphoreStorage} = loadCjs(path.join(dist, 'semaphore-storage.js'));
  const {Redis} = await import('ioredis');
  const redis: any = new Redis(ctx.redisUrl);
  await redis.flushall();
  const ss = new RedisSemaphoreStorage(redis);
  await ss.acquire('fresh', 100);
  console.log(
    'Redis semaphore never initialised: total',
    await ss.getTotalPermits('fresh'),
    'available',
    await ss.getAvailablePermits('fresh'),
    'info',
    JSON.stringify(await ss.getSemaphoreInfo('fresh')),
  );
  await ss.clear('fresh');
  console.log('after clear total', await ss.getTotalPermits('fresh'));
  for (let i = 0; i < 3; i++) await ss.release('fresh');
  const ms = new RedisMutexStorage(redis);
  await ms.acquire('L', 5000);
  console.log('getLockInfo', JSON.stringify(await ms.getLockInfo('L')));
  console.log(
    'extendLock 1500 ->',
    await ms.extendLock('L', 1500),
    'pttl',
    await redis.pttl('mutex:L'),
    'extendLock missing ->',
    await ms.extendLock('nope', 1000),
  );
  await redis.quit();
  // AiPlugin#deactivate
  const {AiPlugin} = (await import('@commandkit/ai')) as any;
  const plugin = new AiPlugin({});
  console.log('AiPlugin name', plugin.name);
  console.log(
    'AiPlugin activate+deactivate ->',
    await t(async () => {
      await plugin.activate({commandkit: ck} as any);
      await plugin.deactivate({commandkit: ck} as any);
      return 'done';
    }),
  );
}
