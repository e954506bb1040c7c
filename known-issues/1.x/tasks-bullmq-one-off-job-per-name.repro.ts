// Reproduces known issue tasks-bullmq-one-off-job-per-name with the real tasks plugin, createTask() and the BullMQ
// driver on a local Redis, then runs the page's driver subclass.
import assert from 'node:assert/strict';
import {randomUUID} from 'node:crypto';
import {activateTasks, type StepContext} from '#support';

export const needs = ['redis'];
export const installs = {bullmq: '^5.58.1'};

const reminderTask = `import { task } from '@commandkit/tasks';
const delivered = (globalThis.delivered ??= []);
export default task({
  name: 'dm-reminder',
  async execute(ctx) { delivered.push(ctx.data.who); },
});
`;

async function remind(
  redisUrl: string,
  queueName: string,
  makeDriver: (connection: {host: string; port: number}, queue: string) => unknown,
) {
  const {createTask} = await import('@commandkit/tasks');
  const {hostname, port} = new URL(redisUrl);
  const driver = makeDriver({host: hostname, port: Number(port)}, queueName) as {
    queue: {close(): Promise<void>};
    worker: {close(): Promise<void>};
  };
  (globalThis as {delivered?: string[]}).delivered = [];
  const active = await activateTasks({'reminder.mjs': reminderTask}, driver);
  const soon = () => Date.now() + 500;
  // two users ask at the same time, a third once the first reminders are done
  const ids = [
    await createTask({name: 'dm-reminder', schedule: soon(), data: {who: 'alice'}}),
    await createTask({name: 'dm-reminder', schedule: soon(), data: {who: 'bob'}}),
  ];
  await new Promise((r) => setTimeout(r, 2000));
  ids.push(await createTask({name: 'dm-reminder', schedule: soon(), data: {who: 'carol'}}));
  await new Promise((r) => setTimeout(r, 2000));
  await active.deactivate();
  await driver.worker.close();
  await driver.queue.close();
  return {ids, delivered: [...((globalThis as {delivered?: string[]}).delivered ?? [])].sort()};
}

export async function reproduce({redisUrl}: StepContext): Promise<void> {
  const {BullMQDriver} = await import('@commandkit/tasks/bullmq');
  const result = await remind(redisUrl!, `one-off-${randomUUID()}`, (c, q) => new BullMQDriver(c, q));
  assert.deepEqual(result.ids, ['dm-reminder-delayed', 'dm-reminder-delayed', 'dm-reminder-delayed'], 'every call returns the same id');
  assert.deepEqual(result.delivered, ['alice'], 'only the first reminder runs');
}

export async function workaround({redisUrl}: StepContext): Promise<void> {
  const {BullMQDriver} = await import('@commandkit/tasks/bullmq');
  type TaskData = Parameters<InstanceType<typeof BullMQDriver>['create']>[0];
  class OneOffBullMQDriver extends BullMQDriver {
    override async create(task: TaskData): Promise<string> {
      if (typeof task.schedule === 'string') return super.create(task);
      const runAt = task.schedule instanceof Date ? task.schedule.getTime() : task.schedule;
      const jobId = randomUUID();
      await this.queue.add(task.name, task.data, {jobId, delay: Math.max(0, runAt - Date.now())});
      return jobId;
    }
  }
  const result = await remind(redisUrl!, `one-off-${randomUUID()}`, (c, q) => new OneOffBullMQDriver(c, q));
  assert.equal(new Set(result.ids).size, 3, 'one id per call');
  assert.deepEqual(result.delivered, ['alice', 'bob', 'carol'], 'every reminder runs');
}
