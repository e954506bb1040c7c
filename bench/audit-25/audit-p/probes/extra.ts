// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-p: AI command tool result and system prompt (rows 6, 7), a modal text input's id (40), flag analytics
// events (44), MemoryCache (20), on a started offline bot with the AI SDK's mock model.
import {AI_PLUGIN_CONFIG, aiFileCallingTool, startOfflineBot, toolResultSeenByModel} from '#support';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const REC = `const rec = (k, v) => ((globalThis.rec ??= {})[k] ??= []).push(v);\n`;

export default async function (ctx: any) {
  const g = globalThis as any;
  g.rec = {};
  const {bot, commandkit} = await startOfflineBot(ctx, {
    'commandkit.config.mjs': AI_PLUGIN_CONFIG,
    'src/ai.ts': aiFileCallingTool('lookup'),
    'src/app/commands/lookup.ts': `${REC}import { z } from 'zod';\nexport const command = { name: 'lookup', description: 'Look up' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\nexport const aiConfig = { description: 'Look up', inputSchema: z.object({}) };\nexport async function ai(ctx) { rec('ai', { params: ctx.ai?.params, hasMessage: Boolean(ctx.message) }); }\n`,
    'src/app/commands/form.ts': `${REC}import { ModalKit, ShortInput } from 'commandkit';\nimport { ActionRowBuilder } from 'discord.js';\nexport const command = { name: 'form', description: 'f' };\nexport async function chatInput(ctx) { const input = ShortInput({ customId: 'nickname', label: 'Nickname' }); rec('input json', input.toJSON()); const modal = new ModalKit().setCustomId('form-modal').setTitle('Form').addComponents(new ActionRowBuilder().addComponents(input)).onSubmit(async (i) => { rec('submitted', i.fields.getTextInputValue('nickname')); await i.reply('thanks'); }, { time: 60000 }); await ctx.interaction.showModal(modal); }\n`,
    'src/app/commands/flagged.ts': `import { flag } from 'commandkit/flag';\nconst f = flag({ key: 'beta', decide: () => true, identify: () => ({ id: 'u' }) });\nexport const command = { name: 'flagged', description: 'f' };\nexport async function chatInput(ctx) { await f(); await ctx.interaction.reply('ok'); }\n`,
    'src/app/events/messageCreate/prompt.ts': `${REC}import { createSystemPrompt } from '@commandkit/ai';\nexport default function (message) { if (message.author.bot) return; const p = createSystemPrompt(message); rec('prompt', { author: p.includes(message.author.username), channel: p.includes(String(message.channelId)), guild: message.guild ? p.includes(message.guild.name) : 'no guild', roles: /roles: /.test(p), permissions: /has permissions: /.test(p), utc: /Current UTC time: /.test(p), stats: /You know total \\d+ guilds/.test(p) }); }\n`,
  });
  const tracked: any[] = [];
  commandkit.analytics.registerProvider({name: 'rec', track: async (_e, ev) => tracked.push(ev.name)});

  await bot.send(`<@${bot.client.user.id}> look it up`);
  await sleep(200);
  claim('7 ai handler ran', g.rec.ai, 'tool result seen by the model', toolResultSeenByModel());
  claim('6 system prompt', g.rec.prompt?.[0]);

  const d = await bot.chatInput('form');
  const s = await bot.submitModal(d.modal, {nickname: 'Robin'});
  await sleep(50);
  claim(
    '40 text input',
    g.rec['input json']?.[0]?.custom_id,
    'value read by id',
    g.rec.submitted,
    'reply',
    s.replies.map((r) => r.content),
  );

  tracked.length = 0;
  await bot.chatInput('flagged');
  await sleep(100);
  claim('44 events built by CommandKit', tracked);

  // 20 MemoryCache
  const cache = await import('@commandkit/cache');
  const mc = new cache.MemoryCache();
  await mc.set('k', 1, 30);
  await sleep(50);
  claim('20 expired: exists before get', await mc.exists('k'), 'get', await mc.get('k'), 'exists after get', await mc.exists('k'));
  const prov = () => {
    try {
      return cache.getCacheProvider().constructor.name;
    } catch (e) {
      return 'threw ' + e.message;
    }
  };
  const before = prov();
  const [, runtime] = cache.cache();
  await runtime.activate({commandkit});
  claim('20 provider without the plugin', before, 'after the cache() runtime plugin activates', prov());
}
