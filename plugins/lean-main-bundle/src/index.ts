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
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {DocusaurusConfig, LoadContext, Plugin} from '@docusaurus/types';
import {aliasFingerprint, cacheVersionPatch, type BundlerCacheConfig} from '../../shared/bundler-cache';

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

/** Writes the browser's site config next to Docusaurus's generated one; returns its path. */
function writeClientSiteConfig(context: LoadContext): string {
  const dir = path.join(context.generatedFilesDir, 'lean-main-bundle');
  const file = path.join(dir, 'client-site-config.mjs');
  mkdirSync(dir, {recursive: true});
  writeFileSync(file, `export default ${JSON.stringify(clientSiteConfig(context.siteConfig))};\n`);
  return file;
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
  return {
    name: 'lean-main-bundle',

    getThemePath() {
      return themeDir;
    },

    getTypeScriptThemePath() {
      return themeDir;
    },

    configureWebpack(config, isServer) {
      const clientAliases: Record<string, string> = isServer
        ? {}
        : {
            [`${generatedSiteConfig}$`]: writeClientSiteConfig(context),
            'react-helmet-async$': path.join(sourceDir, 'client', 'helmet.tsx'),
          };
      return {
        resolve: {alias: {...aliases, ...clientAliases}},
        ...cacheVersionPatch(config as BundlerCacheConfig, `lean-main-${aliasFingerprint({...aliases, ...clientAliases})}`),
        ...(!isServer && config.mode === 'production'
          ? {output: {chunkFilename: CLIENT_CHUNK_FILENAME}, optimization: CLIENT_OPTIMIZATION}
          : {}),
      };
    },
  };
}
