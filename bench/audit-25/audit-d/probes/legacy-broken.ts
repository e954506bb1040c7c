// Audit probe (audit-d): one legacy command file without `data` next to a valid one (commandkit-legacy page:
// "the error is logged, the bot still starts, none of the legacy commands are registered").
import {startOfflineBot, type StepContext} from '#support';
import {claim} from './support.js';

export const installs = {typescript: '^5.8.3'};

const CONFIG =
  "import { defineConfig } from 'commandkit/config';\nimport { legacy } from '@commandkit/legacy';\nexport default defineConfig({ plugins: [legacy()] });\n";

export async function reproduce(context: StepContext): Promise<void> {
  const {bot, logs} = await startOfflineBot(context, {
    'commandkit.config.mjs': CONFIG,
    'src/commands/good.ts':
      "export const data = { name: 'good', description: 'x' };\nexport async function run({ interaction }) { await interaction.reply('good'); }\n",
    'src/commands/broken.ts': "export async function run({ interaction }) { await interaction.reply('broken'); }\n",
    'src/app/commands/modern.ts':
      "export const command = { name: 'modern', description: 'x' };\nexport const chatInput = async ({ interaction }) => { await interaction.reply('modern'); };\n",
  });
  claim(
    'registered',
    bot.registeredCommands().map((c: any) => c.name),
  );
  claim('logs', logs.filter((l) => /broken|data property|error/i.test(l)).slice(0, 6));
  const good = await bot.chatInput('good');
  claim(
    'good-runs',
    good.replies.map((r: any) => r.content),
  );
}
