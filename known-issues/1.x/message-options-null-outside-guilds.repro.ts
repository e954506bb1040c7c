// Reproduces known issue message-options-null-outside-guilds on a bot started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const GIVE = (guardLine: string) => `import { ApplicationCommandOptionType } from 'discord.js';
export const command = {
  name: 'give',
  description: 'Give coins',
  options: [{ name: 'amount', description: 'How many', type: ApplicationCommandOptionType.Integer, required: true }],
};
// a server that is not the kit's
export const metadata = { guilds: ['1300000000000000001'] };
export async function message(ctx) {
  ${guardLine}
  await ctx.message.reply('amount=' + ctx.options.getInteger('amount') + ' args=' + ctx.args().join(','));
}
`;

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {'src/app/commands/give.ts': GIVE('')});
  const run = await bot.send('!give amount:50');
  assert.equal(
    run.replies[0]?.content,
    'amount=null args=amount:50',
    'the command runs, but its option is null; args() still has the words',
  );
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/give.ts': GIVE(
      "if (!['1300000000000000001'].includes(ctx.guildId)) return void (await ctx.message.reply('This " +
        "command works in the main server only.'));",
    ),
  });
  const run = await bot.send('!give amount:50');
  assert.equal(run.replies[0]?.content, 'This command works in the main server only.');
}
