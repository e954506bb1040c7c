// Reproduces known issue legacy-builtin-checks-need-validations-folder with the legacy plugin, offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

// Nobody in the kit's server is a developer: devOnly must refuse everyone.
const CONFIG =
  "import { defineConfig } from 'commandkit/config';\nimport { legacy } from '@commandkit/legacy';\n" +
  "export default defineConfig({ plugins: [legacy({ devUserIds: ['1300000000000000009'] })] });\n";
const SECRET =
  "export const data = { name: 'secret', description: 'Developers only' };\n" +
  'export const options = { devOnly: true };\n' +
  "export async function run({ interaction }) { await interaction.reply('secret stuff'); }\n";

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {'commandkit.config.mjs': CONFIG, 'src/commands/secret.ts': SECRET});
  const run = await bot.chatInput('secret');
  assert.equal(run.replies[0]?.content, 'secret stuff', 'a devOnly command ran for a member who is not a developer');
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'commandkit.config.mjs': CONFIG,
    'src/commands/secret.ts': SECRET,
    // A validations folder holding one validation that never stops anything.
    'src/validations/allow.ts': 'export default function allow() { return undefined; }\n',
  });
  const run = await bot.chatInput('secret');
  assert.notEqual(run.replies[0]?.content, 'secret stuff', 'the built-in devOnly check now refuses');
  assert.ok(run.replies.length > 0, 'with a refusal message');
}
