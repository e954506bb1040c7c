/** Shared by the search benchmarks: the built shards, the query set, and the relevance metrics. */
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {shardRecords} from '../plugins/shared/search/shard-format';
import type {SearchManifest, SearchRecord} from '../plugins/shared/search/types';
import {VERSION_TAGS} from '../src/search/dialog-request';

// The version filters are the dialog's own (src/search/dialog-request.ts); re-exported for the benches.
export {facetFiltersFor, VERSION_TAGS} from '../src/search/dialog-request';

export const BUILD_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');

export interface BenchQuery {
  query: string;
  /** Old set: what the query is after; new sets: who asks (beginner, djs, v0user, typo, question, identifier, member). */
  kind: string;
  version: '1.x' | '0.1.10';
  /** Page paths; `#anchor` when a member heading is the answer. */
  expect: string[];
  /** `all` (old set): recall is the share of targets in the top 5. `any` (new sets): one target answers the query. */
  match: 'all' | 'any';
}

/**
 * The query sets: the old one (tuned on before issue 16), the two halves of the issue 16 set (both tuned on
 * since), `tuning2` and `tuning3` (further tuning sets written from the pages by someone who never saw the engine;
 * tuning3 is beginners' phrasings and questions), and `fresh`, written by someone who never saw the engine and
 * never tuned on (the file is not in the repository while the ranking is worked on: it is added for the final
 * measure).
 */
export const QUERY_SETS = {
  old: 'search-queries.json',
  tuning: 'search-queries-tuning.json',
  heldout: 'search-queries-heldout.json',
  tuning2: 'search-queries-tuning2.json',
  tuning3: 'search-queries-tuning3.json',
  fresh: 'search-queries-fresh.json',
  fresh2: 'search-queries-fresh2.json',
  /** Issue 28's tuning sets: out-of-vocabulary queries and near misses; "how do I" tasks and 0.1.10 migrants. */
  'noresults-tuning': 'search-queries-noresults-tuning.json',
  'precision-tuning': 'search-queries-precision-tuning.json',
  /** Issue 28's blind sets (added for the final measure only). */
  fresh3: 'search-queries-fresh3.json',
  noresults: 'search-queries-noresults.json',
  /**
   * Written blind for the session that lifted the 0.1.10 migrants' ranking (2026-11-28), run once and reported
   * (totals only); a tuning set since (its misses are read to tune on).
   */
  fresh4: 'search-queries-fresh4.json',
  /**
   * Written blind for issue 28's search-precision work (2026-11-28, before its tuning), run once and reported
   * (totals only: 0.1.10 migrants' MRR 0.813); a tuning set since (its misses are read to tune on).
   */
  fresh5: 'search-queries-fresh5.json',
  /**
   * Written blind for issue 28 (helper blind6, 2026-11-28) while the precision tuning was under way, by a writer who
   * never ran the search nor read the ranking code; run once in session 12 (totals only: 0.1.10 migrants' MRR 0.847),
   * then a tuning set (its misses are read to tune on).
   */
  fresh6: 'search-queries-fresh6.json',
  /**
   * Written blind for issue 28 (helper blind7, 2026-11-28) from the pages, the known issues and the API names, by a
   * writer who never ran the search nor read the ranking code or earlier sets' queries; for the lead to run once at the
   * end of the session, totals only.
   */
  fresh7: 'search-queries-fresh7.json',
} as const;
export type QuerySetName = keyof typeof QUERY_SETS;

/** Sets whose individual queries and misses are never printed: only totals (so nobody tunes on them). */
// fresh6: run once in session 12, then a tuning set.
export const BLIND_SETS: ReadonlySet<QuerySetName> = new Set(['fresh', 'fresh2', 'fresh3', 'noresults', 'fresh7']);

/** Whether a run may print the queries it missed (held-out: only when asked; fresh: never). */
export function mayShowMisses(set: QuerySetName, argv: readonly string[]): boolean {
  if (BLIND_SETS.has(set)) {
    return false;
  }
  return set !== 'heldout' || argv.includes('--show-misses');
}

