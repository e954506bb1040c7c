// Audit-m probe: context-menu-commands and command-options-autocomplete pages. Menu names without and with
// nameAliases, guild-scoped menus, the context a menu handler gets, a menu file without `command`; what a throw,
// a second respond(), 26 choices and a replying middleware do to autocomplete; the types the pages describe.
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {startOfflineBot, typeCheckReaderFiles, type StepContext} from '#support';
import {claim, linesSince, pause, rec, replies, resetTrace, trace} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const files: Record<string, string> = {
    'src/app/commands/+global-middleware.ts':
      `export async function beforeExecute(ctx) { ${rec("'mw:' + ctx.commandName + ':' + ctx.executionMode")}\n` +
      "  if (ctx.commandName === 'acmw' && ctx.isAutocomplete()) { try { await ctx.interaction.reply('no'); } catch (e) { globalThis.acMwErr = String(e?.message ?? e); } }\n" +
      '}\n',
    // no nameAliases: menus take the command's name
    'src/app/commands/plainmenu.ts':
      "export const command = { name: 'plainmenu', description: 'd' };\n" +
      'const show = (ctx) => JSON.stringify({ mode: ctx.executionMode, guild: ctx.guild?.id ?? null, client: !!ctx.client, store: ctx.store?.constructor?.name, command: ctx.command?.data?.command?.name ?? ctx.command?.command?.name ?? null });\n' +
      "export async function userContextMenu(ctx) { const i = ctx.interaction; await ctx.interaction.reply(show(ctx) + ' target=' + [i.targetUser?.id, i.targetMember?.id ?? i.targetMember?.user?.id, i.targetId].join(',')); }\n" +
      "export async function messageContextMenu(ctx) { const i = ctx.interaction; await ctx.interaction.reply(show(ctx) + ' target=' + [i.targetMessage?.id, i.targetId].join(',')); }\n",
    // a guild-scoped menu, and a menu alias with spaces and capitals
    'src/app/commands/guildmenu.ts':
      "export const command = { name: 'guildmenu', description: 'd' };\nexport const metadata = { guilds: ['111111111111111111'], nameAliases: { user: 'Guild Menu', message: 'Guild Message Menu' } };\n" +
      "export async function userContextMenu(ctx) { await ctx.interaction.reply('g'); }\n",
    'src/app/commands/spaced.ts':
      "export const command = { name: 'spaced', description: 'd' };\nexport const metadata = { nameAliases: { user: 'Report This User', message: 'Report Message' } };\n" +
      "export async function userContextMenu(ctx) { await ctx.interaction.reply('reported ' + ctx.interaction.targetId); }\n",
    // a menu file without the command export
    'src/app/commands/nocommand.ts': "export async function messageContextMenu(ctx) { await ctx.interaction.reply('x'); }\n",
    // autocomplete
    'src/app/commands/acthrow.ts':
      "export const command = { name: 'acthrow', description: 'd', options: [{ name: 'q', description: 'q', type: 3, autocomplete: true }] };\nexport async function autocomplete() { throw new Error('boom-autocomplete'); }\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n",
    'src/app/commands/actwice.ts':
      "export const command = { name: 'actwice', description: 'd', options: [{ name: 'q', description: 'q', type: 3, autocomplete: true }] };\nexport async function autocomplete(ctx) { await ctx.interaction.respond([{ name: 'a', value: 'a' }]); try { await ctx.interaction.respond([{ name: 'b', value: 'b' }]); } catch (e) { globalThis.twice = String(e?.code ?? '') + ' ' + String(e?.message ?? e); } }\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n",
    'src/app/commands/ac26.ts':
      "export const command = { name: 'ac26', description: 'd', options: [{ name: 'q', description: 'q', type: 3, autocomplete: true }] };\nexport async function autocomplete(ctx) { try { await ctx.interaction.respond(Array.from({ length: 26 }, (_, i) => ({ name: 'c' + i, value: 'c' + i }))); globalThis.ac26 = 'sent'; } catch (e) { globalThis.ac26 = String(e?.message ?? e).slice(0, 200); } }\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n",
    'src/app/commands/acmw.ts':
      "export const command = { name: 'acmw', description: 'd', options: [{ name: 'q', description: 'q', type: 3, autocomplete: true }] };\nexport async function autocomplete(ctx) { await ctx.interaction.respond([{ name: 'x', value: 'x' }]); }\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n",
    'src/app/commands/acnone.ts':
      "export const command = { name: 'acnone', description: 'd', options: [{ name: 'q', description: 'q', type: 3, autocomplete: true }] };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n",
  };
  const {bot, logs} = await startOfflineBot(context, files);
  const scopes: Record<string, string[]> = {};
  for (const [scope, list] of bot.rest.commands)
    scopes[scope === 'global' ? 'global' : scope] = list.map((c: any) => `${c.type ?? 1}:${c.name}`).sort();
  claim('registered-by-scope', scopes);
  claim('startup-problems', linesSince(logs, 0, /nocommand|invalid|fail/i));

  claim('menu-without-aliases', {
    user: replies(await bot.userContextMenu('plainmenu')),
    message: replies(await bot.messageContextMenu('plainmenu')),
  });
  claim('menu-alias-spaces', {
    exact: replies(await bot.userContextMenu('Report This User')),
    otherCase: replies(await bot.userContextMenu('report this user')),
  });
  claim('menu-trace', trace().slice(-3));

  let from = logs.length;
  const t = await bot.autocomplete('acthrow', 'q', 'x');
  await pause(100);
  claim('autocomplete-throws', {
    choices: t.choices ?? null,
    requests: t.requests.map((r: any) => r.method + ' ' + r.path),
    errors: t.errors.map(String),
    logs: linesSince(logs, from, /rror|boom/),
  });
  const tw = await bot.autocomplete('actwice', 'q', 'x');
  claim('respond-twice', {choices: tw.choices ?? null, second: (globalThis as any).twice ?? 'no error'});
  const c26 = await bot.autocomplete('ac26', 'q', 'x');
  claim('respond-26', {outcome: (globalThis as any).ac26, choicesSent: c26.choices?.length ?? null});
  resetTrace();
  const mw = await bot.autocomplete('acmw', 'q', 'x');
  claim('middleware-reply-on-autocomplete', {err: (globalThis as any).acMwErr ?? 'no error', choices: mw.choices ?? null, trace: trace()});
  from = logs.length;
  const none = await bot.autocomplete('acnone', 'q', 'x');
  await pause(50);
  claim('autocomplete-without-export', {choices: none.choices ?? null, logs: linesSince(logs, from, /handler|warn/i)});
  void replies;

  // types: nameAliases with one key; CommandData with options
  writeFileSync(
    join(context.cwd, 'types-probe.ts'),
    "import type { CommandData, CommandMetadata } from 'commandkit';\n" +
      "export const oneKey: CommandMetadata = { nameAliases: { message: 'Only message' } };\n" +
      "export const withOptions: CommandData = { name: 'x', description: 'd', options: [{ name: 'o', description: 'd', type: 3 }] };\n",
  );
  const tc = typeCheckReaderFiles(context.cwd, context.projectDir, ['types-probe.ts']);
  claim(
    'types',
    tc.output
      .split('\n')
      .filter((l) => /error TS/.test(l))
      .map((l) => l.replace(/^.*error /, '')),
  );
}
