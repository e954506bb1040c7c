/**
 * A reader's 1.x bot, built and started offline in the step's own process: the files are written into the step's
 * folder, `commandkit build` compiles them as it would for the reader, then what the generated entry does
 * (import the client from app.js, `commandkit.setClient`, `commandkit.start()`) runs with the client taken offline
 * by the bot kit. Nothing reaches Discord; what the bot sends is recorded by the kit.
 */
import assert from 'node:assert/strict';
import {cpSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {captureOutput, runCli, writeBot, type StepContext} from './index.js';

/** The smallest app file: the client the reader exports. */
export const APP =
  "import { Client } from 'discord.js';\nexport default new Client({ intents: ['Guilds', 'GuildMessages', 'MessageContent'] });\n";
export const CONFIG = "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({});\n";

export interface StartedBot {
  /** The bot kit's handle (chatInput, click, send, registeredCommands...). */
  bot: any;
  /** The commandkit instance the bot runs on. */
  commandkit: any;
  /** Every line written to stdout or stderr since the build finished, without colours; grows as the bot runs. */
  logs: string[];
}

/** A do-nothing listener, so that src/app/events exists (start() fails without it: known issue events-folder-required). */
const READY_LISTENER = {'src/app/events/clientReady/ready.ts': 'export default function () {}\n'};

/**
 * Builds `files` (src/app.ts, the config and an events folder are added when missing) and starts the bot offline.
 * `eventsFolder: false` leaves the events folder out; `afterBuild` runs between the build and the start (to change
 * what the build left in the project, as a reader's deploy step would).
 */
export async function startOfflineBot(
  context: StepContext,
  files: Record<string, string>,
  options: {eventsFolder?: boolean; afterBuild?: () => void} = {},
): Promise<StartedBot> {
  const hasEvents = Object.keys(files).some((file) => file.startsWith('src/app/events/'));
  const events = options.eventsFolder === false || hasEvents ? {} : READY_LISTENER;
  writeBot(context.cwd, {'src/app.ts': APP, 'commandkit.config.mjs': CONFIG, ...events, ...files});
  const build = runCli(context, ['build']);
  assert.equal(build.status, 0, `commandkit build failed:\n${build.output}`);
  // The build's own locale copy sometimes loses the files (known issue i18n-locales-copy-race): its workaround.
  const locales = join(context.cwd, 'src', 'app', 'locales');
  if (existsSync(locales)) cpSync(locales, join(context.cwd, 'dist', 'app', 'locales'), {recursive: true});
  options.afterBuild?.();
  process.env.DISCORD_TOKEN ??= 'offline.token';
  const output = captureOutput();
  const kit = await import('#bot-kit');
  const {commandkit} = await import('commandkit');
  const app = (await import(pathToFileURL(join(context.cwd, 'dist', 'app.js')).href)).default;
  const bot = kit.takeOffline(app);
  commandkit.setClient(app);
  await commandkit.start();
  await bot.settle();
  return {bot, commandkit, logs: output.lines};
}
