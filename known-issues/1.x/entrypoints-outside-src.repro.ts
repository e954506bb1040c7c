// Reproduces known issue entrypoints-outside-src with the real CLI: `entrypoints: ['scripts/*.ts']` moves src/app.ts
// to dist/src/app.js and the generated entry cannot import it; the same script kept under src builds and starts.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {runCli, writeBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const APP =
  "import { Client } from 'discord.js';\nconsole.log('APP-LOADED');\nprocess.exit(0);\nexport default new Client({ intents: [] });\n";
const CONFIG = (options: string) => `import { defineConfig } from 'commandkit/config';\nexport default defineConfig(${options});\n`;
const READY = 'export default function () {}\n';

export async function reproduce(context: StepContext): Promise<void> {
  writeBot(context.cwd, {
    'commandkit.config.mjs': CONFIG("{ entrypoints: ['scripts/*.ts'] }"),
    'src/app.ts': APP,
    'src/app/events/clientReady/r.ts': READY,
    'scripts/seed.ts': "console.log('seeded');\n",
  });
  const build = runCli(context, ['build']);
  assert.equal(build.status, 0, build.output);
  assert.ok(existsSync(join(context.cwd, 'dist', 'src', 'app.js')), 'app.ts is written below dist/src');
  assert.ok(!existsSync(join(context.cwd, 'dist', 'app.js')), 'no dist/app.js for the entry to import');
  const start = runCli(context, ['start']);
  assert.match(start.output, /Failed to bootstrap CommandKit application/);
  assert.match(start.output, /Cannot find module .*app\.js/);
  assert.doesNotMatch(start.output, /APP-LOADED/);
}

export async function workaround(context: StepContext): Promise<void> {
  writeBot(context.cwd, {
    'commandkit.config.mjs': CONFIG('{}'),
    'src/app.ts': APP,
    'src/app/events/clientReady/r.ts': READY,
    'src/scripts/seed.ts': "console.log('seeded');\n",
  });
  const build = runCli(context, ['build']);
  assert.equal(build.status, 0, build.output);
  assert.ok(existsSync(join(context.cwd, 'dist', 'scripts', 'seed.js')), 'the script is compiled without entrypoints');
  const start = runCli(context, ['start']);
  assert.match(start.output, /APP-LOADED/, start.output);
}
