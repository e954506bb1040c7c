// Audit-m probe: development mode with showUnknownPrefixCommandsWarning: false (set up as audit-a's
// dev-unknown-prefix.ts, which shows the log with the default config).
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {startOfflineBot, type StepContext} from '#support';
import {claim, linesSince, post} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  process.env.COMMANDKIT_IS_DEV = 'true';
  process.env.COMMANDKIT_IS_CLI = 'true';
  mkdirSync(join(context.cwd, '.commandkit'), {recursive: true});
  const {bot, logs} = await startOfflineBot(context, {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ showUnknownPrefixCommandsWarning: false });\n",
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'p' };\nexport async function message(ctx) { await ctx.message.reply('pong'); }\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\n",
  });
  const from = logs.length;
  await post(bot, '!pnig');
  claim('dev-unknown-prefix-silenced', linesSince(logs, from, /not found/));
}
