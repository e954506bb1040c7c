// Audit probe: command metadata, context menus, message commands, the permissions middleware (commands/* pages).
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {APP, CONFIG, captureOutput, runCli, writeBot, type StepContext} from '#support';

/** startOfflineBot, except that the offline guild's id is known (globalThis.GUILD) before the command files load. */
async function start(context: StepContext, files: Record<string, string>, config = CONFIG) {
  writeBot(context.cwd, {
    'src/app.ts': APP,
    'commandkit.config.mjs': config,
    'src/app/events/clientReady/ready.ts': 'export default function () {}\n',
    ...files,
  });
  const build = runCli(context, ['build']);
  assert.equal(build.status, 0, build.output);
  process.env.DISCORD_TOKEN ??= 'offline.token';
  const output = captureOutput();
  const kit: any = await import('#bot-kit');
  const {commandkit}: any = await import('commandkit');
  const app = (await import(pathToFileURL(join(context.cwd, 'dist', 'app.js')).href)).default;
  const bot = kit.takeOffline(app);
  (globalThis as any).GUILD = bot.world.guild.id;
  commandkit.setClient(app);
  await commandkit.start();
  await bot.settle();
  return {bot, commandkit, logs: output.lines};
}

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const text = (d: any) =>
  d.replies.map((r: any) =>
    [
      r.content,
      ...(r.embeds ?? []).map((e: any) => `${e.title ?? ''}|${e.description ?? ''}|color=${e.color}`),
      `flags=${r.flags ?? 0}`,
    ].join(' ; '),
  );

export async function reproduce(context: StepContext): Promise<void> {
  const OTHER_GUILD = '999999999999999999';
  const files: Record<string, string> = {
    'src/app/commands/inguild.ts': `export const metadata = { guilds: [globalThis.GUILD] };\nexport const command = { name: 'inguild', description: 'g' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ran'); }\nexport async function message(ctx) { await ctx.message.reply('prefix ran'); }\n`,
    'src/app/commands/elsewhere.ts': `export const metadata = { guilds: ['${OTHER_GUILD}'] };\nexport const command = { name: 'elsewhere', description: 'g' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ran elsewhere'); }\nexport async function message(ctx) { await ctx.message.reply('prefix elsewhere ran'); }\n`,
    'src/app/commands/both.ts': `export const metadata = { aliases: ['b'] };\nexport const generateMetadata = () => ({ aliases: ['bb'] });\nexport const command = { name: 'both', description: 'g' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ran'); }\n`,
    'src/app/commands/genthrows.ts': `export const generateMetadata = () => { throw new Error('gen boom'); };\nexport const command = { name: 'genthrows', description: 'g' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ran'); }\n`,
    'src/app/commands/gen.ts': `let n = 0;\nexport const generateMetadata = async () => { n++; globalThis.genCalls = n; return { aliases: ['generated'] }; };\nexport const command = { name: 'gen', description: 'g' };\nexport async function chatInput(ctx) { await ctx.interaction.reply(JSON.stringify(ctx.command.metadata)); }\nexport async function message(ctx) { await ctx.message.reply('gen via ' + ctx.commandName); }\n`,
    'src/app/commands/perm.ts': `export const metadata = { userPermissions: 'ManageMessages', botPermissions: ['ManageMessages', 'ReadMessageHistory'] };\nexport const command = { name: 'perm', description: 'p' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('perm ran'); }\nexport async function message(ctx) { await ctx.message.reply('perm prefix ran'); }\n`,
    'src/app/commands/dm.ts': `export const command = { name: 'dm', description: 'd' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('dm ran'); }\n`,
    'src/app/commands/legacy.ts': `export const command = { name: 'legacy', description: 'l', guilds: ['${OTHER_GUILD}'], aliases: ['leg'] };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ran'); }\nexport async function message(ctx) { await ctx.message.reply('legacy prefix'); }\n`,
    'src/app/commands/whois.ts': `export const command = { name: 'whois', description: 'w' };\nexport const metadata = { nameAliases: { user: 'Who is this?', message: 'Who wrote this?' } };\nexport async function chatInput(ctx) { await ctx.interaction.reply('slash'); }\nexport async function userContextMenu(ctx) { await ctx.interaction.reply({ content: 'user ' + ctx.executionMode + ' ' + ctx.interaction.targetUser.id, flags: 64 }); }\nexport async function messageContextMenu(ctx) { await ctx.interaction.reply({ content: 'message ' + ctx.executionMode, flags: 64 }); }\n`,
    'src/app/commands/bookmark.ts': `export const command = { name: 'bookmark', description: 'b' };\nexport const metadata = { nameAliases: { user: 'Bookmark', message: 'Save to DMs' } };\nexport async function chatInput(ctx) { await ctx.interaction.reply('hint'); }\nexport async function messageContextMenu(ctx) { await ctx.interaction.reply('saved'); }\n`,
    'src/app/commands/plainmenu.ts': `export const command = { name: 'plainmenu', description: 'b' };\nexport async function userContextMenu(ctx) { await ctx.interaction.reply('pm'); }\n`,
    'src/app/commands/say.ts': `export const command = { name: 'say', description: 's', options: [{ name: 'user', description: 'u', type: 6 }, { name: 'amount', description: 'a', type: 4 }, { name: 'flag', description: 'f', type: 5 }, { name: 'note', description: 'n', type: 3 }, { name: 'ment', description: 'm', type: 9 }] };\nexport async function chatInput(ctx) { await ctx.interaction.reply('x'); }\nexport async function message(ctx) { const o = ctx.options; await ctx.message.reply(JSON.stringify({ args: ctx.args(), user: o.getUser('user')?.id ?? null, amount: o.getInteger('amount'), flag: o.getBoolean('flag'), note: o.getString('note'), ment: o.getMentionable('ment') ?? null, name: ctx.commandName })); }\n`,
    'src/app/commands/balance.ts': `export const command = { name: 'balance', description: 'b' };\nexport const metadata = { aliases: ['bal', 'coins'] };\nexport async function message(ctx) { await ctx.message.reply('used ' + ctx.commandName); }\nexport async function chatInput(ctx) { await ctx.interaction.reply('x'); }\n`,
    'src/app/commands/prefixonly.ts': `export const command = { name: 'prefixonly', description: 'p' };\nexport async function message(ctx) { await ctx.message.reply('p'); }\n`,
  };
  return second(context, files, OTHER_GUILD);
}

