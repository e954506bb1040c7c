// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-i: claims of guide/official-plugins/commandkit-ai, run with the AI SDK's mock model on the offline bot kit.
import {AI_PLUGIN_CONFIG, startOfflineBot} from '#support';
import {attempt, claim, logsMatching, sleep} from './support.js';

// The mock model acts on the last user message: "call <tool> <json>" calls a tool once, "loop" always calls `echo`,
// "long" answers 2500 characters, anything else answers "Done.". Every call's options are kept on globalThis.calls.
const AI_FILE = `import { configureAI, createTool, experimental_createConfig } from '@commandkit/ai';
import { MockLanguageModelV2 } from 'ai/test';
import { ApplicationCommandOptionType } from 'discord.js';
import { z } from 'zod';
const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
globalThis.calls = [];
globalThis.timeouts = [];
const realTimeout = AbortSignal.timeout.bind(AbortSignal);
AbortSignal.timeout = (ms) => { globalThis.timeouts.push(ms); return realTimeout(ms); };
const text = (m) => (typeof m.content === 'string' ? m.content : m.content.map((p) => p.text ?? '').join(''));
const model = new MockLanguageModelV2({
  doGenerate: async (options) => {
    globalThis.calls.push(options);
    const last = text(options.prompt.filter((m) => m.role === 'user').at(-1));
    const done = options.prompt.some((m) => m.role === 'tool');
    const call = /call (\\S+) (\\{.*\\})/.exec(last);
    if (call && !done) return { content: [{ type: 'tool-call', toolCallId: 'c1', toolName: call[1], input: call[2] }], finishReason: 'tool-calls', usage, warnings: [] };
    if (last.includes('loop')) return { content: [{ type: 'tool-call', toolCallId: 'l' + globalThis.calls.length, toolName: 'echo', input: '{}' }], finishReason: 'tool-calls', usage, warnings: [] };
    if (last.includes('long')) return { content: [{ type: 'text', text: 'y'.repeat(2500) }], finishReason: 'stop', usage, warnings: [] };
    return { content: [{ type: 'text', text: 'Done.' }], finishReason: 'stop', usage, warnings: [] };
  },
});
const echo = createTool({ name: 'echo', description: 'custom echo', inputSchema: z.object({}), execute: async () => { globalThis.customEchoRan = true; return 'custom'; } });
globalThis.createConfigUser = (() => { try { experimental_createConfig({ name: 'x', description: 'x', options: [{ name: 'u', description: 'u', type: ApplicationCommandOptionType.User }] }); return 'no throw'; } catch (e) { return 'throws ' + e.message; } })();
globalThis.createConfigOk = Object.keys(experimental_createConfig({ name: 'x', description: 'd', options: [{ name: 's', description: 's', type: ApplicationCommandOptionType.String, required: true }, { name: 'n', description: 'n', type: ApplicationCommandOptionType.Integer }] }).inputSchema.shape);
configureAI({
  selectAiModel: async () => ({ model, tools: { echo } }),
  onError: async (_ctx, _message, error) => { (globalThis.onErrors ??= []).push(String(error?.message ?? error)); },
});
`;

// File dice-roller.ts declares the command "roll".
const DICE = `import { z } from 'zod';
export const command = { name: 'roll', description: 'Roll some dice' };
export async function chatInput(ctx) { await ctx.interaction.reply('ok'); }
export async function message(ctx) { await ctx.message.reply('rolled by prefix'); }
export const aiConfig = { inputSchema: z.object({ sides: z.number().int() }) };
export async function ai(ctx) { globalThis.rollRan = { params: ctx.ai.params, keys: Object.keys(ctx.ai).sort(), hasMessage: !!ctx.message }; return { total: 7 }; }
`;
const ECHO = `import { z } from 'zod';
export const command = { name: 'echo', description: 'Echo command' };
export async function chatInput(ctx) { await ctx.interaction.reply('ok'); }
export const aiConfig = { inputSchema: z.object({}) };
export async function ai(ctx) { globalThis.commandEchoRan = (globalThis.commandEchoRan ?? 0) + 1; }
`;
const GUARDED = `import { z } from 'zod';
export const command = { name: 'guarded', description: 'Has a throwing middleware' };
export async function chatInput(ctx) { await ctx.interaction.reply('ok'); }
export const aiConfig = { inputSchema: z.object({}) };
export async function ai(ctx) { globalThis.guardedRan = true; return { secret: 1 }; }
`;
const GUARD_MW = `export function beforeExecute(ctx) { globalThis.guardMode = ctx.executionMode ?? null; throw new Error('guard says no'); }
`;

