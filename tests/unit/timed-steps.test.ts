import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';
import {runLanes, runStep, timingTable} from '../../scripts/lib/timed-steps';
import {tempFolder} from './temp-folders';

const burn = (ms: number) => ({
  label: `burn ${ms} ms`,
  command: process.execPath,
  // Busy for `ms` of CPU time in a grandchild, so the figure must come from waited-for descendants too.
  args: [
    '-e',
    `require('node:child_process').spawnSync(process.execPath, ['-e', 'const t = process.cpuUsage(); ` +
      `while ((process.cpuUsage(t).user) / 1000 < ${ms}) {}'], {stdio: 'inherit'})`,
  ],
});

test('a step reports the CPU time of its command and of the processes that command waited for', async () => {
  const timing = await runStep(burn(400), 'unit');
  assert.equal(timing.status, 0);
  assert.ok(timing.cpuSeconds >= 0.4, `CPU ${timing.cpuSeconds} s`);
  assert.ok(timing.wallSeconds >= timing.cpuSeconds * 0.5);
});

test('a failed step stops its lane and keeps the other lane from starting a new step', async () => {
  // The other lane's step ends well after the failing step has (5 s after the file that one writes).
  const marker = join(tempFolder('timed-steps-'), 'failed');
  const fail = {
    label: 'fails',
    command: process.execPath,
    args: ['-e', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, ''); process.exit(3)`],
  };
  const slow = {
    label: 'slow',
    command: process.execPath,
    args: [
      '-e',
      `const t = setInterval(() => require('node:fs').existsSync(${JSON.stringify(marker)}) && ` +
        `setTimeout(() => clearInterval(t), 5000), 50)`,
    ],
  };
  const never = {label: 'never', command: process.execPath, args: ['-e', '']};
  const timings = await runLanes({a: [fail, never], b: [slow, never]});
  assert.deepEqual(timings.map((t) => [t.label, t.status]).sort(), [
    ['fails', 3],
    ['slow', 0],
  ]);
  const table = timingTable(timings, 1);
  assert.match(table, /\| fails \(failed\) \| a \|/);
  assert.match(table, /\| \*\*total\*\* \|/);
});
