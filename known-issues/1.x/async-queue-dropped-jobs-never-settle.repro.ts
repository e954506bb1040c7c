// Reproduces known issue async-queue-dropped-jobs-never-settle on the real build.
import assert from 'node:assert/strict';
import {createAsyncQueue} from 'commandkit/async-queue';

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((r) => setTimeout(() => r('pending'), ms)),
  ]);

export async function reproduce(): Promise<void> {
  const queue = createAsyncQueue({concurrency: 1});
  let release!: () => void;
  const first = queue.add(() => new Promise<void>((r) => (release = r)));
  const waiting = queue.add(async () => 'second');
  queue.clear();
  release();
  await first;
  assert.equal(await settledWithin(waiting, 300), 'pending', 'a job dropped by clear() never settles');
}

export async function workaround(): Promise<void> {
  const queue = createAsyncQueue({concurrency: 1});
  let release!: () => void;
  const first = queue.add(() => new Promise<void>((r) => (release = r)));
  const controller = new AbortController();
  const waiting = queue.add(async () => 'second', controller.signal);
  controller.abort();
  release();
  await first;
  assert.equal(await settledWithin(waiting, 300), 'rejected', 'an aborted waiting job rejects when its turn comes');
}
