// Reproduces known issue legacy-user-context-menu-no-handler on a bot with the legacy plugin, started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const LEGACY_CONFIG =
  "import { defineConfig } from 'commandkit/config';\nimport { legacy } from '@commandkit/legacy';\n" +
  'export default defineConfig({ plugins: [legacy()] });\n';
const QUOTE =
  "export const data = { name: 'Quote', type: 3 };\n" +
  "export async function run({ interaction }) { await interaction.reply('quoted: ' + " +
  'interaction.targetMessage.content); }\n';
const INSPECT =
  "export const data = { name: 'Inspect', type: 2 };\n" +
  "export async function run({ interaction }) { await interaction.reply('user: ' + " +
  'interaction.targetUser.username); }\n';

/** Registered entries as `<type>:<name>` (1 slash, 2 user, 3 message context menu). */
function entries(bot: any): string[] {
  return bot.registeredCommands().map((c: {type?: number; name: string}) => `${c.type ?? 1}:${c.name}`);
}

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'commandkit.config.mjs': LEGACY_CONFIG,
    'src/commands/quote.js': QUOTE,
    'src/commands/inspect.js': INSPECT,
  });
  const registered = entries(bot).sort();
  assert.deepEqual(
    registered,
    ['1:Inspect', '1:Quote', '2:Quote', '3:Quote'],
    'slash entries for both, a user entry for the message menu, none for the user menu',
  );
  const slash = bot.registeredCommands().find((c: {type?: number; name: string}) => (c.type ?? 1) === 1 && c.name === 'Quote');
  assert.equal(slash.description, 'No command description set.');
  const asMessage = await bot.messageContextMenu('Quote');
  assert.match(asMessage.replies[0]?.content ?? '', /^quoted: /, 'the message entry works');
  const asUser = await bot.userContextMenu('Quote');
  assert.equal(asUser.requests.length, 0, 'the user entry named Quote never answers');
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/quote.ts':
      "export const command = { name: 'Quote' };\n" +
      "export async function messageContextMenu({ interaction }) { await interaction.reply('quoted: ' + " +
      'interaction.targetMessage.content); }\n',
    'src/app/commands/inspect.ts':
      "export const command = { name: 'Inspect' };\n" +
      "export async function userContextMenu({ interaction }) { await interaction.reply('user: ' + " +
      'interaction.targetUser.username); }\n',
  });
  const registered = entries(bot);
  assert.deepEqual(registered.sort(), ['2:Inspect', '3:Quote'], 'each command is registered once, with its own type');
  assert.match((await bot.messageContextMenu('Quote')).replies[0]?.content ?? '', /^quoted: /);
  assert.match((await bot.userContextMenu('Inspect')).replies[0]?.content ?? '', /^user: /);
}
