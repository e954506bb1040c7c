/**
 * npm run docs:confirm -- <doc id or file>...     record that these guide pages were checked against the
 *                                                 documented commit (docs-history/confirmed.json)
 * npm run docs:confirm -- --check                 list the pages not confirmed since the API they use changed
 * npm run docs:confirm -- --seed --from <c> --to <c>   seed the record for a move: pages the move does not
 *                                                 touch are confirmed at <to>, the others stay at <from>
 */
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {findPoint} from '../plugins/api-reference/src/public';
import {CONFIRMED_FILE, readConfirmed, seedConfirmed, unconfirmedPages, writeConfirmed} from './lib/history/confirm';
import {loadSiteHistory} from './lib/history/load';

const siteDir = resolve(fileURLToPath(new URL('..', import.meta.url)));

function docId(arg: string): string {
  return arg.replace(/^.*?\bdocs\//, '').replace(/\.mdx?$/, '');
}

function main(): number {
  const {values, positionals} = parseArgs({
    options: {check: {type: 'boolean'}, seed: {type: 'boolean'}, from: {type: 'string'}, to: {type: 'string'}},
    allowPositionals: true,
  });
  const file = resolve(siteDir, CONFIRMED_FILE);
  const site = loadSiteHistory(siteDir);
  if (values.seed) {
    const from = values.from ? findPoint(site.points, values.from) : site.documented;
    const to = values.to ? findPoint(site.points, values.to) : undefined;
    if (!from || !to) throw new Error('--seed needs --to <commit> (and optionally --from), both points of the API history');
    writeConfirmed(file, seedConfirmed(site.usage, from, to, site.snapshotOf));
    console.log(`seeded ${file}`);
    return 0;
  }
  if (values.check || !positionals.length) {
    const problems = unconfirmedPages(site.usage, readConfirmed(file), site.documented, site.pointOf, site.snapshotOf);
    for (const p of problems) console.log(`✗ ${p.message}`);
    console.log(`${site.usage.size} guide pages, ${problems.length} not confirmed since the API they use changed`);
    return problems.length ? 1 : 0;
  }
  const record = readConfirmed(file);
  for (const arg of positionals) {
    const id = docId(arg);
    if (!site.usage.has(id)) throw new Error(`${arg}: no 1.x guide page with doc id ${id}`);
    record[id] = site.documented.commit;
    console.log(`${id}: confirmed against ${site.documented.commit.slice(0, 7)}`);
  }
  writeConfirmed(file, record);
  return 0;
}

process.exitCode = main();
