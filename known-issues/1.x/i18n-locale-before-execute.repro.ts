// Reproduces known issue i18n-locale-before-execute with the i18n plugin on a bot started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const CONFIG =
  "import { defineConfig } from 'commandkit/config';\nimport { i18n } from '@commandkit/i18n';\n" +
  'export default defineConfig({ plugins: [i18n()] });\n';
const WAVE =
  "export const command = { name: 'wave', description: 'Wave' };\n" +
  "export async function chatInput(ctx) { await ctx.interaction.reply('hi'); }\n";
const LOCALE = '{ "$command": { "name": "wave", "description": "Wave" }, "checking": "Checking your rights" }\n';

const files = (middleware: string) => ({
  'commandkit.config.mjs': CONFIG,
  'src/app/commands/wave.ts': WAVE,
  'src/app/commands/+middleware.ts': middleware,
  'src/app/locales/en-US/wave.json': LOCALE,
});

export async function reproduce(context: StepContext): Promise<void> {
  const {bot, logs} = await startOfflineBot(
    context,
    files('export async function beforeExecute(ctx) {\n  try { ctx.locale(); } catch (e) { globalThis.failure = String(e); }\n}\n'),
  );
  await bot.chatInput('wave');
  assert.match((globalThis as {failure?: string}).failure ?? logs.join('\n'), /I18n plugin not found in context/);
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(
    context,
    files(
      "import { fetchT } from '@commandkit/i18n';\nexport async function beforeExecute(ctx) {\n" +
        "  const t = fetchT(ctx.interaction?.locale ?? 'en-US', ctx.commandName);\n" +
        "  globalThis.text = t('checking');\n}\n",
    ),
  );
  const run = await bot.chatInput('wave');
  assert.equal(run.replies[0]?.content, 'hi');
  assert.equal((globalThis as {text?: string}).text, 'Checking your rights');
}
