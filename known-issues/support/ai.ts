/**
 * An `src/ai.ts` for reproductions of the AI plugin: the AI SDK's mock model calls one tool, then answers; every
 * prompt it receives is kept on globalThis.prompts, so a reproduction can read the tool result the model was given.
 */
export const AI_PLUGIN_CONFIG =
  "import { defineConfig } from 'commandkit/config';\nimport { ai } from '@commandkit/ai';\n" +
  'export default defineConfig({ plugins: [ai()] });\n';

/** `prelude`: code placed before configureAI (e.g. a createTool); `tools`: an expression for selectAiModel's tools. */
export function aiFileCallingTool(toolName: string, {prelude = '', tools = ''}: {prelude?: string; tools?: string} = {}): string {
  return `import { configureAI } from '@commandkit/ai';
import { MockLanguageModelV2 } from 'ai/test';
${prelude}

const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
let calls = 0;
const model = new MockLanguageModelV2({
  doGenerate: async (options) => {
    (globalThis.prompts ??= []).push(options.prompt);
    calls += 1;
    if (calls === 1) {
      return { content: [{ type: 'tool-call', toolCallId: 'call-1', toolName: '${toolName}', input: '{}' }], finishReason: 'tool-calls', usage, warnings: [] };
    }
    return { content: [{ type: 'text', text: 'Done.' }], finishReason: 'stop', usage, warnings: [] };
  },
});

configureAI({
  selectAiModel: async () => ({ model${tools ? `, tools: ${tools}` : ''} }),
  onError: async (_ctx, _message, error) => { globalThis.onErrorCalled = String(error); },
});
`;
}

/** The tool result the model received in its second call (the JSON value of the tool-result part). */
export function toolResultSeenByModel(): unknown {
  const prompts = ((globalThis as {prompts?: any[][]}).prompts ?? []).flat();
  const part = prompts
    .flatMap((message: any) => (Array.isArray(message.content) ? message.content : []))
    .find((p: any) => p.type === 'tool-result');
  return part?.output?.value ?? part?.output;
}
