// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-g row 26 (ButtonKit#constructor): an onClick handler set without options is not single-use.
import {startOfflineBot} from '#support';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));

export default async function (ctx: any) {
  const {bot} = await startOfflineBot(ctx, {
    'src/app/commands/press.ts': `import { ButtonKit } from 'commandkit';
import { ActionRowBuilder, ButtonStyle } from 'discord.js';
export const command = { name: 'press', description: 'p' };
export async function chatInput(ctx) {
  let n = 0;
  const button = new ButtonKit().setCustomId('press').setLabel('Press').setStyle(ButtonStyle.Primary)
    .onClick(async (i) => { n++; await i.reply('pressed ' + n); });
  await ctx.interaction.reply({ content: 'go', components: [new ActionRowBuilder().addComponents(button)] });
}
`,
  });
  const sent = (await bot.chatInput('press')).replies[0];
  const first = await bot.click(sent, 'press');
  await bot.chatInput('press'); // an unrelated interaction in between
  const second = await bot.click(sent, 'press');
  claim(
    '26 onClick without options, clicked twice',
    [...first.replies, ...second.replies].map((r) => r.content),
  );
  process.exit(0);
}