async function second(context: StepContext, files: Record<string, string>, OTHER_GUILD: string) {
  const {bot, commandkit, logs} = await start(context, files);
  const GUILD = bot.world.guild.id;
  const scopes = Object.fromEntries(
    [...bot.rest.commands.entries()].map(([scope, list]: [string, any[]]) => [
      scope === GUILD ? 'offline-guild' : scope === OTHER_GUILD ? 'other-guild' : scope,
      list.map((c) => `${c.type}:${c.name}`).sort(),
    ]),
  );
  claim('registration-scopes', scopes);
  claim('startup-warnings', logs.filter((l) => /deprecat|fail|warn|error|invalid/i.test(l)).slice(0, 12));
  claim('gen-calls-at-load', (globalThis as any).genCalls);
  claim('getMetadataFor(gen)', commandkit.commandHandler.getMetadataFor?.('gen'));
  claim('getMetadataFor(perm)', commandkit.commandHandler.getMetadataFor?.('perm'));

  // guild filter at runtime: an interaction for 'elsewhere' (guild-limited elsewhere) from the offline guild
  const e = await bot.chatInput('elsewhere');
  claim('interaction-from-other-guild', {replies: text(e), requests: e.requests.map((r: any) => r.method + ' ' + r.path)});
  const ep = await bot.send('!elsewhere');
  claim('prefix-not-filtered-by-guilds', text(ep));
  const g = await bot.chatInput('gen');
  claim('ctx.command.metadata', text(g));
  claim('gen-calls-after-run', (globalThis as any).genCalls);
  const ga = await bot.send('!generated');
  claim('generated-alias', text(ga));

  // permissions: the offline member has every permission through @everyone; lower it for one run
  const everyone = bot.client.guilds.cache.get(GUILD).roles.everyone;
  const p1 = await bot.chatInput('perm');
  claim('perm-with-all-permissions', text(p1));
  everyone.permissions = new everyone.permissions.constructor(0n);
  const p3 = await bot.send('!perm');
  claim('perm-prefix-missing', text(p3));
  // interactions carry member permissions in the payload (all): craft one with none
  const base: any = (await import('#bot-kit')) as any;
  void base;
  const payload = JSON.parse(JSON.stringify((bot as any).__lastPayload ?? null));
  void payload;
  const orig = bot.client.actions.InteractionCreate.handle.bind(bot.client.actions.InteractionCreate);
  bot.client.actions.InteractionCreate.handle = (data: any) => {
    if (data.member) data.member.permissions = '0';
    data.app_permissions = '0';
    return orig(data);
  };
  const p2 = await bot.chatInput('perm');
  claim('perm-interaction-missing', text(p2));
  bot.client.actions.InteractionCreate.handle = orig;
  everyone.permissions = new everyone.permissions.constructor((1n << 51n) - 1n);

  // DM interaction: no guild, a DM channel
  const dmPayload = (name: string) => ({
    id: String(BigInt(Date.now()) << 22n),
    application_id: bot.world.application.id,
    type: 2,
    token: 'tok' + Date.now() + Math.random(),
    version: 1,
    channel_id: '1200000000000000001',
    channel: {id: '1200000000000000001', type: 1, recipients: [bot.world.reader]},
    user: bot.world.reader,
    app_permissions: '0',
    locale: 'en-US',
    entitlements: [],
    authorizing_integration_owners: {'1': bot.world.reader.id},
    context: 1,
    attachment_size_limit: 1,
    data: {id: bot.registeredCommands().find((c: any) => c.name === name)?.id ?? '1', name, type: 1},
  });
  const d = await bot.during(() => bot.client.actions.InteractionCreate.handle(dmPayload('dm')));
  claim('dm-interaction', {replies: text(d), requests: d.requests.map((r: any) => r.method + ' ' + r.path)});
  const de = await bot.during(() => bot.client.actions.InteractionCreate.handle(dmPayload('elsewhere')));
  claim('dm-interaction-guild-limited-command', {replies: text(de)});

  // context menus
  const u = await bot.userContextMenu('Who is this?');
  claim('user-menu', text(u));
  const m = await bot.messageContextMenu('Who wrote this?');
  claim('message-menu', text(m));
  const bu = await bot.userContextMenu('Bookmark');
  claim('bookmark-user-alias-without-export', {replies: text(bu), requests: bu.requests.map((r: any) => r.method + ' ' + r.path)});

  // message commands
  for (const content of [
    '!say hello there',
    '!say "a b"',
    '!say  two  spaces',
    '!say user:<@' + bot.world.other.id + '> amount:50 flag:true note:two words',
    '!say amount:12:30 flag:TRUE note:a:b',
    '!say amount:abc flag:yes ment:<@' + bot.world.other.id + '>',
  ]) {
    const r = await bot.send(content);
    claim(`message ${content}`, text(r));
  }
  for (const content of ['!bal', '!coins', '!balance', '!leg', '!nosuchcommand']) {
    const before = logs.length;
    const r = await bot.send(content);
    claim(`message ${content}`, {replies: text(r), logs: logs.slice(before).slice(0, 3)});
  }
  const bot2 = await bot.send('!say from a bot', {author: bot.world.bot});
  claim('message from a bot', text(bot2));
  const po = await bot.chatInput('prefixonly');
  claim('slash for prefix-only command', {replies: text(po), logs: logs.filter((l) => /prefixonly|handler/i.test(l)).slice(-3)});

  // prefix resolver variants
  for (const [label, resolver] of [
    ['array', () => ['!!', '!']],
    ['array-short-first', () => ['!', '!!']],
    ['regex-anchored', () => /^(?:\?|!)/],
    ['regex-unanchored', () => /\?/],
    ['empty-string', () => ''],
    ['empty-array', () => []],
  ] as const) {
    commandkit.setPrefixResolver(resolver as any);
    const out: Record<string, unknown> = {};
    for (const content of ['!!say x', '!say x', '?say x', 'hey ?say x']) out[content] = text(await bot.send(content));
    claim(`prefix-resolver ${label}`, out);
  }
}
