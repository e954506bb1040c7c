// Audit-e probe: disablePrefixCommands in commandkit.config turns every prefix command off.
import {startOfflineBot, type StepContext} from '#support';
import {claim, replies} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ disablePrefixCommands: true });\n",
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'p' };\nexport async function message(ctx) { await ctx.message.reply('pong'); }\nexport async function chatInput(ctx) { await ctx.interaction.reply('slash pong'); }\n",
  });
  const d = await bot.send('!ping');
  claim('disablePrefixCommands', {prefix: replies(d), requests: d.requests.length, slash: replies(await bot.chatInput('ping'))});
}
