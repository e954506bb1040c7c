// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-i: claims of guide/official-plugins/commandkit-cache on the default MemoryCache and with a provider set in
// src/app.ts (a recording Map provider shaped like the page's LoggingCache).
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {startOfflineBot} from '#support';
import {attempt, claim, logsMatching, sleep} from './support.js';

const CONFIG = `import { defineConfig } from 'commandkit/config';
import { cache } from '@commandkit/cache';
export default defineConfig({ plugins: [cache()] });
`;
const APP = `import { CacheProvider, setCacheProvider } from '@commandkit/cache';
import { Client } from 'discord.js';
class RecordingCache extends CacheProvider {
  store = new Map();
  sets = [];
  async get(key) { const e = this.store.get(key); if (!e) return undefined; if (e.ttl && Date.now() > e.ttl) { this.store.delete(key); return undefined; } return e; }
  async set(key, value, ttl) { this.sets.push({ key, ttl }); this.store.set(key, { value, ttl: ttl != null ? Date.now() + ttl : undefined }); }
  async exists(key) { return this.store.has(key); }
  async delete(key) { this.store.delete(key); }
  async clear() { this.store.clear(); }
  async expire(key, ttl) { const e = this.store.get(key); if (e) e.ttl = Date.now() + ttl; }
}
globalThis.recording = new RecordingCache();
if (process.env.USE_RECORDING) setCacheProvider(globalThis.recording);
export default new Client({ intents: ['Guilds'] });
`;
const FNS = `import { cacheLife, cacheTag } from '@commandkit/cache';
globalThis.runs = {};
const ran = (n) => (globalThis.runs[n] = (globalThis.runs[n] ?? 0) + 1);
export async function maybeNull(x) { 'use cache'; ran('maybeNull'); return x === 'none' ? null : { x }; }
export async function byArg(arg) { 'use cache'; ran('byArg'); return { seen: JSON.stringify(arg) }; }
export async function tagged(k) { 'use cache'; ran('tagged'); cacheTag('t:' + k); cacheTag('all'); cacheLife(globalThis.life ?? '15m'); return { k, at: Date.now() }; }
export async function untimed(k) { 'use cache'; ran('untimed'); return { k }; }
export async function shared() { 'use cache'; ran('shared'); return { list: [1] }; }
export async function failing(k) { 'use cache'; ran('failing'); throw new Error('body failed'); }
export async function emptyTag() { 'use cache'; cacheTag(''); return 1; }
export class User { constructor(id) { this.id = id; } }
export function plainHelper() { return 1; }
`;

