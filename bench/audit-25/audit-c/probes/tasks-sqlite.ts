// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/official-plugins/commandkit-tasks about the plugin's loader, the task context and the SQLite
// driver, run with the real plugin (activateTasks = what CommandKit does at start) and the real SQLiteDriver.
import {DatabaseSync} from 'node:sqlite';
import {existsSync, mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {activateTasks, captureOutput} from '#support';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rec = (name: string) => `(globalThis.runs ??= []).push(${JSON.stringify(name)})`;
const runs = () => (globalThis.runs ??= []);
const count = (name: string) => runs().filter((r) => r === name).length;
const rows = (file: string) => {
  const db = new DatabaseSync(file);
  try {
    return db.prepare('SELECT id, name, status, schedule_type, timezone, next_run, data FROM jobs ORDER BY id').all();
  } finally {
    db.close();
  }
};
const T = (body: string) => `import { task } from '@commandkit/tasks';\nexport default task(${body});\n`;

export default async function (ctx: {cwd: string}) {
  const out = captureOutput();
  const {SQLiteDriver} = await import('@commandkit/tasks/sqlite');
  const {createTask, deleteTask, tasks, taskDriverManager} = await import('@commandkit/tasks');

  // defaults of the factory and of the driver
  const plugin = tasks();
  console.log('CLAIM default-options', JSON.stringify(plugin.options));
  const memory = new SQLiteDriver(':memory:');
  console.log('CLAIM driver-default-interval', memory.getPollingInterval());
  memory.destroy();

  const file = join(ctx.cwd, 'tasks.db');
  const driver = new SQLiteDriver(file, 300);
  const {getCurrentDirectory} = await import('commandkit');
  mkdirSync(join(getCurrentDirectory(), 'app', 'tasks', 'sub'), {recursive: true});
  const active = await activateTasks(
    {
      'yearly.mjs': T(
        `{ name: 'yearly', schedule: '0 0 1 1 *', immediate: true, timezone: 'America/New_York', async execute(ctx) { ${rec('yearly')}; globalThis.staticData = ctx.data; } }`,
      ),
      'future-date.mjs': T(
        `{ name: 'future-date', schedule: Date.now() + 3600000, immediate: true, async execute() { ${rec('future-date')} } }`,
      ),
      '_helper.mjs': T(`{ name: 'helper', schedule: '* * * * * *', async execute() { ${rec('helper')} } }`),
      'dup-a.mjs': T(`{ name: 'dup', async execute() { ${rec('dup-a')} } }`),
      'dup-b.mjs': T(`{ name: 'dup', async execute() { ${rec('dup-b')} } }`),
      'reminder.mjs': T(
        `{ name: 'reminder', async prepare(ctx) { ctx.store.set('p', 1); return true; }, async execute(ctx) { ${rec('reminder')}; (globalThis.ctxs ??= []).push({ data: ctx.data, task: ctx.task?.name, client: typeof ctx.client, ck: typeof ctx.commandkit, store: ctx.store.get('p') }); } }`,
      ),
      'skipper.mjs': T(`{ name: 'skipper', async prepare() { return false; }, async execute() { ${rec('skipper')} } }`),
      'sub/nested.mjs': T(`{ name: 'nested', schedule: '* * * * * *', async execute() { ${rec('nested')} } }`),
      'thrower.mjs': T(
        `{ name: 'thrower', schedule: '* * * * * *', async execute() { ${rec('thrower')}; throw new Error('boom-from-task'); } }`,
      ),
    },
    driver,
  );
  await sleep(200);
  const id1 = await createTask({name: 'reminder', schedule: Date.now(), data: {recipientId: '1', note: 'a'}});
  const id2 = await createTask({name: 'reminder', schedule: Date.now(), data: {recipientId: '2', note: 'b'}});
  console.log('CLAIM createTask-ids', typeof id1, id1, id2);
  await createTask({name: 'skipper', schedule: Date.now(), data: {}});
  const far = await createTask({name: 'reminder', schedule: Date.now() + 3600000, data: {}});
  await deleteTask('reminder');
  console.log('CLAIM delete-by-name-removes', !rows(file).some((r) => String(r.id) === far) ? 'yes' : 'no');
  await deleteTask(far);
  console.log('CLAIM delete-by-id-removes', !rows(file).some((r) => String(r.id) === far) ? 'yes' : 'no');
  await sleep(2600);
  console.log(
    'CLAIM runs',
    JSON.stringify({
      yearly: count('yearly'),
      futureDate: count('future-date'),
      helper: count('helper'),
      nested: count('nested'),
      dupA: count('dup-a'),
      dupB: count('dup-b'),
      reminder: count('reminder'),
      skipper: count('skipper'),
      thrower: count('thrower'),
    }),
  );
  console.log('CLAIM static-data', JSON.stringify(globalThis.staticData));
  console.log('CLAIM ctx', JSON.stringify(globalThis.ctxs));
  const all = rows(file);
  console.log('CLAIM rows', JSON.stringify(all.map((r) => [r.name, r.status, r.schedule_type, r.timezone])));
  const text = out.text();
  console.log(
    'CLAIM dup-error',
    /Duplicate task found: dup/.test(text),
    'thrower-logged',
    /Error executing task: Error: boom-from-task/.test(text),
  );
  console.log(
    'CLAIM loaded-lines',
    text
      .split('\n')
      .filter((l) => /Loaded (task|\d+ tasks)/.test(l))
      .join(' | '),
  );
  // re-registering the static cron (a restart) replaces its row
  await active.deactivate();
  const again = await activateTasks({}, driver);
  await sleep(100);
  console.log('CLAIM cron-rows-after-restart', rows(file).filter((r) => r.name === 'yearly').length);
  await again.deactivate();
  driver.destroy();

  // setPollingInterval does not change the running timer
  const slow = new SQLiteDriver(':memory:', 100000);
  let ran = 0;
  await slow.setTaskRunner(async () => void ran++);
  slow.setPollingInterval(50);
  await slow.create({name: 'x', data: {}, schedule: Date.now()});
  await sleep(600);
  console.log('CLAIM set-polling-interval', slow.getPollingInterval(), 'ran', ran);
  // immediate run with SQLite happens after createTask returned
  let order = [];
  await slow.setTaskRunner(async () => void order.push('run'));
  await slow.create({name: 'y', data: {}, schedule: '0 0 1 1 *', immediate: true});
  order.push('returned');
  await sleep(50);
  console.log('CLAIM immediate-order', order.join(','));
  slow.destroy();

  // a database path in a folder that does not exist
  try {
    new SQLiteDriver(join(ctx.cwd, 'missing-folder', 'x.db'));
    console.log('CLAIM missing-folder ok');
  } catch (e) {
    console.log('CLAIM missing-folder throws', e.message);
  }
  out.restore();
  void taskDriverManager;
}
