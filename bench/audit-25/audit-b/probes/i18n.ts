// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/official-plugins/commandkit-i18n, run offline.
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {startOfflineBot} from '#support';
const en = {
  $command: {name: 'wave', description: 'Wave at someone', options: [{name: 'user', description: 'Who you are waving at'}]},
  waved: '*waves at {{name}}* Nice to see you in {{server}}!',
};
const fr = {
  $command: {
    name: 'saluer',
    description: "Faire signe à quelqu'un",
    options: [{name: 'membre', description: 'La personne à qui faire signe'}],
  },
  waved: '*fait signe à {{name}}* Content de te voir sur {{server}} !',
};
export default async function (ctx: any) {
  const {bot, logs} = await startOfflineBot(ctx, {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nimport { i18n } from '@commandkit/i18n';\nexport default defineConfig({ plugins: [i18n()] });\n",
    'src/app/locales/en-US/wave.json': JSON.stringify(en),
    'src/app/locales/fr/wave.json': JSON.stringify(fr),
    'src/app/locales/fr/common.json': JSON.stringify({weekend: 'Bon week-end', html: '<b>x</b> {{v}}'}),
    'src/app/locales/pt/wave.json': JSON.stringify(fr),
    'src/app/locales/english/wave.json': JSON.stringify(en),
    'src/app/locales/en-US/guildCreate.event.json': JSON.stringify({thanks: 'Thanks for adding me to {{server}}!'}),
    'src/app/locales/fr/guildCreate.event.json': JSON.stringify({thanks: 'Merci {{server}} !'}),
    'src/app/locales/fr/whois.json': JSON.stringify({'$command:user-ctx': {name: 'qui-est-ce'}}),
    'src/app/commands/wave.ts': `import { ApplicationCommandOptionType } from 'discord.js';
import { locale } from '@commandkit/i18n';
export const command = { name: 'wave', description: 'Wave at someone', options: [{ name: 'user', description: 'Who you are waving at', type: ApplicationCommandOptionType.User }] };
export const chatInput = async (ctx) => {
  const { t } = locale(globalThis.lng);
  globalThis.same = ctx.locale === locale || String(ctx.locale);
  const noArg = locale().locale;
  const target = ctx.options.getUser('user') ?? ctx.interaction.user;
  await ctx.interaction.reply(t('waved', { name: target.displayName, server: ctx.interaction.guild?.name ?? 'DMs' }) + ' | noArg=' + noArg);
};
`,
    'src/app/commands/whois.ts': `export const command = { name: 'whois', type: 2 };\nexport const userContextMenu = async (ctx) => { await ctx.interaction.reply('ok'); };\n`,
    'src/app/events/guildCreate/say-thanks.ts': `import { locale } from '@commandkit/i18n';
export default async function sayThanks(guild) { const { t } = locale(globalThis.eventLng); globalThis.thanks = t('thanks', { server: guild.name }); }
`,
  });
  const g = globalThis as any;
  const reg = bot.registeredCommands();
  const wave = reg.find((c: any) => c.name === 'wave');
  console.log(
    'wave registered',
    JSON.stringify({
      nl: wave?.name_localizations,
      dl: wave?.description_localizations,
      opt: wave?.options?.map((o: any) => [o.name, o.name_localizations, o.description_localizations]),
    }),
  );
  const whois = reg.find((c: any) => c.name === 'whois');
  console.log('whois (user ctx) registered', JSON.stringify({nl: whois?.name_localizations, type: whois?.type}));
  console.log(
    'warnings about folders:',
    logs
      .filter((l) => /locale|english|\bpt\b/i.test(l))
      .slice(0, 6)
      .join(' | '),
  );
  for (const lng of ['fr', 'en-US', 'de', 'pt-BR', undefined]) {
    g.lng = lng;
    const d = await bot.chatInput('wave');
    console.log(`locale(${lng}) ->`, JSON.stringify(d.replies.map((r: any) => r.content)));
  }
  console.log('ctx.locale same function as locale:', g.same);
  bot.client.prependListener('interactionCreate', (i: any) => {
    i.guildLocale = 'fr';
  });
  g.lng = undefined;
  const d2 = await bot.chatInput('wave');
  console.log('guildLocale fr, locale() no arg ->', JSON.stringify(d2.replies.map((r: any) => r.content)));
  g.eventLng = 'fr';
  await bot.during(() => bot.client.emit('guildCreate', bot.client.guilds.cache.first()));
  console.log('event namespace guildCreate.event fr ->', g.thanks);
  const {fetchT, useI18n} = (await import('@commandkit/i18n')) as any;
  const t = fetchT('fr', 'common');
  console.log('fetchT(fr, common) weekend ->', t('weekend'), '| escape ->', t('html', {v: '<i>'}));
  const i18n = useI18n();
  console.log(
    'i18next options',
    JSON.stringify({
      fallbackLng: i18n.options.fallbackLng,
      load: i18n.options.load,
      initAsync: i18n.options.initAsync,
      defaultNS: i18n.options.defaultNS,
      ns: i18n.options.ns,
      preload: i18n.options.preload,
      debug: i18n.options.debug,
      language: i18n.language,
    }),
  );
  console.log('useI18n().t(weekend) without ns, lng fr ->', i18n.t('weekend', {lng: 'fr'}));
  const out = join(ctx.cwd, 'dist');
  const walk = (d: string): string[] =>
    readdirSync(d, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));
  console.log(
    'locale files in build output:',
    walk(out)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(out.length))
      .join(','),
  );
}
