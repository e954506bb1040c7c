// Reproduces known issue semaphore-first-burst-ignores-permits on the real build.
import assert from 'node:assert/strict';
import {createSemaphore, MemorySemaphoreStorage, type Semaphore} from 'commandkit/semaphore';

/** The most jobs that ran at the same time when eight are started together on `key`. */
async function peakOfBurst(semaphore: Semaphore, key: string): Promise<number> {
  let running = 0;
  let peak = 0;
  const job = async () => {
    running++;
    peak = Math.max(peak, running);
    await new Promise((r) => setTimeout(r, 30));
    running--;
  };
  await Promise.all(Array.from({length: 8}, () => semaphore.withPermit(key, job)));
  return peak;
}

export async function reproduce(): Promise<void> {
  const semaphore = createSemaphore({permits: 3});
  assert.equal(await peakOfBurst(semaphore, 'api'), 8, 'the first burst on a fresh key ignores the 3 permits');
  assert.equal(await peakOfBurst(semaphore, 'api'), 3, 'the next burst is limited');
}

export async function workaround(): Promise<void> {
  const storage = new MemorySemaphoreStorage();
  storage.initialize('api', 3);
  const semaphore = createSemaphore({permits: 3, storage});
  assert.equal(await peakOfBurst(semaphore, 'api'), 3);
}
