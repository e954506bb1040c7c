// Audit-e probe: .cjs files under src/app (commands and event handlers): what the build emits and what loads.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {startOfflineBot, type StepContext} from '#support';
import {claim, linesSince, replies, trace} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const {bot, logs} = await startOfflineBot(context, {
    'src/app/commands/modexp.cjs':
      "module.exports = { command: { name: 'modexp', description: 'c' }, chatInput: async (ctx) => { await ctx.interaction.reply('module.exports ran'); } };\n",
    'src/app/commands/esmincjs.cjs':
      "export const command = { name: 'esmincjs', description: 'c' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('esm in cjs ran'); }\n",
    'src/app/commands/plainjs.js':
      "export const command = { name: 'plainjs', description: 'c' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('js ran'); }\n",
    'src/app/events/messageCreate/cjs-handler.cjs':
      "module.exports = function () { (globalThis.log ??= []).push('cjs event handler'); };\n",
    'src/app/events/messageCreate/mjs-handler.mjs': "export default function () { (globalThis.log ??= []).push('mjs event handler'); }\n",
  });
  const dist = join(context.cwd, 'dist', 'app', 'commands');
  const emitted = readdirSync(dist).filter((f) => !f.endsWith('.map'));
  claim('dist-commands', emitted);
  for (const f of emitted.filter((f) => /modexp|esmincjs/.test(f))) claim(`dist ${f}`, readFileSync(join(dist, f), 'utf8').slice(0, 400));
  claim('load-logs', linesSince(logs, 0, /modexp|esmincjs|plainjs|cjs|fail|error/i));
  claim('runs', {
    modexp: replies(await bot.chatInput('modexp')),
    esmincjs: replies(await bot.chatInput('esmincjs')),
    plainjs: replies(await bot.chatInput('plainjs')),
  });
  await bot.send('hi');
  claim('event-handlers', trace());
}
