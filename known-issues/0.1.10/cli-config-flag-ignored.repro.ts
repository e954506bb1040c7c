// Reproduces known issue cli-config-flag-ignored with the 0.1.10 CLI: `commandkit build --config <file>`.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {runCli, writeBot, type StepContext} from '#support';

const CONFIG = "export default { src: 'src', main: 'index.js' };\n";
const BOT = {'src/index.js': "console.log('bot file ran');\n"};

export async function reproduce(context: StepContext): Promise<void> {
  writeBot(context.cwd, {...BOT, 'config/bot.mjs': CONFIG});
  assert.match(runCli(context, ['build', '--config', 'config/bot.mjs']).output, /Could not locate commandkit config/);
}

export async function workaround(context: StepContext): Promise<void> {
  writeBot(context.cwd, {...BOT, 'commandkit.mjs': CONFIG});
  const run = runCli(context, ['build']);
  assert.equal(run.status, 0, run.output);
  assert.equal(existsSync(join(context.cwd, 'dist', 'index.js')), true);
}
