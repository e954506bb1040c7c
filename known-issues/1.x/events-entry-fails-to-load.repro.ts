// Reproduces known issue events-entry-fails-to-load on the real build: both import and require fail.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(): Promise<void> {
  await assert.rejects(import('commandkit/events'), {name: 'SyntaxError', message: /Unexpected token 'export'/});
  const require = createRequire(import.meta.url);
  assert.throws(() => require('commandkit/events'), {name: 'SyntaxError'});
}

export async function workaround(context: StepContext): Promise<void> {
  // A command reaches the events channel through its context instead.
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/level.ts':
      "export const command = { name: 'level', description: 'Level up' };\n" +
      "export async function chatInput(ctx) { await ctx.commandkit.events.to('leveling').emit('levelUp', " +
      "ctx.interaction.user.id); await ctx.interaction.reply('done'); }\n",
    'src/app/events/(leveling)/levelUp/announce.ts': 'export default function (userId) { globalThis.levelled = userId; }\n',
  });
  const run = await bot.chatInput('level');
  assert.equal(run.replies[0]?.content, 'done');
  assert.equal(typeof (globalThis as {levelled?: string}).levelled, 'string');
}
