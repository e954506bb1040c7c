// Reproduces known issue legacy-user-context-menu-no-handler on a bot with the legacy plugin, started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const LEGACY_CONFIG = "import { defineConfig } from 'commandkit/config';\nimport { legacy } from '@commandkit/legacy';\nexport default defineConfig({ plugins: [legacy()] });\n";
const QUOTE = "export const data = { name: 'Quote', type: 3 };\nexport async function run({ interaction }) { await interaction.reply('quoted: ' + interaction.targetMessage.content); }\n";
const INSPECT = "export const data = { name: 'Inspect', type: 2 };\nexport async function run({ interaction }) { await interaction.reply('user: ' + interaction.targetUser.username); }\n";

/** Registered entries as `<type>:<name>` (1 slash, 2 user, 3 message context menu). */
function entries(bot: any): string[] {
  return bot.registeredCommands().map((c: {type?: number; name: string}) => `${c.type ?? 1}:${c.name}`);
}

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {'commandkit.config.mjs': LEGACY_CONFIG, 'src/commands/quote.js': QUOTE, 'src/commands/inspect.js': INSPECT});
  const registered = entries(bot);
  assert.ok(registered.includes('3:Quote') && registered.includes('2:Quote'), `Quote is registered as a message and a user context menu: ${registered}`);
  assert.ok(registered.includes('2:Inspect'), 'Inspect is registered');
  const asMessage = await bot.messageContextMenu('Quote');
  assert.match(asMessage.replies[0]?.content ?? '', /^quoted: /, 'the message entry works');
  const asUser = await bot.userContextMenu('Quote');
  assert.equal(asUser.requests.length, 0, "the user entry named Quote never answers");
  const inspect = await bot.userContextMenu('Inspect');
  assert.equal(inspect.requests.length, 0, 'a legacy user context menu never answers');
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/quote.ts': "export const command = { name: 'Quote' };\nexport async function messageContextMenu({ interaction }) { await interaction.reply('quoted: ' + interaction.targetMessage.content); }\n",
    'src/app/commands/inspect.ts': "export const command = { name: 'Inspect' };\nexport async function userContextMenu({ interaction }) { await interaction.reply('user: ' + interaction.targetUser.username); }\n",
  });
  const registered = entries(bot);
  assert.ok(registered.includes('3:Quote') && !registered.includes('2:Quote'), `Quote is registered once, as a message context menu: ${registered}`);
  assert.match((await bot.messageContextMenu('Quote')).replies[0]?.content ?? '', /^quoted: /);
  assert.match((await bot.userContextMenu('Inspect')).replies[0]?.content ?? '', /^user: /);
}
