// Reproduces known issue ai-default-prompt-drops-context with the AI SDK's mock model, offline.
import assert from 'node:assert/strict';
import {AI_PLUGIN_CONFIG, startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

// A mock model that keeps the prompt it receives and answers "ok"; `prepare` is an optional preparePrompt.
const aiFile = (prepare = '') => `import { configureAI } from '@commandkit/ai';
import { MockLanguageModelV2 } from 'ai/test';
const model = new MockLanguageModelV2({
  doGenerate: async (options) => {
    globalThis.seenPrompt = options.prompt;
    return { content: [{ type: 'text', text: 'ok' }], finishReason: 'stop', usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 }, warnings: [] };
  },
});
configureAI({ selectAiModel: async () => ({ model })${prepare} });
`;

const WORKAROUND = `,
  preparePrompt: async (_ctx, message) => [{
    role: 'user',
    content: message.author.username + ': ' + message.content + '\\nAttachments: ' + message.attachments.map((a) => a.url).join(' '),
  }]`;

/** The reader mentions the bot in a message with an image; returns what the model got besides the system prompt. */
async function mentionWithImage(context: StepContext, prepare?: string): Promise<{seen: string; author: string}> {
  const {bot} = await startOfflineBot(context, {'commandkit.config.mjs': AI_PLUGIN_CONFIG, 'src/ai.ts': aiFile(prepare)});
  const {reader, bot: me, guild, channel} = bot.world;
  const payload = {
    id: '1900000000000000009',
    type: 0,
    channel_id: channel.id,
    guild_id: guild.id,
    author: reader,
    content: `<@${me.id}> what is in this picture?`,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [me],
    mention_roles: [],
    attachments: [
      {
        id: '1900000000000000010',
        filename: 'cat.png',
        size: 10,
        url: 'https://cdn.example/cat.png',
        proxy_url: 'https://cdn.example/cat.png',
        content_type: 'image/png',
      },
    ],
    embeds: [],
    components: [],
    pinned: false,
    flags: 0,
  };
  const run = await bot.during(() => (bot.client as any).actions.MessageCreate.handle(payload));
  assert.equal(run.replies[0]?.content, 'ok', 'the bot answered');
  const prompt = (globalThis as {seenPrompt?: any[]}).seenPrompt ?? [];
  return {seen: JSON.stringify(prompt.filter((m) => m.role !== 'system')), author: reader.username};
}

export async function reproduce(context: StepContext): Promise<void> {
  const {seen, author} = await mentionWithImage(context);
  assert.ok(seen.includes('what is in this picture?'), 'the text reaches the model');
  assert.ok(!seen.includes('cdn.example/cat.png'), 'the attachment does not');
  assert.ok(!seen.includes(author), "nor the author's name");
}

export async function workaround(context: StepContext): Promise<void> {
  const {seen, author} = await mentionWithImage(context, WORKAROUND);
  assert.ok(seen.includes('cdn.example/cat.png') && seen.includes(author), 'both are in the text the model reads');
}
