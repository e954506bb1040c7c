// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// commandkit-tasks: "Jobs whose time passed while the bot was down run on the next start; a cron job then jumps to
// its next future occurrence". Run for a static cron task (schedule in the task file), a cron job made with
// createTask, and a one-off date job, across a simulated restart (new driver on the same file, plugin activated again).
import {DatabaseSync} from 'node:sqlite';
import {join} from 'node:path';
import {activateTasks} from '#support';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const T = (name: string, schedule = '') =>
  `import { task } from '@commandkit/tasks';\nexport default task({ name: '${name}', ${schedule ? `schedule: '${schedule}',` : ''} async execute() { (globalThis.runs ??= []).push('${name}'); } });\n`;

export default async function (ctx: {cwd: string}) {
  const {SQLiteDriver} = await import('@commandkit/tasks/sqlite');
  const {createTask} = await import('@commandkit/tasks');
  const file = join(ctx.cwd, 'tasks.db');
  const files = {'static-cron.mjs': T('static-cron', '0 0 1 1 *'), 'dyn-cron.mjs': T('dyn-cron'), 'once.mjs': T('once')};
  // first life of the bot
  const d1 = new SQLiteDriver(file, 300);
  const a1 = await activateTasks(files, d1);
  await createTask({name: 'dyn-cron', data: {}, schedule: '0 0 1 1 *'});
  await createTask({name: 'once', data: {}, schedule: Date.now() + 60_000});
  await a1.deactivate();
  d1.destroy();
  // the bot is down while every job comes due: move next_run into the past
  const db = new DatabaseSync(file);
  db.prepare('UPDATE jobs SET next_run = ?').run(Date.now() - 60_000);
  db.close();
  // second life
  globalThis.runs = [];
  const d2 = new SQLiteDriver(file, 300);
  const a2 = await activateTasks(files, d2);
  await sleep(1500);
  console.log('CLAIM missed-runs-after-restart', JSON.stringify(globalThis.runs));
  const db2 = new DatabaseSync(file);
  console.log('CLAIM rows', JSON.stringify(db2.prepare('SELECT name, status, next_run > ? AS future FROM jobs').all(Date.now())));
  db2.close();
  await a2.deactivate();
  d2.destroy();
}
