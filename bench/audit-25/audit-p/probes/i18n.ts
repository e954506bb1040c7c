// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-p: i18n claims (rows 63-68) on a started offline bot with the i18n plugin.
import {startOfflineBot} from '#support';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const t = async (f: () => unknown) => {
  try {
    return 'ok ' + JSON.stringify(await f());
  } catch (e: any) {
    return 'threw ' + (e?.constructor?.name ?? '') + ': ' + String(e?.message).split('\n')[0];
  }
};

const CONFIG = `import { defineConfig } from 'commandkit';
import { i18n } from '@commandkit/i18n';
export default defineConfig({ plugins: [i18n({ i18nOptions: { saveMissing: false } })] });
`;
const REC = `const rec = (k, v) => ((globalThis.rec ??= {})[k] ??= []).push(v);\n`;

export default async function (ctx: any) {
  const g = globalThis as any;
  g.rec = {};
  const {bot, commandkit} = await startOfflineBot(ctx, {
    'commandkit.config.mjs': CONFIG,
    'src/app/commands/greet.ts': `${REC}import { locale } from '@commandkit/i18n';\nexport const command = { name: 'greet', description: 'g', options: [{ name: 'who', description: 'w', type: 3 }, { name: 'times', description: 't', type: 4 }] };\nexport async function chatInput(ctx) { const l = locale(); rec('cmd', { locale: l.locale, t: l.t('hello'), isEventWorker: l.isEventWorker ?? null, same: typeof ctx.locale }); const o = locale('fr'); rec('cmd fr', { locale: o.locale, t: o.t('hello') }); await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/keyed.ts': `export const command = { name: 'keyed', description: 'k', options: [{ name: 'who', description: 'w', type: 3 }] };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/+middleware.ts': `${REC}import { locale } from '@commandkit/i18n';\nexport function beforeExecute(ctx) { try { rec('mw', locale().locale); } catch (e) { rec('mw', 'threw ' + e.message); } }\n`,
    'src/app/events/messageCreate/say.ts': `${REC}import { locale } from '@commandkit/i18n';\nexport default function (message) { const l = locale(); rec('event', { locale: l.locale, t: l.t('heard'), isEventWorker: l.isEventWorker, ns: l.i18n.options.defaultNS }); }\n`,
    'src/app/locales/en-US/greet.json': JSON.stringify({
      $command: {
        name: 'greet-en',
        description: 'Greet EN',
        options: [
          {name: 'who-en', description: 'Who EN'},
          {name: 'times-en', description: 'Times EN'},
        ],
      },
      hello: 'Hello!',
    }),
    'src/app/locales/fr/greet.json': JSON.stringify({hello: 'Bonjour !'}),
    'src/app/locales/en-US/keyed.json': JSON.stringify({
      $command: {name: 'keyed-en', description: 'Keyed EN', options: {who: {name: 'who-en', description: 'Who EN'}}},
    }),
    'src/app/locales/en-US/messageCreate.event.json': JSON.stringify({heard: 'heard you'}),
    'src/app/locales/en-US/default.json': JSON.stringify({hello: 'default ns hello'}),
  });
  const reg = bot.registeredCommands();
  const pick = (n) =>
    reg
      .filter((c) => c.name === n)
      .map((c) => ({
        name_localizations: c.name_localizations,
        options: (c.options ?? []).map((o) => [o.name, o.name_localizations ?? null]),
      }));
  claim('68 positional', pick('greet'));
  claim('68 keyed by option name', pick('keyed'));
  await bot.chatInput('greet');
  await bot.send('hello there');
  await sleep(100);
  claim('65 command', g.rec.cmd, g.rec['cmd fr'], 'middleware', g.rec.mw);
  claim('65 event', g.rec.event);
  const i18n = await import('@commandkit/i18n');
  const inst = i18n.useI18n(commandkit);
  claim('63 options', {
    defaultNS: inst.options.defaultNS,
    fallbackLng: inst.options.fallbackLng,
    load: inst.options.load,
    saveMissing: inst.options.saveMissing,
    partialBundledLanguages: inst.options.partialBundledLanguages,
    backendLoadPath: typeof inst.options.backend?.loadPath,
  });
  const ft = i18n.fetchT('fr', 'greet');
  claim('66 fetchT', ft('hello'), i18n.fetchT('en-US', 'greet', 'x')('hello'), 'default ns', i18n.fetchT('en-US')('hello'));
  // 64 I18nCliTemplatePlugin#deactivate(ctx)
  const [, cli] = i18n.i18n();
  const templates = new Map();
  const rt = {registerTemplate: (n, f) => templates.set(n, f), unregisterTemplate: (n) => templates.delete(n)};
  await t(() => cli.activate(rt));
  const afterActivate = [...templates.keys()];
  await t(() => cli.deactivate(rt));
  claim('64 templates', afterActivate, [...templates.keys()]);
}
