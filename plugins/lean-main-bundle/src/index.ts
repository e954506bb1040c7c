/**
 * lean-main-bundle: keeps out of the main bundle (the script every page loads before anything else) the
 * theme code that only some pages or rare events need. Nothing is removed: each piece now arrives with the
 * pages or the moment that use it. bench/RESULTS.md ("Performance work") has what each move measured.
 *
 * - Prism (≈28 KiB gzip). theme-classic registers `prism.additionalLanguages` from a client module that
 *   imports prism-react-renderer, so Prism sits in main even on pages without code. That client module is
 *   aliased to a no-op; the same registration runs where Prism is still used in the browser (the stock code
 *   block content that plugins/static-highlight loads lazily for blocks the build could not tokenize).
 * - The page layout (navbar, footer, announcement bar, search button…). Docusaurus's fallback
 *   `@theme/Error`, which only renders when a page crashes, imports `@theme/Layout` statically and so pulls
 *   the whole layout into main. theme/Error loads that stock component lazily instead; the layout then
 *   travels in the chunk the pages share.
 * - tslib (≈4 KiB gzip). @docusaurus/utils-common's CommonJS entry requires all of tslib for one helper; it
 *   is aliased to an ES module that re-exports the same functions from the same files (client/utils-common.ts).
 * - The runtime's chunk-name table. Docusaurus names page chunks `[name].[contenthash]`, so the runtime
 *   every page loads first carries a name for each of the ~1 100 chunks next to its hash. Client chunks are
 *   named `[id].[contenthash]` instead: the hash still changes with the content (long-lived caching is
 *   unaffected) and the name table disappears. Route chunk names used by the route registry are not file
 *   names and do not change.
 * - nprogress (≈1.7 KiB gzip). theme-classic's client module imports it to draw the bar of navigations
 *   slower than 200 ms; client/nprogress-deferred.ts does the same and fetches the library when the first
 *   navigation starts.
 * - react-helmet-async in the browser (≈6.5 KiB gzip with its helpers). The client build gets client/helmet.tsx,
 *   which keeps document.head in step with the mounted `<Head>` elements by the library's own rules; the server
 *   render keeps the library, so the HTML of every page is unchanged.
 * - Build-only site configuration. Docusaurus ships the whole site config to the browser (main.js), with
 *   the preset and plugin options, bundler flags and Markdown settings no browser code reads. The client
 *   build reads a copy without those keys (clientSiteConfig); the server render keeps the full one.
 * - The runtime's chunk-hash table (≈760 entries, 5.5 KiB gzip of its 7.6): written as two compact strings and a
 *   decoder once the minifier has run (chunk-hash-table.ts, rewrite-chunks-plugin.ts); same ids, same file names.
 * - Translator notes: the `description` of each theme label, which no browser code reads (translation-descriptions.ts).
 * - What the site turns off or never calls: Docusaurus's base-URL issue banner (`baseUrlIssueBanner: false`), the
 *   navbar item types no item uses (theme/NavbarItem/ComponentTypes.tsx), react-router's development-only and
 *   `withRouter` dependencies (SIDE_EFFECT_FREE_PACKAGES) and the plugins' versions in the site
 *   metadata; history's hash and memory histories with the browser router (client/history-browser-only.ts,
 *   ≈1 KiB); the footer's single-row links and its logo (theme/Footer/Links, theme/Footer/Logo: a config that
 *   needs them fails the build, naming the file).
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {DocusaurusConfig, LoadContext, Plugin} from '@docusaurus/types';
import {aliasFingerprint, cacheVersionPatch, type BundlerCacheConfig} from '../../shared/bundler-cache';
import {REWRITE_SALT, RewriteChunksPlugin} from './rewrite-chunks-plugin';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

/**
 * Client chunk files: the numeric id the runtime already knows, plus the content hash for caching. The runtime
 * lists the hash of every chunk (~700): 6 hex digits instead of 8 make it 0.9 KiB gzip lighter on every page.
 * The id keeps file names unique; the hash only has to change when the chunk does (two versions of one chunk
 * share a 6-digit hash with a chance of 1 in 16.7 million).
 */
export const CLIENT_CHUNK_FILENAME = 'assets/js/[id].[contenthash:6].js';

