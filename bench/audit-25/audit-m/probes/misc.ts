// Audit-m probe: leftovers. Middleware files in .js and .mjs, and what the custom-events page's /test-level-up
// registers (default_member_permissions from PermissionFlagsBits).
import {startOfflineBot, type StepContext} from '#support';
import {claim, resetTrace, tag, trace} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/(js)/+middleware.js': `export function beforeExecute() { ${tag('js-mw')} }\n`,
    'src/app/commands/(js)/a.ts':
      "export const command = { name: 'a', description: 'd' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('a'); }\n",
    'src/app/commands/(mjs)/+middleware.mjs': `export function beforeExecute() { ${tag('mjs-mw')} }\n`,
    'src/app/commands/(mjs)/b.ts':
      "export const command = { name: 'b', description: 'd' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('b'); }\n",
    'src/app/commands/test-level-up.ts':
      "import { PermissionFlagsBits } from 'discord.js';\nexport const command = { name: 'test-level-up', description: 'd', default_member_permissions: PermissionFlagsBits.ManageGuild.toString() };\nexport async function chatInput(ctx) { await ctx.interaction.reply('x'); }\n",
  });
  resetTrace();
  await bot.chatInput('a');
  await bot.chatInput('b');
  claim('middleware-extensions', trace());
  claim(
    'test-level-up-registration',
    bot
      .registeredCommands()
      .filter((c: any) => c.name === 'test-level-up')
      .map((c: any) => c.default_member_permissions),
  );
}
