// Audit-e probe: development mode with showUnknownPrefixCommandsWarning: false (no error for an unknown prefix word),
// and a required chat input getter for a missing option.
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {startOfflineBot, type StepContext} from '#support';
import {claim, linesSince, replies} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  process.env.COMMANDKIT_IS_DEV = 'true';
  process.env.COMMANDKIT_IS_CLI = 'true';
  mkdirSync(join(context.cwd, '.commandkit'), {recursive: true});
  const {bot, logs} = await startOfflineBot(context, {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ showUnknownPrefixCommandsWarning: false });\n",
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'p', options: [{ name: 'who', description: 'w', type: 3 }] };\nexport async function message(ctx) { await ctx.message.reply('pong'); }\n" +
      "export async function chatInput(ctx) { try { ctx.options.getString('who', true); await ctx.interaction.reply('no throw'); } catch (e) { await ctx.interaction.reply('THROWS ' + e.constructor.name + ': ' + e.message); } }\n",
  });
  const from = logs.length;
  await bot.send('!pnig');
  claim('dev-unknown-prefix-warning-off', linesSince(logs, from, /./));
  claim('chatInput-required-getter-missing', replies(await bot.chatInput('ping')));
}
