// Reproduces known issue tasks-orphan-job-not-deleted with the real tasks plugin and SQLite driver: jobs whose task
// file no longer exists.
import assert from 'node:assert/strict';
import {DatabaseSync} from 'node:sqlite';
import {join} from 'node:path';
import {activateTasks, type StepContext} from '#support';

const KEPT_TASK = `import { task } from '@commandkit/tasks';\nexport default task({ name: 'kept', async execute() {} });\n`;
// Cron with a seconds field, so the job comes due within a second.
const EVERY_SECOND = '* * * * * *';

interface Row {
  id: number;
  name: string;
  status: string;
  last_run: number | null;
}

function rows(file: string): Row[] {
  const db = new DatabaseSync(file);
  try {
    return db.prepare('SELECT id, name, status, last_run FROM jobs ORDER BY id').all() as unknown as Row[];
  } finally {
    db.close();
  }
}

/** A bot whose `removed-task` file is gone but whose jobs are still in the database. */
async function botWithOrphans(cwd: string) {
  const {SQLiteDriver} = await import('@commandkit/tasks/sqlite');
  const {createTask, deleteTask, setDriver} = await import('@commandkit/tasks');
  const file = join(cwd, 'tasks.db');
  // polls every second, as the driver did before 1.2.0-rc.12 (5 s since), so the runs below fit in a few seconds
  const driver = new SQLiteDriver(file, 1000);
  const deleted: string[] = [];
  const originalDelete = driver.delete.bind(driver);
  driver.delete = async (identifier: string) => {
    deleted.push(identifier);
    return originalDelete(identifier);
  };
  setDriver(driver);
  // Created while the task file still existed; createTask returns the job's id.
  const cronId = await createTask({name: 'removed-task', data: {}, schedule: EVERY_SECOND});
  const onceId = await createTask({name: 'removed-task', data: {}, schedule: Date.now()});
  return {file, driver, deleted, cronId, onceId, deleteTask, activate: () => activateTasks({'kept.mjs': KEPT_TASK}, driver)};
}

export async function reproduce({cwd}: StepContext): Promise<void> {
  const bot = await botWithOrphans(cwd);
  const active = await bot.activate();
  await new Promise((r) => setTimeout(r, 3500));
  await active.deactivate();
  bot.driver.destroy();
  assert.ok(bot.deleted.length >= 2, 'the plugin tried to delete the orphan jobs');
  assert.ok(
    bot.deleted.every((identifier) => identifier === 'removed-task'),
    `...by name: ${bot.deleted.join(', ')}`,
  );
  const left = rows(bot.file);
  assert.equal(left.length, 2, 'nothing was removed');
  const cron = left.find((row) => String(row.id) === bot.cronId)!;
  const once = left.find((row) => String(row.id) === bot.onceId)!;
  assert.equal(once.status, 'completed', 'the one-off job is just marked completed');
  assert.equal(cron.status, 'pending', 'the cron row stays pending');
  assert.notEqual(cron.last_run, null, '...and keeps firing');
}

export async function workaround({cwd}: StepContext): Promise<void> {
  const bot = await botWithOrphans(cwd);
  // Before removing the file: delete the job by the id createTask returned...
  await bot.deleteTask(bot.cronId);
  assert.deepEqual(
    rows(bot.file).map((row) => row.id),
    [Number(bot.onceId)],
  );
  // ...or delete every row with the task's name from the jobs table.
  const db = new DatabaseSync(bot.file);
  db.prepare('DELETE FROM jobs WHERE name = ?').run('removed-task');
  db.close();
  assert.deepEqual(rows(bot.file), []);
  const active = await bot.activate();
  await new Promise((r) => setTimeout(r, 1500));
  await active.deactivate();
  bot.driver.destroy();
  assert.deepEqual(bot.deleted, [bot.cronId], 'nothing was left for the plugin to trip over');
}
