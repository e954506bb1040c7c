// Audit-e probe: commands/* claims the earlier probes did not cover (after() in every handler kind, command
// names under aliases, discordId, forwarding, guild-limited prefix calls, middleware exports, store, options).
import {startOfflineBot, type StepContext} from '#support';
import {claim, linesSince, pause, post, rec, replies, resetTrace, tag, trace} from './support.js';

export const installs = {typescript: '^5.8.3'};

const APP =
  "import { Client, Partials } from 'discord.js';\nexport default new Client({ intents: ['Guilds', 'GuildMessages', 'MessageContent', 'DirectMessages'], partials: [Partials.Channel] });\n";

export async function reproduce(context: StepContext): Promise<void> {
  const files: Record<string, string> = {
    'src/app.ts': APP,
    'src/app/commands/+global-middleware.ts':
      "import { stopMiddlewares, rethrow } from 'commandkit';\n" +
      `export async function beforeExecute(ctx) { ${rec("'mw:' + ctx.commandName + ':' + ctx.executionMode")}\n` +
      `  if (ctx.commandName === 'acreply' && ctx.isAutocomplete()) { try { await ctx.interaction.reply('no'); } catch (e) { globalThis.acReplyErr = String(e?.message ?? e); } }\n` +
      `  if (ctx.commandName === 'swallow') { try { stopMiddlewares(); } catch {} ${tag('after-swallowed-stop')} }\n` +
      `  if (ctx.commandName === 'swallow') { try { rethrow(new Error('plain')); globalThis.rethrowPlain = 'not thrown'; } catch (e) { globalThis.rethrowPlain = 'thrown ' + e.message; } }\n` +
      `  if (ctx.commandName === 'swallow') { try { stopMiddlewares(); } catch (e) { globalThis.stopErr = { name: e?.constructor?.name, code: e?.code }; try { rethrow(e); } catch (e2) { globalThis.rethrowStop = 'rethrown'; throw e2; } } }\n` +
      '}\n',
    // after() from every kind of handler, through a helper function
    'src/app/commands/_later.ts':
      "import { unstable_after as after } from 'commandkit';\nexport function later(label) { return after(() => { (globalThis.log ??= []).push('after:' + label); }); }\n",
    'src/app/commands/everywhere.ts':
      "import { later } from './_later';\n" +
      "export const command = { name: 'everywhere', description: 'e', options: [{ name: 'q', description: 'q', type: 3, autocomplete: true }] };\n" +
      "export async function chatInput(ctx) { later('chatInput'); await ctx.interaction.reply('ok'); }\n" +
      "export async function autocomplete(ctx) { later('autocomplete'); await ctx.interaction.respond([]); }\n" +
      "export async function message(ctx) { later('message'); await ctx.message.reply('ok'); }\n" +
      "export async function userContextMenu(ctx) { later('userContextMenu'); await ctx.interaction.reply('ok'); }\n" +
      "export async function messageContextMenu(ctx) { later('messageContextMenu'); await ctx.interaction.reply('ok'); }\n",
    'src/app/commands/afterasync.ts':
      "import { unstable_after as after } from 'commandkit';\n" +
      "export const command = { name: 'afterasync', description: 'a' };\n" +
      `export async function chatInput(ctx) { after(async () => { ${tag('a1:start')} await new Promise((r) => setTimeout(r, 80)); ${tag('a1:end')} }); after(() => { ${tag('a2')} }); await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/toplevel.ts':
      "import { unstable_after as after } from 'commandkit';\n" +
      "try { after(() => {}); globalThis.topLevelAfter = 'no error'; } catch (e) { globalThis.topLevelAfter = e.message; }\n" +
      "export const command = { name: 'toplevel', description: 't' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n",
    'src/app/events/messageCreate/cancel-outside.ts':
      "import { unstable_cancelAfter as cancelAfter } from 'commandkit';\nexport default function () { try { cancelAfter('nope'); globalThis.cancelOutside = 'no error'; } catch (e) { globalThis.cancelOutside = e.message; } }\n",
    // names: a menu alias, prefix aliases
    'src/app/commands/whois.ts':
      "export const command = { name: 'whois', description: 'w' };\n" +
      "export const metadata = { nameAliases: { user: 'Who is this?', message: 'Who wrote this?' }, aliases: ['wi'] };\n" +
      "const names = (ctx) => [ctx.commandName, ctx.invokedCommandName, ctx.interaction?.commandName ?? '-'].join('|');\n" +
      'export async function chatInput(ctx) { await ctx.interaction.reply(names(ctx)); }\n' +
      'export async function message(ctx) { await ctx.message.reply(names(ctx)); }\n' +
      'export async function userContextMenu(ctx) { await ctx.interaction.reply(names(ctx)); }\n' +
      'export async function messageContextMenu(ctx) { await ctx.interaction.reply(names(ctx)); }\n',
    'src/app/commands/onlymenu.ts':
      "export const command = { name: 'onlymenu', description: 'o' };\nexport const metadata = { nameAliases: { user: 'Only User', message: 'Only Message' } };\nexport async function messageContextMenu(ctx) { await ctx.interaction.reply('m'); }\n",
    'src/app/commands/discordid.ts':
      "export const command = { name: 'discordid', description: 'd' };\nexport async function chatInput(ctx) { await ctx.interaction.reply(String(ctx.command.discordId)); }\nexport async function message(ctx) { await ctx.message.reply(String(ctx.command.discordId)); }\n",
    'src/app/commands/sayonly.ts':
      "export const command = { name: 'sayonly', description: 's' };\nexport async function message(ctx) { await ctx.message.reply('s'); }\n",
    'src/app/commands/hidden.ts':
      "export const command = { name: 'hidden', description: 'h', default_member_permissions: '4' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('h'); }\n",
    // forwarding
    'src/app/commands/fwdkind.ts':
      "export const command = { name: 'fwdkind', description: 'f' };\nexport async function chatInput(ctx) { try { await ctx.forwardCommand('sayonly'); } catch (e) { globalThis.fwdKind = String(e?.message ?? e); throw e; } }\n",
    'src/app/commands/fwdperm.ts':
      "export const command = { name: 'fwdperm', description: 'f' };\nexport async function chatInput(ctx) { await ctx.forwardCommand('locked'); }\n",
    'src/app/commands/locked.ts':
      "export const command = { name: 'locked', description: 'l' };\nexport const metadata = { userPermissions: 'BanMembers' };\n" +
      `export async function chatInput(ctx) { ${rec("'locked:handler forwarded=' + ctx.forwarded")} await ctx.interaction.reply('locked ran'); }\n`,
    'src/app/commands/+locked.middleware.ts': `export function beforeExecute() { ${tag('locked:own-mw')} }\n`,
    // guild-limited prefix command
    'src/app/commands/faraway.ts':
      "export const command = { name: 'faraway', description: 'f' };\nexport const metadata = { guilds: ['999999999999999999'] };\nexport async function message(ctx) { await ctx.message.reply('faraway ran'); }\n",
    'src/app/commands/anywhere.ts':
      "export const command = { name: 'anywhere', description: 'a' };\nexport async function message(ctx) { await ctx.message.reply('anywhere ran'); }\n",
    // autocomplete: a middleware that replies
    'src/app/commands/acreply.ts':
      "export const command = { name: 'acreply', description: 'a', options: [{ name: 'q', description: 'q', type: 3, autocomplete: true }] };\nexport async function autocomplete(ctx) { await ctx.interaction.respond([{ name: 'x', value: 'x' }]); }\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n",
    // middleware files: a non-function export, another extension, a swallowed stop
    'src/app/commands/(badmw)/+middleware.ts': 'export const beforeExecute = 5;\n',
    'src/app/commands/(badmw)/bm.ts': `export const command = { name: 'bm', description: 'b' };\nexport async function chatInput(ctx) { ${tag('bm:handler')} await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/(mtsmw)/+middleware.mts': `export function beforeExecute() { ${tag('mts-mw')} }\n`,
    'src/app/commands/(mtsmw)/mm.ts': `export const command = { name: 'mm', description: 'm' };\nexport async function chatInput(ctx) { ${tag('mm:handler')} await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/swallow.ts': `export const command = { name: 'swallow', description: 's' };\nexport async function chatInput(ctx) { ${tag('swallow:handler')} await ctx.interaction.reply('ok'); }\n`,
    // store through the hook
    'src/app/commands/_store-helper.ts':
      "import { useStore } from 'commandkit/hooks';\nexport function fromStore() { return useStore().get('k'); }\n",
    'src/app/commands/storecmd.ts':
      "import { fromStore } from './_store-helper';\nexport const command = { name: 'storecmd', description: 's' };\nexport async function chatInput(ctx) { ctx.store.set('k', 'from-handler'); await ctx.interaction.reply(String(fromStore())); }\n",
    // message options
    'src/app/commands/opts.ts':
      "export const command = { name: 'opts', description: 'o', options: [{ name: 'ch', description: 'c', type: 7 }, { name: 'role', description: 'r', type: 8 }, { name: 'file', description: 'f', type: 11 }, { name: 'user', description: 'u', type: 6 }, { name: 'num', description: 'n', type: 10 }] };\n" +
      "export async function chatInput(ctx) { await ctx.interaction.reply('x'); }\n" +
      "export async function message(ctx) { const o = ctx.options; await ctx.message.reply(JSON.stringify({ ch: o.getChannel('ch')?.id ?? null, role: o.getRole('role')?.id ?? null, file: o.getAttachment('file')?.name ?? null, member: o.getMember('user')?.id ?? null, num: o.getNumber('num') })); }\n",
    'src/app/commands/subopts.ts':
      "export const command = { name: 'subopts', description: 's', options: [{ name: 'add', description: 'a', type: 1, options: [{ name: 'n', description: 'n', type: 4 }] }] };\n" +
      "export async function chatInput(ctx) { await ctx.interaction.reply('x'); }\n" +
      "export async function message(ctx) { let sub; try { sub = ctx.options.getSubcommand(); } catch (e) { sub = 'THROWS ' + e.message; } await ctx.message.reply(JSON.stringify({ n: ctx.options.getInteger('n'), sub })); }\n",
    // a .cjs command file
    'src/app/commands/cjscmd.cjs':
      "module.exports = { command: { name: 'cjscmd', description: 'c' }, chatInput: async (ctx) => { await ctx.interaction.reply('cjs ran'); } };\n",
  };
  const {bot, commandkit, logs} = await startOfflineBot(context, files);
  const registered = bot.registeredCommands();
  claim(
    'registered',
    registered
      .map((c: any) => `${c.type ?? 1}:${c.name}${c.default_member_permissions ? ' dmp=' + c.default_member_permissions : ''}`)
      .sort(),
  );
  claim('startup-problems', linesSince(logs, 0, /fail|error|invalid|warn/i));
  claim('after-at-module-top-level', (globalThis as any).topLevelAfter ?? 'module never ran');

  // after() from every handler kind
  resetTrace();
  await bot.chatInput('everywhere');
  await bot.autocomplete('everywhere', 'q', 'x');
  await bot.send('!everywhere');
  await bot.userContextMenu('everywhere');
  await bot.messageContextMenu('everywhere');
  await pause(300);
  claim(
    'after-in-every-handler-kind',
    trace().filter((l: any) => String(l).startsWith('after:')),
  );
  resetTrace();
  await bot.chatInput('afterasync');
  await pause(500);
  claim(
    'after-async-order',
    trace().filter((l: any) => /^a\d/.test(String(l))),
  );
  await bot.send('hello');
  await pause(100);
  claim('cancelAfter-outside', (globalThis as any).cancelOutside);

  // names
  const names: Record<string, string[]> = {};
  names['/whois'] = replies(await bot.chatInput('whois'));
  names['!wi'] = replies(await bot.send('!wi'));
  names['!whois'] = replies(await bot.send('!whois'));
  names['user menu Who is this?'] = replies(await bot.userContextMenu('Who is this?'));
  names['message menu Who wrote this?'] = replies(await bot.messageContextMenu('Who wrote this?'));
  claim('command-names', names);
  claim('menu-only-file-user-alias', replies(await bot.userContextMenu('Only User')));

  // discordId
  const rid = registered.find((c: any) => c.name === 'discordid')?.id;
  claim('discordId', {slash: replies(await bot.chatInput('discordid')), registeredId: rid ?? null});

  // forwarding
  let from = logs.length;
  const fk = await bot.chatInput('fwdkind');
  claim('forward-to-command-without-that-handler', {
    err: (globalThis as any).fwdKind,
    replies: replies(fk),
    logs: linesSince(logs, from, /rror/),
  });
  const orig = bot.client.actions.InteractionCreate.handle.bind(bot.client.actions.InteractionCreate);
  bot.client.actions.InteractionCreate.handle = (data: any) => {
    if (data.member) data.member.permissions = '0';
    return orig(data);
  };
  resetTrace();
  const direct = await bot.chatInput('locked');
  const directTrace = [...trace()];
  resetTrace();
  const fwd = await bot.chatInput('fwdperm');
  claim('forward-skips-target-middlewares-and-permissions', {
    direct: {replies: replies(direct), trace: directTrace},
    forwarded: {replies: replies(fwd), trace: trace()},
  });
  bot.client.actions.InteractionCreate.handle = orig;

  // guild-limited and DM prefix calls: no middleware, no answer
  resetTrace();
  const fa = await bot.send('!faraway');
  claim('prefix-other-guild', {replies: replies(fa), trace: trace(), requests: fa.requests.length});
  const dmChannel = {id: '1200000000000000001', type: 1, recipients: [bot.world.reader], last_message_id: null};
  bot.client.channels._add(dmChannel);
  resetTrace();
  const dm = await post(bot, '!anywhere', {channel_id: dmChannel.id, guild_id: undefined, member: undefined});
  claim('prefix-in-dm', {replies: replies(dm), trace: trace(), requests: dm.requests.length});

  // middleware that replies to autocomplete
  resetTrace();
  const acr = await bot.autocomplete('acreply', 'q', 'x');
  claim('middleware-reply-on-autocomplete', {err: (globalThis as any).acReplyErr ?? 'no error', choices: acr.choices});

  // middleware files
  resetTrace();
  await bot.chatInput('bm');
  claim('non-function-beforeExecute', trace());
  resetTrace();
  await bot.chatInput('mm');
  claim('mts-middleware', trace());
  resetTrace();
  from = logs.length;
  const sw = await bot.chatInput('swallow');
  claim('swallowed-stop-and-rethrow', {
    trace: trace(),
    replies: replies(sw),
    rethrowPlain: (globalThis as any).rethrowPlain,
    stopErr: (globalThis as any).stopErr,
    rethrowStop: (globalThis as any).rethrowStop ?? 'no',
  });

  claim('useStore-in-helper', replies(await bot.chatInput('storecmd')));

  // message options
  const roleId = bot.world.guild.id; // @everyone
  const o = await post(
    bot,
    `!opts ch:<#${bot.world.channel.id}> role:<@&${roleId}> file:report.pdf user:<@${bot.world.reader.id}> num:2.5`,
    {
      mentions: [bot.world.reader],
      mention_roles: [roleId],
      attachments: [
        {
          id: '1300000000000000001',
          filename: 'report.pdf',
          size: 3,
          url: 'https://cdn.invalid/a/report.pdf',
          proxy_url: 'https://cdn.invalid/a/report.pdf',
        },
      ],
    },
  );
  claim('message-options-channel-role-attachment-member', replies(o));
  from = logs.length;
  claim('message-options-subcommand', {
    plain: replies(await bot.send('!subopts n:5')),
    colon: replies(await bot.send('!subopts:add n:5')),
    logs: linesSince(logs, from, /rror|not found/),
  });
  claim('cjs-command', replies(await bot.chatInput('cjscmd')));

  // prefix resolver returning a promise
  commandkit.setPrefixResolver(async () => '?');
  claim('async-prefix-resolver', {q: replies(await bot.send('?anywhere')), bang: replies(await bot.send('!anywhere'))});
  void commandkit;
}
