// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// commandkit-tasks, driver claims earlier probes did not cover: several cron jobs of one task name made with
// createTask (per-server schedules), the default time zone of a cron schedule, destroy(), and a throwing run under
// BullMQ (retried or not). Run with TZ set (the "system zone") and REDIS_URL.
export const installs = {bullmq: '5'};
import {DatabaseSync} from 'node:sqlite';
import {join} from 'node:path';
import {claim, sleep} from './support.js';

export async function reproduce(ctx: any) {
  const {SQLiteDriver} = await import('@commandkit/tasks/sqlite');
  const file = join(ctx.cwd, 'tasks.db');
  const driver = new SQLiteDriver(file, 200);
  const ran = [];
  await driver.setTaskRunner(async (t) => void ran.push(t.data));
  // two servers, one daily digest each, made with createTask and a cron string
  const a = await driver.create({name: 'digest', schedule: '0 9 * * *', data: {guildId: 'A'}});
  const b = await driver.create({name: 'digest', schedule: '0 9 * * *', data: {guildId: 'B'}});
  const db = new DatabaseSync(file);
  const rows = db.prepare("SELECT id, data, next_run FROM jobs WHERE name = 'digest'").all();
  claim('sqlite-two-cron-createTask', {ids: [a, b], rowsLeft: rows.map((r) => r.data)});
  const next = new Date(rows[0].next_run);
  claim('sqlite-cron-default-zone', {TZ: process.env.TZ, nextRunUTC: next.toISOString(), utcHour: next.getUTCHours()});
  // destroy(): polling stops (a job due now never runs) and the database is closed
  await driver.create({name: 'late', schedule: Date.now() + 300, data: {late: true}});
  driver.destroy();
  await sleep(900);
  let closed;
  try {
    await driver.create({name: 'after', schedule: Date.now(), data: {}});
    closed = 'create still works';
  } catch (e) {
    closed = `create throws: ${e.message}`;
  }
  claim('sqlite-destroy', {lateRan: ran.some((d) => d.late), closed});
  db.close();

  if (!ctx.redisUrl) return claim('bullmq', 'no REDIS_URL');
  const {BullMQDriver} = await import('@commandkit/tasks/bullmq');
  const url = new URL(ctx.redisUrl);
  const queueName = `audit-k-${Date.now()}`;
  const bull = new BullMQDriver({host: url.hostname, port: Number(url.port)}, queueName);
  let attempts = 0;
  await bull.setTaskRunner(async () => {
    attempts++;
    throw new Error('boom');
  });
  await bull.create({name: 'thrower', schedule: Date.now() + 100, data: {}});
  await sleep(2500);
  const failed = await bull.queue.getFailedCount();
  const completed = await bull.queue.getCompletedCount();
  claim('bullmq-runner-throws', {attempts, failed, completed});
  // two cron jobs of one name through createTask
  const c1 = await bull.create({name: 'digest', schedule: '0 9 * * *', data: {guildId: 'A'}});
  const c2 = await bull.create({name: 'digest', schedule: '0 9 * * *', data: {guildId: 'B'}});
  const schedulers = await bull.queue.getJobSchedulers();
  const delayed = await bull.queue.getDelayed();
  claim('bullmq-two-cron-createTask', {
    ids: [c1, c2],
    schedulers: schedulers.map((s) => s.name),
    delayedData: delayed.filter((j) => j.name === 'digest').map((j) => j.data),
  });
  await bull.queue.obliterate({force: true});
  await bull.worker.close();
  await bull.queue.close();
}
