// Audit probe: middlewares, after(), chat input command loading and forwarding (commands/* pages).
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const rec = (tag: string) => `(globalThis.log ??= []).push(${JSON.stringify(tag)});`;
const log = (): string[] => ((globalThis as any).log ??= []);
const reset = () => ((globalThis as any).log = []);

export async function reproduce(context: StepContext): Promise<void> {
  const files: Record<string, string> = {
    'src/app/commands/+global-middleware.ts':
      "import { stopMiddlewares, unstable_after as after } from 'commandkit';\n" +
      `export function beforeExecute(ctx) { ${rec('global:before')} (globalThis.modes ??= []).push(ctx.executionMode); if (ctx.isMessage()) globalThis.interactionOnMessage = ctx.interaction; if (ctx.commandName === 'stopbefore') { after(() => { ${rec('after-registered-before-stop')} }); stopMiddlewares(); } if (ctx.commandName === 'runner') { ctx.setCommandRunner((ex) => async (...a) => { ${rec('runner1')} return ex(...a); }); ctx.setCommandRunner((ex) => async (...a) => { ${rec('runner2')} return ex(...a); }); } }\n` +
      `export function afterExecute(ctx) { ${rec('global:after')} if (ctx.commandName === 'stopafter') stopMiddlewares(); }\n`,
    'src/app/commands/(mod)/+middleware.ts': `export function beforeExecute() { ${rec('folder:before')} }\nexport function afterExecute() { ${rec('folder:after')} }\n`,
    'src/app/commands/(mod)/+ban.middleware.ts': `export function beforeExecute() { ${rec('cmd:before')} }\nexport function afterExecute() { ${rec('cmd:after')} }\n`,
    'src/app/commands/(mod)/ban.ts': `export const command = { name: 'ban', description: 'b' };\nexport async function chatInput(ctx) { ${rec('ban:handler')} await ctx.interaction.reply('ok'); }\n`,
    // a command whose file is also called ban, in another category, named differently
    'src/app/commands/(other)/ban.ts': `export const command = { name: 'otherban', description: 'b' };\nexport async function chatInput(ctx) { ${rec('otherban:handler')} await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/(mod)/(bulk)/purge.ts': `export const command = { name: 'purge', description: 'p' };\nexport async function chatInput(ctx) { ${rec('purge:handler')} await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/(mod)/(bulk)/+global-middleware.ts': `export function beforeExecute() { ${rec('nestedglobal:before')} }\n`,
    'src/app/commands/(empty)/+middleware.ts': 'export const nothing = 1;\n',
    'src/app/commands/(empty)/x.ts': `export const command = { name: 'x', description: 'x' };\nexport async function chatInput(ctx) { ${rec('x:handler')} await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/stopbefore.ts': `export const command = { name: 'stopbefore', description: 's' };\nexport async function chatInput(ctx) { ${rec('stopbefore:handler')} }\n`,
    'src/app/commands/stopinhandler.ts': `import { stopMiddlewares } from 'commandkit';\nexport const command = { name: 'stopinhandler', description: 's' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); stopMiddlewares(); }\n`,
    'src/app/commands/stopafter.ts': `export const command = { name: 'stopafter', description: 's' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/throws.ts':
      "import { unstable_after as after } from 'commandkit';\n" +
      `export const command = { name: 'throws', description: 't' };\nexport async function chatInput(ctx) { ctx.store.set('k', 'v'); after((env) => { (globalThis.log ??= []).push('after1:' + env.store.get('k')); throw new Error('cb boom'); }); after(() => { ${rec('after2')} }); throw new Error('handler boom'); }\n`,
    'src/app/commands/runner.ts': `export const command = { name: 'runner', description: 'r' };\nexport async function chatInput(ctx) { ${rec('runner:handler')} await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/cancel.ts':
      "import { unstable_after as after, unstable_cancelAfter as cancelAfter } from 'commandkit';\n" +
      `export const command = { name: 'cancel', description: 'c' };\nexport async function chatInput(ctx) { const id = after(() => { ${rec('cancelled-ran')} }); (globalThis.afterId = id); cancelAfter(id); await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/ac.ts': `export const command = { name: 'ac', description: 'a', options: [{ name: 'q', description: 'q', type: 3, autocomplete: true }] };\nexport async function autocomplete(ctx) { await ctx.interaction.respond([{ name: 'a', value: 'a' }]); }\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/pfx.ts': `export const command = { name: 'pfx', description: 'p' };\nexport async function message(ctx) { ${rec('pfx:handler')} await ctx.message.reply('pong'); }\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/_helper.ts': `export const command = { name: 'helper', description: 'h' };\nexport async function chatInput() {}\n`,
    'src/app/commands/two.dots.ts': `export const command = { name: 'twodots', description: 'h' };\nexport async function chatInput() {}\n`,
    'src/app/commands/nocmd.ts': `export async function chatInput() {}\n`,
    'src/app/commands/noname.ts': `export const command = {};\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/hidden/_skip/deep.ts': `export const command = { name: 'deep', description: 'd' };\nexport async function chatInput() {}\n`,
    'src/app/commands/plain/sub/deeper.ts': `export const command = { name: 'deeper', description: 'd' };\nexport async function chatInput() {}\n`,
    'src/app/commands/plain/top.ts': `export const command = { name: 'top', description: 'd' };\nexport async function chatInput() {}\n`,
    'src/app/commands/plain/(cat)/incat.ts': `export const command = { name: 'incat', description: 'd' };\nexport async function chatInput() {}\n`,
    'src/app/commands/fwd.ts': `export const command = { name: 'fwd', description: 'f' };\nexport async function chatInput(ctx) { await ctx.forwardCommand('ban'); ${rec('after-forward-ran')} }\n`,
    'src/app/commands/fwdmissing.ts': `export const command = { name: 'fwdmissing', description: 'f' };\nexport async function chatInput(ctx) { try { await ctx.forwardCommand('nothere'); } catch (e) { globalThis.fwdErr = String(e?.message ?? e); throw e; } }\n`,
    'src/app/events/messageCreate/outside.ts':
      "import { unstable_after as after } from 'commandkit';\nexport default function () { try { after(() => {}); globalThis.outside = 'no error'; } catch (e) { globalThis.outside = e.message; } }\n",
    'src/app.ts':
      "import { Client } from 'discord.js';\nimport { commandkit } from 'commandkit';\n" +
      "commandkit.on('unhandledDeferredFunctionRejection', (e) => { (globalThis.deferred ??= []).push(String(e?.message ?? e)); });\n" +
      "export default new Client({ intents: ['Guilds', 'GuildMessages', 'MessageContent'] });\n",
  };
  const {bot, commandkit, logs} = await startOfflineBot(context, files);
  const registered = bot.registeredCommands().map((c: any) => `${c.type ?? 1}:${c.name}:${c.description}`);
  claim('loaded-commands', registered.sort());
  claim('startup-log-failures', logs.filter((l) => /fail|error|warn|invalid|skip/i.test(l)).slice(0, 20));

  reset();
  await bot.chatInput('ban');
  claim('order-ban', log());
  reset();
  await bot.chatInput('otherban');
  claim('order-otherban(file ban.ts, other folder)', log());
  reset();
  await bot.chatInput('purge');
  claim('order-purge(nested)', log());
  reset();
  await bot.chatInput('x');
  claim('order-x(folder mw exports nothing)', log());
  reset();
  const sb = await bot.chatInput('stopbefore');
  await new Promise((r) => setTimeout(r, 300));
  claim('stopbefore', log());
  reset();
  await bot.chatInput('stopinhandler');
  claim('stop-in-handler', log());
  reset();
  await bot.chatInput('stopafter');
  claim('stop-in-after', log());
  reset();
  const linesBefore = logs.length;
  const th = await bot.chatInput('throws');
  await new Promise((r) => setTimeout(r, 500));
  claim('throws', {
    log: log(),
    deferred: (globalThis as any).deferred,
    replies: th.replies.length,
    errors: th.errors.map(String),
    logged: logs.slice(linesBefore).filter((l) => /boom|error/i.test(l)),
  });
  reset();
  await bot.chatInput('runner');
  claim('runner-last-wins', log());
  reset();
  await bot.chatInput('cancel');
  await new Promise((r) => setTimeout(r, 300));
  claim('cancel', {log: log(), id: typeof (globalThis as any).afterId, idValue: (globalThis as any).afterId});
  reset();
  (globalThis as any).modes = [];
  const ac = await bot.autocomplete('ac', 'q', 'x');
  claim('autocomplete-through-middlewares', {modes: (globalThis as any).modes, choices: ac.choices});
  reset();
  const m = await bot.send('!pfx');
  claim('prefix', {log: log(), interaction: (globalThis as any).interactionOnMessage, reply: m.replies.map((r: any) => r.content)});
  reset();
  const f = await bot.chatInput('fwd');
  claim('forward', {log: log(), replies: f.replies.map((r: any) => r.content)});
  const before = logs.length;
  const fm = await bot.chatInput('fwdmissing');
  claim('forward-missing', {
    err: (globalThis as any).fwdErr,
    errors: fm.errors.map(String),
    logged: logs
      .slice(before)
      .filter((l) => /fwd|error|not found/i.test(l))
      .slice(0, 5),
  });
  const nn = await bot.chatInput('noname');
  claim('noname', {replies: nn.replies.length});
  claim('after-outside-context', (globalThis as any).outside);
}
