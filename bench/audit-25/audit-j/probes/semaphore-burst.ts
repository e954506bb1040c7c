// @ts-nocheck -- runs inside a reader's project (framework packages), not in the site.
// The memory semaphore's first use of a key: calls started together (Promise.all) versus calls in separate events.
import {createSemaphore, defaultSemaphore, MemorySemaphoreStorage, withPermit} from 'commandkit/semaphore';
import {claim, sleep} from './support.js';

async function peakOf(start: (job: () => Promise<void>) => Promise<unknown>) {
  let running = 0;
  let peak = 0;
  await start(async () => {
    running++;
    peak = Math.max(peak, running);
    await sleep(50);
    running--;
  });
  return peak;
}

export default async function () {
  const sem: any = createSemaphore({permits: 3, timeout: 5000});
  const burst = (key: string) => (job: () => Promise<void>) => Promise.all(Array.from({length: 8}, () => sem.withPermit(key, job)));
  claim('first burst of 8 on a fresh key (permits 3): peak', await peakOf(burst('a')));
  claim('second burst of 8 on the same key: peak', await peakOf(burst('a')));
  claim('total/available after', [await sem.getTotalPermits('a'), await sem.getAvailablePermits('a')]);
  // calls arriving in separate events (one per timer tick), like separate interactions
  const spaced = (job: () => Promise<void>) =>
    Promise.all(Array.from({length: 8}, (_, i) => sleep(i).then(() => sem.withPermit('b', job))));
  claim('8 calls one timer tick apart on a fresh key: peak', await peakOf(spaced));
  // default semaphore (one permit)
  const pair = (job: () => Promise<void>) => Promise.all([withPermit('d', job), withPermit('d', job)]);
  claim('defaultSemaphore: two withPermit together on a fresh key: peak', await peakOf(pair));
  // workaround 1: own storage, initialized before use
  const storage: any = new MemorySemaphoreStorage();
  storage.initialize('c', 3);
  const fixed: any = createSemaphore({permits: 3, timeout: 5000, storage});
  claim(
    'own MemorySemaphoreStorage initialized first: burst peak',
    await peakOf((job) => Promise.all(Array.from({length: 8}, () => fixed.withPermit('c', job)))),
  );
  // workaround 2: take and give back one permit before the burst
  await sem.acquire('e');
  await sem.release('e');
  claim('after one acquire+release: burst peak', await peakOf(burst('e')));
}
