// Reproduces known issue clear-restart-logs-false-hides-output with the 0.1.10 CLI's dev server.
import assert from 'node:assert/strict';
import {plain, runCliFor, writeBot, type StepContext} from '#support';

const BOT =
  `['first line', 'second line', 'third line', 'fourth line'].forEach((line, i) => setTimeout(() => ` +
  `console.log(line), 300 * (i + 1)));\nsetTimeout(() => {}, 5000);\n`;

async function devOutput(context: StepContext, clearRestartLogs: boolean): Promise<string> {
  writeBot(context.cwd, {
    'src/index.js': BOT,
    'commandkit.mjs': `export default { src: 'src', main: 'index.js', watch: false, clearRestartLogs: ${clearRestartLogs} };\n`,
  });
  return plain((await runCliFor(context, ['dev'], 6000)).stdout);
}

export async function reproduce(context: StepContext): Promise<void> {
  const output = await devOutput(context, false);
  for (const line of ['first line', 'second line', 'third line', 'fourth line'])
    assert.doesNotMatch(output, new RegExp(line), `"${line}" is not shown`);
  assert.match(output, /Restarting the bot/);
}

export async function workaround(context: StepContext): Promise<void> {
  const output = await devOutput(context, true);
  for (const line of ['first line', 'second line', 'third line', 'fourth line']) assert.match(output, new RegExp(line));
}
