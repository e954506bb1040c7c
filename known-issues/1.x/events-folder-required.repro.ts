// Reproduces known issue events-folder-required on a bot built with `commandkit build` and started offline.
import assert from 'node:assert/strict';
import {existsSync, mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {APP, CONFIG, runCli, startOfflineBot, writeBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const PING =
  "export const command = { name: 'ping', description: 'Ping' };\n" +
  "export async function chatInput(ctx) { await ctx.interaction.reply('Pong'); }\n";

export async function reproduce(context: StepContext): Promise<void> {
  await assert.rejects(
    startOfflineBot(context, {'src/app/commands/ping.ts': PING}, {eventsFolder: false}),
    (error: NodeJS.ErrnoException) => {
      assert.equal(error.code, 'ENOENT');
      assert.match(error.message, /no such file or directory, scandir .*dist[/\\]app[/\\]events/);
      return true;
    },
  );

  // An empty src/app/events (kept by a .gitkeep file) does not help: the build emits compiled files only, so the
  // folder start() scans is still missing.
  const kept = {...context, cwd: join(context.cwd, 'with-gitkeep')};
  mkdirSync(kept.cwd);
  writeBot(kept.cwd, {'src/app.ts': APP, 'commandkit.config.mjs': CONFIG, 'src/app/commands/ping.ts': PING, 'src/app/events/.gitkeep': ''});
  const build = runCli(kept, ['build']);
  assert.equal(build.status, 0, build.output);
  assert.equal(existsSync(join(kept.cwd, 'dist', 'app', 'commands', 'ping.js')), true);
  assert.equal(existsSync(join(kept.cwd, 'dist', 'app', 'events')), false);
}

export async function workaround(context: StepContext): Promise<void> {
  // One do-nothing listener file makes the build emit the folder.
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/ping.ts': PING,
    'src/app/events/clientReady/keep.ts': 'export default function () {}\n',
  });
  assert.equal(existsSync(join(context.cwd, 'dist', 'app', 'events')), true);
  const run = await bot.chatInput('ping');
  assert.equal(run.replies[0]?.content, 'Pong');
}
