/**
 * The one test command (README, `.ci/run`): makes sure Debian's Chromium is installed, builds CommandKit 1.x
 * from source at the documented commit (the framework harness, cached under node_modules/.cache/framework),
 * runs the code-example check (types in a reader's project with the real packed framework, run-time imports,
 * install lines), builds the site, then runs the unit tests, the examples run for real (both versions), the
 * known-issue reproductions, and the browser tests against the build. Before all that, the formatting check
 * (seconds; the settings are .prettierrc.json, `npm run format` fixes what it reports).
 *
 * The framework build and the example check run alone: every later step uses what they make (the packs, and
 * the examples' reader's project the site build's hovers and the unit tests share). After them two lanes run
 * side by side, one for the site (its build, the unit tests that read the build, the browser tests) and one for
 * the framework's runs (the other unit tests, the examples run, the known issues): most of these steps keep
 * one core busy, and the machine has two. Every step prints its wall and CPU time; a table of all of them
 * ends the run (bench/RESULTS.md, "Test command: the time of each step").
 * Set SKIP_BUILD=1 to reuse an existing build while iterating.
 */
import {existsSync, readFileSync} from 'node:fs';
import {listTestFiles, nodeTestArgs} from './lib/test-files';
import {runLanes, runStep, timingTable, type Step, type StepTiming} from './lib/timed-steps';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const started = performance.now();
const timings: StepTiming[] = [];

function finish(): never {
  console.log(
    `\nTime of each step (wall, and CPU of the step's processes):\n\n${timingTable(timings, (performance.now() - started) / 1000)}\n`,
  );
  const failed = timings.filter((t) => t.status !== 0);
  for (const t of failed) console.error(`✗ ${t.label} failed (exit ${t.status})`);
  if (!failed.length) console.log('All test steps passed.');
  process.exit(failed.length ? 1 : 0);
}

async function alone(step: Step): Promise<void> {
  const timing = await runStep(step);
  timings.push(timing);
  if (timing.status !== 0) finish();
}

async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM)) {
    return;
  }
  const asRoot = process.getuid?.() === 0;
  const [command, ...prefix] = [...(asRoot ? [] : ['sudo']), 'apt-get'];
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's package`);
  await alone({label: 'apt-get update', command, args: [...prefix, 'update', '-qq']});
  await alone({
    label: 'install chromium',
    command,
    args: [...prefix, 'install', '-y', '-qq', 'chromium'],
    env: {DEBIAN_FRONTEND: 'noninteractive'},
  });
}

function hasScript(name: string): boolean {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {scripts?: Record<string, string>};
  return Boolean(manifest.scripts?.[name]);
}

/** Unit tests that read the site's build (named `*-build.test.ts`) run in the site's lane, after the build. */
const isBuildTest = (file: string) => file.endsWith('-build.test.ts');
const unitFiles = await listTestFiles('tests/unit');
const nodeTest = async (files: string[]) => (await nodeTestArgs('tests/unit')).filter((arg) => !arg.endsWith('.test.ts')).concat(files);

await alone({label: 'formatting (Prettier)', command: 'npm', args: ['run', 'format:check']});
await ensureChromium();
await alone({label: 'framework: CommandKit 1.x built from source and packed (cached)', command: 'npm', args: ['run', 'framework:build']});
// The API pages are generated files the site build writes in its first seconds; written here, before the lanes,
// the unit tests that read the docs folders never meet a page half-written (the build then rewrites nothing).
await alone({label: 'API pages from the models', command: 'npm', args: ['run', 'api:generate']});
if (hasScript('check:examples')) {
  await alone({label: 'code examples', command: 'npm', args: ['run', 'check:examples']});
}

const site: Step[] = [];
if (process.env.SKIP_BUILD !== '1' || !existsSync('build/index.html')) {
  site.push({label: 'build', command: 'npm', args: ['run', 'build']});
}
site.push({label: 'unit tests on the build', command: process.execPath, args: await nodeTest(unitFiles.filter(isBuildTest))});
site.push({label: 'browser tests', command: process.execPath, args: await nodeTestArgs('tests/e2e')});

const framework: Step[] = [
  {label: 'unit tests', command: process.execPath, args: await nodeTest(unitFiles.filter((f) => !isBuildTest(f)))},
];
if (hasScript('check:examples:run')) {
  framework.push({
    label: 'examples run for real (1.x built from source, 0.1.10 from npm)',
    command: 'npm',
    args: ['run', 'check:examples:run'],
  });
}
if (hasScript('check:known-issues')) {
  framework.push({
    label: 'known issues reproduced (1.x built from source, 0.1.10 from npm)',
    command: 'npm',
    args: ['run', 'check:known-issues'],
  });
}

timings.push(...(await runLanes({site, framework})));
finish();
