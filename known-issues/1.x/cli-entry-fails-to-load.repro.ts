// Reproduces known issue cli-entry-fails-to-load: `commandkit/cli` resolves to a file the package does not ship;
// the workaround (the namespaces loaded from dist/cli/) runs a real production build from a script.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {APP, CONFIG, writeBot, type StepContext} from '#support';

// The template's dev dependency: the build's macro step loads it.
export const installs = {typescript: '^5.8.3'};

export async function reproduce(): Promise<void> {
  await assert.rejects(import('commandkit/cli'), {code: 'ERR_MODULE_NOT_FOUND', message: /cli\.cjs/});
  const require = createRequire(import.meta.url);
  assert.throws(() => require('commandkit/cli'), {code: 'MODULE_NOT_FOUND'});
}

// The loader of the page guide/advanced/using-cli-api, run as the reader runs it: `node scripts/release-build.ts`.
const SCRIPT = `import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as CommandKitCli from 'commandkit/cli';

const require = createRequire(import.meta.url);
const cliFolder = join(dirname(require.resolve('commandkit')), 'cli');
const loadCli = (file: string) => import(pathToFileURL(join(cliFolder, file)).href);

const production: typeof CommandKitCli.production = await loadCli('production.js');
const startedAt = Date.now();
await production.createProductionBuild();
const stamp = { commit: process.env.GIT_COMMIT ?? 'unknown', buildMs: Date.now() - startedAt };
await writeFile(join('dist', 'build-stamp.json'), JSON.stringify(stamp));
`;

export async function workaround(context: StepContext): Promise<void> {
  writeBot(context.cwd, {'commandkit.config.ts': CONFIG, 'src/app.ts': APP, 'scripts/release-build.ts': SCRIPT});
  const run = spawnSync(context.frameworkNode, ['scripts/release-build.ts'], {
    cwd: context.cwd,
    encoding: 'utf8',
    timeout: 150_000,
    env: {...process.env, GIT_COMMIT: 'abc1234'},
  });
  assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
  assert.ok(existsSync(join(context.cwd, 'dist', 'index.js')), 'the production build was written');
  const stamp = JSON.parse(readFileSync(join(context.cwd, 'dist', 'build-stamp.json'), 'utf8')) as {commit: string};
  assert.equal(stamp.commit, 'abc1234');
}
