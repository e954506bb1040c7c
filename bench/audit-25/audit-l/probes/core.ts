// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-l: claims of sampled API texts that need no running bot (numbers = rows of audit-l/sample.tsv).
import {DatabaseSync} from 'node:sqlite';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const t = async (f: () => unknown) => {
  try {
    return 'ok ' + JSON.stringify(await f());
  } catch (e: any) {
    return 'threw ' + (e?.code ? `[code ${String(e.code)}] ` : '') + e?.message;
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default async function () {
  // 16 MemoryCache#get; 14/15 provider contract as MemoryCache keeps it
  const {MemoryCache, CachePlugin, setCacheProvider, getCacheProvider} = await import('@commandkit/cache');
  const mc = new MemoryCache();
  const before = Date.now();
  await mc.set('k', 'v', 40);
  const e = await mc.get('k');
  claim('16 ttl absolute', e.ttl >= before + 40 && e.ttl <= Date.now() + 40, 'exists', await mc.exists('k'));
  await sleep(60);
  claim('16 expired: exists before get', await mc.exists('k'));
  claim('16 expired get', await mc.get('k'), 'exists after get', await mc.exists('k'));
  await mc.set('r', 1);
  await mc.set('r', 2);
  claim('15 set replaces', (await mc.get('r')).value, 'no ttl', (await mc.get('r')).ttl);

  // 20 CachePlugin: activation fills an empty slot; deactivation drops the provider
  const p = new CachePlugin({});
  claim('20 before activate', await t(() => getCacheProvider()?.constructor.name));
  await p.activate({});
  claim('20 after activate', getCacheProvider().constructor.name);
  await p.deactivate({});
  claim('20 after deactivate', await t(() => getCacheProvider()?.constructor.name));
  class Mine extends MemoryCache {}
  setCacheProvider(new Mine());
  await p.activate({});
  claim('20 chosen provider kept', getCacheProvider().constructor.name);
  await p.deactivate({});
  claim('20 chosen provider after deactivate', await t(() => getCacheProvider()?.constructor.name));

  // 22/27/28/50 KV
  const {KV} = await import('commandkit/kv');
  const db = new DatabaseSync(':memory:');
  const kv = new KV(db);
  const other = kv.namespace('other');
  other.set('x', 1);
  kv.getDatabase().exec('CREATE TABLE mine (id INTEGER)');
  claim('22 namespaces', kv.namespaces());
  kv.set('user.settings.theme', 'dark');
  claim(
    '27 dotted set',
    kv.get('user'),
    'raw rows',
    kv
      .getDatabase()
      .prepare('SELECT key FROM commandkit_kv')
      .all()
      .map((r) => r.key),
  );
  kv.setex('short', 1, 20);
  kv.set('plain', 1);
  claim('28 keys before expiry', kv.keys().sort());
  await sleep(40);
  claim('28 keys after expiry', kv.keys().sort());
  claim('50 has dotted', kv.has('user.settings.theme'), 'has base', kv.has('user'));

  // 29 RateLimiter keys; 43 resetRateLimit
  // commandkit/ratelimit itself fails to load (known issue ratelimit-entry-fails-to-load): its workaround.
  const {createRequire} = await import('node:module');
  const path = await import('node:path');
  const loadCjs = createRequire(import.meta.url);
  claim('29 entry point', await t(() => Object.keys(loadCjs('commandkit/ratelimit'))));
  const rl = loadCjs(path.join(path.dirname(loadCjs.resolve('commandkit')), 'utils', 'useful-stuff', 'ratelimiter.js'));
  const limiter = new rl.RateLimiter(1, 60_000);
  claim('29 per key', await limiter.limit('a'), await limiter.limit('a'), await limiter.limit('b'));
  claim('43 default first', await rl.ratelimit('u1'), await rl.ratelimit('u1'));
  await rl.resetRateLimit('u1');
  claim('43 after reset', await rl.ratelimit('u1'), 'remaining', await rl.defaultRateLimiter.getRemaining('u1'));

  // 30 MemoryMutexStorage#acquire(signal)
  const {MemoryMutexStorage} = await import('commandkit/mutex');
  const ms = new MemoryMutexStorage();
  const ac = new AbortController();
  ac.abort();
  claim('30 pre-aborted, free key', await t(() => ms.acquire('free', 1000, ac.signal)));
  await ms.acquire('held', 1000);
  const ac2 = new AbortController();
  setTimeout(() => ac2.abort(), 50);
  claim('30 aborted while waiting', await t(() => ms.acquire('held', 2000, ac2.signal)));
  claim('30 timeout without signal', await t(() => ms.acquire('held', 60)));

  // 33 MemorySemaphoreStorage
  const sem = await import('commandkit/semaphore');
  const ss = new sem.MemorySemaphoreStorage();
  claim('33 empty: acquire without initialize', await t(() => ss.acquire('s', 60)), 'total', await ss.getTotalPermits('s'));
  const s = new sem.Semaphore({permits: 2, storage: ss});
  claim('33 Semaphore first use', await t(() => s.acquire('s2')), 'total', await ss.getTotalPermits('s2'));

  // 39 CommandKitOptions: second instance warns; 35 getPath; 57 isCommandWorkerContext; 59 env type; 54 isErrorType
  const ck = await import('commandkit');
  const warnings: string[] = [];
  process.on('warning', (w) => warnings.push(`${w.name}:${w.code}`));
  const first = ck.CommandKit.instance ?? ck.commandkit;
  const second = new ck.CommandKit({});
  await sleep(20);
  claim('39 second instance', warnings, 'instance unchanged', ck.CommandKit.instance === first);
  claim('39 options keys (type)', Object.keys(new Object()));
  claim(
    '35 getPath',
    await t(() => first.getPath('commands')),
    await t(() => first.getPath('events')),
    'appDir',
    await t(() => first.getAppDirectory()),
  );
  const env = new ck.CommandKitEnvironment(first);
  claim('57 fresh env', ck.isCommandWorkerContext(env));
  ck.provideContext(env, () => {});
  claim(
    '57 after provideContext',
    ck.isCommandWorkerContext(env),
    'plain object passed',
    (() => {
      const o = {};
      ck.provideContext(o, () => {});
      return ck.isCommandWorkerContext(o);
    })(),
  );
  claim(
    '57 other values',
    await t(() => ck.isCommandWorkerContext(null)),
    await t(() => ck.isCommandWorkerContext(5)),
    await t(() => ck.isCommandWorkerContext('x')),
  );
  claim('59 enum', ck.CommandKitEnvironmentType, 'getType fresh', await t(() => env.getType()));
  const {CommandKitErrorCodes} = ck;
  let stopErr;
  try {
    ck.stopMiddlewares();
  } catch (x) {
    stopErr = x;
  }
  claim(
    '54 codes',
    Object.keys(CommandKitErrorCodes ?? {}),
    'single',
    ck.isErrorType(stopErr, CommandKitErrorCodes.StopMiddlewares),
    'array',
    ck.isErrorType(stopErr, [CommandKitErrorCodes.ForwardedCommand, CommandKitErrorCodes.StopMiddlewares]),
    'plain',
    ck.isErrorType(new Error('x'), CommandKitErrorCodes.StopMiddlewares),
    'fake code',
    ck.isErrorType(Object.assign(new Error('x'), {code: CommandKitErrorCodes.StopMiddlewares}), CommandKitErrorCodes.StopMiddlewares),
  );

  // 46 COMMANDKIT_IS_DEV read once
  claim('46 initial', ck.COMMANDKIT_IS_DEV, 'env', process.env.COMMANDKIT_IS_DEV);
  process.env.COMMANDKIT_IS_DEV = 'true';
  const again = await import('commandkit');
  claim('46 after env change', again.COMMANDKIT_IS_DEV);

  // 51 UserSelectMenuKit(data)
  const u1 = new ck.UserSelectMenuKit({customId: 'u1', placeholder: 'p', minValues: 1, maxValues: 2, disabled: true});
  const u2 = new ck.UserSelectMenuKit({custom_id: 'u2', min_values: 1});
  claim('51 data forms', u1.toJSON(), u2.toJSON());

  // 52 CompilerPluginRuntime#toJSON
  const pl = await import('commandkit/plugin');
  const Rt = pl.CompilerPluginRuntime ?? ck.CompilerPluginRuntime;
  const rt = new Rt([], false);
  const j = rt.toJSON();
  claim('52 toJSON', Object.keys(j), typeof j.transform, j.name);

  // 40 NoopLogger#log
  claim('40 NoopLogger log', await t(() => new ck.NoopLogger().log`a ${1} b`));

  // 25 CommandSource helpers
  claim('25 helpers', typeof ck.isMessageSource, typeof ck.isInteractionSource);
}
