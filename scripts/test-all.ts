/**
 * The one test command (README, `.ci/run`): makes sure Debian's Chromium is installed, builds CommandKit 1.x
 * from source at the documented commit (the framework harness, cached under node_modules/.cache/framework),
 * builds the site, then runs the unit tests, the code-example check (types in a reader's project with the
 * real packed framework, run-time imports, install lines), the examples run for real (both versions), the
 * known-issue reproductions, and the browser tests against the build. Before all that, the formatting check.
 * Set SKIP_BUILD=1 to reuse an existing build while iterating.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {nodeTestArgs} from './lib/test-files';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) {
    return;
  }
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo'];
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's package`);
  const [command, ...prefix] = [...sudo, 'apt-get'];
  run('apt-get update', command, [...prefix, 'update', '-qq']);
  run('install chromium', command, [...prefix, 'install', '-y', '-qq', 'chromium'], {DEBIAN_FRONTEND: 'noninteractive'});
}

function hasScript(name: string): boolean {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {scripts?: Record<string, string>};
  return Boolean(manifest.scripts?.[name]);
}

ensureChromium();
// Formatting first: it takes seconds (the settings are .prettierrc.json; `npm run format` fixes what it reports).
run('formatting (Prettier)', 'npm', ['run', 'format:check']);
// Then the framework, on its own: the site build (types on hover), the unit tests and check:examples all use it.
run('framework: CommandKit 1.x built from source and packed (cached)', 'npm', ['run', 'framework:build']);
if (process.env.SKIP_BUILD !== '1' || !existsSync('build/index.html')) {
  run('build', 'npm', ['run', 'build']);
}
run('unit tests', process.execPath, await nodeTestArgs('tests/unit'));
if (hasScript('check:examples')) {
  run('code examples', 'npm', ['run', 'check:examples']);
}
if (hasScript('check:examples:run')) {
  run('examples run for real (1.x built from source, 0.1.10 from npm)', 'npm', ['run', 'check:examples:run']);
}
if (hasScript('check:known-issues')) {
  run('known issues reproduced (1.x built from source, 0.1.10 from npm)', 'npm', ['run', 'check:known-issues']);
}
run('browser tests', process.execPath, await nodeTestArgs('tests/e2e'));
console.log('\nAll test steps passed.');