interface RawQuery {
  query: string;
  kind?: string;
  reader?: string;
  version: BenchQuery['version'];
  expect?: string[];
}

/** The queries the keystroke benches type: the first `count` 1.x queries of the old set, cut to 40 characters. */
export function typedQueries(count: number): string[] {
  return loadQueries()
    .filter((q) => q.version === '1.x')
    .slice(0, count)
    .map((q) => q.query.slice(0, 40));
}

export function loadQueries(set: QuerySetName = 'old'): BenchQuery[] {
  const file = new URL(`./${QUERY_SETS[set]}`, import.meta.url);
  if (!existsSync(file)) {
    throw new Error(`bench/${QUERY_SETS[set]} does not exist: the "${set}" set is added by whoever measures it.`);
  }
  // A "No results" set lists its off-topic queries without targets (they expect nothing) and its near misses
  // (a real word misspelt, expecting a page) under `nearMisses`.
  const data = JSON.parse(readFileSync(file, 'utf8')) as {queries: RawQuery[]; nearMisses?: RawQuery[]};
  const read = (raw: RawQuery, kind?: string): BenchQuery => ({
    query: raw.query,
    kind: kind ?? raw.kind ?? raw.reader ?? 'other',
    version: raw.version,
    expect: raw.expect ?? [],
    match: set === 'old' ? 'all' : 'any',
  });
  return [...data.queries.map((raw) => read(raw)), ...(data.nearMisses ?? []).map((raw) => read(raw, 'near-miss'))];
}

/** `--set tuning` on the command line (default: the old set). */
export function querySetFromArgs(argv: readonly string[]): QuerySetName {
  const at = argv.indexOf('--set');
  const name = at >= 0 ? argv[at + 1] : 'old';
  if (!name || !Object.hasOwn(QUERY_SETS, name)) {
    throw new Error(`--set must be one of ${Object.keys(QUERY_SETS).join(', ')}`);
  }
  return name as QuerySetName;
}

export function readManifest(buildDir = BUILD_DIR): SearchManifest {
  return JSON.parse(readFileSync(path.join(buildDir, 'search', 'manifest.json'), 'utf8')) as SearchManifest;
}

export function loadShardRecords(buildDir = BUILD_DIR): Map<string, SearchRecord[]> {
  const manifest = readManifest(buildDir);
  const shards = new Map<string, SearchRecord[]>();
  for (const [tag, entry] of Object.entries(manifest.shards)) {
    const read = (file: string) => JSON.parse(readFileSync(path.join(buildDir, 'search', file), 'utf8')) as unknown;
    shards.set(tag, shardRecords(read(entry.file), entry.text ? read(entry.text) : null));
  }
  return shards;
}

export function recordsFor(shards: Map<string, SearchRecord[]>, version: BenchQuery['version']): SearchRecord[] {
  return VERSION_TAGS[version].flatMap((tag) => shards.get(tag) ?? []);
}

/** Site path of a hit URL, without anchor or trailing slash. */
export function pagePath(url: string): string {
  const pathname = url.startsWith('http') ? new URL(url).pathname : url.split('#')[0];
  return pathname.replace(/\/$/, '') || '/';
}

/** Whether a hit URL answers a target: same page, and the same anchor when the target names one. */
export function hitMatches(url: string, target: string): boolean {
  const [targetPath, targetAnchor] = target.split('#');
  if (pagePath(url) !== targetPath) {
    return false;
  }
  return targetAnchor === undefined || url.split('#')[1] === targetAnchor;
}

