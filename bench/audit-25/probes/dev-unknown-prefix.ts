// Audit probe: what development mode logs for a prefix word that matches no command (commands/message-commands).
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);

export async function reproduce(context: StepContext): Promise<void> {
  process.env.COMMANDKIT_IS_DEV = 'true';
  process.env.COMMANDKIT_IS_CLI = 'true';
  // what `commandkit dev` would have created
  mkdirSync(join(context.cwd, '.commandkit'), {recursive: true});
  const {bot, logs} = await startOfflineBot(context, {
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'p' };\nexport async function message(ctx) { await ctx.message.reply('pong'); }\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\n",
  });
  const before = logs.length;
  await bot.send('!pnig');
  claim('dev: unknown prefix command', logs.slice(before).slice(0, 3));
}
