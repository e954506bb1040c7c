/**
 * Third-party packages the 1.x example projects import, as a reader installs them following the pages'
 * install lines, plus TypeScript (the framework's own build needs it, as in every TypeScript project the
 * templates create). Ranges follow the framework's lockfile and peer ranges: `ai` 5 (from @commandkit/ai)
 * goes with `@ai-sdk/openai` 2 and zod 4. `workflow` and `@workflow/builders` exactly as the workflow page pins them
 * (the plugin loads only with those betas: known issue workflow-needs-beta-packages).
 */
export const EXAMPLE_DEPENDENCIES: Readonly<Record<string, string>> = {
  typescript: '^5',
  '@ai-sdk/openai': '^2',
  zod: '^4',
  '@discordjs/brokers': '^1',
  ioredis: '^5',
  bullmq: '^5',
  '@umami/node': '^0.4.0',
  'posthog-node': '^4',
  workflow: '4.0.1-beta.12',
  '@workflow/builders': '4.0.1-beta.8',
};
