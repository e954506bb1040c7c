// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/official-plugins/commandkit-ai, run offline with the AI SDK's mock model.
import {AI_PLUGIN_CONFIG, startOfflineBot, runCli, writeBot, APP} from '#support';

const AI_FILE = `import { configureAI, getAIConfig } from '@commandkit/ai';
import { MockLanguageModelV2 } from 'ai/test';
const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
globalThis.calls = [];
const model = new MockLanguageModelV2({
  doGenerate: async (options) => {
    const last = JSON.stringify(options.prompt.filter((m) => m.role === 'user').at(-1));
    globalThis.calls.push({ tools: (options.tools ?? []).map((t) => t.name), abort: !!options.abortSignal, last, prompt: options.prompt });
    if (last.includes('steps')) return { content: [{ type: 'tool-call', toolCallId: 'c' + globalThis.calls.length, toolName: 'silent', input: '{}' }], finishReason: 'tool-calls', usage, warnings: [] };
    if (last.includes('roll') && !JSON.stringify(options.prompt).includes('tool-result')) return { content: [{ type: 'tool-call', toolCallId: 'r1', toolName: 'roll', input: JSON.stringify({ count: 3, sides: 20 }) }], finishReason: 'tool-calls', usage, warnings: [] };
    if (last.includes('long')) return { content: [{ type: 'text', text: 'x'.repeat(2500) + ' <@&1> @everyone' }], finishReason: 'stop', usage, warnings: [] };
    if (last.includes('fail')) throw new Error('model down');
    return { content: [{ type: 'text', text: 'Done.' }], finishReason: 'stop', usage, warnings: [] };
  },
});
configureAI({ selectAiModel: async () => ({ model }) });
globalThis.aiConfigKeys = Object.keys(getAIConfig()).sort().join(',');
`;
const SILENT = `import { z } from 'zod';
export const command = { name: 'silent', description: 'Does nothing' };
export async function chatInput(ctx) { await ctx.interaction.reply('ok'); }
export const aiConfig = { inputSchema: z.object({}) };
export async function ai(ctx) { globalThis.silentRan = (globalThis.silentRan ?? 0) + 1; globalThis.aiCtxKeys = Object.keys(ctx.ai).sort().join(','); }
`;
const ROLL = `import { z } from 'zod';
export const command = { name: 'roll', description: 'Roll some dice' };
export async function chatInput(ctx) { await ctx.interaction.reply('ok'); }
export const aiConfig = { description: 'Roll dice', inputSchema: z.object({ count: z.number().int(), sides: z.number().int() }) };
export async function ai(ctx) { globalThis.rollParams = ctx.ai.params; return { results: [4, 17, 11], total: 32 }; }
`;

export default async function (ctx: any) {
  const g = globalThis as any;
  const {bot, logs} = await startOfflineBot(ctx, {
    'commandkit.config.mjs': AI_PLUGIN_CONFIG,
    'src/ai.ts': AI_FILE,
    'src/app/commands/silent.ts': SILENT,
    'src/app/commands/roll.ts': ROLL,
  });
  const mention = `<@${bot.client.user.id}>`;
  console.log('getAIConfig keys after configureAI', g.aiConfigKeys);
  let d = await bot.send(`${mention} roll three dice`);
  const call0 = g.calls[0];
  console.log('tools given to model', call0?.tools.sort().join(','), 'abortSignal passed', call0?.abort);
  console.log(
    'roll params',
    JSON.stringify(g.rollParams),
    'tool result seen',
    JSON.stringify(
      g.calls
        .at(-1)
        ?.prompt.flatMap((m: any) => (Array.isArray(m.content) ? m.content : []))
        .find((p: any) => p.type === 'tool-result')?.output,
    ),
  );
  console.log(
    'reply',
    JSON.stringify(d.replies.map((r: any) => r.content)),
    'typing requests',
    d.requests.filter((r: any) => r.path.endsWith('/typing')).length,
  );
  g.calls.length = 0;
  d = await bot.send(`${mention} steps please`);
  console.log('always-tool model: model calls', g.calls.length, 'silent ran', g.silentRan, 'ctx.ai keys', g.aiCtxKeys);
  console.log('steps reply', JSON.stringify(d.replies.map((r: any) => r.content?.slice(0, 40))));
  const toolResult = g.calls[1]?.prompt
    .flatMap((m: any) => (Array.isArray(m.content) ? m.content : []))
    .find((p: any) => p.type === 'tool-result')?.output;
  console.log('nothing returned -> tool result', JSON.stringify(toolResult));
  g.calls.length = 0;
  d = await bot.send(`${mention} long please`);
  const body = d.requests.find((r: any) => r.method === 'POST' && /\/messages$/.test(r.path))?.body;
  console.log(
    'long reply length',
    body?.content?.length,
    'allowed_mentions',
    JSON.stringify(body?.allowed_mentions),
    'reply ref',
    !!body?.message_reference,
  );
  g.calls.length = 0;
  d = await bot.send(`hello no mention`);
  console.log('no mention: model calls', g.calls.length);
  d = await bot.send(`!silent ${mention}`);
  console.log('prefixed with ! and mention: model calls', g.calls.length);
  g.calls.length = 0;
  d = await bot.send(`${mention} fail now`);
  console.log('model error: replies', JSON.stringify(d.replies.map((r: any) => r.content)), 'errors', d.errors.length);
  console.log(
    'logs with error',
    logs
      .filter((l) => /model down|error/i.test(l))
      .slice(0, 3)
      .join(' | '),
  );
}

export async function missingAiFile(ctx: any) {}
