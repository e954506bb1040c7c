// Audit probe: context members, handler-less files, empty scopes, once-only events, error paths without listeners,
// required getters of message options, the permissions middleware's place and autocomplete.
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const text = (d: any) =>
  d.replies.map((r: any) => [r.content, ...(r.embeds ?? []).map((e: any) => e.title ?? ''), `flags=${r.flags ?? 0}`].join(' ; '));

export async function reproduce(context: StepContext): Promise<void> {
  const files = {
    'src/app/commands/+global-middleware.ts':
      "export function beforeExecute(ctx) { (globalThis.mw ??= []).push(ctx.executionMode + ':' + ctx.commandName); if (ctx.commandName === 'boom') throw new Error('middleware boom'); }\n",
    'src/app/commands/ctx.ts':
      "export const command = { name: 'ctx', description: 'c' };\nexport async function chatInput(ctx) { await ctx.interaction.reply(JSON.stringify({ guild: ctx.guild?.constructor?.name, guildId: typeof ctx.guildId, channel: ctx.channel?.constructor?.name, channelId: typeof ctx.channelId, client: ctx.client?.constructor?.name, commandkit: ctx.commandkit?.constructor?.name, commandName: ctx.commandName, executionMode: ctx.executionMode, store: ctx.store?.constructor?.name, forwarded: ctx.forwarded, options: typeof ctx.options?.getString, path: typeof ctx.command.command.path, metadata: ctx.command.metadata })); }\n",
    'src/app/commands/nohandler.ts': "export const command = { name: 'nohandler', description: 'n' };\n",
    'src/app/commands/boom.ts':
      "export const command = { name: 'boom', description: 'b' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('x'); }\n",
    'src/app/commands/req.ts':
      "export const command = { name: 'req', description: 'r', options: [{ name: 'user', description: 'u', type: 6, required: true }] };\nexport async function chatInput(ctx) { await ctx.interaction.reply('x'); }\nexport async function message(ctx) { ctx.options.getUser('user', true); await ctx.message.reply('had a user'); }\n",
    'src/app/commands/perm.ts':
      "export const metadata = { userPermissions: 'BanMembers' };\nexport const command = { name: 'perm', description: 'p', options: [{ name: 'q', description: 'q', type: 3, autocomplete: true }] };\nexport async function chatInput(ctx) { await ctx.interaction.reply('perm ran'); }\nexport async function autocomplete(ctx) { await ctx.interaction.respond([{ name: 'suggestion', value: 's' }]); }\nexport async function userContextMenu(ctx) { await ctx.interaction.reply('menu ran'); }\n",
    'src/app/events/guildCreate/only-once.ts':
      'export const once = true;\nexport default function () { (globalThis.onceRan = (globalThis.onceRan ?? 0) + 1); }\n',
  };
  const {bot, commandkit, logs} = await startOfflineBot(context, files);
  claim('nohandler file', {
    loaded: commandkit.commandHandler.getCommandsArray().some((c: any) => c.data.command.name === 'nohandler'),
    registered: bot.registeredCommands().some((c: any) => c.name === 'nohandler'),
    logs: logs.filter((l) => /nohandler/.test(l)).slice(0, 2),
  });
  claim('ctx members', text(await bot.chatInput('ctx')));
  claim('scopes', {
    scopes: [...bot.rest.commands.keys()].map((k: string) => (k === 'global' ? k : 'guild')),
    puts: bot.rest.requests
      .filter((r: any) => /commands$/.test(r.path))
      .map((r: any) => r.method + ' ' + (r.path.includes('guilds') ? 'guild' : 'global')),
  });

  // once-only event
  const guild = bot.client.guilds.cache.get(bot.world.guild.id);
  claim(
    'once-only event before',
    commandkit.eventHandler.getEvents().map((e: any) => e.name ?? e.event),
  );
  await bot.during(() => bot.client.emit('guildCreate', guild));
  await bot.during(() => bot.client.emit('guildCreate', guild));
  claim('once-only event after two emissions', {
    ran: (globalThis as any).onceRan,
    events: commandkit.eventHandler.getEvents().map((e: any) => e.name ?? e.event),
    listeners: bot.client.listenerCount('guildCreate'),
  });

  // required getter on a message option that is missing
  const b1 = logs.length;
  const r = await bot.send('!req');
  claim('message getUser(name, true) missing', {
    replies: text(r),
    logs: logs
      .slice(b1)
      .filter((l) => /rror|required/i.test(l))
      .slice(0, 2),
  });

  // permissions: lower the member's permissions in interactions
  const orig = bot.client.actions.InteractionCreate.handle.bind(bot.client.actions.InteractionCreate);
  bot.client.actions.InteractionCreate.handle = (data: any) => {
    if (data.member) data.member.permissions = '0';
    return orig(data);
  };
  (globalThis as any).mw = [];
  const p = await bot.chatInput('perm');
  claim('permissions: refused after own middlewares', {mw: (globalThis as any).mw, replies: text(p)});
  (globalThis as any).mw = [];
  const ac = await bot.autocomplete('perm', 'q', 'x');
  claim('permissions: autocomplete not checked', {mw: (globalThis as any).mw, choices: ac.choices});
  (globalThis as any).mw = [];
  const um = await bot.userContextMenu('perm');
  claim('permissions + middlewares for a user menu', {mw: (globalThis as any).mw, replies: text(um)});
  bot.client.actions.InteractionCreate.handle = orig;

  // an error thrown by a beforeExecute with no 'error' listener on the client (production build, no anti-crash)
  bot.client.removeAllListeners('error');
  const seen: string[] = [];
  process.on('unhandledRejection', (e: any) => seen.push('unhandledRejection: ' + (e?.message ?? e)));
  process.on('uncaughtException', (e: any) =>
    seen.push('uncaughtException: ' + (e?.code ?? '') + ' ' + String(e?.message ?? e).slice(0, 120)),
  );
  await bot.chatInput('boom');
  await new Promise((r) => setTimeout(r, 300));
  claim('beforeExecute throws, no error listener', seen);
}
