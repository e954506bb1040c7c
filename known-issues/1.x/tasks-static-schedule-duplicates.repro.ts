// Reproduces known issue tasks-static-schedule-duplicates with the real tasks plugin and SQLite driver: the same bot
// started three times on one database file.
import assert from 'node:assert/strict';
import {DatabaseSync} from 'node:sqlite';
import {join} from 'node:path';
import {activateTasks, type StepContext} from '#support';

const task = (schedule: string | null) =>
  `import { task } from '@commandkit/tasks';\nexport default task({ name: 'nightly', ${schedule ? `schedule: '${schedule}', ` : ''}async execute() {} });\n`;

/** Starts the bot (plugin activation on a new driver), then stops it; returns the pending rows of `nightly`. */
async function start(dbPath: string, schedule: string | null): Promise<number> {
  const {SQLiteDriver} = await import('@commandkit/tasks/sqlite');
  const driver = new SQLiteDriver(dbPath);
  const active = await activateTasks({'nightly.mjs': task(schedule)}, driver);
  await active.deactivate();
  driver.destroy();
  if (dbPath === ':memory:') return NaN;
  const db = new DatabaseSync(dbPath);
  const {count} = db.prepare("SELECT COUNT(*) AS count FROM jobs WHERE name = 'nightly' AND status = 'pending'").get() as {count: number};
  db.close();
  return count;
}

export async function reproduce({cwd}: StepContext): Promise<void> {
  const file = join(cwd, 'tasks.db');
  const counts = [await start(file, '0 3 * * *'), await start(file, '0 3 * * *'), await start(file, '0 3 * * *')];
  assert.deepEqual(counts, [1, 2, 3], 'one more pending cron row per start');
}

export async function workaround({cwd}: StepContext): Promise<void> {
  // With only static schedules: an in-memory database starts empty every time, so each start holds one job.
  const {SQLiteDriver} = await import('@commandkit/tasks/sqlite');
  for (let i = 0; i < 2; i++) {
    const driver = new SQLiteDriver(':memory:');
    const active = await activateTasks({'nightly.mjs': task('0 3 * * *')}, driver);
    const db = (driver as unknown as {db: DatabaseSync}).db;
    assert.equal((db.prepare("SELECT COUNT(*) AS count FROM jobs WHERE name = 'nightly'").get() as {count: number}).count, 1);
    await active.deactivate();
    driver.destroy();
  }

  // Otherwise: no schedule in the file, and the job created once (here by a one-off script before the starts).
  const file = join(cwd, 'tasks.db');
  const {setDriver, createTask} = await import('@commandkit/tasks');
  const setup = new SQLiteDriver(file);
  setDriver(setup);
  await createTask({name: 'nightly', data: {}, schedule: '0 3 * * *'});
  setup.destroy();
  assert.deepEqual([await start(file, null), await start(file, null)], [1, 1]);
}
