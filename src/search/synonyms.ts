/**
 * Synonyms of this documentation's domain: each group lists phrasings readers use for one thing,
 * found by reading the pages (what a page calls a thing) and how people ask for it (what discord.js,
 * 0.1.10 or general programming calls it). A query phrase from a group also looks for every other
 * phrase of the group. Phrases are matched after stemming (see `text.ts`), so write them plainly.
 *
 * Every group is exercised by tests/unit/search-synonyms.test.ts.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['slash command', 'chat input command', 'chatInput', 'application command', 'SlashCommandBuilder'],
  ['prefix command', 'message command', 'text command'],
  ['LLM', 'GPT', 'ChatGPT', 'AI', 'language model', 'OpenAI', 'Gemini', 'natural language'],
  ['dashboard', 'devtools', 'web panel'],
  ['race condition', 'mutex', 'lock', 'same time'],
  ['cooldown', 'rate limit', 'ratelimit', 'throttle', 'spam'],
  ['translate', 'i18n', 'localization', 'localize', 'internationalization', 'language'],
  ['cron', 'schedule', 'task', 'reminder', 'remind', 'timer', 'every day', 'recurring'],
  ['a/b test', 'feature flag', 'rollout', 'gradual', 'experiment'],
  ['concurrent', 'concurrency', 'semaphore', 'parallel'],
  ['popup', 'modal', 'form', 'ModalBuilder'],
  ['dropdown', 'select menu', 'StringSelectMenuBuilder'],
  ['divider', 'separator'],
  ['image grid', 'media gallery', 'gallery'],
  ['ActionRowBuilder', 'action row'],
  ['ButtonBuilder', 'button'],
  ['collector', 'onClick', 'handler lifetime'],
  ['key value', 'kv', 'database', 'persist', 'survive restart'],
  ['usage stats', 'analytics', 'metrics', 'telemetry', 'posthog', 'umami'],
  ['administrator', 'admin', 'permission', 'userPermissions'],
  ['test server', 'dev server', 'guilds', 'devOnly', 'guild only'],
  ['defer', 'deferReply', 'takes a long time', 'reply later'],
  ['hot reload', 'hmr', 'reload', 'watch'],
  ['memoize', 'cache', 'use cache'],
  ['invalidate', 'revalidate', 'revalidateTag'],
  ['validation', 'middleware'],
  ['upgrade', 'migrate', 'migrating', 'migration'],
  ['shard', 'sharding', 'ShardingManager'],
  ['right click', 'context menu'],
  ['job', 'queue', 'async queue'],
];
