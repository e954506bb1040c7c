// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-g: claims of sampled commandkit API texts that need a started bot (numbers = rows of sample.tsv).
import {startOfflineBot} from '#support';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rec = (s: string) => ((globalThis as any).hooks ??= []).push(s);

const CONFIG = `
import { RuntimePlugin } from 'commandkit';
import { defineConfig } from 'commandkit/config';
const rec = (s) => (globalThis.hooks ??= []).push(s);
class P extends RuntimePlugin {
  name = 'audit-g';
  async onCommandsRouterInit(ctx) { rec('onCommandsRouterInit commands=' + ctx.commandkit.commandHandler.getCommandsArray().length + ' eventsLoaded=' + (ctx.commandkit.eventHandler?.getEvents?.().length ?? 'n/a')); }
  async onBeforeEventsLoad() { rec('onBeforeEventsLoad'); }
  async onBeforeCommandsLoad() { rec('onBeforeCommandsLoad'); }
  async onBeforeRegisterGlobalCommands(ctx, e) { rec('onBeforeRegisterGlobalCommands ' + e.commands.length); if (globalThis.preventGlobal) e.preventDefault(); }
}
export default defineConfig({ plugins: [new P({})] });
`;

export default async function (ctx: any) {
  const g = globalThis as any;
  const files = {
    'commandkit.config.mjs': CONFIG,
    'src/app.ts': `import { Client } from 'discord.js';\nimport { onBootstrap, onApplicationBootstrap } from 'commandkit';\nonBootstrap(() => { (globalThis.hooks ??= []).push('onBootstrap'); throw new Error('bootstrap boom'); });\nonApplicationBootstrap(() => { (globalThis.hooks ??= []).push('onApplicationBootstrap'); });\nexport default new Client({ intents: ['Guilds', 'GuildMessages', 'MessageContent'] });\n`,
    'src/app/commands/(tools)/+middleware.ts': `export function beforeExecute(ctx) { globalThis.mw = { setCommandRunner: typeof ctx.setCommandRunner }; }\n`,
    'src/app/commands/(tools)/balance.ts': `export const command = { name: 'balance', description: 'b' };\nexport const metadata = { aliases: ['bal'] };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\nexport async function message(ctx) { await ctx.message.reply('ok'); }\n`,
    'src/app/commands/fail.ts': `export const command = { name: 'fail', description: 'f' };\nexport async function chatInput(ctx) { throw new Error('handler failed'); }\n`,
    'src/app/commands/menu.tsx': `import { StringSelectMenuKit, ButtonKit, ActionRow } from 'commandkit';\nimport { ButtonStyle, ActionRowBuilder } from 'discord.js';\nexport const command = { name: 'menu', description: 'm' };\nexport async function chatInput(ctx) {\n  const ends = (globalThis.ends = []);\n  const m = new StringSelectMenuKit().setCustomId('m1').addOptions({ label: 'A', value: 'a' }).onSelect((i) => { (globalThis.selected ??= []).push('m1'); }, { time: 60000 }).onEnd((r) => ends.push(r));\n  globalThis.menuKit = m;\n  const once = new ButtonKit().setCustomId('once').setLabel('Once').setStyle(ButtonStyle.Primary).onClick(async (i) => { (globalThis.clicked ??= []).push('once'); await i.reply('once clicked'); }, { once: true });\n  const other = new ButtonKit().setCustomId('other').setLabel('Other').setStyle(ButtonStyle.Secondary);\n  await ctx.interaction.reply({ content: 'menu', components: [new ActionRowBuilder().addComponents(m), new ActionRowBuilder().addComponents(once, other)] });\n}\n`,
    'src/app/events/(audit)/ping/listen.ts': `export default function (...args) { (globalThis.nsArgs ??= []).push(args.map((a) => a?.constructor?.name ?? typeof a)); }\n`,
    'src/app/events/messageCreate/a-throws.ts': `export default function () { (globalThis.hooks ??= []).push('a-throws'); throw new Error('listener a failed'); }\n`,
    'src/app/events/messageCreate/b-runs.ts': `export default function () { (globalThis.hooks ??= []).push('b-runs'); }\n`,
  };
  g.hooks = [];
  const {bot, commandkit, logs} = await startOfflineBot(ctx, files);
  const startHooks = [...g.hooks];
  claim(
    '52 bootstrap hooks',
    startHooks.filter((h) => /Bootstrap/.test(h)),
    'logged',
    logs.some((l) => l.includes('bootstrap boom')),
  );
  claim(
    '61 onCommandsRouterInit order',
    startHooks.filter((h) => /^on(Commands|Before)/.test(h)),
  );
  claim(
    '55 global registration via hook',
    startHooks.filter((h) => h.startsWith('onBeforeRegisterGlobal')),
  );
  // 54/47/25 events channel
  const a1 = commandkit.events.to('audit');
  claim('54 to() members', Object.keys(a1).sort().join(','), 'new object each call', a1 !== commandkit.events.to('audit'));
  claim('47 channel class', commandkit.events.constructor.name);
  await bot.during(() => commandkit.events.to('audit').emit('ping', 1, 'two'));
  await sleep(50);
  claim('25 namespaced listener args', g.nsArgs);
  // 32 listener throws, others still run
  g.hooks = [];
  await bot.send('hello');
  await sleep(50);
  claim('32 listeners', g.hooks, 'logged', logs.filter((l) => l.includes('listener a failed')).length > 0);
  // 50 resolveMessageCommandName
  const h = commandkit.commandHandler;
  claim('50 resolve', h.resolveMessageCommandName('bal'), h.resolveMessageCommandName('balance'), h.resolveMessageCommandName('nothing'));
  // 31 addExternalCommands
  h.externalCommandData?.clear?.();
  await h.addExternalCommands([{name: 'x'}, {id: 'e1', name: 'first'}, {id: 'e1', name: 'second'}]);
  claim('31 addExternalCommands', h.externalCommandData ? [...h.externalCommandData.values()].map((c) => c.name) : 'no map');
  // 77 runner
  claim('77 commandRunner', h.commandRunner?.constructor?.name);
  // 74 middleware relativePath
  claim(
    '74 middleware relativePath',
    [...h.loadedMiddlewares.values()].map((m) => [m.middleware.path?.slice(-40), m.middleware.relativePath]),
    'command',
    [...h.loadedCommands.values()].map((c) => c.command.relativePath),
  );
  // 69/72 middleware ctx and order
  await bot.chatInput('balance');
  claim('69 slash middleware ctx.setCommandRunner', g.mw);
  // 34 setExecutionError -> logs
  const d = await bot.chatInput('fail');
  claim('34 failing handler logged', logs.filter((l) => l.includes('handler failed')).length > 0, 'replies', d.replies.length);
  // 55 updateGlobalCommands: empty list, preventDefault
  const reg = h.registrar ?? commandkit.commandHandler.registrar;
  const before = bot.rest.requests?.length ?? bot.registeredCommands().length;
  g.hooks = [];
  const dEmpty = await bot.during(() => reg.updateGlobalCommands([]));
  claim('55 empty list', 'requests', dEmpty.requests.length, 'hook calls', g.hooks.length);
  g.preventGlobal = true;
  const dPrev = await bot.during(() => reg.updateGlobalCommands([{name: 'zzz', description: 'z', type: 1}]));
  claim(
    '55 preventDefault',
    'hook',
    g.hooks,
    'requests',
    dPrev.requests.map((r) => r.method + ' ' + r.path),
  );
  // 51/73/59/39 select-menu dispose and once buttons
  const dm = await bot.chatInput('menu');
  const sent = dm.replies[0];
  g.clicked = [];
  // another component first: the once button's listener sees it
  await bot.click(sent, 'other');
  await sleep(50);
  const second = await bot.click(sent, 'once');
  await sleep(50);
  claim(
    '59 once: other click first, then once button',
    'clicked',
    g.clicked,
    'replies',
    second.replies.map((r) => r.content),
  );
  // 59 once at the interceptor level; 39 a component's filter sees every interaction
  const ic = commandkit.eventInterceptor;
  const seen: string[] = [];
  ic.subscribe(
    'interactionCreate',
    (i) => {
      if (i.customId !== 'never') return;
      seen.push('ran');
    },
    {once: true, onEnd: (r) => seen.push('end:' + r)},
  );
  ic.subscribe('interactionCreate', () => seen.push('filtered-listener-ran'), {
    once: true,
    filter: () => false,
    onEnd: (r) => seen.push('filtered-end:' + r),
  });
  await bot.chatInput('balance');
  claim('59 interceptor once + unrelated interaction', seen, 'subscribers left', ic.getSubscriberCount('interactionCreate'));
  const filterSaw: string[] = [];
  const {ButtonKit} = await import('commandkit');
  const fb = new ButtonKit()
    .setCustomId('other')
    .setLabel('x')
    .setStyle(2)
    .filter((i) => {
      filterSaw.push(i.isButton() ? 'button:' + i.customId : 'type' + i.type);
      return true;
    })
    .onClick(() => {}, {time: 60000});
  await bot.chatInput('balance');
  await bot.click(sent, 'once');
  claim('39 component filter sees', filterSaw);
  const m = g.menuKit;
  await bot.select(sent, 'm1', ['a']);
  m.dispose();
  await sleep(20);
  claim('51 dispose onEnd reason', g.ends);
  const m2 = m.onSelect(() => (g.selected ??= []).push('after-dispose'));
  g.selected = [];
  await bot.select(sent, 'm1', ['a']);
  await sleep(50);
  claim('51 onSelect without data after dispose', 'returns builder', m2 === m, 'selected', g.selected);
  process.exit(0);
}
