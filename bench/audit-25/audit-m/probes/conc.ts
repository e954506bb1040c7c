// Audit-m probe: concurrency. Two runs of one command at the same time: does each keep its own ctx.store and its
// own command runner (middlewares page: "created for one run of one command", "one runner per execution")?
import {startOfflineBot, type StepContext} from '#support';
import {claim, replies} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/+global-middleware.ts':
      'let n = 0;\n' +
      'export function beforeExecute(ctx) { const mine = ++n; ctx.store.set("run", mine);\n' +
      '  if (mine === 1) ctx.setCommandRunner((exec) => async (...a) => { (globalThis.runners ??= []).push("runner-of-run-1"); return exec(...a); });\n' +
      '}\n',
    'src/app/commands/slow.ts':
      "export const command = { name: 'slow', description: 'd' };\n" +
      "export async function chatInput(ctx) { const before = ctx.store.get('run'); await new Promise((r) => setTimeout(r, before === 1 ? 150 : 10)); await ctx.interaction.reply(before + '->' + ctx.store.get('run')); }\n",
  });
  const [a, b] = await Promise.all([bot.chatInput('slow'), bot.chatInput('slow')]);
  claim('concurrent-runs', {first: replies(a), second: replies(b), runners: (globalThis as any).runners ?? []});
}
