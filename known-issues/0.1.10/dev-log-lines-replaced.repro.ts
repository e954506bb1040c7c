// Reproduces known issue dev-log-lines-replaced with the 0.1.10 CLI's dev server.
import assert from 'node:assert/strict';
import {plain, runCliFor, writeBot, type StepContext} from '#support';

/** A bot that prints its lines one by one, so that each reaches the dev server as its own chunk. */
function botPrinting(lines: string[]): string {
  return (
    `const lines = ${JSON.stringify(lines)};\n` +
    `lines.forEach((line, i) => setTimeout(() => console.log(line), 300 * (i + 1)));\n` +
    `setTimeout(() => {}, 5000);\n`
  );
}

async function devOutput(context: StepContext, lines: string[]): Promise<string> {
  writeBot(context.cwd, {
    'src/index.js': botPrinting(lines),
    'commandkit.mjs': "export default { src: 'src', main: 'index.js', watch: false };\n",
  });
  return plain((await runCliFor(context, ['dev'], 6000)).stdout);
}

export async function reproduce(context: StepContext): Promise<void> {
  const output = await devOutput(context, ['Reply was "pong"', 'ready.']);
  assert.doesNotMatch(output, /Reply was "pong"/, 'the line is not shown');
  assert.match(output, /Failed running the bot, waiting for changes/, 'a failure message is shown in its place');
  assert.match(output, /ready\./, 'the bot kept running');
}

export async function workaround(context: StepContext): Promise<void> {
  const output = await devOutput(context, ['Reply was pong.', 'ready.']);
  assert.match(output, /Reply was pong\./);
  assert.doesNotMatch(output, /Failed running the bot/);
}
