/**
 * Docusaurus keys Rspack's persistent cache on its theme aliases only. A plugin that adds aliases of its own
 * appends them to the cache version, or a build would keep module resolutions made without them.
 */
import {createHash} from 'node:crypto';

/** A short, order-independent fingerprint of an alias map. */
export function aliasFingerprint(aliases: Record<string, string>): string {
  return createHash('sha256').update(JSON.stringify(Object.entries(aliases).sort())).digest('hex').slice(0, 8);
}

/**
 * The bundler's `experiments` with `suffix` appended to the persistent cache version, for a plugin's
 * configureWebpack to return; null when the build has no persistent cache.
 */
export function withCacheVersionSuffix(experiments: unknown, suffix: string): Record<string, unknown> | null {
  const cache = (experiments as {cache?: unknown} | undefined)?.cache;
  if (!cache || typeof cache !== 'object') {
    return null;
  }
  const version = (cache as {version?: unknown}).version;
  return {cache: {...cache, version: `${typeof version === 'string' ? version : ''}-${suffix}`}};
}
