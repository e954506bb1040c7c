// Audit-e probe: what a hot reload of commands does (the code path `commandkit dev` takes after a file change:
// a rebuild, then commandHandler.reloadCommands()), a swallowed stopMiddlewares(), CommonJS command files.
import {startOfflineBot, runCli, writeBot, type StepContext} from '#support';
import {claim, linesSince, pause, rec, replies, resetTrace, tag, trace} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const files: Record<string, string> = {
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'first' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('v1'); }\n",
    'src/app/commands/gen.ts':
      "export const command = { name: 'gen', description: 'g' };\nexport const generateMetadata = () => { globalThis.genCalls = (globalThis.genCalls ?? 0) + 1; return {}; };\nexport async function chatInput(ctx) { await ctx.interaction.reply('g'); }\n",
    'src/app/commands/swallow.ts':
      "import { stopMiddlewares } from 'commandkit';\nexport const command = { name: 'swallow', description: 's' };\n" +
      `export async function chatInput(ctx) { ${tag('swallow:handler')} await ctx.interaction.reply('handler ran'); }\n`,
    'src/app/commands/+swallow.middleware.ts': `import { stopMiddlewares } from 'commandkit';\nexport function beforeExecute() { try { stopMiddlewares(); } catch {} ${tag('mw:after-catch')} }\nexport function afterExecute() { ${tag('swallow:afterExecute')} }\n`,
    'src/app/commands/cjsexports.cjs':
      "exports.command = { name: 'cjsexports', description: 'c' };\nexports.chatInput = async (ctx) => { await ctx.interaction.reply('cjs exports ran'); };\n",
    'src/app/commands/sayonly.ts':
      "export const command = { name: 'sayonly', description: 's' };\nexport async function message(ctx) { await ctx.message.reply('s'); }\n",
  };
  const {bot, commandkit, logs} = await startOfflineBot(context, files);
  const find = (n: string) => commandkit.commandHandler.getCommandsArray().find((c: any) => c.data.command.name === n);
  claim('discordId-of-unregistered-prefix-only', find('sayonly') ? String(find('sayonly').discordId) : 'not loaded');
  resetTrace();
  claim('swallowed-stop', {replies: replies(await bot.chatInput('swallow')), trace: trace()});
  claim('cjs-exports-command', replies(await bot.chatInput('cjsexports')));

  // hot reload: change ping, add a command and a global middleware, rebuild, reload as the dev server does
  claim('gen-calls-after-start', (globalThis as any).genCalls);
  writeBot(context.cwd, {
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'second' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('v2'); }\n",
    'src/app/commands/added.ts':
      "export const command = { name: 'added', description: 'a' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('added ran'); }\n",
    'src/app/commands/+global-middleware.ts': `export function beforeExecute() { ${tag('new-global-mw')} }\n`,
  });
  const b = runCli(context, ['build']);
  claim('rebuild', b.status);
  const from = logs.length;
  const reload = await bot.during(() => commandkit.commandHandler.reloadCommands());
  claim(
    'reload-requests',
    reload.requests.map((r: any) => r.method + ' ' + r.path.replace(/\d{5,}/g, ':id')),
  );
  resetTrace();
  claim('after-reload', {
    ping: replies(await bot.chatInput('ping')),
    added: find('added') ? 'loaded' : 'not loaded',
    trace: trace(),
    genCalls: (globalThis as any).genCalls,
    logs: linesSince(logs, from, /rror|fail/i),
  });
  await pause(50);
  void rec;
}
