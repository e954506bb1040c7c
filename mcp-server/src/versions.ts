/** The two documented releases and where each one's pages live on the site. */
import type {DocsVersionName} from '../../src/search/dialog-request';

export type DocsVersion = DocsVersionName;

export const DOCS_VERSIONS = ['1.x', '0.1.10'] as const satisfies readonly DocsVersion[];

/** The current release line: what a tool answers from when no version is given. */
export const DEFAULT_VERSION: DocsVersion = '1.x';

/** Site path (below the base URL) of each version's docs; 0.1.10 is nested inside 1.x's prefix. */
const VERSION_PREFIXES: ReadonlyArray<[DocsVersion, string]> = [
  ['0.1.10', '/docs/v0/'],
  ['1.x', '/docs/'],
];

/** Which version a docs path (`/docs/guide/...`, below the base URL) belongs to, or undefined outside the docs. */
export function versionOfPath(sitePath: string): DocsVersion | undefined {
  const withSlash = sitePath.endsWith('/') ? sitePath : `${sitePath}/`;
  return VERSION_PREFIXES.find(([, prefix]) => withSlash.startsWith(prefix))?.[0];
}
