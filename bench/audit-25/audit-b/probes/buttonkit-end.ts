// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// ButtonKit onEnd: is it called when the time runs out, and with what argument?
import {startOfflineBot} from '#support';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export default async function (ctx: any) {
  const g = globalThis as any;
  const {bot} = await startOfflineBot(ctx, {
    'src/app/commands/counter.ts': `import { ButtonKit } from 'commandkit';
import { ActionRowBuilder, ButtonStyle } from 'discord.js';
export const command = { name: 'counter', description: 'c' };
export async function chatInput(ctx) {
  const button = new ButtonKit().setCustomId('counter').setLabel('Click').setStyle(ButtonStyle.Primary);
  button.onClick(async (click) => { await click.update('x'); }, { time: 300 }).onEnd((...args) => { globalThis.endCalls = (globalThis.endCalls ?? []).concat([args.map(String)]); });
  globalThis.button = button;
  await ctx.interaction.reply({ content: 'Clicks: 0', components: [new ActionRowBuilder().addComponents(button)] });
}
`,
  });
  let d = await bot.chatInput('counter');
  await sleep(1000);
  console.log('onEnd calls 1 s after a 300 ms time ran out:', JSON.stringify(g.endCalls));
  if (process.env.PROBE_LONG) {
    // The expiry sweep: how long until onEnd runs with no other interaction?
    const t0 = Date.now();
    while (!g.endCalls && Date.now() - t0 < 70_000) await sleep(500);
    console.log('onEnd ran', Math.round((Date.now() - t0) / 1000) + 1, 's after the time ran out, with', JSON.stringify(g.endCalls));
    g.endCalls = undefined;
  }
  d = await bot.chatInput('counter');
  g.button.dispose();
  await sleep(50);
  console.log('onEnd calls after dispose():', JSON.stringify(g.endCalls));
  const c = await bot.click(d.replies[0]);
  console.log(
    'click after dispose -> replies',
    c.replies.length,
    'requests',
    JSON.stringify(c.requests.map((r: any) => r.method + ' ' + r.path.replace(/\d{5,}/g, ':id'))),
  );
}
