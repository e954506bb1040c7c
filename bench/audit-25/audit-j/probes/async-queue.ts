// @ts-nocheck -- runs inside a reader's project (framework packages), not in the site.
// guide/useful-utilities/commandkit-async-queue.
import {AsyncQueue, createAsyncQueue} from 'commandkit/async-queue';
import {claim, errorOf, sleep, standing} from './support.js';

export default async function () {
  const q: any = createAsyncQueue();
  const order: string[] = [];
  let running = 0;
  let peak = 0;
  const job =
    (name: string, ms = 30) =>
    async () => {
      running++;
      peak = Math.max(peak, running);
      order.push(name);
      await sleep(ms);
      running--;
      return name;
    };
  const results = await Promise.all([q.add(job('a')), q.add(job('b')), q.add(job('c'))]);
  claim('default: order, peak, results', [order, peak, results]);
  claim('new AsyncQueue() same class', q instanceof AsyncQueue);

  // concurrency 2, counters
  const q2: any = createAsyncQueue({concurrency: 2});
  running = 0;
  peak = 0;
  const ps = [1, 2, 3, 4, 5].map((i) => q2.add(job(`j${i}`, 50)));
  claim('concurrency 2: running/pending right after adding 5', [q2.getRunning(), q2.getPending()]);
  await Promise.all(ps);
  claim('concurrency 2 peak', peak);

  // a throwing job rejects its add(); the queue goes on
  const q3: any = createAsyncQueue();
  const err = new Error('job failed');
  const failing = q3.add(async () => {
    throw err;
  });
  const after = q3.add(async () => 'next');
  claim('throwing job: same error, next job', [await failing.catch((e: any) => e === err), await after]);

  // onDrain
  let drains = 0;
  const q4: any = createAsyncQueue({
    concurrency: 2,
    onDrain: () => {
      drains++;
    },
  });
  await Promise.all([q4.add(job('x')), q4.add(job('y')), q4.add(job('z'))]);
  await sleep(10);
  claim('onDrain calls after 3 jobs', drains);
  q4.pause();
  q4.resume();
  claim('onDrain after pause()+resume() on an idle queue', drains);

  // per-job signal
  const q5: any = createAsyncQueue();
  const ac = new AbortController();
  const blocker = q5.add(job('block', 100));
  const victim = q5.add(async () => 'ran', ac.signal);
  ac.abort();
  claim('job aborted while waiting', await errorOf(() => victim));
  await blocker;
  const ac2 = new AbortController();
  let finished = false;
  const started = q5.add(async () => {
    await sleep(80);
    finished = true;
    return 'completed';
  }, ac2.signal);
  await sleep(10);
  ac2.abort();
  claim('job aborted after it started', [await started, finished]);

  // abort(): later add rejects; waiting jobs never settle (known issue)
  const q6: any = createAsyncQueue();
  const runningJob = q6.add(job('r', 100));
  const waitingJob = q6.add(async () => 'w');
  q6.abort();
  claim('after abort(): add rejects', await errorOf(() => q6.add(async () => 1)));
  claim('after abort(): running job', await runningJob);
  claim('after abort(): waiting job after 300 ms', await standing(waitingJob, 300));
  claim('isAborted', q6.isAborted());
  // the queue's signal
  const qc = new AbortController();
  const q7: any = createAsyncQueue({signal: qc.signal});
  qc.abort();
  claim('queue signal fired: add', await errorOf(() => q7.add(async () => 1)));
  const q8: any = createAsyncQueue({signal: AbortSignal.abort()});
  claim('queue created with an already-aborted signal: isAborted, add', [q8.isAborted(), await errorOf(() => q8.add(async () => 1))]);
  // clear()
  const q9: any = createAsyncQueue();
  q9.add(job('c1', 50));
  const dropped = q9.add(async () => 'dropped');
  q9.clear();
  claim('clear(): dropped job after 300 ms', await standing(dropped, 300));
  claim('clear(): queue still takes jobs', await q9.add(async () => 'later'));

  // pause/resume
  const q10: any = createAsyncQueue({concurrency: 2});
  const long = q10.add(job('long', 100));
  q10.pause();
  const waiting = q10.add(async () => 'after-resume');
  claim('paused: running job continues, new job waits', [q10.isPaused(), await standing(waiting, 150), await long]);
  q10.resume();
  claim('resumed', await waiting);
  // sync job (JavaScript)
  claim('a job that returns a plain value (JS)', await errorOf(() => createAsyncQueue().add(() => 5)));
}
