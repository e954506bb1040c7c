// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-p: commandkit claims that need a started offline bot (numbers = rows of audit-p/sample.tsv).
import {startOfflineBot} from '#support';
import {existsSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const t = async (f: () => unknown) => {
  try {
    return 'ok ' + JSON.stringify(await f());
  } catch (e: any) {
    return 'threw ' + (e?.constructor?.name ?? '') + ': ' + String(e?.message).split('\n')[0];
  }
};
const REC = `const rec = (k, v) => ((globalThis.rec ??= {})[k] ??= []).push(v);\n`;

// A runtime plugin that records every event dispatch it is shown (rows 31, 38).
const CONFIG = `
import { RuntimePlugin } from 'commandkit';
import { defineConfig } from 'commandkit/config';
class Watch extends RuntimePlugin {
  name = 'audit-p-watch';
  async willEmitEvent(ctx, event) {
    ((globalThis.rec ??= {}).dispatch ??= []).push({ name: event.name, namespace: event.namespace, metadata: event.metadata && { event: event.metadata.event, namespace: event.metadata.namespace, path: typeof event.metadata.path, listeners: (event.metadata.listeners ?? []).map((l) => l.split(/[\\\\/]/).slice(-2).join('/')) } });
  }
}
export default defineConfig({ plugins: [new Watch({})] });
`;

const MENUS = `${REC}import { StringSelectMenuKit, RoleSelectMenuKit, ButtonKit } from 'commandkit';
import { ActionRowBuilder, ButtonStyle } from 'discord.js';
export const command = { name: 'menus', description: 'm' };
export async function chatInput(ctx) {
  const g = globalThis;
  const opt = { label: 'A', value: 'a' };
  g.kits = {};
  // row 36: no handler / no custom id
  rec('36 errors', [(() => { try { new StringSelectMenuKit().setCustomId('x').onSelect(); } catch (e) { return e.constructor.name + ': ' + e.message; } })(), (() => { try { new StringSelectMenuKit().onSelect(() => {}); } catch (e) { return e.constructor.name + ': ' + e.message; } })()]);
  g.kits.s1 = new StringSelectMenuKit().setCustomId('s1').addOptions(opt).onSelect(() => rec('s1', 'selected'));
  g.kits.s2 = new StringSelectMenuKit().setCustomId('s2').addOptions(opt).onSelect(() => { throw new Error('s2 handler failed'); }, { time: 60000 }).onError(async (e) => { await new Promise((r) => setTimeout(r, 5)); rec('s2 onError', String(e?.message)); });
  g.kits.s3 = new StringSelectMenuKit().setCustomId('s3').addOptions(opt).onSelect(() => rec('s3', 'first'), { time: 60000 });
  g.kits.s3.onSelect(() => rec('s3', 'second, no data'));
  g.kits.s4 = new StringSelectMenuKit().setCustomId('s4').addOptions(opt).onSelect(() => rec('s4', 'first'), { time: 60000 });
  g.kits.s4.onSelect(() => rec('s4', 'second, with data'), {});
  g.kits.r1 = new RoleSelectMenuKit().setCustomId('r1').onSelect(() => rec('r1', 'selected'), { time: 60000, onEnd: (r) => rec('r1 end', r) });
  g.kits.b1 = new ButtonKit().setCustomId('b1').setLabel('B').setStyle(ButtonStyle.Primary).onClick(() => rec('b1', 'clicked'), { time: 60000, onEnd: (r) => rec('b1 end', r) }).filter(() => true);
  const k = g.kits;
  await ctx.interaction.reply({ content: 'menus', components: [k.s1, k.s2, k.s3, k.s4, k.r1].map((m) => new ActionRowBuilder().addComponents(m)).concat([new ActionRowBuilder().addComponents(k.b1)]) });
}
`;

export default async function (ctx: any) {
  const g = globalThis as any;
  g.rec = {};
  const files = {
    'commandkit.config.mjs': CONFIG,
    'src/app/commands/ping.ts': `export const command = { name: 'ping', description: 'p' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\n`,
    'src/app/commands/menus.ts': MENUS,
    // 49 message context; 54 prefix names
    'src/app/commands/echo.ts': `${REC}export const command = { name: 'echo', description: 'e', options: [{ name: 'x', description: 'x', type: 4 }] };\nexport async function message(ctx) { rec('echo', { content: ctx.message.content, interaction: (() => { try { return String(ctx.interaction); } catch (e) { return 'threw ' + e.message; } })(), args: ctx.args(), x: ctx.options.getInteger('x'), isMessage: ctx.isMessage(), mode: ctx.commandName }); }\n`,
    'src/app/commands/config.ts': `${REC}export const command = { name: 'config', description: 'c' };\nexport async function message(ctx) { rec('config', ctx.message.content); }\n`,
    'src/app/commands/cfg.ts': `${REC}export const command = { name: 'cfg', description: 'c' };\nexport const metadata = { aliases: ['cfg:set'] };\nexport async function message(ctx) { rec('cfg', ctx.message.content); }\n`,
    // 57 forwarded; 59 clone
    'src/app/commands/target.ts': `${REC}export const command = { name: 'target', description: 't' };\nexport async function chatInput(ctx) { rec('target', { forwarded: ctx.forwarded, ctor: ctx.constructor.name, isMiddleware: ctx.isMiddleware(), locale: ctx.getLocale(), storeHit: ctx.store.get('mw') }); if (!ctx.forwarded) await ctx.interaction.reply('t'); }\n`,
    'src/app/commands/fwd.ts': `${REC}export const command = { name: 'fwd', description: 'f' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('f'); await ctx.forwardCommand('target'); }\n`,
    'src/app/commands/+middleware.ts': `${REC}export function beforeExecute(ctx) { if (ctx.commandName === 'target') { ctx.setLocale('fr'); ctx.store.set('mw', 'from-mw'); rec('mw', { ctor: ctx.constructor.name, locale: ctx.getLocale() }); } }\n`,
    // 30 reload; 31/38 dispatch
    'src/app/events/messageCreate/one.ts': `${REC}export default function () { rec('events', 'one'); }\n`,
    'src/app/events/(audit)/ping/listen.ts': `${REC}export default function () { rec('events', 'audit:ping'); }\n`,
  };
  const {bot, commandkit, logs} = await startOfflineBot(ctx, files);
  const tracked: any[] = [];
  commandkit.analytics.registerProvider({
    name: 'rec',
    track: async (_e, ev) => tracked.push({name: ev.name, id: ev.id, keys: Object.keys(ev.data ?? {}).sort()}),
  });

  // 42 useEvents: the value it would return
  claim('42 commandkit.events after start', commandkit.events?.constructor?.name);

  // 53 CommandsRouter#toJSON
  const j = commandkit.commandsRouter.toJSON();
  claim(
    '53 toJSON',
    Object.keys(j),
    'commands keyed by id',
    Object.entries(j.commands)
      .slice(0, 2)
      .map(([k, v]) => [k === v.id, v.name]),
    'middlewares',
    Object.values(j.middlewares).map((m) => m.name ?? m.path?.split('/').pop()),
  );
  claim('53 .commandkit/commands.json in build', existsSync(join(ctx.cwd, '.commandkit', 'commands.json')));

  // 49 message context, 54
  await bot.send('!echo hi x:5 there');
  await bot.send('!config:set value');
  await bot.send('!cfg:set value');
  await sleep(100);
  claim('49 echo', g.rec.echo);
  claim('54 config:set reached config', g.rec.config ?? [], 'cfg:set alias reached cfg', g.rec.cfg ?? []);

  // 31/38 dispatch of a client event and of a namespaced event
  await bot.during(() => commandkit.events.to('audit').emit('ping'));
  await sleep(50);
  claim(
    '31/38 dispatches',
    g.rec.dispatch.filter((d) => d.name === 'messageCreate').slice(0, 1),
    g.rec.dispatch.filter((d) => d.name === 'ping'),
  );

  // 30 reloadEvents: a new file is found, a deleted file makes the reload reject
  const evDir = join(ctx.cwd, 'dist', 'app', 'events', 'messageCreate');
  writeFileSync(join(evDir, 'two.js'), `export default function () { ((globalThis.rec ??= {}).events ??= []).push('two'); }\n`);
  g.rec.events = [];
  claim('30 reload with new file', await t(() => commandkit.eventHandler.reloadEvents()));
  await bot.send('after reload');
  await sleep(50);
  claim('30 listeners after reload', g.rec.events);
  rmSync(join(evDir, 'one.js'));
  claim('30 reload after delete', await t(() => commandkit.eventHandler.reloadEvents()));
  g.rec.events = [];
  await bot.send('after failed reload');
  await sleep(50);
  claim('30 listeners after failed reload', g.rec.events);

  // 57 forwarded, 59 clone (locale, store, class)
  g.rec.target = [];
  await bot.chatInput('target');
  await bot.chatInput('fwd');
  await sleep(50);
  claim('57/59 target', g.rec.target, 'mw', g.rec.mw);

  // 44 AnalyticsProvider#track(event): events CommandKit builds for a command run
  claim('44 tracked', tracked.slice(0, 3));

  // components 36/50/56/60
  const d = await bot.chatInput('menus');
  const msg = d.replies[0];
  claim('36 errors', g.rec['36 errors']);
  await bot.chatInput('ping');
  await bot.select(msg, 's1', ['a']);
  claim('36 one-shot s1 after an unrelated slash command', g.rec.s1 ?? []);
  const sel2 = await bot.select(msg, 's2', ['a']);
  await sleep(50);
  claim(
    '56 onError',
    g.rec['s2 onError'] ?? [],
    'errors',
    sel2.errors.map((e) => String(e?.message ?? e)),
  );
  await bot.select(msg, 's3', ['a']);
  await bot.select(msg, 's4', ['a']);
  claim('36 second onSelect without data / with data', g.rec.s3 ?? [], g.rec.s4 ?? []);
  const {r1, b1} = g.kits;
  const r1Returned = r1.dispose() === r1;
  claim('50 dispose', 'returns builder', r1Returned, 'onEnd', g.rec['r1 end'] ?? []);
  await bot.select(msg, 'r1');
  r1.onSelect(() => (g.rec.r1 ??= []).push('again, no data'));
  await bot.select(msg, 'r1');
  r1.onSelect(() => (g.rec.r1 ??= []).push('again, data'), {});
  await bot.select(msg, 'r1');
  claim('50 after dispose', g.rec.r1 ?? []);
  const b1Returned = b1.dispose() === b1;
  await bot.click(msg, 'b1');
  claim('60 dispose', 'returns button', b1Returned, 'onEnd', g.rec['b1 end'] ?? [], 'clicked after', g.rec.b1 ?? []);
  b1.onClick(() => (g.rec.b1 ??= []).push('again, no data'));
  await bot.click(msg, 'b1');
  claim('60 onClick again without data', g.rec.b1 ?? []);
  claim('logs with errors', logs.filter((l) => /error|fail/i.test(l)).slice(0, 6));
}
