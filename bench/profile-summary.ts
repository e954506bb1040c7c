/**
 * Sums V8 CPU profiles (`node --cpu-prof --cpu-prof-dir <dir> ...`: one file per thread) by thread, by package
 * and by function, on self time. Used to find where a build's JavaScript time goes (bench/RESULTS.md, "Build
 * cost"); Rspack's own threads are native code and do not appear in these profiles.
 *
 *   npx tsx bench/profile-summary.ts <profile dir> [top N] [filter: only functions whose file contains it]
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: {functionName: string; url: string; lineNumber: number};
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** The package a script belongs to (`@scope/name` below node_modules), or the site's own folder. */
export function packageOf(url: string): string {
  if (!url) return '(native / idle / gc)';
  const file = url.replace(/^file:\/\//, '');
  const below = file.lastIndexOf('node_modules/');
  if (below >= 0) {
    const parts = file.slice(below + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (file.startsWith('node:')) return 'node (built-in)';
  const site = file.match(/\/(plugins\/[^/]+|src|config|scripts|framework|bench|\.docusaurus|build)\//);
  return site ? `ours: ${site[1]}` : `other: ${path.basename(file)}`;
}

/** Self time in ms of every node of a profile. */
export function selfTimes(profile: Profile): Map<number, number> {
  const times = new Map<number, number>();
  for (let index = 0; index < profile.samples.length; index++) {
    // timeDeltas[i] is the time before sample i; the sample owns the time up to the next one.
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    times.set(profile.samples[index]!, (times.get(profile.samples[index]!) ?? 0) + delta);
  }
  return times;
}

function add(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

function top(map: Map<string, number>, count: number): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${(ms / 1000).toFixed(2).padStart(8)} s  ${key}`);
}

function main(): void {
  const [dir, count = '25', filter = ''] = process.argv.slice(2);
  if (!dir) throw new Error('usage: profile-summary.ts <profile dir> [top N] [file filter]');
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort()) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const threadPackages = new Map<string, number>();
    let busy = 0;
    for (const [id, ms] of selfTimes(profile)) {
      const {functionName, url, lineNumber} = byId.get(id)!.callFrame;
      if (functionName === '(idle)') continue;
      busy += ms;
      const pkg = packageOf(url);
      add(threadPackages, pkg, ms);
      add(packages, pkg, ms);
      if (!filter || url.includes(filter))
        add(functions, `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`, ms);
    }
    total += busy;
    const span = (profile.endTime - profile.startTime) / 1e6;
    console.log(`\n== ${file}: ${(busy / 1000).toFixed(2)} s busy of ${span.toFixed(1)} s`);
    for (const line of top(threadPackages, 6)) console.log(line);
  }
  console.log(`\n== all threads: ${(total / 1000).toFixed(2)} s busy (JavaScript threads; Rspack's native threads not included)`);
  console.log('\n-- by package');
  for (const line of top(packages, Number(count))) console.log(line);
  console.log(`\n-- by function${filter ? ` (files containing "${filter}")` : ''}`);
  for (const line of top(functions, Number(count))) console.log(line);
}

main();
