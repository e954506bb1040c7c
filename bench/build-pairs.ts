/**
 * npm run bench:build:pairs — production builds of several checkouts, interleaved round by round (a, b, c, a,
 * b, c...) so that every site meets the same drift in machine load; each round builds every site cold (its
 * .docusaurus, node_modules/.cache and output removed first), then every site warm (the same build again).
 * Prints every run and the medians, wall and CPU (user+sys, GNU time), with the 1-minute load average.
 *
 *   PAIR_SITES="ours=.,theirs=<scratch>/website" PAIR_ROUNDS=3 npm run bench:build:pairs
 *
 * A site's build is `npm run build` in its folder (ours writes to its own build/). Each folder must be installed
 * (`npm install`) beforehand: the bench refuses folders without Docusaurus in node_modules.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {parseTimeV} from './lib/time';

interface Run {
  site: string;
  kind: 'cold' | 'warm';
  wall: number;
  cpu: number;
  load: string;
  ok: boolean;
}

const sites = (process.env.PAIR_SITES ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [name, dir] = entry.split('=');
    if (!name || !dir) throw new Error(`PAIR_SITES wants name=folder,name=folder; got "${entry}"`);
    return {name, dir: path.resolve(dir)};
  });
if (sites.length < 2) throw new Error('PAIR_SITES names at least two sites');
// A copy without its dependencies would fail every build in a second and still be "measured": stop first.
const uninstalled = sites.filter((site) => !existsSync(path.join(site.dir, 'node_modules', '.bin', 'docusaurus')));
if (uninstalled.length) {
  throw new Error(`not installed (run npm install there first): ${uninstalled.map((site) => site.dir).join(', ')}`);
}
const rounds = Number(process.env.PAIR_ROUNDS ?? 3);
const kinds = (process.env.PAIR_KINDS ?? 'cold,warm').split(',') as Array<'cold' | 'warm'>;

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;

function build(site: {name: string; dir: string}, kind: 'cold' | 'warm'): Run {
  if (kind === 'cold') {
    for (const folder of ['.docusaurus', 'node_modules/.cache', 'build'])
      rmSync(path.join(site.dir, folder), {recursive: true, force: true});
  }
  const before = load();
  const result = spawnSync('/usr/bin/time', ['-v', 'npm', 'run', 'build'], {
    cwd: site.dir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: {...process.env, FORCE_COLOR: '0', DOCUSAURUS_IGNORE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1'},
  });
  const t = parseTimeV(result.stderr);
  const run: Run = {site: site.name, kind, wall: t.seconds, cpu: t.user + t.system, load: `${before} → ${load()}`, ok: result.status === 0};
  if (!run.ok) console.error(result.stdout.slice(-3000), result.stderr.slice(-3000));
  const hovers = result.stdout.match(/\[example-hovers\].*/)?.[0];
  console.log(
    `${run.site} ${kind}: ${run.wall.toFixed(1)} s wall, ${run.cpu.toFixed(1)} s CPU, load ${run.load}${run.ok ? '' : ' FAILED'}${hovers ? ` (${hovers})` : ''}`,
  );
  return run;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const runs: Run[] = [];
for (let round = 1; round <= rounds; round++) {
  for (const kind of kinds) for (const site of sites) runs.push(build(site, kind));
}

const [base] = sites.slice(-1);
console.log(`\nmedians of ${rounds} rounds (ratio to ${base!.name}):`);
console.log('| site | kind | wall | CPU | wall ratio | CPU ratio | runs (wall) |');
console.log('|---|---|---:|---:|---:|---:|---|');
for (const kind of kinds) {
  const of = (name: string) => runs.filter((r) => r.site === name && r.kind === kind && r.ok);
  const baseWall = median(of(base!.name).map((r) => r.wall));
  const baseCpu = median(of(base!.name).map((r) => r.cpu));
  for (const site of sites) {
    const mine = of(site.name);
    const wall = median(mine.map((r) => r.wall));
    const cpu = median(mine.map((r) => r.cpu));
    console.log(
      `| ${site.name} | ${kind} | ${wall.toFixed(1)} s | ${cpu.toFixed(1)} s | ${(wall / baseWall).toFixed(2)}x | ${(cpu / baseCpu).toFixed(2)}x | ${mine.map((r) => `${r.wall.toFixed(1)} (load ${r.load})`).join(', ')} |`,
    );
  }
}
