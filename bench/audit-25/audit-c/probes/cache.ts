// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/official-plugins/commandkit-cache: a bot built with the real cache plugin; the checks run inside a
// command (so the "use cache" functions are the compiled ones) and print CLAIM lines.
import {mkdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {runCli, startOfflineBot, writeBot, plain} from '#support';

const CACHED = `
import { cacheLife, cacheTag } from '@commandkit/cache';
globalThis.bodyRuns = {};
const hit = (k) => (globalThis.bodyRuns[k] = (globalThis.bodyRuns[k] ?? 0) + 1);
export async function maybeNull(x) { 'use cache'; hit('null'); return null; }
export async function byArg(arg) { 'use cache'; hit('arg'); return { n: globalThis.bodyRuns.arg }; }
export async function tagged(id) { 'use cache'; hit('tagged'); cacheTag('t:' + id); cacheLife('200ms'); globalThis.tagCalls = (globalThis.tagCalls ?? 0) + 1; return { id, at: globalThis.bodyRuns.tagged }; }
export async function forever(id) { 'use cache'; hit('forever'); cacheTag('f'); return { id }; }
export async function thrower(id) { 'use cache'; hit('throw'); throw new Error('nope ' + id); }
export async function shared() { 'use cache'; hit('shared'); return { list: [1] }; }
export async function lifeString(s) { 'use cache'; hit('life'); cacheLife(s); return { s }; }
`;

const PROBE_CMD = `
import { cacheTag, cacheLife, revalidateTag, cleanup, isCachedFunction, getCacheProvider, MemoryCache } from '@commandkit/cache';
import * as c from '../../lib/cached';
class Thing { constructor(id) { this.id = id; } }
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const L = (...a) => console.log('CLAIM', ...a);
export const command = { name: 'probe', description: 'probe' };
export async function chatInput(ctx) {
  const r = globalThis.bodyRuns;
  await c.maybeNull(1); await c.maybeNull(1);
  L('null-not-stored', r.null);
  await c.byArg('a'); await c.byArg('a'); await c.byArg({ x: 1 }); await c.byArg({ x: 1 });
  L('plain-args-share', r.arg);
  const before = r.arg; await c.byArg(new Thing(1)); await c.byArg(new Thing(1));
  L('class-instances-by-identity', r.arg - before);
  const obj = { k: 1 }; const b2 = r.arg; const first = await c.byArg(obj); obj.k = 2; const second = await c.byArg(obj);
  L('mutated-object-reuses-key', r.arg - b2, first === second);
  await c.tagged(1); await c.tagged(1);
  L('tag-life-only-on-miss', 'body', r.tagged, 'tagCalls', globalThis.tagCalls);
  await sleep(300); await c.tagged(1);
  L('life-expired', r.tagged);
  await c.forever(1); await sleep(400); await c.forever(1);
  L('no-life-no-expiry', r.forever);
  await revalidateTag('f'); await c.forever(1);
  L('revalidate-deletes', r.forever);
  for (const s of ['30s', '15m', '2h', '1d', 5000]) { try { await c.lifeString(s); L('cacheLife', JSON.stringify(s), 'ok'); } catch (e) { L('cacheLife', JSON.stringify(s), 'throws', e.message); } }
  try { await c.thrower(1); } catch (e) { L('error-reaches-caller', e.message); }
  try { await c.thrower(1); } catch {} L('errors-not-cached', r.throw);
  const s1 = await c.shared(); const s2 = await c.shared();
  L('memory-same-object', s1 === s2);
  try { cacheTag('x'); L('cacheTag-outside', 'no throw'); } catch (e) { L('cacheTag-outside throws', e.message); }
  try { cacheLife('1m'); L('cacheLife-outside', 'no throw'); } catch (e) { L('cacheLife-outside throws', e.message); }
  L('isCachedFunction', isCachedFunction(c.byArg), isCachedFunction(async () => 1));
  const p = getCacheProvider();
  L('default-provider', p?.constructor?.name, p instanceof MemoryCache);
  await ctx.interaction.reply('done');
}
`;

const EMPTY_TAG = `
import { cacheTag } from '@commandkit/cache';
export async function emptyTag() { 'use cache'; cacheTag(''); return 1; }
`;

export default async function (ctx: any) {
  const {bot, logs} = await startOfflineBot(ctx, {
    'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nimport { cache } from '@commandkit/cache';\nconst plugins = cache();\nconsole.log('CLAIM cache()-is-array', Array.isArray(plugins), plugins.length);\nexport default defineConfig({ plugins: [plugins] });\n`,
    'src/lib/cached.ts': CACHED,
    'src/lib/empty-tag.ts': EMPTY_TAG,
    'src/app/commands/probe.ts': PROBE_CMD,
  });
  const d = await bot.chatInput('probe');
  console.log('probe reply', d.replies.map((m) => m.content).join('|'), 'errors', d.errors.map(String).join('|'));
  for (const l of [...logs]) if (l.startsWith('CLAIM')) console.log(l);
  try {
    const m = await import(join(ctx.cwd, 'dist', 'lib', 'empty-tag.js'));
    await m.emptyTag();
    console.log('CLAIM empty-tag no throw');
  } catch (e) {
    console.log('CLAIM empty-tag throws', e.message);
  }
  // cleanup default age and provider calls
  const {cleanup, getCacheProvider} = await import('@commandkit/cache');
  const provider = getCacheProvider();
  console.log('CLAIM provider-methods', Object.getOwnPropertyNames(Object.getPrototypeOf(provider)).join(','));
  // CommonJS require of the package
  const req = createRequire(join(ctx.cwd, 'x.cjs'));
  for (const spec of ['@commandkit/cache', '@commandkit/cache/redis', '@commandkit/cache/memory-cache']) {
    try {
      req(spec);
      console.log('CLAIM require', spec, 'ok');
    } catch (e) {
      console.log('CLAIM require', spec, 'fails', e.code, String(e.message).split('\n')[0]);
    }
  }
  try {
    await import('commandkit/cache');
    console.log('CLAIM commandkit/cache loads');
  } catch (e) {
    console.log('CLAIM commandkit/cache fails', String(e.message).split('\n')[0]);
  }
  // a synchronous function with the directive
  const syncDir = join(ctx.cwd, 'sync-project');
  mkdirSync(syncDir, {recursive: true});
  writeBot(syncDir, {
    'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nimport { cache } from '@commandkit/cache';\nexport default defineConfig({ plugins: [cache()] });\n`,
    'src/app.ts': `import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n`,
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
    'src/lib/sync.ts': `export function syncCached(x: number) {\n  'use cache';\n  return x * 2;\n}\n`,
  });
  const build = runCli({...ctx, cwd: syncDir}, ['build']);
  const text = plain(build.output);
  console.log(
    'CLAIM sync-directive-build status',
    build.status,
    '|',
    text
      .split('\n')
      .filter((l) => /use cache|async|at undefined|Error/i.test(l))
      .slice(0, 4)
      .join(' / '),
  );
  // compiler disabled
  const offDir = join(ctx.cwd, 'off-project');
  mkdirSync(offDir, {recursive: true});
  writeBot(offDir, {
    'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nimport { cache } from '@commandkit/cache';\nexport default defineConfig({ plugins: [cache({ compiler: { enabled: false } })] });\n`,
    'src/app.ts': `import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n`,
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
    'src/lib/off.ts': `import { cacheTag } from '@commandkit/cache';\nlet n = 0;\nexport async function plain() { 'use cache'; return ++n; }\nexport async function withTag() { 'use cache'; cacheTag('x'); return 1; }\n`,
  });
  const offBuild = runCli({...ctx, cwd: offDir}, ['build']);
  console.log('CLAIM compiler-off-build', offBuild.status);
  try {
    const m = await import(join(offDir, 'dist', 'lib', 'off.js'));
    console.log('CLAIM compiler-off plain', await m.plain(), await m.plain());
    try {
      await m.withTag();
      console.log('CLAIM compiler-off cacheTag no throw');
    } catch (e) {
      console.log('CLAIM compiler-off cacheTag throws', e.message);
    }
  } catch (e) {
    console.log('CLAIM compiler-off import failed', e.message);
  }
  void cleanup;
}
