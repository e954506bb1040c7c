/**
 * npm run api:history -- --repo <framework git dir or checkout> [--only <ref|version|commit>[,...]]
 * Extracts the 1.x API at every point of api-models/1.x/history/releases.json (release tags and documented
 * commits) with the same extractor as api:extract, and writes one compact snapshot per point
 * (history/snapshot.ts). Each commit's tree is taken with `git archive` into a temporary folder outside this
 * repository and removed afterwards. Prints the extraction time per point; a point whose source does not
 * extract is reported with the reason and the others carry on.
 */
import {rmSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {extract1x, REPO_URL} from '../extract/extract';
import {buildSnapshot, writeSnapshot} from '../history/snapshot';
import {findPoint, pointLabel, readPoints, type HistoryPoint} from '../history/points';
import {checkoutTree} from '../history/checkout';

const mainRoot = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

async function main(): Promise<void> {
  const {values} = parseArgs({options: {repo: {type: 'string'}, only: {type: 'string'}, out: {type: 'string'}}});
  if (!values.repo)
    throw new Error('Missing --repo <dir>: a clone (bare or not) of github.com/underctrl-io/commandkit holding the history commits.');
  const modelsDir = resolve(values.out ?? join(mainRoot, 'api-models'));
  const points = readPoints(join(mainRoot, 'api-models'));
  let wanted: HistoryPoint[] = points;
  if (values.only) {
    wanted = values.only.split(',').map((key) => {
      const p = findPoint(points, key.trim());
      if (!p) throw new Error(`--only ${key}: no such point in releases.json (points: ${points.map((x) => x.ref).join(', ')})`);
      return p;
    });
  }
  const rows: string[] = [];
  let failed = 0;
  for (const point of wanted) {
    const label = pointLabel(point);
    let dir: string | undefined;
    try {
      dir = checkoutTree(resolve(values.repo), point.commit);
      const t0 = Date.now();
      const models = await extract1x({sourceRoot: dir, mainRoot, commit: point.commit, skipMissingPackages: true});
      const seconds = (Date.now() - t0) / 1000;
      const snapshot = buildSnapshot(models, point);
      const file = writeSnapshot(modelsDir, point, snapshot);
      const items = Object.keys(snapshot.items).length;
      const members = Object.values(snapshot.items).reduce((n, i) => n + Object.keys(i.members ?? {}).length, 0);
      rows.push(`| ${label} | ${seconds.toFixed(1)} | ${models.length} | ${items} | ${members} |`);
      console.log(`${label}: ${seconds.toFixed(1)} s, ${items} items, ${members} members -> ${file}`);
    } catch (error) {
      failed++;
      const reason =
        error instanceof Error ? (error as Error & {stderr?: Buffer}).stderr?.toString().trim() || error.message : String(error);
      rows.push(`| ${label} | failed | | | |`);
      console.error(`${label}: does not extract: ${reason}`);
    } finally {
      if (dir) rmSync(dir, {recursive: true, force: true});
    }
  }
  console.log(`\n| point | extraction (s) | sections | items | members |\n| --- | --- | --- | --- | --- |\n${rows.join('\n')}`);
  console.log(`\nsource: ${REPO_URL}`);
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