/**
 * The bundler's "real content hash" pass is off for the client build. That pass computes each file's hash after
 * emitting and then replaces every occurrence of the file's temporary hash in every asset as plain text; a
 * 6-digit hash made only of digits (one chunk in about 17) then also rewrote numbers that happened to contain it:
 * a clean build shipped a diagram whose rect width read `217.577946a9999995` (the browser refused it). Without
 * the pass the hashes come from the chunks' content as the bundler computes it, and no text is replaced.
 */
export const CLIENT_OPTIMIZATION = {realContentHash: false} as const;

/**
 * Packages whose modules do nothing when imported but define exports. react-router imports react-is and prop-types
 * for its development-only prop checks and hoist-non-react-statics for `withRouter`, which nothing here calls: as
 * CommonJS modules without a `sideEffects` flag they stayed in main.js (≈1 KiB gzip) with none of their exports
 * used. Flagged side-effect free, each is bundled exactly when some code uses one of its exports.
 */
export const SIDE_EFFECT_FREE_PACKAGES = ['react-is', 'prop-types', 'hoist-non-react-statics'] as const;

/** The module rule that flags SIDE_EFFECT_FREE_PACKAGES (their files under any node_modules folder). */
export function sideEffectFreeRule(): {test: RegExp; sideEffects: false} {
  return {test: new RegExp(`[\\\\/]node_modules[\\\\/](${SIDE_EFFECT_FREE_PACKAGES.join('|')})[\\\\/]`), sideEffects: false};
}

/** The request by which Docusaurus's App imports the base-URL issue banner (core/lib/client/App.js). */
export const BASE_URL_BANNER_REQUEST = /^\.\/BaseUrlIssueBanner$/;
const NO_BASE_URL_BANNER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client', 'no-base-url-banner.ts');

/** theme-classic's client module that registers the extra Prism languages (exact file, resolved from the site). */
export function prismClientModuleOf(siteDir: string): string {
  return createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
}

/** theme-classic's nprogress client module (exact file, resolved from the site). */
export function nprogressClientModuleOf(siteDir: string): string {
  return createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/theme-classic/lib/nprogress.js');
}

/**
 * Site config keys only Node reads (bundling, Markdown, plugins, head tags, broken-link policy). Browser code
 * (Docusaurus's client, the theme, src/) reads title, tagline, url, baseUrl, trailingSlash, favicon,
 * themeConfig, future's router and storage flags, customFields, titleDelimiter and noIndex, which stay.
 */
export const BUILD_ONLY_CONFIG_KEYS = [
  'presets',
  'plugins',
  'themes',
  'clientModules',
  'scripts',
  'headTags',
  'stylesheets',
  'staticDirectories',
  'markdown',
  'onBrokenLinks',
  'onBrokenMarkdownLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
] as const;

/** The site config the browser gets: the full one without BUILD_ONLY_CONFIG_KEYS and the bundler flags. */
export function clientSiteConfig(siteConfig: DocusaurusConfig): Record<string, unknown> {
  const copy: Record<string, unknown> = {...siteConfig};
  for (const key of BUILD_ONLY_CONFIG_KEYS) delete copy[key];
  if (siteConfig.future) {
    const {experimental_faster: _bundlerFlags, ...future} = siteConfig.future as unknown as Record<string, unknown>;
    copy.future = future;
  }
  return copy;
}

/** Writes one of the browser's copies into this plugin's folder of Docusaurus's generated files; returns its path. */
function writeClientFile(context: LoadContext, name: string, text: string): string {
  const dir = path.join(context.generatedFilesDir, 'lean-main-bundle');
  const file = path.join(dir, name);
  mkdirSync(dir, {recursive: true});
  writeFileSync(file, text);
  return file;
}

/** Writes the browser's site config next to Docusaurus's generated one; returns its path. */
function writeClientSiteConfig(context: LoadContext): string {
  return writeClientFile(context, 'client-site-config.mjs', `export default ${JSON.stringify(clientSiteConfig(context.siteConfig))};\n`);
}

/**
 * The site metadata the browser gets. Docusaurus ships the version of every plugin (`pluginVersions`, ≈0.3 KiB gzip
 * in main.js) for the debug plugin's page, which this site does not use; browser code reads only
 * `docusaurusVersion` (theme-search-algolia's SearchBar). The server render keeps the full metadata.
 */
export function clientSiteMetadata(siteMetadata: Record<string, unknown>): Record<string, unknown> {
  return {...siteMetadata, pluginVersions: {}};
}

