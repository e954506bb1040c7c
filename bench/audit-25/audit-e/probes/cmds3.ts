// Audit-e probe: stopMiddlewares() in an afterExecute skips the afterExecute functions after it; a handler that
// the metadata export stays out of the registration payload.
import {startOfflineBot, type StepContext} from '#support';
import {claim, resetTrace, tag, trace} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/+global-middleware.ts':
      "import { stopMiddlewares } from 'commandkit';\n" +
      `export function afterExecute(ctx) { ${tag('global:after')} if (ctx.commandName === 'stopafter') stopMiddlewares(); }\n`,
    'src/app/commands/(g)/+middleware.ts': `export function afterExecute() { ${tag('folder:after')} }\n`,
    'src/app/commands/(g)/+stopafter.middleware.ts': `export function afterExecute() { ${tag('command:after')} }\n`,
    'src/app/commands/(g)/stopafter.ts': `export const command = { name: 'stopafter', description: 's' };\nexport async function chatInput(ctx) { ${tag('handler')} await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/withmeta.ts':
      "export const command = { name: 'withmeta', description: 'm' };\nexport const metadata = { guilds: [], aliases: ['wm'], userPermissions: 'BanMembers', nameAliases: { user: 'U', message: 'M' } };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n",
    'src/app/commands/(g)/goesthrough.ts': `export const command = { name: 'goesthrough', description: 's' };\nexport async function chatInput(ctx) { ${tag('handler')} await ctx.interaction.reply('ok'); }\n`,
  });
  claim(
    'registered-payload-keys',
    bot
      .registeredCommands()
      .filter((c: any) => c.name === 'withmeta')
      .map((c: any) => Object.keys(c).sort()),
  );
  resetTrace();
  await bot.chatInput('goesthrough');
  claim('no-stop', trace());
  resetTrace();
  await bot.chatInput('stopafter');
  claim('stop-in-first-afterExecute', trace());
}
