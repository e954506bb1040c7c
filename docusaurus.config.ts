import type {Config, LoadContext, Plugin} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {themes as prismThemes} from 'prism-react-renderer';
import {docFileExists} from './config/doc-files';
import {editUrlFromEnv, pageHistory} from './config/page-history';
import {docsRemarkPipeline, pagesRemarkPlugins, PRESENTATION_ONLY_REMARK_PLUGINS, PRISM_LANGUAGES} from './config/remark-pipeline';
import {ANNOUNCEMENT, DISCORD_URL, GITHUB_URL, NPM_URL, SITE_TAGLINE, SITE_TITLE, linkCheckSeverity} from './config/site';

const linkCheck = linkCheckSeverity(process.env);
// Last updated dates from one git log (none in a shallow clone); Edit this page when SITE_REPOSITORY_URL is set.
const history = pageHistory(__dirname);

type PrismTheme = typeof prismThemes.github;

/**
 * Code colours raised to WCAG AA (4.5:1) on each theme's own background, keyed by a token type of the
 * theme entry they replace (github: comments 2.7:1, numbers 2.6:1, keywords 2.7:1, strings 4.3:1,
 * functions 4.3:1; dracula: comments 3.0:1). Checked by tests/e2e/a11y.test.ts.
 */
function withReadableTokens(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.types.map((type) => colours[type]).find(Boolean);
      return colour ? {...entry, style: {...entry.style, color: colour}} : entry;
    }),
  };
}

// Code colours of each colour mode: the code blocks' (themeConfig.prism) and the static blocks' of src/pages.
const PRISM_LIGHT = withReadableTokens(prismThemes.github, {
  comment: '#6a6a5a',
  string: '#c80f5f',
  entity: '#1d7a78',
  atrule: '#00789f',
  function: '#c12f3c',
});
const PRISM_DARK = withReadableTokens(prismThemes.dracula, {comment: '#8a96c8'});

/**
 * While iterating with the link check downgraded, redirects to pages not yet written are left out
 * (the redirect plugin would otherwise stop the build). A normal build keeps and validates all of them.
 */
async function redirectsForThisBuild() {
  // Imported when the plugin starts, not with the config: see offlineWithoutShippedOptions.
  const {allRedirects} = await import('./config/redirects');
  const redirects = allRedirects();
  if (linkCheck === 'throw') {
    return redirects;
  }
  return redirects.filter(({to}) => docFileExists(to));
}

/**
 * @docusaurus/plugin-client-redirects with its options validated here and closed over. Docusaurus ships the
 * site config, every plugin's options included, to every page inside main.js: listed with its options, the
 * redirect list was 9 KB of it (1.2 KiB gzip) on every page. A plugin given as a bare function has no options
 * to ship.
 */
async function clientRedirectsWithoutShippedOptions(context: LoadContext): Promise<Plugin<unknown> | null> {
  const {default: clientRedirects, validateOptions} = await import('@docusaurus/plugin-client-redirects');
  const options = validateOptions({
    validate: normalizePluginOptions,
    options: {redirects: await redirectsForThisBuild()},
  });
  return clientRedirects(context, options) as Plugin<unknown> | null;
}

/**
 * plugins/offline with its options validated here and closed over, like the redirects above: listed with its
 * options, they would ship to every page inside main.js.
 * Both plugins are imported when Docusaurus starts them, not when this file loads: the config is loaded twice per
 * build, once more by the Markdown twins' worker, and by every tool that reads it, and these imports (the PWA
 * plugin's bundler and Workbox, the API models behind the redirects) cost about 5 s of CPU there.
 */