export default async function (ctx: any) {
  const g = globalThis as any;
  const useRecording = process.env.USE_RECORDING === '1';
  const {commandkit, logs} = await startOfflineBot(ctx, {'commandkit.config.mjs': CONFIG, 'src/app.ts': APP, 'src/fns.ts': FNS});
  const cacheApi = await import('@commandkit/cache');
  const {getCacheProvider, MemoryCache, revalidateTag, cleanup, isCachedFunction, cacheTag, cacheLife} = cacheApi;
  const f = await import(join(ctx.cwd, 'dist/fns.js'));
  const label = useRecording ? 'recording' : 'memory';
  claim(`${label}: provider after start`, getCacheProvider().constructor.name);
  claim(`${label}: plugin log`, logsMatching(logs, /CachePlugin/));
  if (useRecording) {
    // lifetimes handed to set()
    for (const life of [2000, '30s', '15m', '2h', '1d']) {
      g.life = life;
      await f.tagged('life-' + life);
    }
    claim(
      'ttl passed to set() for cacheLife 2000, 30s, 15m, 2h, 1d',
      g.recording.sets.map((s: any) => s.ttl),
    );
    await f.untimed('u');
    claim('ttl passed to set() without cacheLife', g.recording.sets.at(-1).ttl ?? 'undefined');
    // an entry whose value is null counts as a miss
    const key = g.recording.sets.at(-1).key;
    g.recording.store.set(key, {value: null});
    const before = g.runs.untimed;
    await f.untimed('u');
    claim('stored {value: null} -> body runs again', g.runs.untimed - before);
    process.exit(0);
  }
  // null results are not stored
  await f.maybeNull('none');
  await f.maybeNull('none');
  await f.maybeNull('some');
  await f.maybeNull('some');
  claim('null result: body runs (none x2, some x2)', g.runs.maybeNull);
  // keys: plain data by content, class instances by identity, a mutated object keeps its first key, dates by content
  await f.byArg({a: 1});
  await f.byArg({a: 1});
  claim('two equal plain objects: body runs', g.runs.byArg);
  g.runs.byArg = 0;
  await f.byArg(new f.User('1'));
  await f.byArg(new f.User('1'));
  claim('two User instances with the same id: body runs', g.runs.byArg);
  g.runs.byArg = 0;
  const obj = {a: 1};
  const r1 = await f.byArg(obj);
  obj.a = 2;
  const r2 = await f.byArg(obj);
  claim('same object mutated: body runs, second result', {runs: g.runs.byArg, first: r1.seen, second: r2.seen});
  g.runs.byArg = 0;
  await f.byArg(new Date(5));
  await f.byArg(new Date(5));
  await f.byArg([1, 'x']);
  await f.byArg([1, 'x']);
  claim('equal dates, equal arrays: body runs', g.runs.byArg);
  // tags and lifetime only on a miss; revalidation
  g.life = 60_000;
  await f.tagged('a');
  await f.tagged('a');
  claim('tagged: body (and its cacheTag/cacheLife) runs once for two calls', g.runs.tagged);
  await revalidateTag('t:a');
  await f.tagged('a');
  claim('after revalidateTag: body runs again', g.runs.tagged);
  await revalidateTag('all');
  await f.tagged('a');
  claim('second tag also revalidates', g.runs.tagged);
  // lifetime
  g.life = 30;
  g.runs.tagged = 0;
  await f.tagged('short');
  await f.tagged('short');
  await sleep(60);
  await f.tagged('short');
  claim('cacheLife(30): runs for call, call, call after 60 ms', g.runs.tagged);
  // MemoryCache keeps an expired entry until it is read
  const mem = new MemoryCache();
  await mem.set('k', 1, 10);
  await sleep(30);
  claim('MemoryCache expired entry: exists before read / get / exists after read', [
    await mem.exists('k'),
    await mem.get('k'),
    await mem.exists('k'),
  ]);
  // shared reference
  const s1 = await f.shared();
  s1.list.push(2);
  const s2 = await f.shared();
  claim('mutating a cached result: next caller sees', s2.list);
  // errors are not cached
  const e1 = await attempt(() => f.failing('x'));
  const e2 = await attempt(() => f.failing('x'));
  claim('throwing body: callers get / body runs', {e1, e2, runs: g.runs.failing});
  // API edges
  claim('cacheTag outside a cached function', await attempt(() => cacheTag('x')));
  claim('cacheLife outside a cached function', await attempt(() => cacheLife('1m')));
  claim('cacheTag("") inside', await attempt(() => f.emptyTag()));
  claim('isCachedFunction(wrapper) / (plain)', [isCachedFunction(f.untimed), isCachedFunction(f.plainHelper)]);
  // cleanup: default 24 h keeps a fresh entry, cleanup(0) drops it
  g.runs.untimed = 0;
  await f.untimed('c');
  await cleanup();
  await f.untimed('c');
  await sleep(5);
  await cleanup(1);
  await f.untimed('c');
  claim('cleanup(): body runs (call, cleanup(), call, cleanup(1), call)', g.runs.untimed);
  // CommonJS
  const req = createRequire(join(ctx.projectDir, 'package.json'));
  for (const spec of ['@commandkit/cache', '@commandkit/cache/redis', '@commandkit/cache/memory-cache'])
    claim(`require('${spec}')`, await attempt(() => Object.keys(req(spec)).length));
  claim("import('commandkit/cache')", await attempt(async () => Object.keys(await import('commandkit/cache')).length));
  // plugin deactivated -> provider unset
  await commandkit.plugins.unregisterAllPlugins?.();
  claim('getCacheProvider() after the plugin deactivated', await attempt(() => getCacheProvider().constructor.name));
  process.exit(0);
}
