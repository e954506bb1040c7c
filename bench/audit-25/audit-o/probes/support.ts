// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Audit-o's shared bot for the runtime-plugin probes: a config whose plugins record every hook call in
// globalThis.hookLog (behaviour chosen by PROBE_MODE), and commands/events that record themselves there too.
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {runCli, startOfflineBot, writeBot, type StepContext} from '#support';

export const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);

/** Two guild ids that are not the kit's guild: registration per guild is observed through the hooks and requests. */
export const G1 = '111111111111111111';
export const G2 = '222222222222222222';

const CONFIG = `
import { RuntimePlugin } from 'commandkit';
import { defineConfig } from 'commandkit/config';
const log = (globalThis.hookLog ??= []);
const mode = process.env.PROBE_MODE ?? 'order';
const HOOKS = ['activate', 'onCommandsRouterInit', 'onEventsRouterInit', 'onBeforeEventsLoad', 'onAfterEventsLoad',
  'onBeforeCommandsLoad', 'onAfterCommandsLoad', 'prepareCommand', 'onBeforeClientLogin', 'onAfterClientLogin',
  'onBeforeRegisterCommands', 'onBeforeRegisterGlobalCommands', 'onBeforePrepareGuildCommandsRegistration',
  'onBeforeRegisterGuildCommands', 'onBeforeInteraction', 'onBeforeMessageCommand', 'executeCommand', 'onAfterCommand',
  'willEmitEvent', 'performHMR'];
const describe = (hook, args) => {
  const [a] = args;
  if (hook === 'prepareCommand') return ' ' + a.name + '|' + a.description;
  if (hook.startsWith('onBeforeRegister') || hook.startsWith('onBeforePrepare')) return ' ' + a.commands.map((c) => c.name).sort().join(',');
  if (hook === 'onBeforeInteraction') return ' ' + (a.commandName ?? a.customId ?? a.type);
  if (hook === 'onBeforeMessageCommand') return ' ' + JSON.stringify(a.content) + (a.author.bot ? ' bot' : '');
  if (hook === 'executeCommand') return ' ' + args[2].command.data.command.name;
  if (hook === 'onAfterCommand') return ' ' + a.context?.commandName + (a.getExecutionError() ? ' error' : '');
  if (hook === 'willEmitEvent') return ' ' + a.name;
  return '';
};
function plugin(name, label, extra = {}) {
  class Probe extends RuntimePlugin {
    name = name;
  }
  for (const hook of HOOKS) {
    Probe.prototype[hook] = async function (ctx, ...args) {
      log.push(label + ':' + hook + describe(hook, args));
      if (extra[hook]) return extra[hook].call(this, ctx, ...args);
      if (hook === 'executeCommand') return false;
      return undefined;
    };
  }
  return new Probe({});
}
const throwing = Object.fromEntries(HOOKS.filter((h) => h !== 'activate').map((h) => [h, () => { throw new Error('T broke in ' + h); }]));
const modes = {
  'order-quiet': () => [plugin('A', 'A')],
  order: () => [plugin('A', 'A'), plugin('T', 'T', throwing), plugin('B', 'B'), [plugin('A', 'Adup')]],
  'prevent-all': () => [plugin('A', 'A', { onBeforeRegisterCommands: (ctx, e) => e.preventDefault() }), plugin('B', 'B')],
  'prevent-global': () => [plugin('A', 'A', { onBeforeRegisterGlobalCommands: (ctx, e) => e.preventDefault() }), plugin('B', 'B')],
  'prevent-guild-prepare': () => [plugin('A', 'A', { onBeforePrepareGuildCommandsRegistration: (ctx, e) => e.preventDefault() }), plugin('B', 'B')],
  'prevent-one-guild': () => [plugin('A', 'A', { onBeforeRegisterGuildCommands: (ctx, e) => { if (e.commands.some((c) => c.name === 'g1only')) e.preventDefault(); } }), plugin('B', 'B')],
  'exec-double': () => [plugin('A', 'A', { executeCommand: async (ctx, env, source, cmd, execute) => { await execute(); return true; } }), plugin('B', 'B')],
  'exec-true': () => [plugin('A', 'A', { executeCommand: async (ctx, env, source, cmd, execute) => { await execute(); return true; } })],
  'exec-capture': () => [plugin('A', 'A', { executeCommand: async (ctx, env, source, cmd, execute) => { await execute(); ctx.capture(); } }), plugin('B', 'B')],
  'exec-takeover': () => [plugin('A', 'A', { executeCommand: async () => true })],
  capture: () => [plugin('A', 'A', {
    onBeforeInteraction: (ctx, i) => { if (i.isChatInputCommand?.() && i.commandName === 'ping' || i.isButton?.()) ctx.capture(); },
    onBeforeMessageCommand: (ctx, m) => { if (m.content === '!ping') ctx.capture(); },
  }), plugin('B', 'B')],
  'truthy-interaction': () => [plugin('A', 'A', { onBeforeInteraction: async () => 'handled', onBeforeMessageCommand: async () => 'handled' })],
  accept: () => [plugin('A', 'A', { willEmitEvent: (ctx, e) => e.accept() }), plugin('B', 'B')],
  'activate-throws': () => [plugin('A', 'A', { activate: () => { throw new Error('activate failed on purpose'); } }), plugin('B', 'B')],
  'preload-missing': () => { const p = plugin('A', 'A'); p.preload.add('missing-setup.js'); return [p]; },
  'preload-file': () => { const p = plugin('A', 'A'); p.preload.add('setup.js'); return [p]; },
  'preload-module': () => { const p = plugin('A', 'A'); p.preload.add('module:commandkit/logger'); p.preload.add('module:data:text/javascript,globalThis.hookLog.push("preloaded:module")'); return [p]; },
};
export default defineConfig({ plugins: modes[mode]() });
`;

