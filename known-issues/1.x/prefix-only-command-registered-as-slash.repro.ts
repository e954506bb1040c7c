// Reproduces known issue prefix-only-command-registered-as-slash on a bot started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const SAY =
  "export const command = { name: 'say', description: 'Repeat text' };\n" +
  "export async function message(ctx) { await ctx.message.reply(ctx.args().join(' ')); }\n";

export async function reproduce(context: StepContext): Promise<void> {
  const {bot, logs} = await startOfflineBot(context, {'src/app/commands/say.ts': SAY});
  assert.ok(
    bot.registeredCommands().some((c: {name: string}) => c.name === 'say'),
    '/say is registered with Discord',
  );
  const prefix = await bot.send('!say hello');
  assert.equal(prefix.replies[0]?.content, 'hello', 'the prefix form works');
  const slash = await bot.chatInput('say');
  assert.equal(slash.replies.length, 0, 'choosing /say gets no answer');
  assert.match(logs.join('\n'), /Command say has no handler for chatInput/);
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/say.ts':
      `${SAY}export async function chatInput(ctx) { await ctx.interaction.reply({ content: 'Type !say ` +
      `<text> instead.', ephemeral: true }); }\n`,
  });
  const slash = await bot.chatInput('say');
  assert.equal(slash.replies[0]?.content, 'Type !say <text> instead.');
}
