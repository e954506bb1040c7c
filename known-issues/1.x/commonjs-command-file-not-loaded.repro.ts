// Reproduces known issue commonjs-command-file-not-loaded on the real build, started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const ran = () => ((globalThis as {ran?: string[]}).ran ??= []);

export async function reproduce(context: StepContext): Promise<void> {
  const {bot, logs} = await startOfflineBot(context, {
    'src/app/commands/stats.cjs':
      "module.exports = {\n  command: { name: 'stats', description: 'Show stats' },\n" +
      "  chatInput: async (ctx) => { (globalThis.ran ??= []).push('stats'); await ctx.interaction.reply('ok'); },\n};\n",
    'src/app/commands/+middleware.cjs': "exports.beforeExecute = () => { (globalThis.ran ??= []).push('middleware'); };\n",
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'p' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\n",
  });
  const log = logs.join('\n');
  assert.match(log, /Invalid export for command stats: no command definition found/, 'the command fails to load:\n' + log);
  assert.match(log, /Failed to load middleware/, 'and so does the middleware:\n' + log);
  assert.ok(!bot.registeredCommands().some((c: {name: string}) => c.name === 'stats'), '/stats is not registered');
  await bot.chatInput('ping');
  assert.deepEqual(ran(), [], 'the middleware never runs');
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot, logs} = await startOfflineBot(context, {
    'src/app/commands/stats.mjs':
      "export const command = { name: 'stats', description: 'Show stats' };\n" +
      "export async function chatInput(ctx) { (globalThis.ran ??= []).push('stats'); await ctx.interaction.reply('ok'); }\n",
    'src/app/commands/+middleware.mjs': "export function beforeExecute() { (globalThis.ran ??= []).push('middleware'); }\n",
  });
  assert.doesNotMatch(logs.join('\n'), /Invalid export|Failed to load/);
  const run = await bot.chatInput('stats');
  assert.equal(run.replies[0]?.content, 'ok');
  assert.deepEqual(ran(), ['middleware', 'stats']);
}
