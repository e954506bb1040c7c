// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/getting-started/introduction: what a file registers, categories, prefix handler, the built-in
// permission check, event folders, that src/app.ts must not log in itself.
import {startOfflineBot} from '#support';

export default async function (ctx: any) {
  const {bot, commandkit, logs} = await startOfflineBot(ctx, {
    'src/app/commands/ping.ts': `export const command = { name: 'ping', description: 'p' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong slash'); }\nexport async function message(ctx) { await ctx.message.reply('pong prefix'); }\n`,
    'src/app/commands/(moderation)/kick.ts': `export const command = { name: 'kick', description: 'k' };\nexport const metadata = { userPermissions: ['KickMembers'] };\nexport async function chatInput(ctx) { await ctx.interaction.reply('kicked'); }\n`,
    'src/app/commands/inspect.ts': `export const command = { name: 'inspect', description: 'i' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('i'); }\nexport async function userContextMenu(ctx) { await ctx.interaction.reply('u'); }\nexport async function messageContextMenu(ctx) { await ctx.interaction.reply('m'); }\n`,
    'src/app/commands/lib.ts': `export const helper = 1;\n`,
    'src/app/events/clientReady/ready.ts': `export default function () { (globalThis.ev ??= []).push('clientReady'); }\n`,
    'src/app/events/notAnEvent/x.ts': `export default function () { (globalThis.ev ??= []).push('notAnEvent'); }\n`,
    'src/commands/outside.ts': `export const command = { name: 'outside', description: 'o' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('o'); }\n`,
  });
  const reg = bot.registeredCommands().map((c) => `${c.type ?? 1}:${c.name}`);
  console.log('CLAIM registered', JSON.stringify(reg.sort()));
  const p = await bot.send('!ping');
  console.log('CLAIM prefix', p.replies.map((m) => m.content).join('|'));
  const s = await bot.chatInput('ping');
  console.log('CLAIM slash', s.replies.map((m) => m.content).join('|'));
  const k = await bot.chatInput('kick');
  console.log(
    'CLAIM kick-without-permission',
    JSON.stringify(k.replies.map((m) => m.content || m.embeds?.[0]?.description || m.embeds?.[0]?.title)),
  );
  const cmd = commandkit.commandHandler.getCommandsArray().find((c) => c.command.name === 'kick');
  console.log('CLAIM kick-category', cmd?.command?.category, 'name', cmd?.command?.name);
  console.log(
    'CLAIM events',
    JSON.stringify(globalThis.ev),
    'loaded',
    commandkit.eventHandler
      .getEvents()
      .map((e) => e.name)
      .join(','),
  );
}
