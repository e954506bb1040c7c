/**
 * Steps of the test command, run one after the other in a lane, two lanes side by side, each step timed:
 * wall time and CPU time (user + sys of the step's command and every process it waited for). The CPU figure
 * is the one to compare between runs on a shared machine; the wall time moves with the load.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import {join} from 'node:path';
import {createInterface} from 'node:readline';

export interface Step {
  label: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

export interface StepTiming {
  label: string;
  /** The lane the step ran in ('' when it ran alone). */
  lane: string;
  wallSeconds: number;
  cpuSeconds: number;
  /** 1-minute load average when the step started and when it ended. */
  load: [number, number];
  status: number;
}

/**
 * Runs the command, then writes its CPU time to the file named first. Linux adds a waited-for child's CPU
 * time (and everything it waited for) to cutime/cstime in /proc/self/stat, in USER_HZ ticks (100 a second);
 * a separate process per step keeps two lanes' figures apart. Plain JavaScript, given to `node -e`.
 */
const CPU_WRAPPER = `
const {spawnSync} = require('node:child_process');
const {readFileSync, writeFileSync} = require('node:fs');
const [out, command, ...args] = process.argv.slice(1);
const r = spawnSync(command, args, {stdio: 'inherit'});
const stat = readFileSync('/proc/self/stat', 'utf8');
const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
writeFileSync(out, JSON.stringify({user: Number(fields[13]) / 100, sys: Number(fields[14]) / 100}));
process.exit(r.status ?? 1);
`;

/** Runs one step; `lane` non-empty prefixes every output line with it (two lanes print at once). */
export async function runStep(step: Step, lane = ''): Promise<StepTiming> {
  const dir = mkdtempSync(join(tmpdir(), 'test-step-'));
  const cpuFile = join(dir, 'cpu.json');
  const say = (line: string) => console.log(lane ? `[${lane}] ${line}` : line);
  say(`${lane ? '' : '\n'}=== ${step.label}: ${[step.command, ...step.args].join(' ')}`);
  const load0 = loadavg()[0];
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', CPU_WRAPPER, cpuFile, step.command, ...step.args], {
    stdio: ['ignore', lane ? 'pipe' : 'inherit', lane ? 'pipe' : 'inherit'],
    env: {...process.env, ...step.env},
  });
  if (lane) {
    for (const stream of [child.stdout!, child.stderr!]) createInterface({input: stream}).on('line', say);
  }
  const status = await new Promise<number>((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1))));
  const wallSeconds = (performance.now() - started) / 1000;
  let cpuSeconds = NaN;
  try {
    const cpu = JSON.parse(readFileSync(cpuFile, 'utf8')) as {user: number; sys: number};
    cpuSeconds = cpu.user + cpu.sys;
  } catch {
    // The wrapper was killed before it could write: the CPU time is unknown.
  }
  rmSync(dir, {recursive: true, force: true});
  const timing: StepTiming = {label: step.label, lane, wallSeconds, cpuSeconds, load: [load0, loadavg()[0]], status};
  say(`${status === 0 ? '✓' : '✗'} ${step.label}: ${formatTiming(timing)}${status === 0 ? '' : ` (exit ${status})`}`);
  return timing;
}

export function formatTiming(t: StepTiming): string {
  return (
    `${t.wallSeconds.toFixed(1)} s wall, ${Number.isNaN(t.cpuSeconds) ? '?' : t.cpuSeconds.toFixed(1)} s ` +
    `CPU (load ${t.load[0].toFixed(1)} → ${t.load[1].toFixed(1)})`
  );
}

/**
 * Runs lanes side by side, each lane's steps in order. A failed step stops its own lane and keeps the other
 * lanes from starting new steps (the step already running finishes, so services it started are stopped).
 */
export async function runLanes(lanes: Record<string, Step[]>): Promise<StepTiming[]> {
  const timings: StepTiming[] = [];
  let failed = false;
  await Promise.all(
    Object.entries(lanes).map(async ([lane, steps]) => {
      for (const step of steps) {
        if (failed) return;
        const timing = await runStep(step, lane);
        timings.push(timing);
        if (timing.status !== 0) failed = true;
      }
    }),
  );
  return timings;
}

/** The per-step table (Markdown) printed at the end of the test command. */
export function timingTable(timings: readonly StepTiming[], totalWallSeconds: number): string {
  const rows = timings.map(
    (t) =>
      `| ${t.label}${t.status === 0 ? '' : ' (failed)'} | ${t.lane || '-'} | ${t.wallSeconds.toFixed(1)} s | ${Number.isNaN(t.cpuSeconds) ? '?' : `${t.cpuSeconds.toFixed(1)} s`} | ${t.load[0].toFixed(1)} → ${t.load[1].toFixed(1)} |`,
  );
  const cpu = timings.reduce((sum, t) => sum + (Number.isNaN(t.cpuSeconds) ? 0 : t.cpuSeconds), 0);
  return [
    '| step | lane | wall | CPU (user+sys) | load (1 min) |',
    '|---|---|---:|---:|---|',
    ...rows,
    `| **total** | | **${totalWallSeconds.toFixed(1)} s** | **${cpu.toFixed(1)} s** | |`,
  ].join('\n');
}
