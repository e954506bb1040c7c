// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/official-plugins/commandkit-redis (and the Redis lines of commandkit-cache), against Debian's
// redis-server on 127.0.0.1 (drive.ts --redis).
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path, {join} from 'node:path';
import {startOfflineBot} from '#support';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default async function (ctx: any) {
  const {Redis} = await import('ioredis');
  const redis = new Redis(ctx.redisUrl);
  await redis.flushall();
  const {RedisCache} = await import('@commandkit/cache/redis');
  const fromClient = new RedisCache(redis);
  console.log('CLAIM redis-property-is-given-client', fromClient.redis === redis);
  const fromOptions = new RedisCache({host: '127.0.0.1', port: Number(new URL(ctx.redisUrl).port), lazyConnect: true});
  console.log('CLAIM from-options-creates-client', fromOptions.redis?.constructor?.name, fromOptions.redis?.options?.port);
  const fromNothing = new RedisCache();
  console.log('CLAIM from-nothing', fromNothing.redis?.options?.host, fromNothing.redis?.options?.port);
  fromNothing.redis.disconnect();
  fromOptions.redis.disconnect();
  console.log('CLAIM default-serialize', fromClient.serialize === JSON.stringify || String(fromClient.serialize).slice(0, 60));
  console.log('CLAIM default-deserialize', fromClient.deserialize === JSON.parse || String(fromClient.deserialize).slice(0, 60));
  await fromClient.set('k-ttl', {a: 1}, 5000);
  await fromClient.set('k-none', {a: 2});
  console.log('CLAIM pttl-with-lifetime', await redis.pttl('k-ttl'), 'without', await redis.pttl('k-none'));
  console.log('CLAIM stored-value', await redis.get('k-ttl'));
  console.log('CLAIM get', JSON.stringify(await fromClient.get('k-ttl')));
  const date = new Date(0);
  await fromClient.set('k-date', {d: date, m: new Map([[1, 2]])});
  console.log('CLAIM json-roundtrip', JSON.stringify(await fromClient.get('k-date')));
  const asyncDe = new RedisCache(redis);
  asyncDe.deserialize = async (s) => JSON.parse(s);
  const got = await asyncDe.get('k-ttl');
  console.log('CLAIM async-deserialize-get-returns', got instanceof Promise ? 'a promise' : JSON.stringify(got));
  // keyPrefix
  const prefixed = new Redis(ctx.redisUrl, {keyPrefix: 'mybot:'});
  await new RedisCache(prefixed).set('pk', 1, 1000);
  console.log('CLAIM keyPrefix', JSON.stringify(await redis.keys('mybot:*')));
  prefixed.disconnect();
  // exports of @commandkit/cache/redis
  const mod = await import('@commandkit/cache/redis');
  console.log('CLAIM cache-redis-exports', Object.keys(mod).join(','));
  // @commandkit/redis
  try {
    await import('@commandkit/redis');
    console.log('CLAIM @commandkit/redis loads');
  } catch (e) {
    console.log('CLAIM @commandkit/redis fails', String(e.message).split('\n')[0]);
  }
  // adapters from their files, and the deprecated RedisCache file
  const loadCjs = createRequire(import.meta.url);
  const dist = path.dirname(loadCjs.resolve('@commandkit/redis'));
  const {RedisRateLimitStorage} = loadCjs(path.join(dist, 'ratelimit-storage.js'));
  const {RedisSemaphoreStorage} = loadCjs(path.join(dist, 'semaphore-storage.js'));
  console.log('CLAIM adapter-files', typeof RedisRateLimitStorage, typeof RedisSemaphoreStorage);
  const rl = new RedisRateLimitStorage(redis);
  console.log('CLAIM ratelimit-storage-methods', Object.getOwnPropertyNames(Object.getPrototypeOf(rl)).join(','));
  const {readdirSync} = await import('node:fs');
  console.log(
    'CLAIM redis-dist-files',
    readdirSync(dist)
      .filter((f) => f.endsWith('.js'))
      .join(','),
  );
  // the cache plugin with a provider set in app.ts, per-process keys
  await redis.flushall();
  const port = new URL(ctx.redisUrl).port;
  const {bot} = await startOfflineBot(ctx, {
    'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nimport { cache } from '@commandkit/cache';\nexport default defineConfig({ plugins: [cache()] });\n`,
    'src/app.ts': `import './redis';\nimport { Client } from 'discord.js';\nexport default new Client({ intents: ['Guilds'] });\n`,
    'src/redis.ts': `import { setCacheProvider } from '@commandkit/cache';\nimport { RedisCache } from '@commandkit/cache/redis';\nimport { Redis } from 'ioredis';\nsetCacheProvider(new RedisCache(new Redis({ host: '127.0.0.1', port: ${port} })));\n`,
    'src/lib/cached.ts': `import { cacheLife, cacheTag } from '@commandkit/cache';\nexport async function profile(id: string) { 'use cache'; cacheTag('p:' + id); cacheLife('1m'); return { id, at: Date.now() }; }\n`,
    'src/app/commands/p.ts': `import { getCacheProvider } from '@commandkit/cache';\nimport { profile } from '../../lib/cached';\nexport const command = { name: 'p', description: 'p' };\nexport async function chatInput(ctx) { const a = await profile('1'); const b = await profile('1'); console.log('CLAIM provider-in-app-wins', getCacheProvider().constructor.name, 'same-at', a.at === b.at); await ctx.interaction.reply('ok'); }\n`,
  });
  const d = await bot.chatInput('p');
  console.log('reply', d.replies.map((m) => m.content).join('|'));
  await sleep(200);
  const keysA = await redis.keys('*');
  console.log('CLAIM keys-after-bot', keysA.length, 'pttl', keysA[0] ? await redis.pttl(keysA[0]) : 'none');
  // the same built module loaded by another process writes another key
  const script = `import { setCacheProvider } from '@commandkit/cache';\nimport { RedisCache } from '@commandkit/cache/redis';\nimport { Redis } from 'ioredis';\nconst r = new Redis({ host: '127.0.0.1', port: ${port} });\nsetCacheProvider(new RedisCache(r));\nconst m = await import(${JSON.stringify(join(ctx.cwd, 'dist', 'lib', 'cached.js'))});\nawait m.profile('1');\nawait r.quit();\nprocess.exit(0);\n`;
  const other = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: ctx.cwd, encoding: 'utf8', timeout: 30000});
  const keysB = await redis.keys('*');
  console.log('CLAIM other-process-new-key', keysB.length, 'exit', other.status, other.stderr.split('\n')[0]);
  // connection failure: a cached call rejects
  const dead = new RedisCache(
    new Redis({host: '127.0.0.1', port: 1, maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true}),
  );
  try {
    await dead.get('x');
    console.log('CLAIM dead-redis get resolves');
  } catch (e) {
    console.log('CLAIM dead-redis get rejects', e.message);
  }
  await redis.quit();
}
