/**
 * Relevance of the local search over a built site: runs a query set
 * (`--set old|tuning|heldout|tuning2|tuning3|fresh|fresh2|noresults-tuning|precision-tuning|fresh3|noresults|fresh4|fresh5|fresh6|fresh7`) through the
 * same engine and the same request DocSearch's dialog sends, in the order the dialog shows the hits (grouped by
 * category and page, src/search/dialog-order.ts; `--engine-order` scores the engine's own ranking of 20 hits),
 * and reports recall@5 and MRR (overall and per kind).
 *
 *   SITE_BUILD_DIR=<build> npx tsx bench/search-relevance.ts [--set <name>] [--verbose] [--json out.json]
 */
import {writeFileSync} from 'node:fs';
import {DIALOG_HITS, dialogOrder, fitDialogGrouping} from '../src/search/dialog-order';
import {dialogRequest} from '../src/search/dialog-request';
import {LocalIndex} from '../src/search/engine';
import {
  BUILD_DIR,
  catalogueAboveAnswer,
  mayShowMisses,
  loadQueries,
  loadShardRecords,
  pageExists,
  querySetFromArgs,
  recordsFor,
  score,
  summarize,
  type BenchQuery,
} from './search-support';

const verbose = process.argv.includes('--verbose');
const engineOrder = process.argv.includes('--engine-order');
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;

const shards = loadShardRecords();
const indexes = new Map<BenchQuery['version'], LocalIndex>();
const set = querySetFromArgs(process.argv);
const all = (() => {
  try {
    return loadQueries(set);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
// The held-out half's misses are printed only when asked for; the fresh set's never (totals only).
const showMisses = mayShowMisses(set, process.argv);
const missing = all.filter((q) => q.expect.some((target) => !pageExists(target)));
const queries = all.filter((q) => !missing.includes(q));

const outcomes = queries.map((query) => {
  let index = indexes.get(query.version);
  if (!index) {
    index = new LocalIndex(recordsFor(shards, query.version));
    indexes.set(query.version, index);
  }
  const result = index.search(
    engineOrder
      ? {...dialogRequest(query.query, query.version, 20), query: query.query, distinct: false}
      : // The dialog's own request (its input keeps the first DIALOG_QUERY_LIMIT characters of what the reader types).
        dialogRequest(query.query, query.version),
  );
  // What the reader sees: the hits the dialog is handed, in its grouped order (--engine-order: the raw ranking).
  const shown = engineOrder ? result.hits : dialogOrder(fitDialogGrouping(result.hits));
  return {
    ...score(
      query,
      shown.map((hit) => hit.url),
      result.nbHits,
    ),
    catalogueAbove: catalogueAboveAnswer(query, shown),
  };
});

const summary = summarize(outcomes);
console.log(
  `build: ${BUILD_DIR}  set: ${set}  order: ${engineOrder ? 'engine (20 hits)' : `dialog (${DIALOG_HITS} hits, grouped as DocSearch shows them)`}`,
);
console.log(
  `queries scored: ${summary.queries} with targets + ${outcomes.length - summary.queries} expecting ` +
    `nothing; skipped (target page not built): ${missing.length}`,
);
for (const q of showMisses ? missing : []) {
  console.log(`  skipped: "${q.query}" → ${q.expect.filter((t) => !pageExists(t)).join(', ')}`);
}
console.log(
  `recall@5 ${summary.recallAt5.toFixed(3)}  MRR ${summary.mrr.toFixed(3)}${summary.queries < outcomes.length ? `  no-hit queries answered empty: ${(summary.emptyWhenExpected * 100).toFixed(0)}%  queries with targets answered with results: ${(summary.withResults * 100).toFixed(0)}%` : ''}`,
);
console.log(`catalogue page shown above the answer: ${summary.catalogueAbove} of ${summary.queries}`);
for (const [kind, k] of Object.entries(summary.byKind)) {
  console.log(`  ${kind.padEnd(8)} n=${String(k.n).padStart(2)}  recall@5 ${k.recallAt5.toFixed(3)}  MRR ${k.mrr.toFixed(3)}`);
}
for (const outcome of showMisses ? outcomes : []) {
  const failed = outcome.query.expect.length > 0 ? outcome.reciprocalRank < 1 : outcome.nbHits > 0;
  if (verbose || failed) {
    console.log(
      `${failed ? '✗' : '✓'} [${outcome.query.kind}] "${outcome.query.query}" ` +
        `rr=${outcome.reciprocalRank.toFixed(2)} hits=${outcome.nbHits}\n` +
        `    want ${outcome.query.expect.join(' | ') || '(nothing)'}\n    got  ${outcome.top.join(' | ')}`,
    );
  }
}
if (jsonOut) {
  writeFileSync(
    jsonOut,
    JSON.stringify(showMisses ? {summary, skipped: missing.map((q) => q.query), outcomes} : {summary, skipped: missing.length}, null, 1),
  );
}
