/**
 * Why a query's hits rank where they do: the engine's scored matches for a query on one version (the dialog's
 * request), best first, with the text ranking's score, the score after the bonuses and the tier, and where the
 * dialog shows each page. For tuning sets only (never run it on a blind set's queries).
 *
 *   SITE_BUILD_DIR=<build> npx tsx bench/search-explain.ts [--version 1.x|0.1.10] [--top 12] "<query>" ["<query>"…]
 */
import {dialogOrder, fitDialogGrouping} from '../src/search/dialog-order';
import {dialogRequest, type DocsVersionName} from '../src/search/dialog-request';
import {LocalIndex} from '../src/search/engine';
import {loadShardRecords, pagePath, recordsFor} from './search-support';
import type {Level} from '../plugins/shared/search/types';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? (argv.splice(at, 2)[1] ?? fallback) : fallback;
};
const version = option('--version', '1.x') as DocsVersionName;
const top = Number(option('--top', '12'));
const index = new LocalIndex(recordsFor(loadShardRecords(), version));

for (const query of argv) {
  const request = dialogRequest(query, version);
  const shown = dialogOrder(fitDialogGrouping(index.search(request).hits)).map((hit) => pagePath(hit.url));
  console.log(`\n"${query}" (${version}, ${index.looksLikeIdentifier(query) ? 'identifier' : 'words'})`);
  console.log(`  dialog: ${shown.slice(0, 5).join(' | ')}`);
  const seen = new Set<string>();
  let rows = 0;
  for (const {record, rankScore, score, tier} of index.explain(request)) {
    const page = pagePath(record.url);
    if (seen.has(page) || rows >= top) {
      continue;
    }
    seen.add(page);
    rows += 1;
    const heading = record.type === 'content' ? '(text)' : (record.hierarchy[record.type as Level] ?? '');
    const tierText = `${tier >= 0 ? ' ' : ''}${tier}`;
    const scores = `${score.toFixed(3).padStart(9)} (text ${rankScore.toFixed(3).padStart(8)}, x${(score / (rankScore || 1)).toFixed(2)})`;
    const where = `${page}${record.anchor ? `#${record.anchor}` : ''}`;
    const kind = record.type.padEnd(7);
    console.log(`  ${String(rows).padStart(2)}. tier ${tierText}  ${scores}  ${kind} ${where}  «${heading.slice(0, 50)}»`);
  }
}
