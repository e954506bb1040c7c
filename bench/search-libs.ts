/**
 * Chooses the full-text library by measurement: MiniSearch, FlexSearch and Orama index the same
 * 1.x + shared records (same fields, same boosts, same tokenizer/term processing where the library
 * allows it) and answer the same relevance set. Reports, per library: build time, serialized index
 * size (raw and gzip), load time from the serialized form, query latency (every keystroke prefix of
 * every query) and recall@5 / MRR.
 *
 *   SITE_BUILD_DIR=<build> npx tsx bench/search-libs.ts
 */
import {gzipSync} from 'node:zlib';
import MiniSearch from 'minisearch';
import FlexSearch from 'flexsearch';
import {create, insertMultiple, load, save, search as oramaSearch} from '@orama/orama';
import {LocalIndex, minimumShouldMatch} from '../src/search/engine';
import {encodeShard, shardRecords} from '../plugins/shared/search/shard-format';
import {indexTerms, queryTerms, tokenize} from '../src/search/text';
import type {SearchRecord} from '../plugins/shared/search/types';
import type {IndexedFields} from '../src/search/engine';
import {loadQueries, loadShardRecords, percentile, recordsFor, score, summarize, pageExists, type BenchQuery} from './search-support';

type Doc = IndexedFields;

const BOOST = {api: 6, heading: 4, page: 1.5, path: 1, content: 1};
const FIELDS = Object.keys(BOOST) as (keyof typeof BOOST)[];

function toDoc(record: SearchRecord, id: number): Doc {
  const levels = ['lvl0', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  const own = record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
  return {
    id,
    api: record.api && record.type === 'lvl1' ? `${record.api.name} ${record.api.kind} ${record.api.section}` : '',
    heading: own,
    page: record.hierarchy.lvl1 ?? '',
    path: levels
      .map((l) => record.hierarchy[l])
      .filter((v) => v && v !== own)
      .join(' '),
    content: record.content ?? '',
  };
}

interface Engine {
  name: string;
  build(docs: Doc[]): Promise<void> | void;
  serialize(): Promise<string> | string;
  load(serialized: string): Promise<void> | void;
  /** Ranked record ids. */
  query(text: string): Promise<number[]> | number[];
}

function miniSearchEngine(): Engine {
  const options = {
    fields: FIELDS as string[],
    storeFields: [],
    tokenize,
    processTerm: (term: string) => indexTerms(term),
    searchOptions: {processTerm: (term: string) => term},
  };
  let index: MiniSearch<Doc>;
  return {
    name: 'MiniSearch 7.2.0',
    build(docs) {
      index = new MiniSearch<Doc>(options);
      index.addAll(docs);
    },
    serialize: () => JSON.stringify(index),
    load(serialized) {
      index = MiniSearch.loadJSON<Doc>(serialized, options);
    },
    query(text) {
      const terms = queryTerms(text);
      if (terms.length === 0) {
        return [];
      }
      const run = (combineWith: 'AND' | 'OR') =>
        index.search(terms.join(' '), {
          boost: BOOST,
          prefix: (t: string, i: number, all: string[]) => i === all.length - 1 && t.length >= 2,
          fuzzy: (t: string) => (t.length < 4 ? 0 : t.length < 8 ? 1 : 2),
          maxFuzzy: 2,
          combineWith,
        });
      // Same query policy as the shipped engine: AND up to two words, then "two thirds of the words".
      const results =
        terms.length <= 2 ? run('AND') : run('OR').filter((r) => new Set(r.queryTerms).size >= minimumShouldMatch(terms.length));
      return results.map((r) => r.id as number);
    },
  };
}

function flexSearchEngine(): Engine {
  const make = () =>
    new FlexSearch.Document({
      document: {id: 'id', index: FIELDS.map((field) => ({field, tokenize: 'forward' as const}))},
      encode: (text: string) => tokenize(text).flatMap((token) => indexTerms(token)),
      cache: false,
    } as never);
  let index = make();
  return {
    name: 'FlexSearch 0.8.212',
    build(docs) {
      index = make();
      for (const doc of docs) {
        index.add(doc as never);
      }
    },
    async serialize() {
      const parts: Record<string, string> = {};
      await (index as unknown as {export(h: (k: string, d: string) => void): Promise<void>}).export((key, data) => {
        parts[key] = data;
      });
      return JSON.stringify(parts);
    },
    async load(serialized) {
      index = make();
      for (const [key, data] of Object.entries(JSON.parse(serialized) as Record<string, string>)) {
        await (index as unknown as {import(k: string, d: string): Promise<void> | void}).import(key, data);
      }
    },
    query(text) {
      const terms = queryTerms(text);
      if (terms.length === 0) {
        return [];
      }
      // FlexSearch returns a ranked id list per field (no scores): combine by boosted reciprocal rank.
      const results = index.search(terms.join(' '), {limit: 200, suggest: terms.length >= 3} as never) as unknown as {
        field: string;
        result: number[];
      }[];
      const scores = new Map<number, number>();
      for (const {field, result} of results) {
        result.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + BOOST[field as keyof typeof BOOST] / (rank + 5)));
      }
      return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    },
  };
}

