/**
 * What leaving a group of records out of the 1.x index would save and cost: for each candidate group (below),
 * the gzip -9 bytes a 1.x reader would no longer download and recall@5 / MRR / migrants' MRR / catalogue count of
 * every non-blind query set with the group left out, against the build's index as it is. The blind sets are not
 * run here (run them once with bench/search-relevance.ts). Same engine, same request and the same dialog order
 * as bench/search-relevance.ts.
 *
 *   SITE_BUILD_DIR=<build> npx tsx bench/search-index-trim.ts [--only <candidate>] [--misses]
 */
import {gzipSync} from 'node:zlib';
import {buildShards} from '../plugins/local-search/src/public';
import type {SearchRecord} from '../plugins/shared/search/types';
import {dialogOrder, fitDialogGrouping} from '../src/search/dialog-order';
import {dialogRequest} from '../src/search/dialog-request';
import {LocalIndex} from '../src/search/engine';
import {
  BLIND_SETS,
  catalogueAboveAnswer,
  loadQueries,
  loadShardRecords,
  pageExists,
  QUERY_SETS,
  score,
  summarize,
  VERSION_TAGS,
  type BenchQuery,
  type QuerySetName,
  type Summary,
} from './search-support';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const showMisses = process.argv.includes('--misses');

const pathOf = (record: SearchRecord) => new URL(record.url_without_anchor).pathname;
const isCatalogue = (record: SearchRecord) => (record.page_rank ?? 0) < 0;

/** Candidate groups: a name and the records it leaves out (given every record of the version). */
const CANDIDATES: Record<string, (records: readonly SearchRecord[]) => (record: SearchRecord) => boolean> = {
  'catalogue text repeated on a page that is not a catalogue': (records) => {
    const elsewhere = new Set(records.filter((r) => r.type === 'content' && r.content && !isCatalogue(r)).map((r) => r.content));
    return (r) => r.type === 'content' && isCatalogue(r) && r.content !== null && elsewhere.has(r.content);
  },
  'catalogue text (all)': () => (r) => r.type === 'content' && isCatalogue(r),
  'known-issue source lines (box and list)': () => (r) =>
    r.type === 'content' && /^Source( at the documented commit)?: /.test(r.content ?? ''),
  'API item text': () => (r) => r.type === 'content' && r.api !== undefined,
  'API item member text (under lvl3)': () => (r) => r.type === 'content' && r.api !== undefined && r.hierarchy.lvl3 !== null,
  'API item page text (no lvl3)': () => (r) => r.type === 'content' && r.api !== undefined && r.hierarchy.lvl3 === null,
  'API item descriptions': () => (r) => r.type === 'lvl1' && r.api !== undefined && r.content !== null,
  'what-changed pages': () => (r) => /\/api-reference\/changes(\/|$)/.test(pathOf(r)) && r.type !== 'lvl1',
  'guide text repeated on another guide page (all but first)': (records) => {
    const first = new Map<string, SearchRecord>();
    for (const r of records) if (r.type === 'content' && r.content && !r.api && !first.has(r.content)) first.set(r.content, r);
    return (r) => r.type === 'content' && !r.api && r.content !== null && first.get(r.content) !== r && !isCatalogue(r);
  },
};

const gz = (text: string) => gzipSync(text, {level: 9}).length;
function servedBytes(records: readonly SearchRecord[]): number {
  const {files, manifest} = buildShards(records);
  const wanted = new Set(
    VERSION_TAGS['1.x'].flatMap((tag) => (manifest.shards[tag] ? [manifest.shards[tag].file, manifest.shards[tag].text] : [])),
  );
  return files.filter((file) => wanted.has(file.name)).reduce((sum, file) => sum + gz(file.content), 0);
}

const SETS = (Object.keys(QUERY_SETS) as QuerySetName[]).filter((set) => !BLIND_SETS.has(set));
const QUERIES = new Map(SETS.map((set) => [set, loadQueries(set).filter((q) => q.expect.every((target) => pageExists(target)))]));
const MIGRANTS = new Set(['v0-migrant', 'v0user']);

function measure(records: readonly SearchRecord[], label: string): Map<QuerySetName, Summary> {
  const byVersion = new Map<BenchQuery['version'], LocalIndex>();
  const out = new Map<QuerySetName, Summary>();
  for (const set of SETS) {
    const outcomes = QUERIES.get(set)!.map((query) => {
      let index = byVersion.get(query.version);
      if (!index) {
        const tags = new Set(VERSION_TAGS[query.version]);
        index = new LocalIndex(records.filter((r) => tags.has(r.docusaurus_tag)));
        byVersion.set(query.version, index);
      }
      const result = index.search(dialogRequest(query.query, query.version));
      const shown = dialogOrder(fitDialogGrouping(result.hits));
      const outcome = {
        ...score(
          query,
          shown.map((hit) => hit.url),
          result.nbHits,
        ),
        catalogueAbove: catalogueAboveAnswer(query, shown),
      };
      return outcome;
    });
    if (showMisses && label !== 'as built') {
      for (const o of outcomes)
        if (o.query.expect.length > 0 ? o.reciprocalRank < 1 : o.nbHits > 0)
          console.log(`    [${set}] ${o.reciprocalRank.toFixed(2)} "${o.query.query}" → ${o.top[0] ?? '-'}`);
    }
    out.set(set, summarize(outcomes));
  }
  return out;
}

function migrantMrr(summary: Summary): string {
  const groups = Object.entries(summary.byKind).filter(([kind]) => MIGRANTS.has(kind));
  const n = groups.reduce((sum, [, k]) => sum + k.n, 0);
  return n === 0 ? '  -  ' : (groups.reduce((sum, [, k]) => sum + k.mrr * k.n, 0) / n).toFixed(3);
}

function line(summary: Summary): string {
  return `${summary.recallAt5.toFixed(3)}/${summary.mrr.toFixed(3)} m${migrantMrr(summary)} e${(summary.emptyWhenExpected * 100).toFixed(0)} c${summary.catalogueAbove}`;
}

const shards = loadShardRecords();
const all = [...shards.values()].flat();
const v1 = all.filter((r) => VERSION_TAGS['1.x'].includes(r.docusaurus_tag));
const baseBytes = servedBytes(v1);
const base = measure(all, 'as built');
console.log(`set: recall@5/MRR m<migrants' MRR> e<no-hit queries answered empty %> c<catalogue above the answer>`);
console.log(`as built: ${(baseBytes / 1024).toFixed(1)} KiB`);
for (const set of SETS) console.log(`  ${set.padEnd(17)} ${line(base.get(set)!)}`);
for (const [name, make] of Object.entries(CANDIDATES)) {
  if (only !== null && !name.includes(only)) continue;
  const drop = make(v1);
  const kept = all.filter((r) => !VERSION_TAGS['1.x'].includes(r.docusaurus_tag) || !drop(r));
  const bytes = servedBytes(kept.filter((r) => VERSION_TAGS['1.x'].includes(r.docusaurus_tag)));
  console.log(`\n${name}: ${all.length - kept.length} records, −${((baseBytes - bytes) / 1024).toFixed(1)} KiB`);
  const after = measure(kept, name);
  for (const set of SETS) {
    const b = base.get(set)!;
    const a = after.get(set)!;
    const same = line(a) === line(b);
    console.log(`  ${set.padEnd(17)} ${same ? 'same' : `${line(b)} → ${line(a)}`}`);
  }
}
