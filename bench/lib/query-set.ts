/**
 * Pure checks for a search relevance query set (bench/search-queries-*.json): its shape, that every expected
 * URL is a page we publish and belongs to the query's version, and that member anchors exist in a build.
 * The file system is left to the caller (bench/validate-query-set.ts), so every rule here is unit tested.
 */

export const READERS = ['beginner', 'discordjs-migrant', 'v0-migrant', 'typo', 'question', 'identifier', 'member'] as const;
export const VERSIONS = ['1.x', '0.1.10'] as const;

export type Reader = (typeof READERS)[number];
export type Version = (typeof VERSIONS)[number];

export interface Query {
  query: string;
  reader: Reader;
  version: Version;
  expect: string[];
}

export interface QuerySet {
  description: string;
  queries: Query[];
}

const QUERY_KEYS = new Set(['query', 'reader', 'version', 'expect']);

/** The 0.1.10 docs are served under /docs/v0; everything else under /docs (and the site root) is 1.x. */
export function versionOfUrl(url: string): Version {
  return url === '/docs/v0' || url.startsWith('/docs/v0/') ? '0.1.10' : '1.x';
}

/** Splits `/docs/a/b#member` into the page path and the anchor (undefined when there is none). */
export function splitUrl(url: string): {path: string; anchor: string | undefined} {
  const hash = url.indexOf('#');
  return hash === -1 ? {path: url, anchor: undefined} : {path: url.slice(0, hash), anchor: url.slice(hash + 1)};
}

/** Why an expected URL is malformed, or undefined when its form is fine (existence is checked separately). */
export function urlFormProblem(url: string): string | undefined {
  const {path, anchor} = splitUrl(url);
  if (!path.startsWith('/')) return 'must be a path starting with "/" (no host)';
  if (/[?\s]/.test(path)) return 'must not contain a query string or spaces';
  if (path.length > 1 && path.endsWith('/')) return 'must not end with "/"';
  if (/\.(html|md)$/.test(path)) return 'must be the page path, without .html or .md';
  if (anchor !== undefined && !/^[\w.-]+$/.test(anchor)) return 'has an empty or malformed anchor';
  return undefined;
}

/** Lower-cased, single-spaced text: two queries that only differ in case or spacing are duplicates. */
export function normaliseQueryText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the shape of a parsed query set file. Problems name the query by its position (1-based) and text so
 * that a writer can find it; the set is returned only when there is none.
 */
export function parseQuerySet(data: unknown): {set?: QuerySet; problems: string[]} {
  const problems: string[] = [];
  if (!isRecord(data)) return {problems: ['the file must hold a JSON object with "description" and "queries"']};
  if (typeof data.description !== 'string' || data.description.trim() === '') {
    problems.push('"description" must be a non-empty string');
  }
  if (!Array.isArray(data.queries) || data.queries.length === 0) {
    problems.push('"queries" must be a non-empty array');
    return {problems};
  }
  const seen = new Map<string, number>();
  data.queries.forEach((entry: unknown, index) => {
    const at = `query ${index + 1}`;
    if (!isRecord(entry)) {
      problems.push(`${at}: must be an object`);
      return;
    }
    const label = typeof entry.query === 'string' ? `${at} ("${entry.query}")` : at;
    for (const key of Object.keys(entry)) {
      if (!QUERY_KEYS.has(key)) problems.push(`${label}: unknown key "${key}"`);
    }
    if (typeof entry.query !== 'string' || entry.query.trim() === '') {
      problems.push(`${label}: "query" must be a non-empty string`);
    } else {
      const key = normaliseQueryText(entry.query);
      const first = seen.get(key);
      if (first !== undefined) problems.push(`${label}: duplicates query ${first}`);
      else seen.set(key, index + 1);
    }
    if (!READERS.includes(entry.reader as Reader)) {
      problems.push(`${label}: "reader" must be one of ${READERS.join(', ')}`);
    }
    if (!VERSIONS.includes(entry.version as Version)) {
      problems.push(`${label}: "version" must be one of ${VERSIONS.join(', ')}`);
    }
    if (!Array.isArray(entry.expect) || entry.expect.length === 0 || !entry.expect.every((url) => typeof url === 'string')) {
      problems.push(`${label}: "expect" must be a non-empty array of URL paths`);
      return;
    }
    const urls = entry.expect as string[];
    if (new Set(urls).size !== urls.length) problems.push(`${label}: "expect" lists a URL twice`);
    for (const url of urls) {
      const form = urlFormProblem(url);
      if (form) problems.push(`${label}: ${url} ${form}`);
      if (VERSIONS.includes(entry.version as Version) && versionOfUrl(url) !== entry.version) {
        problems.push(`${label}: ${url} is a ${versionOfUrl(url)} page but the query is for ${String(entry.version)}`);
      }
      if (splitUrl(url).anchor !== undefined && entry.reader !== 'member') {
        problems.push(`${label}: ${url} has an anchor; anchors are for member queries only`);
      }
    }
    if (entry.reader === 'member' && !urls.some((url) => splitUrl(url).anchor !== undefined)) {
      problems.push(`${label}: a member query must expect the member's anchor (page#member)`);
    }
  });
  return problems.length === 0 ? {set: data as unknown as QuerySet, problems} : {problems};
}

