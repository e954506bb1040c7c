// Reproduces known issue ai-default-prompt-text-only with the AI plugin and the AI SDK's mock model, offline: a
// member's message with a file sits in the channel, and the member mentions the bot in a reply to it.
import assert from 'node:assert/strict';
import {AI_PLUGIN_CONFIG, startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const MODEL = `import { configureAI } from '@commandkit/ai';
import { MockLanguageModelV2 } from 'ai/test';
const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
const model = new MockLanguageModelV2({
  doGenerate: async (options) => {
    globalThis.promptSeen = JSON.stringify(options.prompt.filter((m) => m.role !== 'system'));
    return { content: [{ type: 'text', text: 'ok' }], finishReason: 'stop', usage, warnings: [] };
  },
});
`;
// The workaround of the .md (promptWithFiles, types stripped), passed to configureAI as a reader would.
const WORKAROUND = `
const describe = (m) => [m.content, ...m.attachments.map((a) => \`[file \${a.name}: \${a.url}]\`)].join('\\n');
async function promptWithFiles(_ctx, message) {
  const me = message.client.user.id;
  const earlier = await message.channel.messages.fetch({ limit: 10, before: message.id });
  const history = [...earlier.values()]
    .reverse()
    .filter((m) => m.author.id === me || !m.author.bot)
    .map((m) => ({ role: m.author.id === me ? 'assistant' : 'user', content: describe(m) }));
  const replyTo = message.reference ? await message.fetchReference().catch(() => null) : null;
  const quoted = replyTo ? \`(replying to \${replyTo.author.username}: \${replyTo.content})\\n\` : '';
  return [...history, { role: 'user', content: quoted + describe(message) }];
}
configureAI({ selectAiModel: async () => ({ model }), preparePrompt: promptWithFiles });
`;

/** Starts the bot, puts a member's message with a file in the channel and mentions the bot in a reply to it. */
async function promptForReply(context: StepContext, aiFile: string): Promise<string> {
  const {bot} = await startOfflineBot(context, {'commandkit.config.mjs': AI_PLUGIN_CONFIG, 'src/ai.ts': aiFile});
  // The kit's channel history holds what the bot sent: add the member's message as Discord would return it.
  const first = await bot.send(`<@${bot.client.user.id}> hi`);
  const base = first.replies[0];
  const fileUrl = 'https://cdn.discordapp.com/attachments/1/2/report.pdf';
  const attachment = {id: '77', filename: 'report.pdf', size: 10, url: fileUrl, proxy_url: fileUrl};
  const author = {id: '4242', username: 'sam', discriminator: '0', avatar: null, bot: false};
  const posted = {...base, id: String(BigInt(base.id) + 1n), content: 'see my file', author, attachments: [attachment]};
  bot.rest.messages.set(posted.id, posted);
  await bot.send(`<@${bot.client.user.id}> what is in it?`, {reference: posted});
  return (globalThis as {promptSeen?: string}).promptSeen ?? '';
}

export async function reproduce(context: StepContext): Promise<void> {
  const seen = await promptForReply(context, MODEL + 'configureAI({ selectAiModel: async () => ({ model }) });\n');
  assert.match(seen, /see my file/, 'the text of the earlier message reaches the model');
  assert.doesNotMatch(seen, /report\.pdf/, 'its file does not');
  assert.doesNotMatch(seen, /sam/, 'nor its author or the fact that the new message replies to it');
}

export async function workaround(context: StepContext): Promise<void> {
  const seen = await promptForReply(context, MODEL + WORKAROUND);
  assert.match(seen, /report\.pdf/);
  assert.match(seen, /replying to sam: see my file/);
}