function oramaEngine(): Engine {
  const schema = {api: 'string', heading: 'string', page: 'string', path: 'string', content: 'string'} as const;
  const tokenizer = {
    language: 'english',
    normalizationCache: new Map<string, string>(),
    tokenize: (raw: string) => tokenize(raw).flatMap((token) => indexTerms(token)),
  };
  const make = () => create({schema, components: {tokenizer}});
  let db = make();
  return {
    name: 'Orama 3.1.18',
    async build(docs) {
      db = make();
      await insertMultiple(db, docs.map((d) => ({...d, id: String(d.id)})) as never);
    },
    serialize: () => JSON.stringify(save(db)),
    load(serialized) {
      db = make();
      load(db, JSON.parse(serialized));
    },
    async query(text) {
      const terms = queryTerms(text);
      if (terms.length === 0) {
        return [];
      }
      const result = await oramaSearch(db, {term: terms.join(' '), boost: BOOST, tolerance: 1, limit: 50, threshold: 0} as never);
      return (result as {hits: {id: string}[]}).hits.map((hit) => Number(hit.id));
    },
  };
}

/** The engine as shipped (MiniSearch + our ranking extras, built from raw records in the browser). */
function shippedEngine(records: SearchRecord[]): Engine {
  let index: LocalIndex;
  return {
    name: 'shipped (MiniSearch + ranking, built on load)',
    build() {
      index = new LocalIndex(records);
    },
    // What the browser downloads: the compact shard, decoded then indexed.
    serialize: () => JSON.stringify(encodeShard('bench', records)),
    load(serialized) {
      index = new LocalIndex(shardRecords(JSON.parse(serialized)));
    },
    query(text) {
      const result = index.search({query: text, hitsPerPage: 20});
      const byUrl = new Map(records.map((r, i) => [r.url, i]));
      return result.hits.map((hit) => byUrl.get(hit.url) ?? -1);
    },
  };
}

async function time<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

async function main(): Promise<void> {
  const shards = loadShardRecords();
  const records = recordsFor(shards, '1.x');
  const docs = records.map(toDoc);
  const queries = loadQueries().filter((q: BenchQuery) => q.version === '1.x' && q.expect.every((t) => pageExists(t)));
  const keystrokes = queries.flatMap((q) => Array.from({length: q.query.length}, (_, i) => q.query.slice(0, i + 1)));
  const typoProbes = records
    .filter((r) => r.type === 'lvl1' && !r.api && (r.hierarchy.lvl1 ?? '').length >= 6)
    .filter((_, i) => i % 2 === 0)
    .slice(0, 60)
    .map((r) => {
      const words = (r.hierarchy.lvl1 ?? '').split(/\s+/);
      const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
      const cut = Math.floor(longest.length / 2);
      const typo = longest.length >= 5 ? longest.slice(0, cut) + longest.slice(cut + 1) : longest;
      return {query: words.map((w) => (w === longest ? typo : w)).join(' '), url: r.url_without_anchor};
    });
  console.log(`records: ${records.length} (1.x + shared); relevance queries: ${queries.length}; keystroke queries: ${keystrokes.length}`);
  const rows: string[] = [];
  for (const engine of [shippedEngine(records), miniSearchEngine(), flexSearchEngine(), oramaEngine()]) {
    const [, buildMs] = await time(() => engine.build(docs));
    const serialized = await engine.serialize();
    const raw = Buffer.byteLength(serialized);
    const gz = gzipSync(serialized).length;
    const [, loadMs] = await time(() => engine.load(serialized));
    const latencies: number[] = [];
    for (const text of keystrokes) {
      const [, ms] = await time(() => engine.query(text));
      latencies.push(ms);
    }
    const outcomes = [];
    for (const q of queries) {
      const ids = await engine.query(q.query);
      // one hit per URL, as DocSearch gets it
      const seen = new Set<string>();
      const urls: string[] = [];
      for (const id of ids) {
        const url = records[id]?.url;
        if (url && !seen.has(url)) {
          seen.add(url);
          urls.push(url);
        }
      }
      outcomes.push(score(q, urls.slice(0, 20), ids.length));
    }
    // Typo tolerance: page titles with one letter dropped from their longest word (deterministic).
    let typoFound = 0;
    for (const probe of typoProbes) {
      const ids = await engine.query(probe.query);
      const pages = [...new Set(ids.map((id) => records[id]?.url_without_anchor))].slice(0, 5);
      if (pages.includes(probe.url)) {
        typoFound += 1;
      }
    }
    const typoRecall = typoProbes.length === 0 ? 0 : typoFound / typoProbes.length;
    const summary = summarize(outcomes);
    rows.push(
      `| ${engine.name} | ${buildMs.toFixed(0)} | ${(raw / 1024).toFixed(0)} / ${(gz / 1024).toFixed(0)} | ` +
        `${loadMs.toFixed(0)} | ${percentile(latencies, 50).toFixed(2)} / ` +
        `${percentile(latencies, 95).toFixed(2)} | ${summary.recallAt5.toFixed(3)} | ` +
        `${summary.mrr.toFixed(3)} | ${(summary.emptyWhenExpected * 100).toFixed(0)}% | ` +
        `${typoRecall.toFixed(3)} |`,
    );
    console.log(rows[rows.length - 1]);
  }
  console.log(
    `\n| Library | build ms | serialized KiB raw / gzip | load ms | query ms median / p95 | recall@5 | ` +
      `MRR | no-hit queries empty | typo recall@5 (${typoProbes.length} titles) |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(rows.join('\n'));
}

await main();
