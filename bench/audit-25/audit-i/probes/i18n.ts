// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-i: claims of guide/official-plugins/commandkit-i18n with real locale files (en-US, fr, pt-BR, a `pt` and an
// `english` folder), the page's /wave command, an event, fetchT/useI18n, and a command whose file name differs.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {runCli, startOfflineBot} from '#support';
import {attempt, claim, logsMatching} from './support.js';

const j = (o: unknown) => JSON.stringify(o);
const OPTIONS = process.env.I18N_OPTIONS ?? '';
const CONFIG = `import { defineConfig } from 'commandkit/config';
import { i18n } from '@commandkit/i18n';
export default defineConfig({ plugins: [i18n(${OPTIONS})] });
`;
const WAVE = `import { locale } from '@commandkit/i18n';
export const command = { name: 'wave', description: 'Wave at someone', options: [{ name: 'user', description: 'Who you are waving at', type: 6 }] };
export const chatInput = async (ctx) => {
  const { t } = locale(ctx.interaction.locale);
  const target = ctx.options.getUser('user') ?? ctx.interaction.user;
  globalThis.sameAsCtx = ctx.locale(ctx.interaction.locale).t('waved', { name: 'N', server: 'S' }) === t('waved', { name: 'N', server: 'S' });
  globalThis.noArg = { locale: locale().locale, text: locale().t('only') };
  globalThis.ptBR = ctx.locale('pt-BR').t('waved', { name: 'N', server: 'S' });
  globalThis.missing = ctx.locale('fr').t('onlyEnglish');
  globalThis.escaped = ctx.locale('en-US').t('raw', { html: '<b>&' });
  await ctx.interaction.reply(t('waved', { name: target.displayName, server: ctx.interaction.guild?.name ?? 'DMs' }));
};
`;
// file name greet-file.ts, declared name "hello"
const HELLO = `export const command = { name: 'hello', description: 'Say hello' };
export const chatInput = async (ctx) => { await ctx.interaction.reply(ctx.locale('fr').t('hi')); };
`;
const MENU = `export const command = { name: 'Inspect', type: 2 };
export const userContextMenu = async (ctx) => { await ctx.interaction.reply('x'); };
`;
const EVENT = `import { locale } from '@commandkit/i18n';
export default async function (message) { if (!message.content.startsWith('ev')) return; const l = locale(); globalThis.eventLocale = { locale: l.locale, text: l.t('thanks', { server: 'S' }), worker: l.isEventWorker }; }
`;
const files = {
  'src/app/locales/en-US/wave.json': j({
    $command: {name: 'wave', description: 'Wave at someone', options: [{name: 'user', description: 'Who you are waving at'}]},
    waved: '*waves at {{name}}* Nice to see you in {{server}}!',
    only: 'EN only',
    onlyEnglish: 'EN fallback',
    raw: 'R {{html}}',
  }),
  'src/app/locales/fr/wave.json': j({
    $command: {name: 'saluer', description: 'Faire signe', options: [{name: 'membre', description: 'La personne'}]},
    waved: '*fait signe à {{name}}* sur {{server}} !',
    only: 'FR only',
  }),
  'src/app/locales/pt/wave.json': j({waved: 'PT base'}),
  'src/app/locales/english/wave.json': j({waved: 'english folder'}),
  'src/app/locales/pt-BR/other.json': j({x: 'y'}),
  'src/app/locales/en-US/hello.json': j({$command: {name: 'hello', description: 'Say hello'}, hi: 'EN hi'}),
  'src/app/locales/fr/hello.json': j({$command: {name: 'bonjour', description: 'Dire bonjour'}, hi: 'FR salut'}),
  'src/app/locales/fr/Inspect.json': j({'$command:user-ctx': {name: 'Inspecter'}}),
  'src/app/locales/en-US/messageCreate.event.json': j({thanks: 'Thanks {{server}}'}),
  'src/app/locales/fr/messageCreate.event.json': j({thanks: 'Merci {{server}}'}),
  'src/app/locales/fr/common.json': j({weekend: 'Bon week-end !'}),
};

