/**
 * local-search: offline search behind DocSearch.
 *
 * - postBuild: reads every built HTML page, writes DocSearch-shaped records sharded by
 *   docusaurus_tag to <outDir>/<indexDir>/<tag>.<hash>.json plus manifest.json.
 * - configureWebpack (local mode only): aliases `algoliasearch/lite` (imported by the theme's
 *   SearchPage) and `@docsearch/react/modal` (lazy-loaded by the theme's SearchBar; DocSearch
 *   bundles its own Algolia client, so it is handed ours through its `transformSearchClient`
 *   prop by a thin wrapper) to src/search. `@docsearch/react` itself (imported by the SearchBar for
 *   its button and shortcuts) goes to a small module with the same markup, so the 106 KB package,
 *   which is mostly the dialog, stays out of every page's main bundle. The SearchBar's own
 *   `@docusaurus/Head` is swapped (module rule) for one without its preconnect to Algolia's servers.
 * - getClientModules (local mode only): starts the shard download when the search button is
 *   hovered, focused or touched.
 *
 * Hosted mode (ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME all set) leaves the
 * stock Algolia client in place and writes nothing.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasFingerprint, cacheVersionPatch, type BundlerCacheConfig, type CacheVersionPatch} from '../../shared/bundler-cache';
import {searchMode, type SearchMode} from './mode';
import type {PluginOptions} from './options';
import {describeIndex, writeSearchIndex} from './write';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

export function resolveMode(options: Pick<PluginOptions, 'mode'>, env: NodeJS.ProcessEnv): SearchMode {
  return options.mode === 'auto' ? searchMode(env) : options.mode;
}

/** The module aliases the local mode installs (exact-match keys). */
export function localAliases(clientDir: string): Record<string, string> {
  return {
    'algoliasearch/lite$': path.join(clientDir, 'liteClient.ts'),
    '@docsearch/react/modal$': path.join(clientDir, 'DocSearchModal.tsx'),
    '@docsearch/react$': path.join(clientDir, 'docsearch-lite.tsx'),
  };
}

/** The theme's SearchBar, whose `@docusaurus/Head` is replaced in local mode (see src/search/SearchBarHead.tsx). */
export function searchBarModuleOf(siteDir: string): string {
  // The package exports only its entry (lib/index.js); the theme folder sits beside it.
  const entry = createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/theme-search-algolia');
  return path.join(path.dirname(entry), 'theme/SearchBar/index.js');
}

/** Module rules of the local mode: the SearchBar's head without the preconnect to Algolia's servers, and only the button's texts. */
export function localModuleRules(searchBarModule: string, clientDir: string) {
  // The key is Docusaurus's own alias for Head: a rule's resolve options are merged over the global ones, so
  // the same key replaces its target for this one module (a `…$` key would come after it and never match).
  // The dialog's texts leave the SearchBar for the dialog's own chunk (src/search/SearchBarTranslations.ts).
  return [
    {
      test: searchBarModule,
      resolve: {
        alias: {
          '@docusaurus/Head': path.join(clientDir, 'SearchBarHead.tsx'),
          '@theme/SearchTranslations': path.join(clientDir, 'SearchBarTranslations.ts'),
        },
      },
    },
  ];
}

/**
 * The cache-version patch that keys the bundler cache on the search mode and the alias set ({} when the
 * build has no persistent cache).
 */
export function searchCacheVersionPatch(
  config: BundlerCacheConfig,
  mode: SearchMode,
  aliases: Record<string, string> = {},
): CacheVersionPatch {
  return cacheVersionPatch(config, `search-${mode}-${aliasFingerprint(aliases)}`);
}

export default function localSearchPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const mode = resolveMode(options, process.env);
  const clientDir = path.join(context.siteDir, 'src/search');
  const siteUrl = `${context.siteConfig.url.replace(/\/$/, '')}${context.baseUrl.replace(/\/$/, '')}`;
  return {
    name: 'local-search',

    getClientModules() {
      return mode === 'local' ? [path.join(clientDir, 'prefetch.ts')] : [];
    },

    configureWebpack(config) {
      // Docusaurus keys Rspack's persistent cache on theme aliases only: without the mode and our aliases
      // in the key a build would reuse module resolutions made in the other mode or with other aliases
      // (e.g. keep the local client in a hosted build, or the whole DocSearch package in main).
      const aliases = mode === 'local' ? localAliases(clientDir) : {};
      const rules = mode === 'local' ? localModuleRules(searchBarModuleOf(context.siteDir), clientDir) : [];
      return {
        ...(mode === 'local' ? {resolve: {alias: aliases}, module: {rules}} : {}),
        ...searchCacheVersionPatch(config as BundlerCacheConfig, mode, {...aliases, ...rules[0]?.resolve.alias}),
      };
    },

    async postBuild({outDir}) {
      if (mode !== 'local') {
        return;
      }
      const {records, manifest, parsed} = await writeSearchIndex(outDir, {
        siteUrl,
        baseUrl: context.baseUrl,
        indexDir: options.indexDir,
        maxContentLength: options.maxContentLength,
        excludeRoutes: options.excludeRoutes,
        // Emptied with the bundler's cache by `docusaurus clear`.
        cacheDir: path.join(context.siteDir, 'node_modules/.cache/local-search'),
      });
      console.log(describeIndex(options.indexDir, records, manifest, parsed));
    },
  };
}