async function offlineWithoutShippedOptions(context: LoadContext): Promise<Plugin | null> {
  // @docusaurus/plugin-pwa gives no plugin outside production builds, and then neither does plugins/offline:
  // not importing them there spares every `docusaurus start` loading Workbox's plugin, resvg and more (~0.3 s).
  if (process.env.NODE_ENV !== 'production') return null;
  const {default: offlinePlugin, validateOptions: validateOfflineOptions} = await import('./plugins/offline/src/index');
  const options = validateOfflineOptions({
    validate: normalizePluginOptions,
    options: {
      logo: 'img/logo.svg',
      themeColor: '#5b5bd6',
      backgroundColor: '#1b1b1d',
      shellPages: [
        '/',
        '/404',
        '/search',
        '/docs/guide/getting-started/introduction',
        '/docs/api-reference/commandkit/classes/command-kit',
        '/docs/v0/guide/installation',
      ],
      // What the search bar loads when first used (the dialog, its styles, the engine): precached, so search
      // works offline for a reader who never searched online.
      shellImporters: ['theme-search-algolia/lib/theme/SearchBar/index.js', 'src/search/prefetch.ts'],
      defaultSearchTags: ['default', 'docs-default-current'],
    },
  });
  return offlinePlugin(context, options);
}

const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  favicon: 'img/favicon.svg',
  url: process.env.SITE_URL ?? 'https://commandkit.dev',
  baseUrl: process.env.SITE_BASE_URL ?? '/',
  trailingSlash: false,

  onBrokenLinks: linkCheck,
  onBrokenMarkdownLinks: linkCheck,
  onBrokenAnchors: linkCheck,
  onDuplicateRoutes: 'throw',
  // The banner is an inline script + inline styles on every page that only helps a wrongly set baseUrl;
  // without it the CSP (deploy/_headers) needs one script hash fewer (bench/RESULTS.md has what it saves).
  baseUrlIssueBanner: false,

  future: {
    experimental_faster: true,
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr'}},
  },

  // Fenced `mermaid` blocks are drawn at build time by plugins/diagrams (its remark plugin below), not in the browser.
  markdown: {mermaid: false, parseFrontMatter: history.parseFrontMatter},
  // src/client: without local storage, preferences are kept in memory for the visit; a page whose code
  // fails to download on first load shows the error and a Retry button.
  clientModules: ['./src/client/storage-fallback.ts', './src/client/load-failure.ts'],

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below through plugins/docs-per-sidebar (same plugin, routes split by sidebar).
        docs: false,
        blog: false,
        pages: {remarkPlugins: pagesRemarkPlugins({light: PRISM_LIGHT, dark: PRISM_DARK})},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/tags/**'],
          filename: 'sitemap.xml',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Code blocks highlighted at build time (tokens from its remark plugin above), drawn without Prism.
    './plugins/static-highlight/src/index.ts',
    // Diagrams: static SVG drawn at build time from fenced `mermaid` blocks, shown by its @theme/Mermaid.
    './plugins/diagrams/src/index.ts',
    // API reference pipeline: writes the item pages from the committed models when the site loads (only
    // files whose text changed), keys the bundler cache to the models and regenerates on change in dev.
    ['./plugins/api-reference/src/index.ts', {generateOnLoad: true}],
    // Known issues: validates known-issues/<version>/*.md, watches them and keys the bundler cache to them.
    ['./plugins/known-issues/src/index.ts', {dir: 'known-issues'}],
    // @docusaurus/plugin-content-docs with each version's route split by sidebar: a page downloads only its
    // own sidebar and its docs' metadata (plugins/docs-per-sidebar; bench/RESULTS.md has the figures).
    [
      './plugins/docs-per-sidebar/src/index.ts',
      {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        breadcrumbs: true,
        showLastUpdateTime: history.available,
        editUrl: editUrlFromEnv(process.env),
        // The remark transforms and their order: config/remark-pipeline.ts.
        // The dev server keeps the committed types on hover when a writer edits an example (a compile of every
        // example would hold the page for half a minute); the build compiles them again.
        ...docsRemarkPipeline({onBrokenApiLink: linkCheck, onStaleHovers: process.env.NODE_ENV === 'production' ? 'compile' : 'keep'}),
        lastVersion: 'current',
        includeCurrentVersion: true,
        versions: {
          current: {label: '1.x', path: ''},
          '0.1.10': {label: '0.1.10', path: 'v0', banner: 'unmaintained'},
        },
      } satisfies DocsOptions,
    ],
    clientRedirectsWithoutShippedOptions,
    // The TypeScript / JavaScript switch of the examples: component and the head script that applies the choice.
    ['./plugins/example-twins/src/index.ts', {}],
    // Types on hover in the examples: the component that loads the tooltip on first hover or focus.
    ['./plugins/example-hovers/src/index.ts', {}],
    // Offline search behind DocSearch (local unless ALGOLIA_* are all set): see plugins/local-search.
    ['./plugins/local-search/src/index.ts', {}],
    // Prism and the page layout travel with the pages that use them, not in every page's main bundle.
    ['./plugins/lean-main-bundle/src/index.ts', {}],
    // Doc pages' routes travel in per-folder chunks; main.js keeps a stub per folder (production client only).
    ['./plugins/route-sections/src/index.ts', {}],
    // A linked page's code downloads on hover, touch or keyboard focus, not whenever its link is in view.
    ['./plugins/prefetch-on-intent/src/index.ts', {}],
    // Every page also answers at <path>/ and <path>/index.html on any static host. It copies the pages once
    // route-sections has rewritten them (the postBuild order: plugins/shared/post-build-order.ts).
    ['./plugins/url-forms/src/index.ts', {}],
    // Offline reading and installation (@docusaurus/plugin-pwa inside): the shell is precached, each page is kept
    // as it is read, the search index of the reader's version is saved, a new deploy is offered. It reads the
    // shell pages' scripts once route-sections has rewritten them (plugins/shared/post-build-order.ts).
    offlineWithoutShippedOptions,
    // robots.txt naming the sitemap (its address must be absolute: written from url and baseUrl).
    ['./plugins/robots-txt/src/index.ts', {}],
    // `docusaurus start` only: the bundler's native file watcher (a production build is unchanged).
    ['./plugins/dev-server/src/index.ts', {}],
    // For AI assistants and tools: <page>.md twins, /llms.txt and full-text files (plugins/llms-markdown).
    // The twins keep plain code blocks: the plugins that only change how a page looks are left out.
    ['./plugins/llms-markdown/src/index.ts', {skipRemarkPlugins: PRESENTATION_ONLY_REMARK_PLUGINS}],
    // A 1200x630 card per doc page for link previews (og:image), re-rendered only when it changes.
    ['./plugins/social-cards/src/index.ts', {}],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: ANNOUNCEMENT.content,
      isCloseable: ANNOUNCEMENT.isCloseable,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: SITE_TITLE,
      hideOnScroll: true,
      logo: {alt: 'CommandKit logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'docSidebar', sidebarId: 'guide', position: 'left', label: 'Guide'},
        {type: 'docSidebar', sidebarId: 'api', position: 'left', label: 'API Reference'},
        {type: 'docsVersionDropdown', position: 'right'},
        {href: GITHUB_URL, label: 'GitHub', position: 'right'},
        {href: DISCORD_URL, label: 'Discord', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Introduction', to: '/docs/guide/getting-started/introduction'},
            {label: 'Setting up a project', to: '/docs/guide/getting-started/setup-commandkit'},
            {label: 'API Reference', to: '/docs/api-reference'},
            {label: 'Version 0.1.10', to: '/docs/v0/guide/installation'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Discord server', href: DISCORD_URL},
            {label: 'GitHub discussions', href: `${GITHUB_URL}/discussions`},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Source code', href: GITHUB_URL},
            {label: 'npm package', href: NPM_URL},
            {label: 'Search', to: '/search'},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} CommandKit documentation contributors. Built with Docusaurus.`,
    },
    prism: {
      theme: PRISM_LIGHT,
      darkTheme: PRISM_DARK,
      additionalLanguages: PRISM_LANGUAGES,
    },
    algolia: {
      appId: process.env.ALGOLIA_APP_ID ?? 'LOCALSEARCH',
      apiKey: process.env.ALGOLIA_SEARCH_API_KEY ?? 'local-search-no-key',
      indexName: process.env.ALGOLIA_INDEX_NAME ?? 'commandkit-docs',
      contextualSearch: true,
      searchPagePath: 'search',
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
