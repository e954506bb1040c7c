// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/useful-utilities/commandkit-semaphore (memory storage), run on the real build.
import * as mod from 'commandkit/semaphore';
const s = mod as any;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export default async function () {
  console.log('exports', Object.keys(mod).sort().join(','));
  const sem = s.createSemaphore();
  console.log('createSemaphore() config', JSON.stringify(sem.getConfig()), sem.getStorage().constructor.name);
  console.log('defaultSemaphore config', JSON.stringify(s.defaultSemaphore.getConfig()));
  const s3 = s.createSemaphore({permits: 3, timeout: 100});
  console.log(
    'total before use',
    await s3.getTotalPermits('k'),
    'available before use',
    await s3.getAvailablePermits('k'),
    'acquired before',
    await s3.getAcquiredPermits('k'),
  );
  await s3.acquire('k');
  await s3.acquire('k');
  console.log(
    'after 2 acquires: available',
    await s3.getAvailablePermits('k'),
    'acquired',
    await s3.getAcquiredPermits('k'),
    'total',
    await s3.getTotalPermits('k'),
  );
  await s3.acquire('k');
  console.log('4th acquire ->', await s3.acquire('k', 50));
  let ran = false;
  console.log(
    'withPermit none ->',
    await s3
      .withPermit('k', async () => {
        ran = true;
      })
      .catch((e: any) => e.message),
    'ran',
    ran,
  );
  await s3.release('k');
  await s3.release('k');
  await s3.release('k');
  await s3.release('k');
  await s3.release('k');
  console.log('after 5 releases available', await s3.getAvailablePermits('k'));
  console.log('withPermit returns', await s3.withPermit('k', async () => 'v'), 'available', await s3.getAvailablePermits('k'));
  await s3
    .withPermit('k', async () => {
      throw new Error('x');
    })
    .catch(() => {});
  console.log('after throwing fn available', await s3.getAvailablePermits('k'));
  const ac = new AbortController();
  const s1 = s.createSemaphore({permits: 1, timeout: 1000});
  await s1.acquire('q');
  setTimeout(() => ac.abort(), 20);
  console.log('aborted wait ->', await s1.acquire('q', 1000, ac.signal).catch((e: any) => 'threw: ' + e.message));
  console.log(
    'aborted withPermit ->',
    await s1.withPermit('q', async () => 1, 1000, AbortSignal.abort()).catch((e: any) => 'threw: ' + e.message),
  );
  // the default semaphore: single permit
  await s.acquirePermit('d');
  console.log('defaultSemaphore second acquire (50ms) ->', await s.acquirePermit('d', 50));
}
