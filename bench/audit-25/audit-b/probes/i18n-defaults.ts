// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// i18n: t without namespace reads default.json; an own `interpolation` object replaces the plugin's (escaping comes back).
import {startOfflineBot} from '#support';
export default async function (ctx: any) {
  await startOfflineBot(ctx, {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nimport { i18n } from '@commandkit/i18n';\nexport default defineConfig({ plugins: [i18n({ i18nOptions: { interpolation: { prefix: '{{', suffix: '}}' } } })] });\n",
    'src/app/locales/en-US/default.json': JSON.stringify({weekend: 'Have a nice weekend', html: 'value: {{v}}'}),
    'src/app/locales/fr/default.json': JSON.stringify({weekend: 'Bon week-end'}),
    'src/app/locales/fr/common.json': JSON.stringify({other: 'x'}),
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'p' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\n",
  });
  const {fetchT, useI18n} = (await import('@commandkit/i18n')) as any;
  console.log('useI18n().t(weekend, fr) ->', useI18n().t('weekend', {lng: 'fr'}), '| fetchT(fr)(weekend) ->', fetchT('fr')('weekend'));
  console.log(
    'own interpolation object: escapeValue now',
    JSON.stringify(useI18n().options.interpolation?.escapeValue),
    '->',
    useI18n().t('html', {lng: 'en-US', v: '<b>&</b>'}),
  );
}
