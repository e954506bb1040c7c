/**
 * How the service worker answers each request (pure, unit tested; runs inside the worker, so no imports).
 *
 * - `page`: a document. Network first, so an online reader always gets the latest deploy; the answer is kept, and
 *   served when the network fails. Keyed by the page's path without `.html`, `/index.html` or a trailing slash,
 *   so the three URL forms of a page share one entry.
 * - `immutable`: content-hashed files (bundles, styles, search shards). Cache first, kept on first download.
 * - `revalidate`: files whose name does not change with their content (the search manifest, images of the site,
 *   the web manifest). Network first, the kept copy when offline.
 * - `pass`: left to the browser (and to the precache of the shell, which the plugin's own worker answers): other
 *   origins, non-GET requests, the worker itself, social cards (only link previews use them), Markdown twins.
 */

export type Strategy = 'page' | 'immutable' | 'revalidate' | 'pass';

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a document the reader opens. */
  mode: string;
  /** Request.destination: 'document' for pages, '' for fetch(). */
  destination: string;
}

export interface Scope {
  origin: string;
  /** The site's baseUrl, ending in '/'. */
  baseUrl: string;
  /** Site paths of the shell the plugin precaches (answered by its own fetch handler). */
  precached: ReadonlySet<string>;
}

const HASHED_SEARCH_FILE = /\/search\/[^/]+\.[0-9a-f]{6,}\.json$/;

export function strategyFor(request: RequestFacts, scope: Scope): Strategy {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.baseUrl)) return 'pass';
  const local = url.pathname.slice(scope.baseUrl.length);
  if (scope.precached.has(url.pathname)) return 'pass';
  if (request.mode === 'navigate' || request.destination === 'document') return 'page';
  if (local === 'sw.js' || local.startsWith('social-cards/') || local.endsWith('.md') || local.endsWith('.txt')) return 'pass';
  if (local.startsWith('assets/')) return 'immutable';
  if (HASHED_SEARCH_FILE.test(url.pathname)) return 'immutable';
  if (local.startsWith('search/') || local.startsWith('img/') || local.endsWith('.webmanifest')) return 'revalidate';
  return 'pass';
}

/** The key a page is kept under: its path with no `.html`, `/index.html`, trailing slash, query or fragment. */
export function pageKey(url: string): string {
  const parsed = new URL(url);
  let pathname = parsed.pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  return `${parsed.origin}${pathname}`;
}

/** Keys to delete so that at most `limit` remain, oldest first (Cache.keys() lists in insertion order). */
export function overLimit<T>(keysOldestFirst: readonly T[], limit: number): T[] {
  return keysOldestFirst.slice(0, Math.max(0, keysOldestFirst.length - limit));
}

/** A shard entry of the search manifest: its titles file and, optionally, its body text file. */
export interface SearchShardFiles {
  file: string;
  text?: string;
}

/** The index files of these tags (unknown tags are skipped), as URLs below `searchBase`. */
export function searchFilesFor(
  manifest: {shards?: Record<string, SearchShardFiles>},
  tags: readonly string[],
  searchBase: string,
): string[] {
  const files: string[] = [];
  for (const tag of tags) {
    const entry = manifest.shards?.[tag];
    if (!entry) continue;
    files.push(new URL(entry.file, searchBase).href);
    if (entry.text) files.push(new URL(entry.text, searchBase).href);
  }
  return files;
}
