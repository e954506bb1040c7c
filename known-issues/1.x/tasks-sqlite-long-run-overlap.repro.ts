// Reproduces known issue tasks-sqlite-long-run-overlap with the real tasks plugin and SQLite driver: a one-off job
// whose run lasts three seconds.
import assert from 'node:assert/strict';
import {activateTasks} from '#support';

// Each run records when it started and ended in a global the repro reads.
const SLOW_TASK = (guard: boolean) => `import { task } from '@commandkit/tasks';
const runs = (globalThis.runs ??= []);
let running = false;
export default task({
  name: 'slow-report',
  async prepare() {
    ${guard ? 'if (running) return false;\n    running = true;' : ''}
    return true;
  },
  async execute() {
    const run = { start: Date.now(), end: 0 };
    runs.push(run);
    try {
      await new Promise((resolve) => setTimeout(resolve, 3000));
    } finally {
      run.end = Date.now();
      running = false;
    }
  },
});
`;

interface Run {
  start: number;
  end: number;
}

async function runOnce(guard: boolean): Promise<Run[]> {
  const {SQLiteDriver} = await import('@commandkit/tasks/sqlite');
  const {createTask} = await import('@commandkit/tasks');
  // polls every second (the default is 5 s since 1.2.0-rc.12), so a 3 s run spans several polls
  const driver = new SQLiteDriver(':memory:', 1000);
  const active = await activateTasks({'slow-report.mjs': SLOW_TASK(guard)}, driver);
  await createTask({name: 'slow-report', data: {}, schedule: Date.now()});
  await new Promise((r) => setTimeout(r, 4500));
  await active.deactivate();
  driver.destroy();
  return (globalThis as {runs?: Run[]}).runs ?? [];
}

export async function reproduce(): Promise<void> {
  const runs = await runOnce(false);
  assert.ok(runs.length >= 2, `a one-off job started ${runs.length} time(s)`);
  assert.ok(runs[1]!.start < runs[0]!.end, 'the second run started while the first was still busy');
}

export async function workaround(): Promise<void> {
  // The page's module-level flag, checked in prepare.
  const runs = await runOnce(true);
  assert.equal(runs.length, 1);
}
