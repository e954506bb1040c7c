// Audit-m probe: middlewares page, the rest. Where a beforeExecute error goes when the client has no `error`
// listener (the process-level event Node raises), rethrow() around stopMiddlewares(), useStore() in a helper,
// `_` folders, and whether `+` files ever become commands.
import {startOfflineBot, type StepContext} from '#support';
import {claim, pause, replies, resetTrace, tag, trace} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/+global-middleware.ts':
      "import { rethrow, stopMiddlewares } from 'commandkit';\n" +
      'export async function beforeExecute(ctx) {\n' +
      "  if (ctx.commandName === 'boom') throw new Error('boom-before');\n" +
      "  if (ctx.commandName === 'guarded') { try { await ctx.interaction.reply('stopped'); stopMiddlewares(); } catch (e) { rethrow(e); (globalThis.log ??= []).push('swallowed'); } }\n" +
      "  if (ctx.commandName === 'plainerr') { try { throw new Error('db down'); } catch (e) { rethrow(e); (globalThis.log ??= []).push('plain error passed rethrow'); } }\n" +
      "  if (ctx.commandName === 'swallow') { try { stopMiddlewares(); } catch {} }\n" +
      '}\n',
    'src/app/commands/_old/+global-middleware.ts': `export function beforeExecute() { ${tag('underscore-folder-mw-ran')} }\n`,
    'src/app/commands/boom.ts':
      "export const command = { name: 'boom', description: 'd' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('boom ran'); }\n",
    'src/app/commands/guarded.ts': `export const command = { name: 'guarded', description: 'd' };\nexport async function chatInput(ctx) { ${tag('guarded-handler')} }\n`,
    'src/app/commands/plainerr.ts': `export const command = { name: 'plainerr', description: 'd' };\nexport async function chatInput(ctx) { ${tag('plainerr-handler')} await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/swallow.ts': `export const command = { name: 'swallow', description: 'd' };\nexport async function chatInput(ctx) { ${tag('swallow-handler')} await ctx.interaction.reply('went on'); }\n`,
    'src/app/commands/_helper.ts': "import { useStore } from 'commandkit/hooks';\nexport const fromStore = () => useStore().get('k');\n",
    'src/app/commands/storehook.ts':
      "import { fromStore } from './_helper';\nexport const command = { name: 'storehook', description: 'd' };\nexport async function chatInput(ctx) { ctx.store.set('k', 'same collection'); await ctx.interaction.reply(String(fromStore())); }\n",
  });
  claim(
    'registered',
    bot
      .registeredCommands()
      .map((c: any) => c.name)
      .sort(),
  );

  // No `error` listener on the client: what reaches the process?
  const seen: string[] = [];
  const onUncaught = (e: any) => seen.push('uncaughtException: ' + String(e?.message ?? e));
  const onRejection = (e: any) => seen.push('unhandledRejection: ' + String(e?.message ?? e));
  // the offline kit listens to `error` itself (to record errors): take its listener off for this run
  const kitListeners = bot.client.rawListeners('error');
  bot.client.removeAllListeners('error');
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onRejection);
  const d = await bot.chatInput('boom');
  await pause(200);
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onRejection);
  const listenersDuringRun = bot.client.listenerCount('error');
  for (const l of kitListeners) bot.client.prependListener('error', l);
  claim('before-throw-without-client-error-listener', {replies: replies(d), clientErrorListeners: listenersDuringRun, processEvents: seen});

  resetTrace();
  const g = await bot.chatInput('guarded');
  const p = await bot.chatInput('plainerr');
  const s = await bot.chatInput('swallow');
  claim('rethrow', {guarded: {replies: replies(g)}, plain: replies(p), swallowed: replies(s), trace: trace()});
  claim('useStore', replies(await bot.chatInput('storehook')));
}
