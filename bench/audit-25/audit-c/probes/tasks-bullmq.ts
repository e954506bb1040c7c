// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/official-plugins/commandkit-tasks about the BullMQ driver and the page's OneOffBullMQDriver,
// on Debian's redis-server (--redis).
import {randomUUID} from 'node:crypto';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default async function (ctx: any) {
  const {BullMQDriver} = await import('@commandkit/tasks/bullmq');
  const {Redis} = await import('ioredis');
  const admin = new Redis(ctx.redisUrl);
  await admin.flushall();
  const url = new URL(ctx.redisUrl);
  const conn = {host: url.hostname, port: Number(url.port)};
  const plain = new BullMQDriver(conn);
  console.log(
    'CLAIM default-queue-name',
    plain.queue?.name,
    'worker',
    plain.worker?.constructor?.name,
    'queue',
    plain.queue?.constructor?.name,
  );
  const ran = [];
  await plain.setTaskRunner(async (t) => void ran.push(t.name + ':' + JSON.stringify(t.data)));
  const cronId = await plain.create({name: 'digest', data: {}, schedule: '0 9 * * *', timezone: 'Europe/Paris'});
  const d1 = await plain.create({name: 'remind', data: {u: 1}, schedule: Date.now() + 300});
  const d2 = await plain.create({name: 'remind', data: {u: 2}, schedule: Date.now() + 300});
  console.log('CLAIM ids', cronId, d1, d2);
  const repeatables = await plain.queue.getRepeatableJobs();
  console.log('CLAIM repeatable', JSON.stringify(repeatables.map((j) => ({name: j.name, pattern: j.pattern, tz: j.tz}))));
  await sleep(2000);
  console.log('CLAIM plain-runs', JSON.stringify(ran));
  try {
    await plain.delete(cronId);
    console.log('CLAIM delete-cron-by-id ok');
  } catch (e) {
    console.log('CLAIM delete-cron-by-id throws', e.message);
  }
  console.log('CLAIM repeatables after delete', (await plain.queue.getRepeatableJobs()).length);
  // workaround: remove the job scheduler of the task's name
  const schedulers = await plain.queue.getJobSchedulers();
  console.log('CLAIM schedulers', JSON.stringify(schedulers.map((s) => ({key: s.key, name: s.name, id: s.id}))));
  for (const s of schedulers.filter((s) => s.name === 'digest')) await plain.queue.removeJobScheduler(s.key);
  console.log('CLAIM after removeJobScheduler', (await plain.queue.getRepeatableJobs()).length);
  await plain.worker.close();
  await plain.queue.close();

  class OneOffBullMQDriver extends BullMQDriver {
    async create(task) {
      if (typeof task.schedule === 'string') return super.create(task);
      const runAt = task.schedule instanceof Date ? task.schedule.getTime() : task.schedule;
      const jobId = randomUUID();
      await this.queue.add(task.name, task.data, {jobId, delay: Math.max(0, runAt - Date.now())});
      return jobId;
    }
  }
  const one = new OneOffBullMQDriver(conn, 'mybot-tasks');
  const ran2 = [];
  await one.setTaskRunner(async (t) => void ran2.push(t.name + ':' + JSON.stringify(t.data)));
  await one.create({name: 'remind', data: {u: 1}, schedule: Date.now() + 300});
  await one.create({name: 'remind', data: {u: 2}, schedule: new Date(Date.now() + 300)});
  const gone = await one.create({name: 'remind', data: {u: 3}, schedule: Date.now() + 800});
  await one.delete(gone);
  await sleep(2000);
  console.log('CLAIM one-off-runs', JSON.stringify(ran2.sort()));
  await one.worker.close();
  await one.queue.close();
  await admin.quit();
}
