// Reproduces known issue tasks-bullmq-cron-delete-fails with createTask()/deleteTask() and the BullMQ driver on a
// local Redis.
import assert from 'node:assert/strict';
import {randomUUID} from 'node:crypto';
import {activateTasks, type StepContext} from '#support';

export const needs = ['redis'];
export const installs = {bullmq: '^5.58.1'};

const digestTask = `import { task } from '@commandkit/tasks';\nexport default task({ name: 'daily-digest', async execute() {} });\n`;

async function withCronJob(redisUrl: string, body: (driver: any, id: string) => Promise<void>) {
  const {BullMQDriver} = await import('@commandkit/tasks/bullmq');
  const {createTask} = await import('@commandkit/tasks');
  const {hostname, port} = new URL(redisUrl);
  const driver = new BullMQDriver({host: hostname, port: Number(port)}, `cron-delete-${randomUUID()}`);
  const active = await activateTasks({'digest.mjs': digestTask}, driver);
  try {
    const id = await createTask({name: 'daily-digest', data: {}, schedule: '0 9 * * *'});
    await body(driver, id);
  } finally {
    await active.deactivate();
    await driver.worker.close();
    await driver.queue.close();
  }
}

export async function reproduce({redisUrl}: StepContext): Promise<void> {
  const {deleteTask} = await import('@commandkit/tasks');
  await withCronJob(redisUrl!, async (driver, id) => {
    assert.match(id, /^repeat:/, `the id is the scheduler's job id: ${id}`);
    await assert.rejects(deleteTask(id), /belongs to a job scheduler and cannot be removed directly/);
    assert.equal((await driver.queue.getJobSchedulers()).length, 1, 'the schedule is still there');
  });
}

export async function workaround({redisUrl}: StepContext): Promise<void> {
  await withCronJob(redisUrl!, async (driver) => {
    const schedulers = await driver.queue.getJobSchedulers();
    for (const scheduler of schedulers.filter((s: {name: string}) => s.name === 'daily-digest')) {
      await driver.queue.removeJobScheduler(scheduler.key);
    }
    assert.equal((await driver.queue.getJobSchedulers()).length, 0, 'the schedule is gone');
  });
}
