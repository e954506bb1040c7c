// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// guide/official-plugins/commandkit-redis against a local redis-server (drive.ts --redis).
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {startOfflineBot} from '#support';
import {claim, errorOf, sleep} from './support.js';

export default async function (ctx: {redisUrl: string; cwd: string; projectDir: string}) {
  const loadCjs = createRequire(import.meta.url);
  claim('import @commandkit/redis', await errorOf(() => import('@commandkit/redis')));
  claim('require @commandkit/redis', await errorOf(() => loadCjs('@commandkit/redis')));
  claim('import @commandkit/cache', await errorOf(async () => Object.keys(await import('@commandkit/cache')).includes('setCacheProvider')));
  const cacheRedis: any = await import('@commandkit/cache/redis');
  claim('@commandkit/cache/redis exports', Object.keys(cacheRedis));
  const cacheDir = path.join(ctx.projectDir, 'node_modules', '@commandkit');
  const cachePkg = JSON.parse(readFileSync(path.join(cacheDir, 'cache', 'package.json'), 'utf8'));
  claim('@commandkit/cache ioredis in dependencies / devDependencies / peer', [
    cachePkg.dependencies?.ioredis,
    cachePkg.devDependencies?.ioredis,
    cachePkg.peerDependencies?.ioredis,
  ]);
  const dts = readFileSync(path.join(cacheDir, 'cache', 'dist', 'providers', 'redis.d.ts'), 'utf8');
  claim('cache/redis d.ts exports the function types', [
    /export (type|declare type) SerializeFunction/.test(dts) || /SerializeFunction/.test(dts),
    /DeserializeFunction/.test(dts),
  ]);
  const dist = path.dirname(loadCjs.resolve('@commandkit/redis'));
  claim(
    '@commandkit/redis dist files',
    readdirSync(dist).filter((f) => f.endsWith('.js')),
  );
  const before = Object.keys(loadCjs.cache).filter((f) => f.includes('@commandkit/cache')).length;
  const adapters = ['ratelimit-storage.js', 'mutex-storage.js', 'semaphore-storage.js'].map((f) =>
    Object.keys(loadCjs(path.join(dist, f))),
  );
  claim('adapter files load; @commandkit/cache loaded by them', [
    adapters,
    Object.keys(loadCjs.cache).filter((f) => f.includes('@commandkit/cache')).length - before,
  ]);
  claim('deprecated copy: cache-storage.js loads alone', await errorOf(() => Object.keys(loadCjs(path.join(dist, 'cache-storage.js')))));

  const {Redis} = await import('ioredis');
  const redis: any = new Redis(ctx.redisUrl);
  await redis.flushall();
  const {RedisCache} = cacheRedis;
  const a = new RedisCache(redis);
  claim('RedisCache(client).redis is the client', a.redis === redis);
  const port = Number(new URL(ctx.redisUrl).port);
  const b = new RedisCache({host: '127.0.0.1', port, lazyConnect: true});
  claim('RedisCache(options) creates a client', [b.redis instanceof Redis, b.redis.options.port === port]);
  const c = new RedisCache({lazyConnect: true});
  const o = c.redis.options;
  claim('RedisCache() / ioredis defaults: host, port, db, keyPrefix, username, password, tls', [
    o.host,
    o.port,
    o.db,
    o.keyPrefix,
    o.username,
    o.password,
    o.tls,
  ]);
  b.redis.disconnect();
  c.redis.disconnect();
  claim('serialize/deserialize defaults', [a.serialize === JSON.stringify, a.deserialize === JSON.parse]);
  await a.set('life', {v: 1}, 5000);
  await a.set('forever', {v: 2});
  claim('set with lifetime: pttl, stored; without: pttl', [
    await redis.pttl('life'),
    JSON.parse(await redis.get('life')).ttl > Date.now(),
    await redis.pttl('forever'),
  ]);
  // a stored expiry in the past is honoured on read even if Redis still has the key
  await redis.set('stale', JSON.stringify({value: 1, ttl: Date.now() - 1000}));
  claim('read checks the stored expiry', [await a.get('stale'), await redis.exists('stale')]);
  const asyncDe = new RedisCache(redis);
  asyncDe.deserialize = async (s: string) => JSON.parse(s);
  const got = await asyncDe.get('forever');
  claim('async deserialize: get gives', [got instanceof Promise, got?.value]);
  // keyPrefix
  const prefixed = new Redis(ctx.redisUrl, {keyPrefix: 'mybot:'});
  await new RedisCache(prefixed).set('pk', 1, 1000);
  claim('keyPrefix', await redis.keys('mybot:*'));
  prefixed.disconnect();

  // the bot: provider set from a module app.ts imports, cache() in the config; a cached function
  await redis.flushall();
  const files = {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nimport { cache } from '@commandkit/cache';\nexport default defineConfig({ plugins: [cache()] });\n",
    'src/app.ts': "import './redis';\nimport { Client } from 'discord.js';\nexport default new Client({ intents: ['Guilds'] });\n",
    'src/redis.ts': `import { setCacheProvider } from '@commandkit/cache';\nimport { RedisCache } from '@commandkit/cache/redis';\nimport { Redis } from 'ioredis';\nsetCacheProvider(new RedisCache(new Redis({ host: '127.0.0.1', port: ${port}, keyPrefix: 'mybot:' })));\n`,
    'src/lib/data.ts':
      "import { cacheLife, cacheTag } from '@commandkit/cache';\nlet runs = 0;\nexport async function withLife(id: string) { 'use cache'; cacheTag('t:' + id); cacheLife('1m'); runs++; return { id, runs }; }\nexport async function noLife(id: string) { 'use cache'; runs++; return { id, runs }; }\n",
    'src/app/commands/c.ts':
      "import { getCacheProvider } from '@commandkit/cache';\nimport { withLife, noLife } from '../../lib/data';\nexport const command = { name: 'c', description: 'c' };\nexport async function chatInput(ctx) { const x = await withLife('1'); const y = await withLife('1'); await noLife('1'); console.log('PROVIDER', getCacheProvider().constructor.name, 'second-call-cached', x.runs === y.runs); await ctx.interaction.reply('ok'); }\n",
  };
  const {bot, logs} = await startOfflineBot(ctx, files);
  await bot.chatInput('c');
  await sleep(200);
  claim(
    'bot: provider, second call cached',
    logs.filter((l: string) => l.includes('PROVIDER')),
  );
  const keys = await redis.keys('*');
  claim(
    'bot: keys in redis (prefix), pttl each',
    await Promise.all(keys.map(async (k: string) => `${k.split(':')[0]}: pttl ${await redis.pttl(k)}`)),
  );
  // another process loading the same built module writes its own key, and its revalidateTag leaves ours
  const script = `import { setCacheProvider, revalidateTag } from '@commandkit/cache';
import { RedisCache } from '@commandkit/cache/redis';
import { Redis } from 'ioredis';
const r = new Redis({ host: '127.0.0.1', port: ${port}, keyPrefix: 'mybot:' });
setCacheProvider(new RedisCache(r));
const m = await import(${JSON.stringify(path.join(ctx.cwd, 'dist', 'lib', 'data.js'))});
await m.withLife('1');
console.log('KEYS', (await r.keys('*')).length);
await revalidateTag('t:1');
console.log('AFTER', (await r.keys('*')).length);
await r.quit();
process.exit(0);`;
  const other = spawnSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
    cwd: ctx.cwd,
    encoding: 'utf8',
    timeout: 60_000,
  });
  claim('second process: keys after its call, after its revalidateTag', [other.stdout.trim().split('\n'), other.stderr.split('\n')[0]]);

  // an outage: a cached function with the provider's Redis unreachable (ioredis defaults)
  const {setCacheProvider} = await import('@commandkit/cache');
  const down = new Redis({host: '127.0.0.1', port: 1});
  let errors = 0;
  down.on('error', () => errors++);
  setCacheProvider(new RedisCache(down));
  const data = await import(path.join(ctx.cwd, 'dist', 'lib', 'data.js'));
  const t0 = Date.now();
  const outcome = await errorOf(() => data.withLife('9'));
  claim('outage: cached call outcome, seconds, connection errors emitted', [outcome, Math.round((Date.now() - t0) / 1000), errors > 0]);
  down.disconnect();
  await redis.quit();
}
