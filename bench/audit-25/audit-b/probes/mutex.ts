// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/useful-utilities/commandkit-mutex (memory storage), run on the real build.
import * as mod from 'commandkit/mutex';
const m = mod as any;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export default async function () {
  console.log('exports', Object.keys(mod).sort().join(','));
  const mx = m.createMutex();
  console.log('createMutex() no args config', JSON.stringify(mx.getConfig()), 'storage', mx.getStorage().constructor.name);
  console.log('defaultMutex config', JSON.stringify(m.defaultMutex.getConfig()));
  console.log('withMutex returns', await m.withMutex('k', async () => 42));
  const e = await m
    .withMutex('k', async () => {
      throw new Error('inner');
    })
    .catch((x: any) => x.message);
  console.log('withMutex throw ->', e, 'locked after', await m.isLocked('k'));
  // timeout error
  const mx2 = m.createMutex({timeout: 100});
  await mx2.acquire('a');
  let ran = false;
  const t0 = Date.now();
  const e2 = await mx2
    .withLock('a', async () => {
      ran = true;
    })
    .catch((x: any) => x.message);
  console.log('withLock busy ->', e2, 'ran', ran, 'waited ms', Date.now() - t0);
  console.log('acquire busy ->', await mx2.acquire('a', 50));
  // sync fn
  console.log('withLock sync fn returns', await mx2.withLock('b', () => 7));
  // re-entrancy
  const t1 = Date.now();
  const re = await mx2.withLock('c', () => mx2.withLock('c', async () => 'inner')).catch((x: any) => x.message);
  console.log('nested same key ->', re, 'after ms', Date.now() - t1);
  // abort
  const ac = new AbortController();
  setTimeout(() => ac.abort(), 30);
  const e3 = await mx2.acquire('a', 1000, ac.signal).catch((x: any) => 'threw: ' + x.message);
  console.log('acquire aborted ->', e3);
  const ac2 = new AbortController();
  setTimeout(() => ac2.abort(), 30);
  const e4 = await mx2.withLock('a', async () => 1, 1000, ac2.signal).catch((x: any) => 'threw: ' + x.message);
  console.log('withLock aborted ->', e4);
  const e5 = await mx2.acquire('a', 1000, AbortSignal.abort()).catch((x: any) => 'threw: ' + x.message);
  console.log('already aborted ->', e5);
  // release by anyone
  await mx2.release('a');
  console.log('released by other caller, locked:', await mx2.isLocked('a'));
  // memory lock never expires
  const mx3 = m.createMutex({timeout: 50});
  await mx3.acquire('z');
  await sleep(200);
  console.log('memory lock after 4x timeout still locked:', await mx3.isLocked('z'));
  // release of not-held key
  console.log(
    'release unheld ->',
    await mx3.release('nope').then(
      () => 'ok',
      (x: any) => x.message,
    ),
  );
}
