// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/useful-utilities/commandkit-async-queue, run on the real build.
import * as mod from 'commandkit/async-queue';
const {createAsyncQueue, AsyncQueue} = mod as any;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const state = (p: Promise<unknown>, ms = 100) =>
  Promise.race([
    p.then(
      (v) => `resolved:${String(v)}`,
      (e) => `rejected:${e?.message ?? e}`,
    ),
    sleep(ms).then(() => 'pending'),
  ]);

export default async function () {
  console.log('exports', Object.keys(mod).sort().join(','));
  console.log('AsyncQueue is class', typeof AsyncQueue);
  // default concurrency
  const q = createAsyncQueue();
  let running = 0,
    maxRunning = 0;
  const job = (v: string) => async () => {
    running++;
    maxRunning = Math.max(maxRunning, running);
    await sleep(20);
    running--;
    return v;
  };
  const results = await Promise.all([q.add(job('a')), q.add(job('b')), q.add(job('c'))]);
  console.log('default concurrency max running', maxRunning, 'results', results.join(''));
  // throwing job rejects with same error, queue moves on
  const err = new Error('boom');
  const p1 = q.add(async () => {
    throw err;
  });
  const p2 = q.add(async () => 'next');
  const r1 = await p1.catch((e: unknown) => e);
  console.log('throw: same error object', r1 === err, 'next', await p2);
  // onDrain
  let drains = 0;
  const q2 = createAsyncQueue({
    concurrency: 2,
    onDrain: () => {
      drains++;
    },
  });
  await Promise.all([q2.add(job('x')), q2.add(job('y')), q2.add(job('z'))]);
  await sleep(10);
  console.log('onDrain calls after 3 jobs at concurrency 2:', drains);
  // onDrain with a throwing job
  const q2b = createAsyncQueue({
    onDrain: () => {
      drains++;
    },
  });
  drains = 0;
  await q2b
    .add(async () => {
      throw new Error('x');
    })
    .catch(() => {});
  await sleep(10);
  console.log('onDrain after only a failing job:', drains);
  // per-job signal aborted before its turn
  const q3 = createAsyncQueue({concurrency: 1});
  let release!: () => void;
  let startedLater = false;
  const first = q3.add(() => new Promise<string>((r) => (release = () => r('first'))));
  const c = new AbortController();
  const second = q3.add(async () => {
    startedLater = true;
    return 'second';
  }, c.signal);
  c.abort();
  console.log('aborted waiting job before its turn:', await state(second, 50));
  release();
  await first;
  console.log('aborted waiting job after turn:', await state(second), 'ran:', startedLater);
  // signal aborted while running: runs to completion
  const c2 = new AbortController();
  const running2 = q3.add(async () => {
    await sleep(50);
    return 'done';
  }, c2.signal);
  await sleep(10);
  c2.abort();
  console.log('abort while running:', await state(running2, 200));
  // add with an already-aborted signal
  const c3 = new AbortController();
  c3.abort();
  console.log('add with already-aborted signal (queue idle):', await state(q3.add(async () => 'x', c3.signal)));
  // abort(): later add rejects
  const q4 = createAsyncQueue();
  q4.abort();
  console.log('after abort():', await state(q4.add(async () => 1)), 'isAborted', q4.isAborted());
  // queue signal
  const qc = new AbortController();
  const q5 = createAsyncQueue({signal: qc.signal});
  qc.abort();
  console.log('after queue signal:', await state(q5.add(async () => 1)), 'isAborted', q5.isAborted());
  // pause/resume
  const q6 = createAsyncQueue({concurrency: 1});
  let r6!: () => void;
  const long = q6.add(() => new Promise<string>((r) => (r6 = () => r('long'))));
  q6.pause();
  const waiting = q6.add(async () => 'w');
  console.log('paused:', q6.isPaused(), 'running', q6.getRunning(), 'pending', q6.getPending());
  r6();
  console.log('running job finished while paused:', await state(long));
  console.log('added while paused:', await state(waiting, 100), 'running', q6.getRunning(), 'pending', q6.getPending());
  q6.resume();
  console.log('after resume:', await state(waiting));
  // resume while nothing paused - is a paused-added job started by resume?
  // clear
  const q7 = createAsyncQueue();
  let r7!: () => void;
  const a7 = q7.add(() => new Promise<void>((r) => (r7 = r)));
  const b7 = q7.add(async () => 'b');
  q7.clear();
  console.log('after clear pending', q7.getPending(), 'running', q7.getRunning());
  r7();
  await a7;
  console.log('cleared job state', await state(b7));
  console.log('add after clear works:', await state(q7.add(async () => 'ok')));
  // sync job (not a promise)
  try {
    console.log('sync job:', await state(q.add((() => 5) as any)));
  } catch (e: any) {
    console.log('sync job threw', e.message);
  }
}
