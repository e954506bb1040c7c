/**
 * Which search backend a build uses. Hosted Algolia only when all three variables are set
 * (non-blank) at build time; otherwise the local engine answers behind the Algolia-compatible client.
 */

export type SearchMode = 'local' | 'hosted';

export const HOSTED_ENV_VARS = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export function searchMode(env: Readonly<Record<string, string | undefined>>): SearchMode {
  return HOSTED_ENV_VARS.every((name) => (env[name] ?? '').trim() !== '') ? 'hosted' : 'local';
}
