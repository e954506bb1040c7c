// Reproduces known issue tasks-bullmq-duplicate-per-process with the real tasks plugin and BullMQ driver on a local
// Redis: two bot processes (two drivers, each with its own queue and worker connections) sharing one queue.
import assert from 'node:assert/strict';
import {activateTasks, type StepContext} from '#support';

export const needs = ['redis'];
// The major the framework's lockfile builds with (bullmq 6 ignores the driver's repeat option: no job at all).
export const installs = {bullmq: '^5.58.1'};

// Cron with a seconds field: an occurrence every second. Each run records the second it belongs to.
const task = (schedule: boolean) => `import { task } from '@commandkit/tasks';
const runs = (globalThis.runs ??= []);
export default task({
  name: 'heartbeat',
  ${schedule ? "schedule: '* * * * * *'," : ''}
  async execute() { runs.push(Math.floor(Date.now() / 1000)); },
});
`;

/** Starts two "processes" on one queue; `createOnFirst` is the designated process's createTask() call. */
async function twoProcesses(redisUrl: string, schedule: boolean, queueName: string) {
  const {BullMQDriver} = await import('@commandkit/tasks/bullmq');
  const {createTask} = await import('@commandkit/tasks');
  const {hostname, port} = new URL(redisUrl);
  const drivers = [0, 1].map(() => new BullMQDriver({host: hostname, port: Number(port)}, queueName));
  const first = await activateTasks({'heartbeat.mjs': task(schedule)}, drivers[0]);
  if (!schedule) await createTask({name: 'heartbeat', data: {}, schedule: '* * * * * *'});
  const second = await activateTasks({'heartbeat.mjs': task(schedule)}, drivers[1]);
  const queue = drivers[0]!.queue as unknown as {getRepeatableJobs?(): Promise<unknown[]>; getJobSchedulers(): Promise<unknown[]>};
  const repeatable = (await (queue.getRepeatableJobs ? queue.getRepeatableJobs() : queue.getJobSchedulers())).length;
  await new Promise((r) => setTimeout(r, 4000));
  await first.deactivate();
  await second.deactivate();
  await Promise.all(drivers.map(async (driver) => (await driver.worker.close(), await driver.queue.close())));
  const runs = (globalThis as {runs?: number[]}).runs ?? [];
  const perSecond = new Map<number, number>();
  for (const second of runs) perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
  return {repeatable, runs: runs.length, mostInOneSecond: Math.max(0, ...perSecond.values())};
}

export async function reproduce({redisUrl}: StepContext): Promise<void> {
  const result = await twoProcesses(redisUrl!, true, 'static-schedule');
  assert.equal(result.repeatable, 2, 'Redis holds one repeatable job per process');
  assert.equal(result.mostInOneSecond, 2, `the task ran twice per occurrence (${result.runs} runs)`);
}

export async function workaround({redisUrl}: StepContext): Promise<void> {
  // No schedule in the file; only the designated process calls createTask().
  const result = await twoProcesses(redisUrl!, false, 'designated-process');
  assert.equal(result.repeatable, 1);
  assert.ok(result.runs >= 2, `the task still runs (${result.runs} runs)`);
  assert.equal(result.mostInOneSecond, 1, 'once per occurrence');
}
