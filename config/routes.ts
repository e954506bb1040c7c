/**
 * The manifest of every documentation route the site promises (design section 3).
 * The browser tests read it: a route marked `pending` is not yet written and is skipped;
 * every other route must answer and render its doc with the right sidebar.
 * API item routes are not listed here: they come from the committed API models.
 */

export type SidebarId = 'guide' | 'api';
export type DocsVersionName = 'current' | '0.1.10';

export interface DocRoute {
  /** Site path, no trailing slash. */
  path: string;
  version: DocsVersionName;
  sidebar: SidebarId;
  /** Not yet written: skipped by the route tests until the content lands. */
  pending?: boolean;
}

const V1_GUIDE_PREFIX = '/docs/guide';
const V0_PREFIX = '/docs/v0';

/** 1.x guide pages, by section, in reading order. */
export const V1_GUIDE_SECTIONS: Readonly<Record<string, readonly string[]>> = {
  'getting-started': ['introduction', 'setup-commandkit'],
  commands: [
    'chat-input-commands',
    'command-options-autocomplete',
    'context-menu-commands',
    'message-commands',
    'command-metadata',
    'after-function',
    'category-directory',
    'middlewares',
  ],
  events: ['discordjs-events', 'custom-events', 'stopevents-function'],
  'jsx-components': [
    'using-jsx',
    'discord-components-v1/action-row',
    'discord-components-v1/button',
    'discord-components-v1/select-menu',
    'discord-components-v1/modal',
    'discord-components-v1/label',
    'discord-components-v1/file-upload',
    'discord-components-v1/poll',
    'discord-components-v2/text-display',
    'discord-components-v2/container',
    'discord-components-v2/section',
    'discord-components-v2/media-gallery',
    'discord-components-v2/separator',
    'discord-components-v2/file',
  ],
  'official-plugins': [
    'commandkit-ai',
    'commandkit-analytics',
    'commandkit-cache',
    'commandkit-devtools',
    'commandkit-i18n',
    'commandkit-legacy',
    'commandkit-redis',
    'commandkit-tasks',
    'commandkit-workflow',
  ],
  'creating-plugins': ['creating-runtime-plugin', 'creating-compiler-plugin'],
  advanced: ['setup-commandkit-manually', 'file-naming-conventions', 'sharding-your-bot', 'migrating-from-v0', 'using-cli-api'],
  'useful-utilities': [
    'feature-flags',
    'commandkit-ratelimit',
    'commandkit-mutex',
    'commandkit-async-queue',
    'commandkit-kv',
    'commandkit-semaphore',
    'commandkit-queue',
  ],
};

/** Guide pages that sit directly in the guide folder rather than in a section. */
export const V1_GUIDE_SINGLE_PAGES: readonly string[] = ['community-plugins', 'known-issues'];

export const V0_GUIDE_PAGES: readonly string[] = [
  'installation',
  'create-commandkit',
  'commandkit-setup',
  'command-file-setup',
  'event-file-setup',
  'validation-file-setup',
  'buttonkit',
  'using-cli',
  'commandkit-config',
  'migrating-from-djs-commander',
  'known-issues',
];

/** 1.x API reference sections (design section 3). */
export const V1_API_SECTIONS: readonly string[] = [
  'ai',
  'analytics',
  'cache',
  'commandkit',
  'i18n',
  'legacy',
  'queue',
  'redis',
  'tasks',
  'workflow',
];

/**
 * The API reference's "What changed" pages (generated from api-models/1.x/history): the folder's index and one
 * page per release up to the documented commit, by slug (`changesSlug` in plugins/api-reference: `1.2.0-rc.6` ->
 * `v1-2-0-rc-6`). A unit test holds this list to what the generator writes; a release page once published stays.
 */
export const V1_API_CHANGES_PAGES: readonly string[] = [
  'v1-2-0-rc-5',
  'v1-2-0-rc-6',
  'v1-2-0-rc-10',
  'v1-2-0-rc-11',
  'v1-2-0-rc-12',
  'v1-2-0',
];

/**
 * Routes not yet written. Each content issue removes its pages from here as they land;
 * the list shrinks to empty when the site is complete.
 */
export const PENDING_ROUTES: ReadonlySet<string> = new Set<string>([]);

export const V1_MAIN_DOC = `${V1_GUIDE_PREFIX}/getting-started/introduction`;
export const V0_MAIN_DOC = `${V0_PREFIX}/guide/installation`;

export function v1GuidePaths(): string[] {
  const sectionPages = Object.entries(V1_GUIDE_SECTIONS).flatMap(([section, pages]) =>
    pages.map((page) => `${V1_GUIDE_PREFIX}/${section}/${page}`),
  );
  const singles = V1_GUIDE_SINGLE_PAGES.map((page) => `${V1_GUIDE_PREFIX}/${page}`);
  return [...sectionPages, ...singles];
}

export function v0GuidePaths(): string[] {
  return V0_GUIDE_PAGES.map((page) => `${V0_PREFIX}/guide/${page}`);
}

export function apiIndexPaths(): string[] {
  return [
    '/docs/api-reference',
    ...V1_API_SECTIONS.map((section) => `/docs/api-reference/${section}`),
    '/docs/api-reference/changes',
    ...V1_API_CHANGES_PAGES.map((slug) => `/docs/api-reference/changes/${slug}`),
    `${V0_PREFIX}/api-reference`,
  ];
}

/** Every documentation route of the manifest, with its pending flag resolved. */
export function allDocRoutes(pending: ReadonlySet<string> = PENDING_ROUTES): DocRoute[] {
  const routes: DocRoute[] = [
    ...v1GuidePaths().map((path) => ({path, version: 'current' as const, sidebar: 'guide' as const})),
    ...v0GuidePaths().map((path) => ({path, version: '0.1.10' as const, sidebar: 'guide' as const})),
    ...apiIndexPaths().map((path) => ({
      path,
      version: path.startsWith(V0_PREFIX) ? ('0.1.10' as const) : ('current' as const),
      sidebar: 'api' as const,
    })),
  ];
  return routes.map((route) => (pending.has(route.path) ? {...route, pending: true} : route));
}
