// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// "src/ai.ts is required: if it is missing, the plugin fails to activate and the bot does not start."
import {AI_PLUGIN_CONFIG, startOfflineBot} from '#support';
export default async function (ctx: any) {
  try {
    const {bot, logs, commandkit} = await startOfflineBot(ctx, {
      'commandkit.config.mjs': AI_PLUGIN_CONFIG,
      'src/app/commands/ping.ts':
        "export const command = {name:'ping',description:'p'}; export async function chatInput(c){ await c.interaction.reply('pong'); }",
    });
    console.log(
      'bot started; logs:',
      logs
        .filter((l) => /ai|plugin|error/i.test(l))
        .slice(0, 5)
        .join(' | '),
    );
    const d = await bot.chatInput('ping');
    console.log('ping replies', JSON.stringify(d.replies.map((r: any) => r.content)));
  } catch (e: any) {
    console.log('start threw:', e.message.split('\n').slice(0, 3).join(' | '));
  }
}
