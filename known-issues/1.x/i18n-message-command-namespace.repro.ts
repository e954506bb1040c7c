// Reproduces known issue i18n-message-command-namespace: a two-character prefix on a bot started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, APP, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const CONFIG =
  "import { defineConfig } from 'commandkit/config';\nimport { i18n } from '@commandkit/i18n';\n" +
  'export default defineConfig({ plugins: [i18n()] });\n';
const APP_WITH_PREFIX = `${APP}import { commandkit } from 'commandkit';\ncommandkit.setPrefixResolver(() => '?!');\n`;

const files = (handler: string) => ({
  'commandkit.config.mjs': CONFIG,
  'src/app.ts': APP_WITH_PREFIX,
  'src/app/commands/wave.ts':
    `import { fetchT } from '@commandkit/i18n';\n` +
    `export const command = { name: 'wave', description: 'Wave' };\n` +
    `export async function message(ctx) {\n  ${handler}\n}\n`,
  'src/app/locales/en-US/wave.json': '{ "$command": { "name": "wave", "description": "Wave" }, "waved": "Hello there!" }\n',
});

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, files("const { t } = ctx.locale();\n  await ctx.message.reply(t('waved'));"));
  const run = await bot.send('?!wave');
  assert.equal(run.replies[0]?.content, 'waved', 'the key comes back untranslated');
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, files("const t = fetchT('en-US', 'wave');\n  await ctx.message.reply(t('waved'));"));
  const run = await bot.send('?!wave');
  assert.equal(run.replies[0]?.content, 'Hello there!');
}
