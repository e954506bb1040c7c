// Audit probe: disablePrefixCommands, stop in afterExecute, rethrow around stopMiddlewares, useStore, stopEvents and once groups, commandkit.events before start.
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const text = (d: any) => d.replies.map((r: any) => r.content);
const rec = (s: string) => `(globalThis.log ??= []).push(${JSON.stringify(s)});`;

export async function reproduce(context: StepContext): Promise<void> {
  const files = {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ disablePrefixCommands: true });\n",
    'src/app.ts':
      "import { Client } from 'discord.js';\nimport { commandkit } from 'commandkit';\nglobalThis.eventsAtAppImport = typeof commandkit.events;\nexport default new Client({ intents: ['Guilds', 'GuildMessages', 'MessageContent'] });\n",
    'src/app/commands/+global-middleware.ts': `import { rethrow, stopMiddlewares } from 'commandkit';\nexport function beforeExecute(ctx) { ctx.store.set('from', 'middleware'); if (ctx.commandName === 'guarded') { try { stopMiddlewares(); } catch (e) { rethrow(e); ${rec('after rethrow')} } } }\nexport function afterExecute(ctx) { ${rec('global after')} if (ctx.commandName === 'twoafters') stopMiddlewares(); }\n`,
    'src/app/commands/+twoafters.middleware.ts': `export function afterExecute() { ${rec('command after')} }\n`,
    'src/app/commands/twoafters.ts': `export const command = { name: 'twoafters', description: 't' };\nexport async function chatInput(ctx) { ${rec('handler')} await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/guarded.ts': `export const command = { name: 'guarded', description: 'g' };\nexport async function chatInput(ctx) { ${rec('guarded handler')} await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/store.ts':
      "import { readFrom } from '../../lib/helper.js';\nexport const command = { name: 'store', description: 's' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('store says ' + readFrom()); }\nexport async function message(ctx) { await ctx.message.reply('prefix ran'); }\n",
    'src/lib/helper.ts': "import { useStore } from 'commandkit/hooks';\nexport function readFrom() { return useStore().get('from'); }\n",
    'src/app/events/messageCreate/00-once.ts': `export const once = true;\nexport default function () { ${rec('once 00')} }\n`,
    'src/app/events/messageCreate/01-once.ts': `export const once = true;\nexport default function () { ${rec('once 01')} }\n`,
    'src/app/events/messageCreate/02-stop.ts': `import { stopEvents } from 'commandkit';\nexport default function () { ${rec('regular 02 stops')} stopEvents(); }\n`,
    'src/app/events/messageCreate/03-after.ts': `export default function () { ${rec('regular 03')} }\n`,
  };
  const {bot} = await startOfflineBot(context, files);
  claim('commandkit.events at app.ts import', (globalThis as any).eventsAtAppImport);
  const g = globalThis as any;
  g.log = [];
  await bot.chatInput('twoafters');
  claim('stop in the first afterExecute', g.log);
  g.log = [];
  const gr = await bot.chatInput('guarded');
  claim('rethrow passes the stop signal', {log: g.log, replies: gr.replies.length});
  claim('useStore in a helper', text(await bot.chatInput('store')));
  g.log = [];
  const p = await bot.send('!store');
  await new Promise((r) => setTimeout(r, 200));
  claim('disablePrefixCommands: !store', {replies: text(p), events: g.log});
}
