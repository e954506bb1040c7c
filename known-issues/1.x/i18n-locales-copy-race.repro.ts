// Reproduces known issue i18n-locales-copy-race: the CLI's own locale copy, run many times into empty output folders.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {writeBot, type StepContext} from '#support';

const LOCALE = '{ "$command": { "name": "wave", "description": "Wave" }, "waved": "Hello there!" }\n';
const ATTEMPTS = 200;

/** The copy step `commandkit build` runs after compiling (not exported publicly: loaded from the CLI's own module). */
function cliCopyStep(context: StepContext): (from: string, to: string) => Promise<void> {
  const require = createRequire(join(context.projectDir, 'package.json'));
  const common = require(join(context.projectDir, 'node_modules', 'commandkit', 'dist', 'cli', 'common.js'));
  return common.copyLocaleFiles;
}

/** Copies into fresh output folders (as a clean build does) until one comes out without the locale file. */
async function findLostCopy(context: StepContext): Promise<string | undefined> {
  writeBot(context.cwd, {'src/app/locales/en-US/wave.json': LOCALE});
  const copy = cliCopyStep(context);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const out = `out-${attempt}`;
    // The compiled commands are already in dist/app when the copy runs.
    mkdirSync(join(context.cwd, out, 'app', 'commands'), {recursive: true});
    await copy('src', out);
    if (!existsSync(join(context.cwd, out, 'app', 'locales', 'en-US', 'wave.json'))) {
      return out;
    }
    rmSync(join(context.cwd, out), {recursive: true, force: true});
  }
  return undefined;
}

export async function reproduce(context: StepContext): Promise<void> {
  const lost = await findLostCopy(context);
  assert.ok(lost, `the locale file was copied in all of ${ATTEMPTS} runs`);
}

export async function workaround(context: StepContext): Promise<void> {
  const lost = await findLostCopy(context);
  assert.ok(lost, 'a lost copy to make good');
  // The page's post-build step, run as npm would run it (its folder names with this run's output folder).
  const script = `require('node:fs').cpSync('src/app/locales', '${lost}/app/locales', { recursive: true })`;
  const run = spawnSync(process.execPath, ['-e', script], {cwd: context.cwd, encoding: 'utf8'});
  assert.equal(run.status, 0, run.stderr);
  assert.ok(existsSync(join(context.cwd, lost, 'app', 'locales', 'en-US', 'wave.json')));
}