/**
 * Writes the browser's site metadata next to the site config's copy, from the file Docusaurus generated before
 * bundling (`<generated>/site-metadata.json`); returns its path.
 */
function writeClientSiteMetadata(generatedSiteMetadata: string, context: LoadContext): string {
  const siteMetadata = JSON.parse(readFileSync(`${generatedSiteMetadata}.json`, 'utf8')) as Record<string, unknown>;
  return writeClientFile(context, 'client-site-metadata.json', `${JSON.stringify(clientSiteMetadata(siteMetadata))}\n`);
}

/**
 * The aliases this plugin installs: the stock Prism client module → a module that does nothing, the stock
 * nprogress client module → one that loads nprogress on the first navigation, and utils-common's entry →
 * the same exports without tslib.
 */
export function deferredModuleAliases(
  prismClientModule: string,
  clientDir: string,
  nprogressClientModule?: string,
): Record<string, string> {
  return {
    [`${prismClientModule}$`]: path.join(clientDir, 'prism-deferred.ts'),
    ...(nprogressClientModule ? {[`${nprogressClientModule}$`]: path.join(clientDir, 'nprogress-deferred.ts')} : {}),
    // Requests for the package name only: the stand-in imports the package's own files by their paths.
    '@docusaurus/utils-common$': path.join(clientDir, 'utils-common.ts'),
  };
}

export default function leanMainBundlePlugin(context: LoadContext): Plugin {
  const sourceDir = path.dirname(fileURLToPath(import.meta.url));
  const themeDir = path.join(sourceDir, 'theme');
  const aliases = deferredModuleAliases(
    prismClientModuleOf(context.siteDir),
    path.join(sourceDir, 'client'),
    nprogressClientModuleOf(context.siteDir),
  );
  // Docusaurus's client imports `@generated/docusaurus.config`, which its `@generated` alias turns into this path.
  const generatedSiteConfig = path.join(context.generatedFilesDir, 'docusaurus.config');
  const generatedSiteMetadata = path.join(context.generatedFilesDir, 'site-metadata');
  return {
    name: 'lean-main-bundle',

    getThemePath() {
      return themeDir;
    },

    getTypeScriptThemePath() {
      return themeDir;
    },

    configureWebpack(config, isServer, utils) {
      const replaceBanner = !isServer && context.siteConfig.baseUrlIssueBanner === false;
      const bannerKey: Record<string, string> = replaceBanner ? {[String(BASE_URL_BANNER_REQUEST)]: NO_BASE_URL_BANNER} : {};
      const clientAliases: Record<string, string> = isServer
        ? {}
        : {
            [`${generatedSiteConfig}$`]: writeClientSiteConfig(context),
            [`${generatedSiteMetadata}$`]: writeClientSiteMetadata(generatedSiteMetadata, context),
            'react-helmet-async$': path.join(sourceDir, 'client', 'helmet.tsx'),
            ...(context.siteConfig.future.experimental_router === 'hash'
              ? {}
              : {history$: path.join(sourceDir, 'client', 'history-browser-only.ts')}),
          };
      return {
        resolve: {alias: {...aliases, ...clientAliases}},
        // The module rule, the banner's replacement and the hash salt are part of the key too: a cached build made
        // without them would keep the modules they drop, or CSS class names hashed with another salt.
        ...cacheVersionPatch(
          config as BundlerCacheConfig,
          `lean-main-${aliasFingerprint({...aliases, ...clientAliases, sideEffectFree: String(sideEffectFreeRule().test), hashSalt: REWRITE_SALT, ...bannerKey})}`,
        ),
        // The salt goes into the server build's hashes too: CSS module class names are hashed with it, and the
        // server's HTML must name the classes the client's stylesheet defines.
        ...(config.mode === 'production'
          ? isServer
            ? {output: {hashSalt: REWRITE_SALT}}
            : {output: {chunkFilename: CLIENT_CHUNK_FILENAME, hashSalt: REWRITE_SALT}, optimization: CLIENT_OPTIMIZATION}
          : {}),
        ...(isServer
          ? {}
          : {
              module: {rules: [sideEffectFreeRule()]},
              plugins: [
                ...(config.mode === 'production' ? [new RewriteChunksPlugin()] : []),
                ...(replaceBanner
                  ? [new utils.currentBundler.instance.NormalModuleReplacementPlugin(BASE_URL_BANNER_REQUEST, NO_BASE_URL_BANNER)]
                  : []),
              ],
            }),
      };
    },
  };
}