const FILES: Record<string, string> = {
  'commandkit.config.mjs': CONFIG,
  'src/setup.ts': "(globalThis.hookLog ??= []).push('preloaded:setup.js');\n",
  'src/app/commands/ping.ts': `import { unstable_after as after } from 'commandkit';
const log = (globalThis.hookLog ??= []);
export const command = { name: 'ping', description: 'Ping' };
export const chatInput = async ({ interaction }) => { after(() => { log.push('after-callback'); }); log.push('cmd:ping'); await interaction.reply('pong'); };
export const message = async ({ message }) => { log.push('cmd:ping(message)'); await message.reply('pong'); };
`,
  'src/app/commands/boom.ts': `const log = (globalThis.hookLog ??= []);
export const command = { name: 'boom', description: 'Throws' };
export const chatInput = async () => { log.push('cmd:boom'); throw new Error('boom on purpose'); };
`,
  'src/app/commands/blocked.ts': `const log = (globalThis.hookLog ??= []);
export const command = { name: 'blocked', description: 'Stopped by its middleware' };
export const chatInput = async ({ interaction }) => { log.push('cmd:blocked'); await interaction.reply('ran'); };
`,
  'src/app/commands/+blocked.middleware.ts': `import { stopMiddlewares } from 'commandkit';
export function beforeExecute(ctx) { (globalThis.hookLog ??= []).push('mw:blocked'); stopMiddlewares(); }
`,
  'src/app/commands/chatonly.ts': `export const command = { name: 'chatonly', description: 'No message handler' };
export const chatInput = async ({ interaction }) => { await interaction.reply('chat'); };
`,
  'src/app/commands/nodesc.ts': `export const command = { name: 'nodesc' };
export const chatInput = async ({ interaction }) => { await interaction.reply('x'); };
`,
  'src/app/commands/button.tsx': `import { Button, ActionRow } from 'commandkit';
export const command = { name: 'button', description: 'A button' };
export const chatInput = async ({ interaction }) => {
  await interaction.reply({ content: 'click', components: [<ActionRow><Button onClick={async (i) => { (globalThis.hookLog ??= []).push('onclick'); await i.reply('clicked'); }}>Go</Button></ActionRow>] });
};
`,
  'src/app/commands/g1only.ts': `export const command = { name: 'g1only', description: 'Guild 1' };
export const metadata = { guilds: ['${G1}'] };
export const chatInput = async ({ interaction }) => { await interaction.reply('g1'); };
`,
  'src/app/commands/gboth.ts': `export const command = { name: 'gboth', description: 'Both guilds' };
export const metadata = { guilds: ['${G1}', '${G2}'] };
export const chatInput = async ({ interaction }) => { await interaction.reply('both'); };
`,
  'src/app/events/clientReady/ready.ts': "export default function () { (globalThis.hookLog ??= []).push('listener:clientReady'); }\n",
  'src/app/events/messageCreate/log.ts':
    "export default function (m) { (globalThis.hookLog ??= []).push('listener:messageCreate ' + JSON.stringify(m.content)); }\n",
};

/** Starts the recording bot with `mode`; returns the bot (or the error start() threw) and the log so far. */
export async function startRecordingBot(context: StepContext, mode: string) {
  process.env.PROBE_MODE = mode;
  const log: string[] = ((globalThis as any).hookLog ??= []);
  try {
    const started = await startOfflineBot(context, FILES);
    return {...started, log, error: null as string | null};
  } catch (e: any) {
    return {bot: null, commandkit: null, logs: [] as string[], log, error: String(e?.message ?? e).split('\n')[0]};
  }
}

/** Runs `action` and returns what was added to the log meanwhile. */
export async function during(log: string[], action: () => Promise<unknown>) {
  const from = log.length;
  const result: any = await action();
  return {added: log.slice(from), replies: result?.replies?.map((r: any) => r.content)};
}

/**
 * Starts the recording bot the way a reader would who logs the client in first (`'logged-in'`) or calls
 * `start(false)` (`'start-false'`); the build and the offline client are those of startOfflineBot.
 */
export async function startManually(context: StepContext, how: 'logged-in' | 'start-false') {
  process.env.PROBE_MODE = 'order-quiet';
  writeBot(context.cwd, {
    'src/app.ts':
      "import { Client } from 'discord.js';\nexport default new Client({ intents: ['Guilds', 'GuildMessages', 'MessageContent'] });\n",
    ...FILES,
  });
  const build = runCli(context, ['build']);
  if (build.status !== 0) throw new Error(build.output);
  process.env.DISCORD_TOKEN ??= 'offline.token';
  const kit = await import('#bot-kit');
  const {commandkit} = await import('commandkit');
  const app = (await import(pathToFileURL(join(context.cwd, 'dist', 'app.js')).href)).default;
  const bot = kit.takeOffline(app);
  commandkit.setClient(app);
  if (how === 'logged-in') await app.login('offline.token');
  await bot.settle();
  await commandkit.start(how === 'start-false' ? false : undefined);
  await bot.settle();
  return {bot, commandkit, log: ((globalThis as any).hookLog ??= []) as string[]};
}