/** Expected pages that are not in the published URL list (config/published-urls.data.json). */
export function unpublishedUrls(set: QuerySet, published: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  set.queries.forEach((entry, index) => {
    for (const url of entry.expect) {
      const {path} = splitUrl(url);
      if (!published.has(path)) problems.push(`query ${index + 1} ("${entry.query}"): ${path} is not a published URL`);
    }
  });
  return problems;
}

/** The id attributes of an HTML document, quoted or not (minified builds drop the quotes). */
export function htmlIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    ids.add(match[1] ?? match[2] ?? match[3]!);
  }
  return ids;
}

/**
 * Anchored expected URLs whose anchor is not an id of the built page. `idsOfPage` returns the ids of a page
 * path, or undefined when the build has no such page.
 */
export function missingAnchors(set: QuerySet, idsOfPage: (path: string) => ReadonlySet<string> | undefined): string[] {
  const problems: string[] = [];
  set.queries.forEach((entry, index) => {
    for (const url of entry.expect) {
      const {path, anchor} = splitUrl(url);
      if (anchor === undefined) continue;
      const ids = idsOfPage(path);
      if (!ids) problems.push(`query ${index + 1} ("${entry.query}"): ${path} is not in the build`);
      else if (!ids.has(anchor)) problems.push(`query ${index + 1} ("${entry.query}"): ${path} has no id "${anchor}"`);
    }
  });
  return problems;
}

export interface Mix {
  total: number;
  byReader: Record<Reader, number>;
  byVersion: Record<Version, number>;
}

/** How many queries each kind of reader and each version has (every reader and version listed, even at 0). */
export function countMix(set: QuerySet): Mix {
  const byReader = Object.fromEntries(READERS.map((reader) => [reader, 0])) as Record<Reader, number>;
  const byVersion = Object.fromEntries(VERSIONS.map((version) => [version, 0])) as Record<Version, number>;
  for (const entry of set.queries) {
    byReader[entry.reader] += 1;
    byVersion[entry.version] += 1;
  }
  return {total: set.queries.length, byReader, byVersion};
}

/** One line per reader and version: count and share of the set. */
export function formatMix(mix: Mix): string {
  const share = (count: number) => `${count} (${mix.total === 0 ? 0 : Math.round((count / mix.total) * 100)}%)`;
  const lines = [`${mix.total} queries`];
  for (const reader of READERS) lines.push(`  reader ${reader.padEnd(18)} ${share(mix.byReader[reader])}`);
  for (const version of VERSIONS) lines.push(`  version ${version.padEnd(17)} ${share(mix.byVersion[version])}`);
  return lines.join('\n');
}
