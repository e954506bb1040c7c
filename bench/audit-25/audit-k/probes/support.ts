// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-k's shared steps: build a bot with the real `commandkit build`, then start the built output offline, as
// startOfflineBot does in one go; split so a probe can change the installed packages between the two.
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {APP, CONFIG, captureOutput, runCli, writeBot} from '#support';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Writes the bot (app, config, an events folder unless given) and runs `commandkit build`; returns its output. */
export function buildBot(ctx: any, files: Record<string, string>): string {
  writeBot(ctx.cwd, {
    'src/app.ts': APP,
    'commandkit.config.mjs': CONFIG,
    'src/app/events/clientReady/ready.ts': 'export default function () {}\n',
    ...files,
  });
  const build = runCli(ctx, ['build']);
  assert.equal(build.status, 0, `commandkit build failed:\n${build.output}`);
  return build.output;
}

/** Starts what `buildBot` built, offline (the generated entry's steps). */
export async function startBuilt(ctx: any) {
  process.env.DISCORD_TOKEN ??= 'offline.token';
  const output = captureOutput();
  const kit = await import('#bot-kit');
  const {commandkit} = await import('commandkit');
  const app = (await import(pathToFileURL(join(ctx.cwd, 'dist', 'app.js')).href)).default;
  const bot = kit.takeOffline(app);
  commandkit.setClient(app);
  let startError = null;
  try {
    await commandkit.start();
  } catch (e) {
    startError = e;
  }
  await bot.settle();
  return {bot, commandkit, logs: output.lines, startError};
}

/** Prints one claim line. */
export function claim(id: string, ...observed: unknown[]) {
  console.log('CLAIM', id, ...observed.map((o) => (typeof o === 'string' ? o : JSON.stringify(o))));
}
