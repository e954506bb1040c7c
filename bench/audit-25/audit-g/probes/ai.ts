// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-g: sampled @commandkit/ai texts (rows 1-8 of sample.tsv), run with the AI SDK's mock model.
import {AI_PLUGIN_CONFIG, startOfflineBot} from '#support';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const AI_FILE = `import { configureAI, getAIConfig } from '@commandkit/ai';
import { MockLanguageModelV2 } from 'ai/test';
const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
globalThis.aiLog = [];
const model = new MockLanguageModelV2({
  doGenerate: async (options) => {
    const last = JSON.stringify(options.prompt.filter((m) => m.role === 'user').at(-1));
    globalThis.aiLog.push('generate messages=' + options.prompt.filter((m) => m.role !== 'system').length);
    if (last.includes('slow')) await new Promise((r) => setTimeout(r, 7000));
    return { content: [{ type: 'text', text: 'Done.' }], finishReason: 'stop', usage, warnings: [] };
  },
});
// getAIConfig() returns the live settings object: keep the default functions before replacing them.
const defaults = { ...getAIConfig() };
globalThis.defaultFilter = defaults.messageFilter;
configureAI({
  selectAiModel: async () => ({ model }),
  messageFilter: async (ck, message) => { globalThis.aiLog.push('filter ' + JSON.stringify(message.content) + ' bot=' + message.author.bot); return globalThis.defaultFilter(ck, message); },
  onProcessingStart: async (ctx, message) => { globalThis.aiLog.push('start params=' + JSON.stringify(ctx.params) + ' storeKeys=' + ctx.store.size); await defaults.onProcessingStart(ctx, message); globalThis.aiLog.push('after default start storeKeys=' + JSON.stringify([...ctx.store.keys()])); },
});
configureAI({ disableBuiltInTools: true });
globalThis.afterSecond = typeof getAIConfig().selectAiModel;
`;

export default async function (ctx: any) {
  const g = globalThis as any;
  const {bot, logs} = await startOfflineBot(ctx, {'commandkit.config.mjs': AI_PLUGIN_CONFIG, 'src/ai.ts': AI_FILE});
  const mention = `<@${bot.client.user.id}>`;
  claim('1 second configureAI keeps earlier keys', g.afterSecond);
  await bot.send(`${mention} hello`);
  await bot.send(`${mention} hello`, {author: {id: '999', username: 'otherbot', bot: true}});
  await bot.send('');
  await sleep(100);
  claim(
    '6 filter calls (bot author and empty skipped before filter)',
    g.aiLog.filter((l) => l.startsWith('filter')),
  );
  claim(
    '4/3 params at start, store',
    g.aiLog.filter((l) => /start/.test(l)),
  );
  g.aiLog.length = 0;
  const d = await bot.during(async () => {
    await bot.send(`${mention} slow please`);
  });
  await sleep(500);
  const typing = bot.rest.requests ? bot.rest.requests.filter((r) => r.path.endsWith('/typing')).length : 'n/a';
  claim('5 typing during a 7 s generation', d.requests.filter((r) => r.path.endsWith('/typing')).length);
  // 8 default preparePrompt: history + new
  for (let i = 0; i < 14; i++) await bot.send('chat line ' + i);
  g.aiLog.length = 0;
  await bot.send(`${mention} count`);
  claim('8 prompt messages (history + new)', g.aiLog);
  // 1 a key set to undefined
  const {configureAI} = await import('@commandkit/ai');
  configureAI({onProcessingFinish: undefined});
  const d2 = await bot.send(`${mention} after undefined`);
  await sleep(100);
  claim(
    '1 onProcessingFinish undefined',
    'replies',
    d2.replies.map((r) => r.content),
    'errors',
    d2.errors.map((e) => String(e?.message ?? e)).slice(0, 2),
  );
  process.exit(0);
}
