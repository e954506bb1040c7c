// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// "CommandKit skips the request when a list is empty": a bot with no global command sends no global PUT.
import {startOfflineBot} from '#support';
export default async function (ctx: any) {
  const {bot} = await startOfflineBot(ctx, {
    'src/app/commands/avatar.ts':
      "export const metadata = { guilds: ['111111111111111111'] };\nexport const command = { name: 'avatar', description: 'a' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('a'); }\n",
  });
  const reg = bot.rest.requests.filter((r: any) => /commands/.test(r.path) && r.method !== 'GET');
  console.log(
    'requests with only a guild command',
    JSON.stringify(reg.map((r: any) => [r.method, r.path, Array.isArray(r.body) ? r.body.length : r.body])),
  );
}
