// Audit-m probe: config switches named by the middlewares and message-commands pages (disablePrefixCommands,
// disablePermissionsMiddleware), in one bot.
import {startOfflineBot, type StepContext} from '#support';
import {claim, post, rec, replies, resetTrace, trace, withInteractionPayload} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ disablePrefixCommands: true, disablePermissionsMiddleware: true });\n",
    'src/app/commands/+global-middleware.ts': `export function beforeExecute(ctx) { ${rec("'mw:' + ctx.commandName + ':' + ctx.executionMode")} }\n`,
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'd' };\nexport const metadata = { userPermissions: 'BanMembers' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\nexport async function message(ctx) { await ctx.message.reply('pong'); }\n",
  });
  resetTrace();
  const prefix = await post(bot, '!ping');
  claim('disablePrefixCommands', {replies: replies(prefix), middleware: trace()});
  resetTrace();
  const noPerms = await withInteractionPayload(
    bot,
    (d) => {
      if (d.member) d.member.permissions = '0';
    },
    () => bot.chatInput('ping'),
  );
  const dmChannel = {id: '1200000000000000004', type: 1, recipients: [bot.world.reader]};
  bot.client.channels._add(dmChannel);
  const dm = await withInteractionPayload(
    bot,
    (d) => {
      delete d.guild_id;
      d.user = d.member?.user ?? bot.world.reader;
      delete d.member;
      d.channel_id = dmChannel.id;
      d.channel = dmChannel;
      d.context = 1;
    },
    () => bot.chatInput('ping'),
  );
  claim('disablePermissionsMiddleware', {missingPermission: replies(noPerms), dm: replies(dm), middleware: trace()});
}