const toolResult = (options: any) =>
  options?.prompt.flatMap((m: any) => (Array.isArray(m.content) ? m.content : [])).find((p: any) => p.type === 'tool-result')?.output;

export default async function (ctx: any) {
  const g = globalThis as any;
  const {bot, logs} = await startOfflineBot(ctx, {
    'commandkit.config.mjs': AI_PLUGIN_CONFIG,
    'src/ai.ts': AI_FILE,
    'src/app/commands/dice-roller.ts': DICE,
    'src/app/commands/echo.ts': ECHO,
    'src/app/commands/guarded.ts': GUARDED,
    'src/app/commands/+guarded.middleware.ts': GUARD_MW,
  });
  const mention = `<@${bot.client.user.id}>`;
  claim('experimental_createConfig with a User option', g.createConfigUser);
  claim('experimental_createConfig keys', g.createConfigOk);

  // Tool names the model is offered.
  await bot.send(`${mention} hi`);
  const tools = (g.calls[0]?.tools ?? []).map((t: any) => t.name).sort();
  claim('tools offered (file dice-roller.ts declares roll)', tools);
  claim('default abort timeout (ms) and step limit', {timeouts: g.timeouts});
  g.calls.length = 0;

  // The model asks for the command by its declared name.
  let d = await bot.send(`${mention} call roll {"sides":6}`);
  claim('model calls "roll": ai handler ran / tool result / reply', {
    ran: g.rollRan ?? null,
    result: toolResult(g.calls[1]) ?? null,
    calls: g.calls.length,
    onErrors: g.onErrors ?? [],
    replies: d.replies.map((r: any) => r.content),
  });
  g.calls.length = 0;
  const events: any[] = [];
  (await import('commandkit/analytics')).useAnalytics().registerProvider({
    name: 'rec',
    async track(_e, ev) {
      events.push(ev);
    },
  });
  d = await bot.send(`${mention} call dice-roller {"sides":6}`);
  await sleep(100);
  claim(
    'command_execution of an AI tool run',
    events.filter((e) => e.name === 'command_execution').map((e) => ({id: e.id, data: e.data})),
  );
  claim('model calls "dice-roller": ai handler ran / tool result', {ran: g.rollRan ?? null, result: toolResult(g.calls[1]) ?? null});
  g.calls.length = 0;

  // Same name as a createTool tool: which runs?
  await bot.send(`${mention} call echo {}`);
  claim('echo: command tool vs custom tool', {
    command: g.commandEchoRan ?? 0,
    custom: !!g.customEchoRan,
    result: toolResult(g.calls[1]) ?? null,
  });
  g.calls.length = 0;

  // Returning nothing.
  claim('ai returning nothing -> tool result', toolResult((await bot.send(`${mention} call echo {}`), g.calls[1])));
  g.calls.length = 0;

  // A throwing command middleware.
  g.onErrors = [];
  await bot.send(`${mention} call guarded {}`);
  claim('middleware throws: handler ran / onError / tool result', {
    ran: !!g.guardedRan,
    mode: g.guardMode,
    onErrors: g.onErrors,
    result: toolResult(g.calls[1]) ?? null,
  });
  g.calls.length = 0;

  // Step limit: a model that always calls a tool.
  await bot.send(`${mention} loop`);
  claim('always-tool model: model calls in one message', g.calls.length);
  g.calls.length = 0;

  // 2000 characters.
  d = await bot.send(`${mention} long`);
  const body = d.requests.find((r: any) => r.method === 'POST' && /\/messages$/.test(r.path))?.body;
  claim('long answer: reply length, allowed_mentions', {length: body?.content?.length, allowed: body?.allowed_mentions});
  g.calls.length = 0;

  // What the model reads by default. The kit answers GET /channels/:id/messages from the messages it stores (the
  // bot's own), so a human line with an attachment, another bot's line and a referenced line are stored by hand.
  const stored: any[] = [...bot.rest.messages.values()];
  const base = stored.at(-1);
  const reader = bot.world.reader;
  const other = {id: '777000000000000001', username: 'helperbot', discriminator: '0', bot: true, global_name: null, avatar: null};
  const attachment = (n: string) => ({
    id: '88800000000000000' + n,
    filename: `pic${n}.png`,
    size: 10,
    url: `https://cdn.example/pic${n}.png`,
    proxy_url: `https://cdn.example/pic${n}.png`,
    content_type: 'image/png',
  });
  const seed = (id: string, author: any, content: string, attachments: any[] = []) =>
    bot.rest.messages.set(id, {
      ...base,
      id,
      author,
      content,
      attachments,
      embeds: [],
      components: [],
      message_reference: undefined,
      referenced_message: undefined,
      type: 0,
    });
  bot.rest.messages.clear();
  seed('1900000000000000001', reader, 'HUMANLINE with a picture', [attachment('1')]);
  seed('1900000000000000002', other, 'OTHERBOTLINE');
  seed('1900000000000000003', reader, 'REFERENCEDLINE', [attachment('2')]);
  g.calls.length = 0;
  const payload = {
    ...base,
    id: '1900000000000000009',
    author: reader,
    member: undefined,
    content: `${mention} what did I say?`,
    guild_id: bot.world.guild.id,
    mentions: [
      bot.client.user.toJSON
        ? {id: bot.client.user.id, username: bot.client.user.username, discriminator: '0', bot: true, avatar: null, global_name: null}
        : null,
    ],
    attachments: [attachment('3')],
    type: 19,
    message_reference: {message_id: '1900000000000000003', channel_id: bot.world.channel.id, guild_id: bot.world.guild.id, type: 0},
  };
  const dd = await bot.during(() => (bot.client as any).actions.MessageCreate.handle(payload));
  const historyGet = dd.requests.find((r: any) => r.method === 'GET' && /\/messages$/.test(r.path));
  claim('history request query', historyGet?.query ?? null);
  const prompt = g.calls[0]?.prompt ?? [];
  claim(
    'default prompt: what the model receives',
    prompt.map(
      (m: any) =>
        `${m.role}:${typeof m.content === 'string' ? m.content.slice(0, 40) : m.content.map((p: any) => p.type + '=' + (p.text ?? p.url ?? '').toString().slice(0, 50)).join('|')}`,
    ),
  );
  claim(
    'default prompt: message keys besides role/content/providerOptions',
    prompt.flatMap((m: any) => Object.keys(m).filter((k) => !['role', 'content', 'providerOptions'].includes(k))),
  );
  const nonSystem = JSON.stringify(prompt.filter((m: any) => m.role !== 'system'));
  claim('default prompt (non-system): author name / attachment URLs / referenced text present', {
    readerName: nonSystem.includes(reader.username),
    attachments: ['pic1', 'pic2', 'pic3'].map((n) => nonSystem.includes(n)),
    referenced: nonSystem.includes('REFERENCEDLINE'),
    otherBot: nonSystem.includes('OTHERBOTLINE'),
  });
  const system = JSON.stringify(prompt.filter((m: any) => m.role === 'system'));
  claim('default system prompt: author name / roles / permissions words', {
    name: system.includes(reader.username),
    roles: /role/i.test(system),
    permissions: /permission/i.test(system),
  });
  claim('errors during that run', dd.errors.map(String));

  // executeAI from your own code: messageFilter still applies.
  const {executeAI, useAI} = await import('@commandkit/ai');
  claim('useAI() is the plugin', useAI()?.name);
  g.calls.length = 0;
  const plain = bot.client.channels.cache.get(bot.world.channel.id)?.messages.cache.last();
  if (plain) {
    await bot.during(() => executeAI(plain));
    claim('executeAI on a message without a mention: model calls', g.calls.length);
  }
  claim('executeAI outside a handler throws?', await attempt(() => executeAI(plain)));
  claim('logs mentioning AiPlugin', logsMatching(logs, /AiPlugin|ai\.js/i).slice(0, 3));
  process.exit(0);
}
