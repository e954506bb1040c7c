// Reproduces known issue anti-crash-production-ignored with the real CLI: a production build with
// antiCrashScript.production set, started with `commandkit start`.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {runCli, writeBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const CONFIG = `import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ antiCrashScript: { production: true } });\n`;

// The app fails in the background, then (if still alive) reports it and leaves before CommandKit would log in.
const app = (handlers: string) => `import { Client } from 'discord.js';
const client = new Client({ intents: [] });
${handlers}
client.on('custom', async () => { throw new Error('listener failed'); });
setTimeout(() => Promise.reject(new Error('background task failed')), 50);
setTimeout(() => client.emit('custom'), 100);
setTimeout(() => { console.log('STILL RUNNING'); process.exit(0); }, 500);
await new Promise(() => {});
export default client;
`;

function buildAndStart(context: StepContext, handlers: string): {status: number | null; output: string} {
  writeBot(context.cwd, {'commandkit.config.mjs': CONFIG, 'src/app.ts': app(handlers)});
  const build = runCli(context, ['build']);
  assert.equal(build.status, 0, build.output);
  assert.doesNotMatch(readFileSync(join(context.cwd, 'dist', 'index.js'), 'utf8'), /Anti-Crash/i, 'no monitor in the production entry');
  return runCli(context, ['start']);
}

export async function reproduce(context: StepContext): Promise<void> {
  const run = buildAndStart(context, '');
  // `commandkit start` itself exits with 0 whatever happens to the bot, so the bot's own output tells.
  assert.match(run.output, /Error: background task failed/, 'the unhandled rejection ends the bot');
  assert.doesNotMatch(run.output, /STILL RUNNING/);
  assert.equal(run.status, 0, '...while `commandkit start` reports success');
}

export async function workaround(context: StepContext): Promise<void> {
  // No uncaughtException handler: the client's error event takes the listener's failure.
  const handlers =
    `process.on('unhandledRejection', (reason) => console.error('LOGGED', reason));\n` +
    `client.on('error', (error) => console.error('LOGGED', error));`;
  const run = buildAndStart(context, handlers);
  assert.match(run.output, /LOGGED Error: background task failed/);
  assert.match(run.output, /LOGGED Error: listener failed/);
  assert.match(run.output, /STILL RUNNING/);
}
