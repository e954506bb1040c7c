/** Shared by the search benchmarks: the built shards, the query set, and the relevance metrics. */
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {shardRecords} from '../src/search/shard-format';
import type {SearchManifest, SearchRecord} from '../src/search/types';

export const BUILD_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');

export interface BenchQuery {
  query: string;
  kind: 'task' | 'api' | 'typo' | 'concept' | 'v0' | 'none';
  version: '1.x' | '0.1.10';
  expect: string[];
}

export function loadQueries(file = new URL('./search-queries.json', import.meta.url)): BenchQuery[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as {queries: BenchQuery[]}).queries;
}

export function readManifest(buildDir = BUILD_DIR): SearchManifest {
  return JSON.parse(readFileSync(path.join(buildDir, 'search', 'manifest.json'), 'utf8')) as SearchManifest;
}

export function loadShardRecords(buildDir = BUILD_DIR): Map<string, SearchRecord[]> {
  const manifest = readManifest(buildDir);
  const shards = new Map<string, SearchRecord[]>();
  for (const [tag, entry] of Object.entries(manifest.shards)) {
    shards.set(tag, shardRecords(JSON.parse(readFileSync(path.join(buildDir, 'search', entry.file), 'utf8'))));
  }
  return shards;
}

export const VERSION_TAGS: Record<BenchQuery['version'], string[]> = {
  '1.x': ['default', 'docs-default-current'],
  '0.1.10': ['default', 'docs-default-0.1.10'],
};

export function facetFiltersFor(version: BenchQuery['version']): (string | string[])[] {
  return ['language:en', VERSION_TAGS[version].map((tag) => `docusaurus_tag:${tag}`)];
}

export function recordsFor(shards: Map<string, SearchRecord[]>, version: BenchQuery['version']): SearchRecord[] {
  return VERSION_TAGS[version].flatMap((tag) => shards.get(tag) ?? []);
}

/** Site path of a hit URL, without anchor or trailing slash. */
export function pagePath(url: string): string {
  const pathname = url.startsWith('http') ? new URL(url).pathname : url.split('#')[0];
  return pathname.replace(/\/$/, '') || '/';
}

/** Whether the built site has the page (a target not yet written is reported, not scored). */
export function pageExists(sitePath: string, buildDir = BUILD_DIR): boolean {
  const rel = sitePath.replace(/^\//, '');
  return existsSync(path.join(buildDir, `${rel}.html`)) || existsSync(path.join(buildDir, rel, 'index.html'));
}

export interface QueryOutcome {
  query: BenchQuery;
  /** Page paths of the top hits, in order. */
  top: string[];
  recallAt5: number;
  reciprocalRank: number;
  nbHits: number;
}

export function score(query: BenchQuery, hitUrls: string[], nbHits: number): QueryOutcome {
  const pages = hitUrls.map(pagePath);
  const top5 = pages.slice(0, 5);
  if (query.expect.length === 0) {
    return {query, top: pages.slice(0, 5), recallAt5: nbHits === 0 ? 1 : 0, reciprocalRank: nbHits === 0 ? 1 : 0, nbHits};
  }
  const found = query.expect.filter((target) => top5.includes(target)).length;
  const firstRank = pages.findIndex((page) => query.expect.includes(page));
  return {
    query,
    top: top5,
    recallAt5: found / query.expect.length,
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
