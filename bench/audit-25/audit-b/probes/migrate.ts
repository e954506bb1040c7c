// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/advanced/migrating-from-v0, run offline on the real build.
import {startOfflineBot} from '#support';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export default async function (ctx: any) {
  const g = globalThis as any;
  const {bot, commandkit} = await startOfflineBot(ctx, {
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'p' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\n",
    'src/app/commands/status.ts':
      "export const command = { name: 'status', description: 's' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n",
    'src/app/commands/avatar.ts':
      "export const metadata = { guilds: ['111111111111111111'] };\nexport const command = { name: 'avatar', description: 'a' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('a'); }\n",
    'src/app/commands/+global-middleware.ts':
      "import { stopMiddlewares } from 'commandkit';\nexport async function beforeExecute(ctx) { globalThis.mwName = ctx.commandName; globalThis.mwKeys = ['interaction','message','commandName','command','client','commandkit'].filter((k) => ctx[k] !== undefined).join(','); if (process.env.MAINTENANCE !== 'true') return; if (ctx.commandName === 'status') return; if (ctx.isChatInputCommand()) await ctx.interaction.reply({ content: 'Back soon!', flags: 64 }); stopMiddlewares(); }\n",
    'src/app/commands/counter.ts': `import { ButtonKit } from 'commandkit';
import { ActionRowBuilder, ButtonStyle } from 'discord.js';
export const command = { name: 'counter', description: 'c' };
export async function chatInput(ctx) {
  let count = 0;
  const button = new ButtonKit().setCustomId('counter').setLabel('Click').setStyle(ButtonStyle.Primary);
  button.onClick(async (click, b) => { count++; globalThis.secondArg = b === button ? 'the ButtonKit' : typeof b; await click.update('Clicks: ' + count); }, { time: 400, autoReset: false }).onEnd((reason) => { globalThis.endReason = reason; });
  globalThis.counterButton = button;
  await ctx.interaction.reply({ content: 'Clicks: 0', components: [new ActionRowBuilder().addComponents(button)] });
}
`,
    'src/app/events/messageCreate/args.ts':
      'export default function (message, client, commandkit) { globalThis.eventArgs = [typeof message?.content, client?.constructor?.name, commandkit?.constructor?.name]; }\n',
  });
  const puts = bot.rest.requests.filter((r: any) => r.method === 'PUT' && /commands/.test(r.path));
  console.log('registration PUTs', JSON.stringify(puts.map((r: any) => [r.path, r.body.map((c: any) => c.name)])));
  const posts = bot.rest.requests.filter((r: any) => r.method === 'POST' && /commands/.test(r.path));
  console.log('registration POSTs', posts.length);
  let d = await bot.chatInput('counter');
  d = await bot.click(d.replies[0]);
  console.log('ButtonKit click w/o message ->', JSON.stringify(d.replies.map((r: any) => r.content)), 'second arg', g.secondArg);
  await sleep(600);
  console.log('onEnd reason after time', g.endReason);
  process.env.MAINTENANCE = 'true';
  d = await bot.chatInput('ping');
  console.log('maintenance: ping ->', JSON.stringify(d.replies.map((r: any) => r.content)), 'ctx keys', g.mwKeys, 'commandName', g.mwName);
  d = await bot.chatInput('status');
  console.log('maintenance: status ->', JSON.stringify(d.replies.map((r: any) => r.content)));
  delete process.env.MAINTENANCE;
  await bot.send('hello');
  console.log('event args', JSON.stringify(g.eventArgs));
  console.log(
    'removed getters',
    JSON.stringify(
      ['commands', 'commandsPath', 'eventsPath', 'validationsPath', 'devUserIds', 'devGuildIds', 'devRoleIds', 'reloadValidations'].map(
        (k) => [k, typeof commandkit[k]],
      ),
    ),
    'kept',
    typeof commandkit.reloadCommands,
    typeof commandkit.reloadEvents,
  );
  const mod = (await import('commandkit')) as any;
  console.log('createSignal/createEffect exported:', typeof mod.createSignal, typeof mod.createEffect, 'ButtonKit', typeof mod.ButtonKit);
}
