// Reproduces known issue config-without-define-config with the real CLI: the same configuration as a plain object
// and wrapped in defineConfig.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {plain, runCli, writeBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const APP = "import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n";

function build(context: StepContext, config: string) {
  writeBot(context.cwd, {
    'commandkit.config.mjs': config,
    'src/app.ts': APP,
    'src/app/events/clientReady/ready.ts': 'export default function () {}\n',
  });
  return runCli(context, ['build']);
}

export async function reproduce(context: StepContext): Promise<void> {
  const run = build(context, 'export default { plugins: [] };\n');
  assert.equal(run.status, 1, 'the build fails');
  assert.match(plain(run.output), /Build failed: TypeError: The "path" argument must be of type string\. Received type undefined/);
  assert.ok(!existsSync(join(context.cwd, 'dist')), 'and writes no output folder');
}

export async function workaround(context: StepContext): Promise<void> {
  const run = build(context, "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ plugins: [] });\n");
  assert.equal(run.status, 0, run.output);
  assert.ok(existsSync(join(context.cwd, 'dist', 'app.js')), 'the build is written to dist/');
}
