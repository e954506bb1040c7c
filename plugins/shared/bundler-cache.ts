/**
 * The bundler's persistent cache is keyed on a version string, and Docusaurus puts only its theme aliases in
 * it. A plugin whose output depends on something else (its own aliases, files read outside the module graph)
 * appends a suffix to that version, or a build would reuse modules made without it.
 */
import {createHash} from 'node:crypto';
import type {Configuration} from 'webpack';

/** The two places a cache version lives: Rspack's `experiments.cache`, webpack's `cache`. */
export interface BundlerCacheConfig {
  cache?: unknown;
  experiments?: {cache?: unknown};
}

/** What cacheVersionPatch returns, typed as the bundler configuration configureWebpack merges. */
export type CacheVersionPatch = Pick<Configuration, 'cache' | 'experiments'>;

/** A short, order-independent fingerprint of an alias map. */
export function aliasFingerprint(aliases: Record<string, string>): string {
  return createHash('sha256')
    .update(JSON.stringify(Object.entries(aliases).sort()))
    .digest('hex')
    .slice(0, 8);
}

/**
 * The partial bundler config, for a plugin's configureWebpack to return, that appends `-<suffix>` to the
 * cache version (Rspack's persistent cache first, else webpack's filesystem cache); {} when there is none.
 */
export function cacheVersionPatch(config: BundlerCacheConfig, suffix: string): CacheVersionPatch {
  const bump = (cache: unknown) =>
    cache && typeof cache === 'object' && typeof (cache as {version?: unknown}).version === 'string'
      ? {...(cache as object), version: `${(cache as {version: string}).version}-${suffix}`}
      : undefined;
  const experimental = bump(config.experiments?.cache);
  if (experimental) return {experiments: {cache: experimental}} as CacheVersionPatch;
  const classic = bump(config.cache);
  return classic ? ({cache: classic} as CacheVersionPatch) : {};
}

/** Docusaurus's merge rule that makes a cache patch replace the cache entry instead of being merged into it. */
const REPLACE_CACHE = {'experiments.cache': 'replace', cache: 'replace'} as const;

/**
 * What a plugin's configureWebpack returns when the cache version is all it changes (plus, optionally, other
 * config of its own): cacheVersionPatch with the merge rule that replaces the cache entry.
 */
export function cacheVersionConfig<Extra extends object>(
  config: BundlerCacheConfig,
  suffix: string,
  extra?: Extra,
): CacheVersionPatch & Extra & {mergeStrategy: typeof REPLACE_CACHE} {
  return {...cacheVersionPatch(config, suffix), ...(extra as Extra), mergeStrategy: REPLACE_CACHE};
}
