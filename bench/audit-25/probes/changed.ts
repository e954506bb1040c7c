// Audit probe: the claims found false at 392b9d81, run at both commits to tell "changed" from "always wrong".
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {CONFIG, captureOutput, runCli, writeBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const text = (d: any) =>
  d.replies.map((r: any) =>
    [r.content, ...(r.embeds ?? []).map((e: any) => `${e.title ?? ''}|${e.description ?? ''}`), `flags=${r.flags ?? 0}`].join(' ; '),
  );

const APP =
  "import { Client, Partials } from 'discord.js';\nexport default new Client({ intents: ['Guilds', 'GuildMessages', 'MessageContent', 'DirectMessages'], partials: [Partials.Channel] });\n";

export async function reproduce(context: StepContext): Promise<void> {
  const files: Record<string, string> = {
    'src/app.ts': APP,
    'commandkit.config.mjs': CONFIG,
    'src/app/events/clientReady/ready.ts': 'export default function () {}\n',
    'src/app/commands/noname.ts':
      "export const command = {};\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n",
    'src/app/commands/balance.ts':
      "export const command = { name: 'balance', description: 'b' };\nexport const metadata = { aliases: ['bal'] };\nexport async function message(ctx) { await ctx.message.reply('commandName=' + ctx.commandName); }\nexport async function chatInput(ctx) { await ctx.interaction.reply('x'); }\n",
    'src/app/commands/elsewhere.ts':
      "export const metadata = { guilds: ['999999999999999999'] };\nexport const command = { name: 'elsewhere', description: 'g', options: [{ name: 'n', description: 'n', type: 4 }] };\nexport async function chatInput(ctx) { await ctx.interaction.reply('x'); }\nexport async function message(ctx) { await ctx.message.reply('prefix ran, n=' + ctx.options.getInteger('n')); }\n",
    'src/app/commands/nums.ts':
      "export const command = { name: 'nums', description: 'g', options: [{ name: 'n', description: 'n', type: 4 }] };\nexport async function chatInput(ctx) { await ctx.interaction.reply('x'); }\nexport async function message(ctx) { await ctx.message.reply('n=' + String(ctx.options.getInteger('n'))); }\n",
    'src/app/commands/dmok.ts':
      "export const command = { name: 'dmok', description: 'd' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('dm slash ran'); }\nexport async function message(ctx) { await ctx.message.reply('dm prefix ran'); }\n",
    'src/app/commands/prefixonly.ts':
      "export const command = { name: 'prefixonly', description: 'p' };\nexport async function message(ctx) { await ctx.message.reply('p'); }\n",
    'src/app/commands/bookmark.ts':
      "export const command = { name: 'bookmark', description: 'b' };\nexport const metadata = { nameAliases: { user: 'Bookmark', message: 'Save to DMs' } };\nexport async function messageContextMenu(ctx) { await ctx.interaction.reply('saved'); }\n",
  };
  writeBot(context.cwd, files);
  const build = runCli(context, ['build']);
  assert.equal(build.status, 0, build.output);
  process.env.DISCORD_TOKEN ??= 'offline.token';
  const output = captureOutput();
  const kit: any = await import('#bot-kit');
  const {commandkit}: any = await import('commandkit');
  const app = (await import(pathToFileURL(join(context.cwd, 'dist', 'app.js')).href)).default;
  const bot = kit.takeOffline(app);
  commandkit.setClient(app);
  await commandkit.start();
  await bot.settle();
  const logs = output.lines;

  claim(
    'registered',
    bot
      .registeredCommands()
      .map((c: any) => `${c.type}:${c.name}:${c.description ?? ''}`)
      .sort(),
  );
  claim('alias commandName', text(await bot.send('!bal')));
  claim('prefix in a guild not in metadata.guilds', text(await bot.send('!elsewhere n:5')));
  claim('getInteger of n:abc', text(await bot.send('!nums n:abc')));
  const before = logs.length;
  claim('slash for prefix-only file', {
    replies: text(await bot.chatInput('prefixonly')),
    logs: logs.slice(before).filter((l) => /prefixonly/.test(l)),
  });

  // direct messages: a DM channel the client knows (Partials.Channel), a slash interaction and a prefix message there
  const dmChannel = {id: '1200000000000000001', type: 1, recipients: [bot.world.reader], last_message_id: null};
  bot.client.channels._add(dmChannel);
  const dmInteraction = {
    id: '1200000000000000002',
    application_id: bot.world.application.id,
    type: 2,
    token: 'offline-dm-token',
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
    data: {id: bot.registeredCommands().find((c: any) => c.name === 'dmok')?.id ?? '1', name: 'dmok', type: 1},
  };
  const d1 = await bot.during(() => bot.client.actions.InteractionCreate.handle(dmInteraction));
  claim('DM slash command', {replies: text(d1), requests: d1.requests.map((r: any) => r.method + ' ' + r.path.replace(/\d{5,}/g, ':id'))});
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
  const b2 = logs.length;
  const d2 = await bot.during(() => bot.client.actions.MessageCreate.handle(dmMessage));
  claim('DM prefix command', {
    replies: text(d2),
    requests: d2.requests.map((r: any) => r.method + ' ' + r.path.replace(/\d{5,}/g, ':id')),
    logs: logs.slice(b2).slice(0, 3),
  });
}
