// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-i: RedisCache on the Redis drive.ts --redis starts: JSON round trip, expiry set in Redis, and keys that
// belong to one process (two processes running the same built function against the same Redis).
import {spawnSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {runCli, writeBot, APP} from '#support';
import {claim} from './support.js';

const FNS = `import { cacheLife, cacheTag } from '@commandkit/cache';
globalThis.runs = 0;
export async function rich(k) { 'use cache'; globalThis.runs++; cacheTag('rich:' + k); return { when: new Date(0), map: new Map([['a', 1]]), set: new Set([1]) }; }
export async function timed(k) { 'use cache'; globalThis.runs++; cacheLife('10m'); cacheTag('timed'); return { k }; }
export async function forever(k) { 'use cache'; globalThis.runs++; return { k }; }
`;

// One process: set the provider, call the built functions, print what happened.
const RUNNER = `import { setCacheProvider, revalidateTag } from '@commandkit/cache';
import { RedisCache } from '@commandkit/cache/redis';
import { Redis } from 'ioredis';
const redis = new Redis(process.env.REDIS_URL);
setCacheProvider(new RedisCache(redis));
const f = await import(process.env.FNS);
const mode = process.argv[2];
if (mode === 'revalidate') { await revalidateTag('timed'); console.log(JSON.stringify({ keysAfterRevalidate: (await redis.keys('*')).length })); }
else {
  const r1 = await f.rich('x'); const r2 = await f.rich('x');
  await f.timed('y'); await f.forever('z');
  const keys = await redis.keys('*');
  const ttls = await Promise.all(keys.map((k) => redis.pttl(k)));
  console.log(JSON.stringify({ runs: globalThis.runs, first: { when: typeof r1.when, map: r1.map?.constructor?.name }, second: { when: r2.when, map: r2.map, set: r2.set }, keys: keys.length, pttls: ttls.map((t) => (t > 0 ? 'set' : t)).sort() }));
}
await redis.quit();
`;

export default async function (ctx: any) {
  writeBot(ctx.cwd, {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nimport { cache } from '@commandkit/cache';\nexport default defineConfig({ plugins: [cache()] });\n",
    'src/app.ts': APP,
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
    'src/fns.ts': FNS,
  });
  const build = runCli(ctx, ['build']);
  claim('build', build.status);
  writeFileSync(join(ctx.cwd, 'runner.mjs'), RUNNER);
  const env = {...process.env, REDIS_URL: ctx.redisUrl, FNS: join(ctx.cwd, 'dist/fns.js')};
  const run = (arg = '') => {
    const r = spawnSync(process.execPath, ['runner.mjs', arg], {cwd: ctx.cwd, env, encoding: 'utf8'});
    return r.stdout.trim() || r.stderr.trim().split('\n').slice(0, 3).join(' | ');
  };
  claim('process 1', run());
  claim('process 2 (same functions, same Redis)', run());
  claim('process 3 revalidateTag("timed") (keys before: see process 2)', run('revalidate'));
  process.exit(0);
}
