// Audit probe: disablePermissionsMiddleware, and what is registered when only guild commands exist.
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const text = (d: any) =>
  d.replies.map((r: any) => [r.content, ...(r.embeds ?? []).map((e: any) => e.title ?? ''), `flags=${r.flags ?? 0}`].join(' ; '));

export async function reproduce(context: StepContext): Promise<void> {
  const files = {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ disablePermissionsMiddleware: true });\n",
    'src/app.ts':
      "import { Client, Partials } from 'discord.js';\nexport default new Client({ intents: ['Guilds', 'GuildMessages', 'MessageContent', 'DirectMessages'], partials: [Partials.Channel] });\n",
    'src/app/commands/perm.ts':
      "export const metadata = { guilds: ['999999999999999999'], userPermissions: 'BanMembers' };\nexport const command = { name: 'perm', description: 'p' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('perm ran'); }\n",
    'src/app/commands/dmok.ts':
      "export const metadata = { guilds: ['999999999999999999'] };\nexport const command = { name: 'dmok', description: 'd' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('dm slash ran'); }\nexport async function message(ctx) { await ctx.message.reply('dm prefix ran'); }\n",
  };
  const {bot} = await startOfflineBot(context, files);
  claim(
    'only guild commands: registration requests',
    bot.rest.requests
      .filter((r: any) => /commands$/.test(r.path))
      .map((r: any) => r.method + ' ' + (r.path.includes('/guilds/') ? 'guild' : 'global')),
  );
  // the command is limited to another guild: interactions from the offline guild are ignored, so pretend the guild matches
  const orig = bot.client.actions.InteractionCreate.handle.bind(bot.client.actions.InteractionCreate);
  bot.client.actions.InteractionCreate.handle = (data: any) => {
    if (data.member) data.member.permissions = '0';
    return orig(data);
  };
  const dmChannel = {id: '1200000000000000001', type: 1, recipients: [bot.world.reader], last_message_id: null};
  bot.client.channels._add(dmChannel);
  const dm = (name: string) => ({
    id: '12000000000000000' + Math.floor(Math.random() * 90 + 10),
    application_id: bot.world.application.id,
    type: 2,
    token: 'offline-dm-' + Math.random(),
    version: 1,
    channel_id: dmChannel.id,
    channel: dmChannel,
    user: bot.world.reader,
    app_permissions: '0',
    locale: 'en-US',
    entitlements: [],
    authorizing_integration_owners: {'0': '0'},
    context: 1,
    attachment_size_limit: 1,
    data: {id: '1', name, type: 1},
  });
  claim('disabled middleware: DM slash', text(await bot.during(() => bot.client.actions.InteractionCreate.handle(dm('dmok')))));
  const dmMessage = {
    id: '1200000000000000003',
    type: 0,
    channel_id: dmChannel.id,
    author: bot.world.reader,
    content: '!dmok',
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    components: [],
    pinned: false,
    flags: 0,
  };
  const d2 = await bot.during(() => bot.client.actions.MessageCreate.handle(dmMessage));
  claim('disabled middleware: DM prefix command', {replies: text(d2), requests: d2.requests.length});
  claim(
    'disabled middleware: userPermissions ignored (DM, member without permissions)',
    text(await bot.during(() => bot.client.actions.InteractionCreate.handle(dm('perm')))),
  );
}
