/**
 * The engine alone, per keystroke, in Node: every prefix of the queries the browser benchmark types
 * (bench/search-latency.ts: the first 1.x queries of the old set, 40 characters at most), each answered with the
 * request DocSearch sends (20 hits, snippets, highlights). Separates the engine's cost from rendering and the
 * browser; run it when the machine is quiet (it prints the load average).
 *
 *   SITE_BUILD_DIR=build npx tsx bench/search-keystrokes.ts [--queries 25] [--rounds 3]
 */
import {loadavg} from 'node:os';
import {performance} from 'node:perf_hooks';
import {LocalIndex} from '../src/search/engine';
import {BUILD_DIR, facetFiltersFor, keystrokePrefixes, loadQueries, loadShardRecords, percentile, recordsFor} from './search-support';

const argument = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const count = argument('--queries', 25);
const rounds = argument('--rounds', 3);

const index = new LocalIndex(recordsFor(loadShardRecords(), '1.x'));
const prefixes = keystrokePrefixes(
  loadQueries()
    .filter((q) => q.version === '1.x')
    .slice(0, count)
    .map((q) => q.query.slice(0, 40)),
);
const request = {
  facetFilters: facetFiltersFor('1.x'),
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};
// One warm-up round (JIT, memoised names), then the measured rounds; each keystroke's time is its median over rounds.
for (const query of prefixes) {
  index.search({...request, query});
}
const times = prefixes.map(() => [] as number[]);
for (let round = 0; round < rounds; round += 1) {
  prefixes.forEach((query, i) => {
    const started = performance.now();
    index.search({...request, query});
    times[i].push(performance.now() - started);
  });
}
const perKey = times.map((list) => percentile(list, 50));
const slowest = prefixes
  .map((query, i) => ({query, ms: perKey[i]}))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 5);
console.log(
  `build: ${BUILD_DIR}  load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(
  `${prefixes.length} keystrokes, median of ${rounds} rounds each: median ` +
    `${percentile(perKey, 50).toFixed(2)} ms, p95 ${percentile(perKey, 95).toFixed(2)} ms, max ` +
    `${Math.max(...perKey).toFixed(2)} ms`,
);
console.log(`slowest: ${slowest.map((s) => `"${s.query}" ${s.ms.toFixed(1)} ms`).join(', ')}`);