export default async function (ctx: any) {
  const g = globalThis as any;
  const {bot, commandkit, logs} = await startOfflineBot(ctx, {
    'commandkit.config.mjs': CONFIG,
    'src/app/commands/wave.ts': WAVE,
    'src/app/commands/greet-file.ts': HELLO,
    'src/app/commands/inspect.ts': MENU,
    'src/app/events/messageCreate/ev.ts': EVENT,
    ...files,
  });
  const tag = OPTIONS ? `[${OPTIONS}] ` : '';
  claim(tag + 'warnings about locale folders', logsMatching(logs, /Invalid locale|locale/i).slice(0, 4));
  const registered = bot.registeredCommands();
  const wave = registered.find((c: any) => c.name === 'wave');
  claim(tag + 'wave registered localizations', {
    name: wave?.name_localizations,
    desc: wave?.description_localizations,
    opt: wave?.options?.[0]?.name_localizations,
  });
  const hello = registered.find((c: any) => c.name === 'hello');
  claim(tag + 'hello (file greet-file.ts) localizations', hello?.name_localizations ?? null);
  const inspect = registered.find((c: any) => c.name === 'Inspect');
  claim(tag + 'user context menu localizations / description', {
    names: inspect?.name_localizations ?? null,
    hasDescription: 'description' in (inspect ?? {}),
  });
  // /wave as a French-speaking member in an en-US server
  const handle = bot.client.actions.InteractionCreate.handle.bind(bot.client.actions.InteractionCreate);
  bot.client.actions.InteractionCreate.handle = (data: any) =>
    handle({...data, locale: g.userLocale ?? data.locale, guild_locale: g.guildLocale ?? data.guild_locale});
  g.userLocale = 'fr';
  g.guildLocale = 'de';
  let d = await bot.chatInput('wave');
  claim(
    tag + 'wave as fr member: reply',
    d.replies.map((r: any) => r.content),
  );
  claim(tag + 'ctx.locale === locale()', g.sameAsCtx);
  claim(tag + 'locale() without argument in a de server (no de folder)', g.noArg);
  claim(tag + "ctx.locale('pt-BR') (pt-BR has no wave.json, pt has)", g.ptBR);
  claim(tag + 'missing fr key falls back', g.missing);
  claim(tag + 'interpolation escapes?', g.escaped);
  g.guildLocale = 'fr';
  g.userLocale = 'en-US';
  await bot.chatInput('wave');
  claim(tag + 'locale() without argument in a fr server', g.noArg);
  d = await bot.chatInput('wave');
  claim(
    tag + 'wave as en-US member: reply',
    d.replies.map((r: any) => r.content),
  );
  d = await bot.chatInput('hello');
  claim(
    tag + 'hello (file greet-file.ts): t namespace',
    d.replies.map((r: any) => r.content),
  );
  await bot.send('ev go');
  claim(tag + 'event locale() without argument', g.eventLocale ?? null);
  const {fetchT, useI18n} = await import('@commandkit/i18n');
  claim(tag + "fetchT('fr', 'common')('weekend')", fetchT('fr', 'common')('weekend'));
  claim(tag + "useI18n().t('weekend', { lng: 'fr' })", useI18n().t('weekend', {lng: 'fr'}));
  const inst = useI18n();
  claim(tag + 'i18next options in effect', {
    fallbackLng: inst.options.fallbackLng,
    load: inst.options.load,
    defaultNS: inst.options.defaultNS,
    saveMissing: inst.options.saveMissing,
    partialBundledLanguages: inst.options.partialBundledLanguages,
    interpolation: inst.options.interpolation,
    initAsync: inst.options.initAsync,
    initImmediate: inst.options.initImmediate,
    debug: inst.options.debug,
    preload: inst.options.preload,
    ns: inst.options.ns,
    language: inst.language,
    backend: typeof inst.options.backend?.loadPath,
  });
  claim(tag + 'appConfig.defaultLocale', commandkit.appConfig.defaultLocale);
  const esm = (await import('i18next')).default;
  claim(tag + "import i18next from 'i18next' (ESM) is the plugin's instance", esm === inst);
  claim(tag + 'the ESM instance: initialized, has fr/wave', {
    initialized: esm.isInitialized ?? null,
    frWave: esm.hasResourceBundle?.('fr', 'wave') ?? null,
  });
  const {createRequire} = await import('node:module');
  claim(
    tag + "require('i18next') (CommonJS) is the plugin's instance",
    createRequire(join(ctx.projectDir, 'package.json'))('i18next') === inst,
  );
  claim(
    tag + 'built command file format',
    /^import |\nimport /.test(readFileSync(join(ctx.cwd, 'dist/app/commands/wave.js'), 'utf8')) ? 'esm' : 'other',
  );
  claim(tag + 'resources loaded for fr/common right after start', inst.hasResourceBundle('fr', 'common'));
  if (!OPTIONS) {
    // the CLI template
    const made = runCli(ctx, ['create', 'locale', 'de', 'wave']);
    const file = join(ctx.cwd, 'src/app/locales/de/wave.json');
    claim('create locale de wave: status, file, content keys', {
      status: made.status,
      exists: existsSync(file),
      content: existsSync(file) ? Object.keys(JSON.parse(readFileSync(file, 'utf8'))) : made.output.slice(-300),
    });
  }
  process.exit(0);
}
