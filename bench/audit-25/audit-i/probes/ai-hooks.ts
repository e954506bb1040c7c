// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-i: the AI plugin's default hooks: typing indicator during a slow model call and after it, the default
// onError, a bot author ignored, configureAI merging, and a tool from selectAiModel replacing a built-in one.
import {AI_PLUGIN_CONFIG, startOfflineBot} from '#support';
import {claim, logsMatching, sleep} from './support.js';

const AI_FILE = `import { configureAI, getAIConfig, createTool } from '@commandkit/ai';
import { MockLanguageModelV2 } from 'ai/test';
import { z } from 'zod';
const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
globalThis.calls = 0;
const text = (m) => (typeof m.content === 'string' ? m.content : m.content.map((p) => p.text ?? '').join(''));
const model = new MockLanguageModelV2({
  doGenerate: async (options) => {
    globalThis.calls++;
    const last = text(options.prompt.filter((m) => m.role === 'user').at(-1));
    if (last.includes('slow')) await new Promise((r) => setTimeout(r, 7000));
    if (last.includes('fail')) throw new Error('model down');
    if (last.includes('lookup') && !options.prompt.some((m) => m.role === 'tool')) return { content: [{ type: 'tool-call', toolCallId: 't1', toolName: 'getUserById', input: '{"userId":"1"}' }], finishReason: 'tool-calls', usage, warnings: [] };
    return { content: [{ type: 'text', text: 'Done.' }], finishReason: 'stop', usage, warnings: [] };
  },
});
const getUserById = createTool({ name: 'getUserById', description: 'mine', inputSchema: z.object({ userId: z.string() }), execute: async (ctx, input) => { globalThis.mineRan = { input, hasCtx: typeof ctx.message === 'object' }; return 'mine'; } });
configureAI({ selectAiModel: async () => ({ model, tools: { getUserById } }) });
configureAI({ disableBuiltInTools: false });
globalThis.mergedSelect = typeof getAIConfig().selectAiModel;
`;

export default async function (ctx: any) {
  const g = globalThis as any;
  const {bot, logs} = await startOfflineBot(ctx, {'commandkit.config.mjs': AI_PLUGIN_CONFIG, 'src/ai.ts': AI_FILE});
  const mention = `<@${bot.client.user.id}>`;
  claim('second configureAI kept selectAiModel', g.mergedSelect);
  const d = await bot.during(async () => {
    await bot.send(`${mention} slow please`);
  });
  const typing = d.requests.filter((r: any) => r.path.endsWith('/typing')).length;
  const before = bot.rest.requests.filter((r: any) => r.path.endsWith('/typing')).length;
  await sleep(6500);
  const after = bot.rest.requests.filter((r: any) => r.path.endsWith('/typing')).length;
  claim('typing requests during a 7 s model call / more in the 6.5 s after the answer', {
    during: typing,
    after: after - before,
    replies: d.replies.map((r: any) => r.content),
  });
  const f = await bot.send(`${mention} fail now`);
  claim('model error: default onError reply and log', {
    replies: f.replies.map((r: any) => r.content),
    log: logsMatching(logs, /model down/).slice(0, 1),
  });
  g.calls = 0;
  await bot.send(`${mention} hello`, {
    author: {id: '777000000000000001', username: 'helperbot', discriminator: '0', bot: true, global_name: null, avatar: null},
  });
  claim('a bot mentioning the bot: model calls', g.calls);
  await bot.send(`${mention} lookup user 1`);
  claim('getUserById from selectAiModel replaced the built-in', g.mineRan ?? null);
  process.exit(0);
}
