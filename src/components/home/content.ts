/** What the home page says, kept apart from how it is laid out. */

export interface Feature {
  title: string;
  body: string;
  to: string;
  linkLabel: string;
}

export const FEATURES: readonly Feature[] = [
  {
    title: 'Commands from files',
    body:
      'Put a file in src/app/commands and export the handlers it needs: slash command, prefix message ' +
      'command, context menu. CommandKit registers it with Discord for you.',
    to: '/docs/guide/commands/chat-input-commands',
    linkLabel: 'Write your first command',
  },
  {
    title: 'Events from folders',
    body:
      'Name a folder after a discord.js event and every file inside it handles that event, in order, with ' +
      'the option to stop the chain.',
    to: '/docs/guide/events/discordjs-events',
    linkLabel: 'Handle events',
  },
  {
    title: 'Middlewares',
    body: 'Run checks before a command and clean-up after it, for one command, a folder of commands or the whole bot.',
    to: '/docs/guide/commands/middlewares',
    linkLabel: 'Guard your commands',
  },
  {
    title: 'JSX for Discord components',
    body: 'Describe buttons, select menus, modals and the newer layout components as JSX, with interaction handlers right beside them.',
    to: '/docs/guide/jsx-components/using-jsx',
    linkLabel: 'Build a message with JSX',
  },
  {
    title: 'A CLI with hot reload',
    body:
      'commandkit dev reloads commands and events as you save; commandkit build produces a production ' +
      'bundle; commandkit start runs it.',
    to: '/docs/guide/getting-started/setup-commandkit',
    linkLabel: 'Set up a project',
  },
  {
    title: 'Plugins for the rest',
    body:
      'Caching, translations, scheduled tasks, analytics, AI-driven commands and more, each added with one ' +
      'line in commandkit.config.ts.',
    to: '/docs/guide/official-plugins/commandkit-cache',
    linkLabel: 'Browse the plugins',
  },
];

export interface PluginLink {
  name: string;
  to: string;
  body: string;
}

export const PLUGINS: readonly PluginLink[] = [
  {name: '@commandkit/ai', to: '/docs/guide/official-plugins/commandkit-ai', body: 'Let a language model call your commands as tools.'},
  {name: '@commandkit/analytics', to: '/docs/guide/official-plugins/commandkit-analytics', body: 'Send usage events to Umami or PostHog.'},
  {
    name: '@commandkit/cache',
    to: '/docs/guide/official-plugins/commandkit-cache',
    body: 'Cache function results and revalidate them by tag.',
  },
  {
    name: '@commandkit/devtools',
    to: '/docs/guide/official-plugins/commandkit-devtools',
    body: 'Inspect your running bot from a local web UI.',
  },
  {name: '@commandkit/i18n', to: '/docs/guide/official-plugins/commandkit-i18n', body: 'Translate replies and command names per locale.'},
  {
    name: '@commandkit/legacy',
    to: '/docs/guide/official-plugins/commandkit-legacy',
    body: 'Keep 0.1.x-style commands running while you migrate.',
  },
  {
    name: '@commandkit/redis',
    to: '/docs/guide/official-plugins/commandkit-redis',
    body: 'Back the cache with Redis, shared by every shard.',
  },
  {name: '@commandkit/tasks', to: '/docs/guide/official-plugins/commandkit-tasks', body: 'Run work on a schedule or after a delay.'},
];

export const CREATE_COMMAND = 'npm create commandkit@latest';
