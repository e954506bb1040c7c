// Reproduces known issue legacy-user-context-menu-no-handler with the legacy plugin, offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const CONFIG = "import { defineConfig } from 'commandkit/config';\nimport { legacy } from '@commandkit/legacy';\nexport default defineConfig({ plugins: [legacy()] });\n";

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'commandkit.config.mjs': CONFIG,
    // A user context menu in the legacy format (type 2 = USER).
    'src/commands/avatar.ts': "export const data = { name: 'Avatar', type: 2 };\nexport async function run({ interaction }) { await interaction.reply(interaction.targetUser.displayAvatarURL()); }\n",
  });
  assert.ok(
    bot.registeredCommands().some((c: {name: string; type?: number}) => c.name === 'Avatar' && c.type === 2),
    'registered with Discord as a user context menu',
  );
  const run = await bot.userContextMenu('Avatar');
  assert.equal(run.replies.length, 0, 'choosing it runs nothing');
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'commandkit.config.mjs': CONFIG,
    'src/app/commands/avatar.ts':
      "import { ApplicationCommandType } from 'discord.js';\nexport const command = { name: 'Avatar', type: ApplicationCommandType.User };\n" +
      'export async function userContextMenu(ctx) { await ctx.interaction.reply(ctx.interaction.targetUser.displayAvatarURL()); }\n',
  });
  const run = await bot.userContextMenu('Avatar');
  assert.match(run.replies[0]?.content ?? '', /^https:\/\//);
}
