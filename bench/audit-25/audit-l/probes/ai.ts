// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-l: @commandkit/ai defaults (rows 3, 7 of sample.tsv) with the AI SDK's mock model on the offline bot.
import {AI_PLUGIN_CONFIG, startOfflineBot} from '#support';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const AI_FILE = `import { configureAI } from '@commandkit/ai';
import { MockLanguageModelV2 } from 'ai/test';
const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
globalThis.prompts = [];
const model = new MockLanguageModelV2({
  doGenerate: async (options) => {
    globalThis.prompts.push(options.prompt.filter((m) => m.role !== 'system').map((m) => ({ role: m.role, text: JSON.stringify(m.content).slice(0, 400), keys: Object.keys(m) })));
    if (JSON.stringify(options.prompt).includes('please fail')) throw new Error('model exploded');
    return { content: [{ type: 'text', text: 'Answer ' + globalThis.prompts.length }], finishReason: 'stop', usage, warnings: [] };
  },
});
configureAI({ selectAiModel: async () => ({ model }), disableBuiltInTools: true });
`;

export default async function (ctx: any) {
  const g = globalThis as any;
  const {bot, logs} = await startOfflineBot(ctx, {'commandkit.config.mjs': AI_PLUGIN_CONFIG, 'src/ai.ts': AI_FILE});
  const mention = `<@${bot.client.user.id}>`;
  await bot.send('member chatter before');
  await bot.send('another bot talking', {author: {id: '999', username: 'otherbot', bot: true}});
  const first = await bot.send(`${mention} first question`);
  await sleep(100);
  claim(
    '7 first prompt',
    g.prompts[0],
    'reply',
    first.replies.map((r) => r.content),
  );
  const second = await bot.send(`${mention} second question`, {reference: first.replies[0]});
  await sleep(100);
  claim('7 second prompt (bot reply included as assistant, other bot left out, referenced message annotated)', g.prompts[1]);
  // The kit's channel history holds only what the bot sent through REST: add a member's message (with an
  // attachment) and another bot's message to it by hand, as Discord would return them.
  const base = first.replies[0];
  const member = {
    ...base,
    id: String(BigInt(base.id) + 1n),
    content: 'member history line',
    author: {id: '4242', username: 'member', discriminator: '0', avatar: null, bot: false},
    attachments: [
      {
        id: '77',
        filename: 'cat.png',
        size: 10,
        url: 'https://cdn.example/cat.png',
        proxy_url: 'https://cdn.example/cat.png',
        content_type: 'image/png',
      },
    ],
  };
  const otherBot = {
    ...base,
    id: String(BigInt(base.id) + 2n),
    content: 'other bot line',
    author: {id: '999', username: 'otherbot', discriminator: '0', avatar: null, bot: true},
  };
  bot.rest.messages.set(member.id, member);
  bot.rest.messages.set(otherBot.id, otherBot);
  await bot.send(`${mention} third question`, {reference: member});
  await sleep(100);
  claim('7 third prompt (member with attachment in history, other bot, reply to the member)', g.prompts.at(-1));
  const failed = await bot.send(`${mention} please fail`);
  await sleep(100);
  claim(
    '3 default onError',
    'replies',
    failed.replies.map((r) => r.content),
    'logged',
    logs.filter((l) => l.includes('model exploded')).length,
  );
}
