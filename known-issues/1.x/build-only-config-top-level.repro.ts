// Reproduces known issue build-only-config-top-level with the real CLI: `commandkit build` and `commandkit start`
// on a config that calls both wrappers at its top level.
import assert from 'node:assert/strict';
import {runCli, writeBot, type StepContext} from '#support';

// The template's dev dependency: the production build type-checks with it.
export const installs = {typescript: '^5.8.3'};

const CONFIG = `import { buildOnly, defineConfig, noBuildOnly } from 'commandkit/config';
buildOnly(() => console.log('[config] build-only code ran'))();
noBuildOnly(() => console.log('[config] bot-only code ran'))();
export default defineConfig({});
`;
const APP = `import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n`;

function lines(output: string): string[] {
  return output.split('\n').filter((l) => l.startsWith('[config]'));
}

export async function reproduce(context: StepContext): Promise<void> {
  writeBot(context.cwd, {'commandkit.config.mjs': CONFIG, 'src/app.ts': APP});
  const build = runCli(context, ['build']);
  assert.equal(build.status, 0, build.output);
  assert.deepEqual(lines(build.output), ['[config] bot-only code ran'], 'the build ran the bot-only code and not the build-only code');
}

export async function workaround(context: StepContext): Promise<void> {
  writeBot(context.cwd, {'commandkit.config.mjs': CONFIG, 'src/app.ts': APP});
  // runCli passes this process's environment to the CLI, like a package.json script would
  const previous = process.env.COMMANDKIT_IS_BUILD;
  process.env.COMMANDKIT_IS_BUILD = 'true';
  try {
    const build = runCli(context, ['build']);
    assert.equal(build.status, 0, build.output);
    assert.deepEqual(lines(build.output), ['[config] build-only code ran']);
    // `start` reads the config in the CLI, then starts the bot, which reads it again as a non-build process
    // (no token: the bot stops right after, which is enough here).
    const start = runCli(context, ['start']);
    assert.deepEqual(lines(start.output), ['[config] build-only code ran', '[config] bot-only code ran'], start.output);
  } finally {
    if (previous === undefined) delete process.env.COMMANDKIT_IS_BUILD;
    else process.env.COMMANDKIT_IS_BUILD = previous;
  }
}
