// Reproduces known issue config-env-not-inlined with the real CLI: a production build with the `env` option and a
// COMMANDKIT_PUBLIC_ variable in the CLI's environment, then the built app imported with neither set.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {runCli, writeBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const APP = `console.log('VALUES ' + JSON.stringify({ channel: process.env.RELEASE_CHANNEL ?? null, site: process.env.COMMANDKIT_PUBLIC_SITE ?? null }));
import { Client } from 'discord.js';
export default new Client({ intents: [] });
`;

function buildAndRead(context: StepContext, config: string): {channel: string | null; site: string | null} {
  writeBot(context.cwd, {
    'commandkit.config.mjs': config,
    'src/app.ts': APP,
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
  });
  process.env.COMMANDKIT_PUBLIC_SITE = 'https://bot.example';
  try {
    const build = runCli(context, ['build']);
    assert.equal(build.status, 0, build.output);
  } finally {
    delete process.env.COMMANDKIT_PUBLIC_SITE;
  }
  const env = {...process.env};
  delete env.RELEASE_CHANNEL;
  delete env.COMMANDKIT_PUBLIC_SITE;
  const run = spawnSync(process.execPath, ['-e', `import(${JSON.stringify(join(context.cwd, 'dist', 'app.js'))})`], {
    cwd: context.cwd,
    encoding: 'utf8',
    env,
  });
  const line = run.stdout.split('\n').find((l) => l.startsWith('VALUES '));
  assert.ok(line, `the built app printed its values:\n${run.stdout}${run.stderr}`);
  return JSON.parse(line.slice('VALUES '.length));
}

export async function reproduce(context: StepContext): Promise<void> {
  const values = buildAndRead(
    context,
    `import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ env: { RELEASE_CHANNEL: 'stable' } });\n`,
  );
  assert.deepEqual(values, {channel: null, site: null}, 'neither value was inlined');
}

export async function workaround(context: StepContext): Promise<void> {
  writeBot(context.cwd, {
    'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nexport default defineConfig({});\n`,
    'src/app.ts': APP,
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
    '.env': 'RELEASE_CHANNEL=stable\nCOMMANDKIT_PUBLIC_SITE=https://bot.example\n',
  });
  const build = runCli(context, ['build']);
  assert.equal(build.status, 0, build.output);
  const start = runCli(context, ['start']);
  const line = start.output.split('\n').find((l) => l.startsWith('VALUES '));
  assert.ok(line, `the bot printed its values:\n${start.output}`);
  assert.deepEqual(
    JSON.parse(line.slice('VALUES '.length)),
    {channel: 'stable', site: 'https://bot.example'},
    'the .env file gives the bot both values',
  );
}