/** Whether the built site has the page (a target not yet written is reported, not scored). */
export function pageExists(sitePath: string, buildDir = BUILD_DIR): boolean {
  const rel = sitePath.split('#')[0].replace(/^\//, '');
  return existsSync(path.join(buildDir, `${rel}.html`)) || existsSync(path.join(buildDir, rel, 'index.html'));
}

export interface QueryOutcome {
  query: BenchQuery;
  /** Page paths of the top hits, in order. */
  top: string[];
  recallAt5: number;
  reciprocalRank: number;
  nbHits: number;
  /** A catalogue page (ranked down with docsearch:page_rank) shown above the answer, or in the top 5 when the answer is not there. */
  catalogueAbove?: boolean;
}

/**
 * Whether a catalogue hit (page_rank below 0) is shown above the first target, or in the first five when no target is
 * (queries answered by a catalogue do not count).
 */
export function catalogueAboveAnswer(query: BenchQuery, hits: readonly {url: string; page_rank?: number}[]): boolean {
  const isCatalogue = (hit: {page_rank?: number}) => (hit.page_rank ?? 0) < 0;
  if (query.expect.length === 0 || hits.some((hit) => isCatalogue(hit) && query.expect.some((target) => hitMatches(hit.url, target)))) {
    return false;
  }
  const first = hits.findIndex((hit) => query.expect.some((target) => hitMatches(hit.url, target)));
  return hits.slice(0, first === -1 ? 5 : first).some(isCatalogue);
}

export function score(query: BenchQuery, hitUrls: string[], nbHits: number): QueryOutcome {
  const shown = hitUrls.map((url) => {
    const anchor = url.split('#')[1];
    return anchor ? `${pagePath(url)}#${anchor}` : pagePath(url);
  });
  if (query.expect.length === 0) {
    return {query, top: shown.slice(0, 5), recallAt5: nbHits === 0 ? 1 : 0, reciprocalRank: nbHits === 0 ? 1 : 0, nbHits};
  }
  const top5 = hitUrls.slice(0, 5);
  const found = query.expect.filter((target) => top5.some((url) => hitMatches(url, target))).length;
  const firstRank = hitUrls.findIndex((url) => query.expect.some((target) => hitMatches(url, target)));
  const recall = query.match === 'any' ? (found > 0 ? 1 : 0) : found / query.expect.length;
  return {
    query,
    top: shown.slice(0, 5),
    recallAt5: recall,
    reciprocalRank: firstRank === -1 ? 0 : 1 / (firstRank + 1),
    nbHits,
  };
}

export interface Summary {
  queries: number;
  recallAt5: number;
  mrr: number;
  /** Share of "none" queries that returned nothing. */
  emptyWhenExpected: number;
  /** Share of queries with targets that returned results (near misses must still find something). */
  withResults: number;
  /** Queries with targets where a catalogue page is shown above the answer. */
  catalogueAbove: number;
  byKind: Record<string, {n: number; recallAt5: number; mrr: number}>;
}

export function summarize(outcomes: QueryOutcome[]): Summary {
  const scored = outcomes.filter((o) => o.query.expect.length > 0);
  const none = outcomes.filter((o) => o.query.expect.length === 0);
  const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
  const byKind: Summary['byKind'] = {};
  for (const kind of [...new Set(scored.map((o) => o.query.kind))]) {
    const list = scored.filter((o) => o.query.kind === kind);
    byKind[kind] = {n: list.length, recallAt5: mean(list.map((o) => o.recallAt5)), mrr: mean(list.map((o) => o.reciprocalRank))};
  }
  return {
    queries: scored.length,
    recallAt5: mean(scored.map((o) => o.recallAt5)),
    mrr: mean(scored.map((o) => o.reciprocalRank)),
    emptyWhenExpected: mean(none.map((o) => o.recallAt5)),
    withResults: mean(scored.map((o) => (o.nbHits > 0 ? 1 : 0))),
    catalogueAbove: scored.filter((o) => o.catalogueAbove === true).length,
    byKind,
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) {
    return Number.NaN;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** Every prefix of every query, as typed key by key ("ab" → "a", "ab"). */
export function keystrokePrefixes(queries: readonly string[]): string[] {
  return queries.flatMap((query) => Array.from({length: query.length}, (_, i) => query.slice(0, i + 1)));
}
