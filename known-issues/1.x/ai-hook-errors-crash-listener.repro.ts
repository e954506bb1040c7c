// Reproduces known issue ai-hook-errors-crash-listener with the AI plugin and the AI SDK's mock model, offline.
import assert from 'node:assert/strict';
import {startOfflineBot, APP, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const CONFIG =
  "import { defineConfig } from 'commandkit/config';\nimport { ai } from '@commandkit/ai';\n" +
  'export default defineConfig({ plugins: [ai()] });\n';
const CONFIGURED =
  "import { configureAI } from '@commandkit/ai';\nimport { MockLanguageModelV2 } from 'ai/test';\n\n" +
  'const model = new MockLanguageModelV2({\n' +
  "  doGenerate: async () => ({ content: [{ type: 'text', text: 'Hello from the model' }], " +
  "finishReason: 'stop', usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 }, warnings: [] }),\n" +
  '});\n\n' +
  'configureAI({ selectAiModel: async () => ({ model }) });\n';

const files = (aiFile: string) => ({'commandkit.config.mjs': CONFIG, 'src/app.ts': APP, 'src/ai.ts': aiFile});

export async function reproduce(context: StepContext): Promise<void> {
  // ai.ts exists (the plugin loads it) but never calls configureAI: the default selectAiModel throws.
  const {bot} = await startOfflineBot(context, files('export {};\n'));
  const run = await bot.send(`<@${bot.client.user.id}> hello`);
  assert.equal(run.replies.length, 0, 'no answer');
  assert.ok(run.errors.length > 0, "the listener's rejection became the client's error event");
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, files(CONFIGURED));
  const run = await bot.send(`<@${bot.client.user.id}> hello`);
  assert.deepEqual(run.errors, []);
  assert.match(JSON.stringify(run.replies), /Hello from the model/);
}
