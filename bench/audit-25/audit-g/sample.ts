/**
 * npx tsx bench/audit-25/audit-g/sample.ts [--seed N] [--size N] [--exclude earlier-sample.tsv ...]
 *
 * Draws audit-g's sample of 1.x API texts (api-models/1.x/*.summaries.json and *.members.json) reproducibly:
 * stratified by package so every package is represented (at least MIN_PER_PACKAGE entries each, the rest of the
 * sample shared out in proportion to each package's number of entries, largest remainder first), then a seeded
 * uniform draw without replacement inside each package. The 48 keys audit-b checked are left out first, and so is
 * every key of each `--exclude` file (an earlier sample's output, `<package>\t<key>` lines), so a later audit draws
 * only texts nobody sampled; the check line on stderr says how many keys were left out and that none was drawn.
 * Prints one `<package>\t<key>` line per entry, in the order drawn.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {
    seed: {type: 'string', default: '2025'},
    size: {type: 'string', default: '120'},
    exclude: {type: 'string', multiple: true, default: []},
  },
});
const SEED = Number(values.seed);
const SIZE = Number(values.size);
const MIN_PER_PACKAGE = 5;
const MODELS = join(import.meta.dirname, '../../../api-models/1.x');

// audit-b's 47 rows ("API texts" in bench/audit-25/audit-b.md); its KV#namespace row also covered getCurrentNamespace.
const CHECKED_BY_AUDIT_B = new Set([
  'commandkit:classes:AsyncQueue',
  'commandkit:classes:AsyncQueue#add',
  'commandkit:classes:AsyncQueue#abort',
  'commandkit:classes:AsyncQueue#resume',
  'commandkit:classes:AsyncQueue#clear',
  'commandkit:functions:createAsyncQueue',
  'commandkit:classes:Mutex',
  'commandkit:classes:Mutex#withLock',
  'commandkit:classes:Mutex#getConfig',
  'commandkit:classes:MemoryMutexStorage',
  'commandkit:functions:withMutex',
  'commandkit:functions:acquireLock',
  'commandkit:functions:releaseLock',
  'commandkit:classes:Semaphore#getAvailablePermits',
  'commandkit:classes:Semaphore#withPermit',
  'commandkit:variables:defaultSemaphore',
  'commandkit:functions:createSemaphore',
  'commandkit:classes:RateLimiter#getRemaining',
  'commandkit:classes:RateLimiter#getResetTime',
  'commandkit:classes:RateLimiter#limit',
  'commandkit:classes:RateLimiter#constructor',
  'commandkit:classes:RateLimiter#setStorage',
  'commandkit:variables:defaultRateLimiter',
  'commandkit:classes:KV#math',
  'commandkit:classes:KV#delete',
  'commandkit:classes:KV#close',
  'commandkit:classes:KV#ttl',
  'commandkit:classes:KV#namespace',
  'commandkit:classes:KV#getCurrentNamespace',
  'commandkit:functions:openKV',
  'commandkit:classes:FeatureFlag#constructor',
  'commandkit:functions:setFlagProvider',
  'commandkit:functions:noAnalytics',
  'commandkit:classes:AnalyticsEngine#setFilter',
  'commandkit:classes:AnalyticsEngine#removeProvider',
  'commandkit:classes:AnalyticsEngine#identify',
  'commandkit:functions:useAnalytics',
  'analytics:classes:PostHogPlugin',
  'redis:classes:RedisSemaphoreStorage#acquire',
  'redis:classes:RedisMutexStorage#extendLock',
  'redis:classes:RedisMutexStorage#getLockInfo',
  'ai:classes:AiPlugin#deactivate',
  'ai:classes:AiPlugin#onAfterCommandsLoad',
  'ai:functions:useAI',
  'ai:functions:useAIContext',
  'ai:functions:executeAI',
  'ai:functions:experimental_createConfig',
  'i18n:functions:useI18n',
]);

// Keys of earlier samples (`--exclude` files): the second column of each non-empty line.
const EXCLUDED = new Set(
  values.exclude!.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => line.split('\t')[1]!.trim()),
  ),
);
const leftOut = (key: string) => CHECKED_BY_AUDIT_B.has(key) || EXCLUDED.has(key);

/** mulberry32: a small seeded generator, enough for a reproducible draw. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const byPackage = new Map<string, string[]>();
for (const file of readdirSync(MODELS).sort()) {
  const m = /^(.+)\.(summaries|members)\.json$/.exec(file);
  if (!m) continue;
  const keys = Object.keys(JSON.parse(readFileSync(join(MODELS, file), 'utf8')));
  const list = byPackage.get(m[1]!) ?? [];
  list.push(...keys.filter((k) => !leftOut(k)));
  byPackage.set(m[1]!, list);
}
const packages = [...byPackage.keys()].sort();
const total = packages.reduce((n, p) => n + byPackage.get(p)!.length, 0);
const spare = SIZE - MIN_PER_PACKAGE * packages.length;
const shares = packages.map((p) => {
  const exact = (spare * byPackage.get(p)!.length) / total;
  return {p, n: MIN_PER_PACKAGE + Math.floor(exact), rest: exact - Math.floor(exact)};
});
let left = SIZE - shares.reduce((n, s) => n + s.n, 0);
for (const s of [...shares].sort((a, b) => b.rest - a.rest || a.p.localeCompare(b.p))) if (left-- > 0) s.n++;

const random = generator(SEED);
const drawn: string[] = [];
for (const {p, n} of shares) {
  const pool = [...byPackage.get(p)!].sort();
  for (let i = 0; i < n && pool.length; i++) {
    const [key] = pool.splice(Math.floor(random() * pool.length), 1);
    drawn.push(key!);
    console.log(`${p}\t${key}`);
  }
}
console.error(`population ${total} (after ${CHECKED_BY_AUDIT_B.size} audit-b keys), sample ${SIZE}, seed ${SEED}`);
if (EXCLUDED.size) {
  // The check: every key of the --exclude files was read, and none of them was drawn.
  const clash = drawn.filter((k) => EXCLUDED.has(k));
  console.error(`excluded ${EXCLUDED.size} keys of ${values.exclude!.join(', ')}; drawn among them: ${clash.length}`);
  if (clash.length) process.exitCode = 1;
}
console.error(shares.map((s) => `${s.p} ${s.n}/${byPackage.get(s.p)!.length}`).join(', '));
