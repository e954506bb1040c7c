// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-l: ModalKit#filter and ModalProps#onEnd (rows 44, 32 of sample.tsv) on a started offline bot.
import {startOfflineBot} from '#support';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// /ask shows a modal whose filter is set AFTER onSubmit (row 44 says either order works); it records every call.
const ASK = `import { ModalKit } from 'commandkit';
import { TextInputBuilder, TextInputStyle, ActionRowBuilder } from 'discord.js';
export const command = { name: 'ask', description: 'a' };
export async function chatInput(ctx) {
  const g = globalThis;
  const modal = new ModalKit().setCustomId('ask-modal').setTitle('Ask')
    .addComponents(new ActionRowBuilder().addComponents(new TextInputBuilder().setCustomId('q').setLabel('Q').setStyle(TextInputStyle.Short)))
    .onSubmit(async (i) => { g.submitted = (g.submitted ?? 0) + 1; await i.reply('thanks'); }, { time: 60000 })
    .onEnd((reason) => (g.ends ??= []).push(reason))
    .onError((e) => (g.onError ??= []).push(String(e?.message ?? e)));
  modal.filter((i) => { (g.filterSaw ??= []).push(i.isModalSubmit() ? 'modal:' + i.customId : i.isChatInputCommand() ? 'slash:' + i.commandName : 'other'); if (g.filterThrows) throw new Error('filter boom'); return true; });
  g.modalKit = modal;
  await ctx.interaction.showModal(modal);
}
`;
const PING = `export const command = { name: 'ping', description: 'p' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\n`;

export default async function (ctx: any) {
  const g = globalThis as any;
  const {bot, logs} = await startOfflineBot(ctx, {'src/app/commands/ask.ts': ASK, 'src/app/commands/ping.ts': PING});
  const d = await bot.chatInput('ask');
  claim('44 modal shown', Boolean(d.modal), 'filter calls so far', g.filterSaw ?? []);
  g.filterSaw = [];
  await bot.chatInput('ping');
  claim('44 unrelated slash command', g.filterSaw);
  g.filterSaw = [];
  const s = await bot.submitModal(d.modal);
  await sleep(50);
  claim(
    '44 matching submit',
    g.filterSaw,
    'submitted',
    g.submitted,
    'replies',
    s.replies.map((r) => r.content),
  );
  // a throwing filter: onError?
  g.filterThrows = true;
  g.filterSaw = [];
  const s2 = await bot.submitModal(d.modal);
  await sleep(50);
  claim(
    '44 throwing filter',
    'onError',
    g.onError ?? [],
    'errors',
    s2.errors.map((e) => String(e?.message ?? e)),
    'logged',
    logs.filter((l) => l.includes('filter boom')).length,
  );
  g.filterThrows = false;
  // 32 onEnd reasons: dispose -> 'unsubscribe'
  g.modalKit.dispose();
  claim('32 onEnd after dispose', g.ends ?? []);
}
