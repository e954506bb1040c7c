// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-g row 66 (RateLimitOptions#interval). commandkit/ratelimit fails to load at this commit (known issue
// ratelimit-entry-fails-to-load), so the limiter's own module is loaded, as audit-b's api probe does.
import {createRequire} from 'node:module';
import path from 'node:path';
const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export default async function () {
  const load = createRequire(import.meta.url);
  const rl = load(path.join(path.dirname(load.resolve('commandkit')), 'utils', 'useful-stuff', 'ratelimiter.js'));
  claim('66 default interval', new rl.RateLimiter().getConfig?.() ?? null);
  const storage = new rl.MemoryRateLimitStorage();
  const a = new rl.RateLimiter({maxRequests: 2, interval: 300, storage});
  const b = new rl.RateLimiter({maxRequests: 2, interval: 300, storage});
  const r1 = [await a.limit('k'), await a.limit('k')];
  await sleep(150);
  const rb = await b.limit('k'); // b starts its own window now, on the shared counter
  await sleep(200); // a's window (started at t=0) has ended; b's has not
  const ra = await a.limit('k');
  claim(
    '66 shared storage, windows per instance',
    'a first two',
    r1,
    'b at 150ms (counter shared)',
    rb,
    'a at 350ms (its window over)',
    ra,
  );
  process.exit(0);
}
