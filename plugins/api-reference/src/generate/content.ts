/** Our own prose for the overview and section index pages. */

export const SECTION_ORDER = ['commandkit', 'ai', 'analytics', 'cache', 'i18n', 'legacy', 'queue', 'redis', 'tasks', 'workflow'];

export const SECTION_SENTENCES: Record<string, string> = {
  commandkit:
    'The core package: the `CommandKit` class, command and event contexts, hooks, JSX components, ' +
    'plugins, and the small utilities shipped as subpaths such as `commandkit/kv`, ' +
    '`commandkit/ratelimit` and `commandkit/mutex`.',
  ai:
    'Lets users talk to your bot in plain language: an AI plugin that routes messages to a model and ' +
    'turns your commands into tools it can call.',
  analytics: 'Ready-made analytics providers (Umami and PostHog) to plug into the core analytics engine.',
  cache:
    'Function-level caching with tags and lifetimes, a memory store by default, a Redis store in ' +
    '`@commandkit/cache/redis`, and a provider interface for your own store.',
  i18n: 'Translations for commands and replies, built on i18next, with a hook to fetch a translator for the current locale.',
  legacy: 'A plugin that keeps commands, events and validations written in the 0.1.x layout running on 1.x while you migrate.',
  queue: 'A driver-based message queue for sending and receiving work between processes, with a discord.js-based driver.',
  redis:
    'Redis-backed rate-limit, mutex and semaphore stores for bots running on several processes, and a ' +
    'plugin that installs a Redis cache provider (the provider class itself now lives in ' +
    '`@commandkit/cache/redis`).',
  tasks: 'Scheduled and delayed tasks (cron or date based) with in-memory, BullMQ and SQLite drivers.',
  workflow:
    "A plugin pair that compiles durable workflows written with the Workflow DevKit (`'use workflow'`, " +
    "`'use step'`) during the build and serves their HTTP endpoints from the bot process.",
};

export const SECTION_TITLES: Record<string, string> = {
  commandkit: 'commandkit',
  ai: '@commandkit/ai',
  analytics: '@commandkit/analytics',
  cache: '@commandkit/cache',
  i18n: '@commandkit/i18n',
  legacy: '@commandkit/legacy',
  queue: '@commandkit/queue',
  redis: '@commandkit/redis',
  tasks: '@commandkit/tasks',
  workflow: '@commandkit/workflow',
};

export const OVERVIEW_1X =
  'Every public class, function, type and constant of CommandKit 1.x, grouped by package. Each page ' +
  'shows how to import the item, its full signature and members, and a link to its source. Types ' +
  'marked "not exported" appear in public signatures but cannot be imported by name.';

export const OVERVIEW_V0 =
  'The complete public API of CommandKit 0.1.10, the single-package release. Everything here is imported from `commandkit`.';
