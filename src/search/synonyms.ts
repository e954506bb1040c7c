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
  ['LLM', 'GPT', 'ChatGPT', 'AI', 'language model', 'OpenAI', 'Gemini', 'natural language', 'plain language', 'normal sentence'],
  ['dashboard', 'devtools', 'web panel'],
  ['race condition', 'mutex', 'lock', 'same time'],
  ['cooldown', 'rate limit', 'ratelimit', 'throttle', 'spam'],
  ['translate', 'i18n', 'localization', 'localize', 'internationalization', 'language'],
  ['cron', 'schedule', 'task', 'reminder', 'remind', 'timer', 'every day', 'recurring', 'setInterval', 'setTimeout', 'delay'],
  ['a/b test', 'feature flag', 'rollout', 'gradual', 'experiment'],
  ['concurrent', 'concurrency', 'semaphore', 'parallel'],
  ['popup', 'modal', 'form', 'ModalBuilder', 'TextInputBuilder', 'text input'],
  ['dropdown', 'select menu', 'StringSelectMenuBuilder', 'UserSelectMenuBuilder', 'RoleSelectMenuBuilder', 'ChannelSelectMenuBuilder'],
  ['divider', 'separator', 'SeparatorBuilder'],
  ['image grid', 'picture grid', 'photo grid', 'media gallery', 'gallery', 'MediaGalleryBuilder'],
  // The components pages say image; readers also say picture or photo.
  ['image', 'picture', 'photo'],
  ['ContainerBuilder', 'container'],
  ['TextDisplayBuilder', 'text display'],
  ['EmbedBuilder', 'embed'],
  ['register', 'registration', 'deploy commands', 'deploy', 'applicationGuildCommands', 'applicationCommands'],
  ['event listener', 'event handler', 'listener', 'listen'],
  ['clientReady', 'ready event', 'bot ready', 'client ready'],
  // The events guide: handlers that run only once ("fires a single time per login").
  ['once', 'one time', 'single time'],
  // The key-value store's expiry (expire, setex, ttl); readers want a value to disappear.
  ['expire', 'expiry', 'ttl', 'time to live', 'disappear'],
  // A reader's duration is in any unit ("in 10 minutes", "after a day"); the pages pick another ("in two hours").
  ['minute', 'hour', 'day', 'week', 'month'],
  ['intents', 'intent', 'GatewayIntentBits'],
  ['install', 'installation', 'set up', 'setup'],
  ['folder', 'directory'],
  ['member join', 'guildMemberAdd', 'welcome', 'join server', 'join guild'],
  ['music', 'audio', 'voice', 'lavalink', 'discord-player', 'riffy'],
  ['ActionRowBuilder', 'action row', 'next to each other', 'side by side'],
  ['ButtonBuilder', 'button'],
  ['collector', 'onClick', 'handler lifetime'],
  ['key value', 'kv', 'database', 'persist', 'survive restart'],
  ['usage stats', 'analytics', 'metrics', 'telemetry', 'posthog', 'umami', 'track'],
  ['autocomplete', 'suggest', 'suggestion', 'autocompletion'],
  ['administrator', 'admin', 'permission', 'userPermissions', 'PermissionFlagsBits'],
  ['test server', 'dev server', 'guilds', 'devOnly', 'guild only', 'one server', 'single server', 'specific server'],
  ['defer', 'deferReply', 'takes a long time', 'take too long', 'reply later'],
  ['hot reload', 'hmr', 'reload', 'watch'],
  ['memoize', 'cache', 'use cache'],
  ['invalidate', 'revalidate', 'revalidateTag', 'throw away', 'discard'],
  ['validation', 'middleware'],
  // What a reader moving from 0.1.10 asks: what was removed or replaced (the migration guide's tables and its
  // "Removed without a replacement"), and what breaks.
  ['upgrade', 'migrate', 'migrating', 'migration', 'new version', 'removed', 'replaced', 'breaking change', 'no longer', 'anymore'],
  ['shard', 'sharding', 'ShardingManager'],
  ['right click', 'context menu', 'ContextMenuCommandBuilder'],
  ['job', 'queue', 'async queue'],
  ['store', 'storage'],
  ['bug', 'known issue', 'defect'],
  // Custom events are emitted (the page: "emit the event", "dispatched through the events channel").
  ['emit', 'dispatch', 'fire'],
  // The JSX guide describes components "as a tree of tags"; readers who have not met JSX say HTML.
  ['jsx', 'html'],
  // The pages say DM(s); readers also say direct or private message.
  ['DM', 'direct message', 'private message'],
  // An option's fixed choices (the options guide); readers pick from a fixed list.
  ['choices', 'fixed list', 'predefined values'],
];

/**
 * Groups of everyday words rather than the domain's vocabulary (named by their first phrase): they widen a
 * query like any group, but do not weigh more in a question the way "race condition" or "cooldown" do
 * ("how to set up a command file" is about command files, not installation).
 */
export const EVERYDAY_GROUPS: ReadonlySet<string> = new Set(['install', 'folder', 'store', 'once', 'minute', 'upgrade']);
