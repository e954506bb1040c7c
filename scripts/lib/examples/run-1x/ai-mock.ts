/**
 * Stand-in for the AI SDK's provider packages in example runs (the harness resolves `@ai-sdk/<provider>` here):
 * every model is the AI SDK's own MockLanguageModelV2, answering "Mock answer from <model id>." so that a page's
 * AI code path (configureAI, the plugin's message handling, onResult) runs without a provider or a key.
 */
const TEST = 'ai/test';
const {MockLanguageModelV2} = await import(TEST);

function model(modelId: string) {
  return new MockLanguageModelV2({
    modelId,
    doGenerate: async () => ({
      content: [{type: 'text', text: `Mock answer from ${modelId}.`}],
      finishReason: 'stop',
      usage: {inputTokens: 5, outputTokens: 5, totalTokens: 10},
      warnings: [],
    }),
  });
}

function provider() {
  return Object.assign((id: string) => model(id), {chat: model, responses: model, languageModel: model});
}

export const openai = provider();
export const anthropic = provider();
export const google = provider();
export const mistral = provider();
export const groq = provider();
export const xai = provider();
export const createOpenAI = () => provider();
export const createAnthropic = () => provider();
export const createGoogleGenerativeAI = () => provider();
