// Audit-m probe: middlewares page. Order of global / folder / command middlewares, before and after, what
// stopMiddlewares() and a throw do at each stage, which files apply to which commands, setCommandRunner,
// the store, execution modes and the built-in permissions middleware.
import {startOfflineBot, type StepContext} from '#support';
import {
  APP_WITH_ERROR_LISTENER,
  claim,
  clientErrors,
  linesSince,
  pause,
  post,
  rec,
  replies,
  resetClientErrors,
  resetTrace,
  tag,
  trace,
  withInteractionPayload,
} from './support.js';

export const installs = {typescript: '^5.8.3'};

const handler = (name: string, body = '') =>
  `export const command = { name: '${name}', description: 'd' };\n` +
  `export async function chatInput(ctx) { ${tag(`h:${name}`)} ${body} if (!ctx.interaction.replied) await ctx.interaction.reply('${name} ran'); }\n` +
  `export async function message(ctx) { ${tag(`h:${name}:msg`)} await ctx.message.reply('${name} ran'); }\n`;

export async function reproduce(context: StepContext): Promise<void> {
  const files: Record<string, string> = {
    'src/app.ts': APP_WITH_ERROR_LISTENER,
    'src/app/commands/+global-middleware.ts':
      "import { stopMiddlewares } from 'commandkit';\n" +
      `export async function beforeExecute(ctx) { ${rec("'g:before:' + ctx.commandName + ':' + ctx.executionMode")}\n` +
      "  if (ctx.commandName === 'stopg') { await ctx.interaction.reply('stopped by global'); stopMiddlewares(); }\n" +
      "  if (ctx.commandName === 'throwg') throw new Error('boom-before');\n" +
      "  if (ctx.commandName === 'runner') ctx.setCommandRunner((exec) => async (...a) => { (globalThis.log ??= []).push('runner:global'); return exec(...a); });\n" +
      "  if (ctx.commandName === 'storecmd') ctx.store.set('k', 'from-mw');\n" +
      "  if (ctx.isMessage()) (globalThis.log ??= []).push('interaction-is-' + String(ctx.interaction));\n" +
      '}\n' +
      `export async function afterExecute(ctx) { ${rec("'g:after:' + ctx.commandName")}\n` +
      "  if (ctx.commandName === 'stopafter') stopMiddlewares();\n" +
      "  if (ctx.commandName === 'throwafter') throw new Error('boom-after');\n" +
      '}\n',
    // a second global middleware, inside a category folder
    'src/app/commands/(cat)/+global-middleware.ts': `export function beforeExecute(ctx) { ${rec("'g2:before:' + ctx.commandName")} }\n`,
    'src/app/commands/(cat)/+middleware.ts':
      `export function beforeExecute(ctx) { ${rec("'d:before:' + ctx.commandName")}\n` +
      "  if (ctx.commandName === 'runner') ctx.setCommandRunner((exec) => async (...a) => { (globalThis.log ??= []).push('runner:folder'); return exec(...a); });\n" +
      '}\n' +
      `export function afterExecute(ctx) { ${rec("'d:after:' + ctx.commandName")} }\n`,
    'src/app/commands/(cat)/+ord.middleware.ts': `export function beforeExecute(ctx) { ${rec("'c:before:' + ctx.commandName")} }\nexport function afterExecute(ctx) { ${rec("'c:after:' + ctx.commandName")} }\n`,
    'src/app/commands/(cat)/ord.ts': handler('ord'),
    'src/app/commands/(cat)/handlerthrow.ts': handler('handlerthrow', "throw new Error('boom-handler');"),
    'src/app/commands/(cat)/stopcmd.ts':
      "import { stopMiddlewares } from 'commandkit';\n" + handler('stopcmd', "await ctx.interaction.reply('x'); stopMiddlewares();"),
    'src/app/commands/(cat)/stopafter.ts': handler('stopafter'),
    'src/app/commands/(cat)/throwafter.ts': handler('throwafter'),
    'src/app/commands/(cat)/throwg.ts': handler('throwg'),
    'src/app/commands/(cat)/stopg.ts': handler('stopg'),
    'src/app/commands/(cat)/runner.ts': handler('runner'),
    'src/app/commands/(cat)/storecmd.ts':
      "export const command = { name: 'storecmd', description: 'd' };\nexport async function chatInput(ctx) { await ctx.interaction.reply(String(ctx.store.get('k'))); }\n",
    // nested category: the (cat) folder middleware must not reach it
    'src/app/commands/(cat)/(sub)/deep.ts': handler('deep'),
    // a file named ord in another folder, with another command name
    'src/app/commands/(other)/ord.ts': handler('ord-other'),
    // the command middleware follows the file name, not command.name
    'src/app/commands/named.ts': handler('renamed'),
    'src/app/commands/+named.middleware.ts': `export function beforeExecute() { ${tag('named-by-file')} }\n`,
    'src/app/commands/+renamed.middleware.ts': `export function beforeExecute() { ${tag('named-by-command-name')} }\n`,
    // a middleware file without either function
    'src/app/commands/(bad)/+middleware.ts': 'export const something = 1;\n',
    'src/app/commands/(bad)/badmw.ts': handler('badmw'),
    // permissions and modes
    'src/app/commands/perm.ts':
      "export const command = { name: 'perm', description: 'd', options: [{ name: 'q', description: 'q', type: 3, autocomplete: true }] };\nexport const metadata = { userPermissions: 'BanMembers' };\n" +
      `export async function chatInput(ctx) { ${tag('h:perm')} await ctx.interaction.reply('perm ran'); }\n` +
      `export async function message(ctx) { ${tag('h:perm:msg')} await ctx.message.reply('perm ran'); }\n` +
      `export async function autocomplete(ctx) { ${tag('h:perm:ac')} await ctx.interaction.respond([{ name: 'a', value: 'a' }]); }\n`,
    'src/app/commands/plain.ts': handler('plain'),
    'src/app/commands/multi.ts':
      "export const command = { name: 'multi', description: 'd', options: [{ name: 'q', description: 'q', type: 3, autocomplete: true }] };\n" +
      "export async function chatInput(ctx) { await ctx.interaction.reply('c'); }\nexport async function message(ctx) { await ctx.message.reply('m'); }\n" +
      "export async function autocomplete(ctx) { await ctx.interaction.respond([]); }\nexport async function userContextMenu(ctx) { await ctx.interaction.reply('u'); }\nexport async function messageContextMenu(ctx) { await ctx.interaction.reply('mm'); }\n",
  };
  const {bot, logs} = await startOfflineBot(context, files);
  claim('startup-middleware-problems', linesSince(logs, 0, /middleware/i));

  const run = async (id: string, name: string) => {
    resetTrace();
    resetClientErrors();
    const from = logs.length;
    const d = await bot.chatInput(name);
    await pause(100);
    claim(id, {trace: trace(), replies: replies(d), clientErrors: clientErrors(), errorLogs: linesSince(logs, from, /rror|boom/)});
  };
  await run('order', 'ord');
  await run('nested-folder', 'deep');
  await run('command-mw-other-folder-same-file-name', 'ord-other');
  await run('command-mw-by-file-name', 'renamed');
  await run('handler-throws', 'handlerthrow');
  await run('stop-in-handler', 'stopcmd');
  await run('stop-in-after', 'stopafter');
  await run('throw-in-after', 'throwafter');
  await run('throw-in-before', 'throwg');
  await run('stop-in-global-before', 'stopg');
  await run('two-runners', 'runner');
  await run('store-shared', 'storecmd');
  await run('invalid-middleware-file', 'badmw');

  // prefix form: ctx.interaction is null
  resetTrace();
  const m = await bot.send('!plain');
  claim('prefix-interaction-null', {trace: trace(), replies: replies(m)});

  // modes seen by the global middleware
  resetTrace();
  await bot.autocomplete('multi', 'q', 'x');
  await bot.userContextMenu('multi');
  await bot.messageContextMenu('multi');
  claim('modes', trace());

  // built-in permissions middleware, member without permissions
  const noPerms = (data: any) => {
    if (data.member) data.member.permissions = '0';
  };
  resetTrace();
  const permSlash = await withInteractionPayload(bot, noPerms, () => bot.chatInput('perm'));
  const permAc = await withInteractionPayload(bot, noPerms, () => bot.autocomplete('perm', 'q', 'x'));
  claim('permissions-interaction', {trace: trace(), slash: replies(permSlash), autocompleteChoices: permAc.choices ?? null});
  resetTrace();
  // A message member's permissions come from its roles: @everyone loses every permission for this run.
  const everyone = bot.client.guilds.cache.get(bot.world.guild.id)?.roles.everyone;
  const kept = everyone?.permissions;
  if (everyone) everyone.permissions = new (everyone.permissions.constructor as any)(0n);
  // Sent by the other member (the reader owns the guild, and an owner has every permission).
  const {user: _u, permissions: _p, ...otherMember} = bot.world.otherMember;
  const permMsg = await post(bot, '!perm', {author: bot.world.other, member: {...otherMember, roles: []}});
  if (everyone) everyone.permissions = kept;
  claim('permissions-prefix', {trace: trace(), replies: replies(permMsg)});

  // an interaction from a DM channel
  resetTrace();
  const dmChannel = {id: '1200000000000000002', type: 1, recipients: [bot.world.reader]};
  bot.client.channels._add(dmChannel);
  const toDm = (data: any) => {
    delete data.guild_id;
    data.user = data.member?.user ?? bot.world.reader;
    delete data.member;
    data.channel_id = dmChannel.id;
    data.channel = dmChannel;
    data.context = 1;
  };
  const dm = await withInteractionPayload(bot, toDm, () => bot.chatInput('plain'));
  claim('dm-interaction', {trace: trace(), replies: replies(dm)});
}
