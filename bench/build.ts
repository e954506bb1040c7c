/**
 * Production build time (cold and warm) and peak memory, ours vs theirs, each build under
 * /usr/bin/time -v and under the shared build lock (/tmp/site-build.lock), so that no two builds share
 * the machine's two cores.
 *   cold: caches removed first (.docusaurus, node_modules/.cache, the output folder) — what CI does;
 *   warm: the same build again right after, caches in place — what a rebuild after an edit does.
 * Ours is `npm run build` (API page generation, Docusaurus with Rspack, search index); theirs is its own
 * `npm run build` (Docusaurus with webpack) in the scratch copy.
 * Usage: npm run bench:build   (BENCH_BUILD_SITES=ours to build ours only)
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {ratio} from './lib/results';
import {parseTimeV} from './lib/time';
import {OURS, THEIRS, THEIRS_DIR} from './lib/sites';
import {machineNote, writeSection} from './lib/write-results';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const LOCK = process.env.SITE_BUILD_LOCK ?? '/tmp/site-build.lock';

interface Measured {
  seconds: number;
  maxRssMiB: number;
  userSeconds: number;
  systemSeconds: number;
  command: string;
  ok: boolean;
  /** 1-minute load average just before and just after the build (other work on the shared machine). */
  load: string;
}

function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;
  } catch {
    return '?';
  }
}

function timedBuild(cwd: string, args: string[], display: string): Measured {
  const loadBefore = loadAverage();
  const result = spawnSync('flock', [LOCK, '/usr/bin/time', '-v', ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: {...process.env, FORCE_COLOR: '0', DOCUSAURUS_IGNORE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1'},
  });
  const ok = result.status === 0;
  if (!ok) {
    console.error(result.stdout.slice(-4000));
    console.error(result.stderr.slice(-4000));
  }
  const figures = parseTimeV(result.stderr);
  return {
    seconds: figures.seconds,
    maxRssMiB: figures.maxRssKiB / 1024,
    userSeconds: figures.user,
    systemSeconds: figures.system,
    command: display,
    ok,
    load: `${loadBefore} → ${loadAverage()}`,
  };
}

function clearCaches(cwd: string, outDir: string): void {
  for (const folder of ['.docusaurus', 'node_modules/.cache']) {
    rmSync(path.join(cwd, folder), {recursive: true, force: true});
  }
  rmSync(outDir, {recursive: true, force: true});
}

const wanted = new Set((process.env.BENCH_BUILD_SITES ?? 'ours,theirs').split(','));
const results: Record<string, {cold?: Measured; warm?: Measured}> = {};

if (wanted.has('ours')) {
  const args = ['npm', 'run', 'build', '--', '--out-dir', OURS.buildDir];
  const display = `npm run build -- --out-dir ${OURS.buildDir}`;
  clearCaches(ROOT, OURS.buildDir);
  const cold = timedBuild(ROOT, args, display);
  console.log('ours cold', cold);
  const warm = timedBuild(ROOT, args, display);
  console.log('ours warm', warm);
  results.ours = {cold, warm};
}
if (wanted.has('theirs')) {
  const args = ['npm', 'run', 'build'];
  clearCaches(THEIRS_DIR, THEIRS.buildDir);
  const cold = timedBuild(THEIRS_DIR, args, `(cd ${THEIRS_DIR} && npm run build)`);
  console.log('theirs cold', cold);
  const warm = timedBuild(THEIRS_DIR, args, `(cd ${THEIRS_DIR} && npm run build)`);
  console.log('theirs warm', warm);
  results.theirs = {cold, warm};
}

const row = (label: string, pick: (m: Measured) => number, format: (n: number) => string) => {
  const ours = results.ours;
  const theirs = results.theirs;
  const cells = (['cold', 'warm'] as const).map((kind) => {
    const o = ours?.[kind];
    const t = theirs?.[kind];
    return `| ${label} (${kind}) | ${o ? format(pick(o)) + (o.ok ? '' : ' (FAILED)') : '—'} | ${t ? format(pick(t)) + (t.ok ? '' : ' (FAILED)') : '—'} | ${o && t ? ratio(pick(o), pick(t)) : 'n/a'} |`;
  });
  return cells.join('\n');
};

const body = `## Production build

Command: \`npm run bench:build\` (bench/build.ts). ${machineNote()} 2 cores shared with other work.
Each build runs as \`flock ${LOCK} /usr/bin/time -v <build>\`: ours \`${results.ours?.cold?.command ?? 'npm run build -- --out-dir …'}\`
(API pages + Docusaurus/Rspack + search index), theirs \`${results.theirs?.cold?.command ?? `(cd ${THEIRS_DIR} && npm run build)`}\`
(Docusaurus/webpack). Cold = .docusaurus, node_modules/.cache and the output folder removed first; warm = the
same build again right after. Peak memory = GNU time's maximum resident set size (largest process of the build).

| Figure | Ours | Current site | Ratio |
|--------|-----:|-------------:|------:|
${row('wall time', (m) => m.seconds, (n) => `${n.toFixed(1)} s`)}
${row('CPU time (user+sys)', (m) => m.userSeconds + m.systemSeconds, (n) => `${n.toFixed(1)} s`)}
${row('peak memory', (m) => m.maxRssMiB, (n) => `${n.toFixed(0)} MiB`)}

1-minute load average before → after each build (the lock keeps builds apart, not other work): ${Object.entries(results)
  .flatMap(([site, runs]) => Object.entries(runs).map(([kind, m]) => `${site} ${kind} ${m!.load}`))
  .join('; ')}.
`;
if (results.ours && results.theirs) {
  writeSection('Production build', body);
} else {
  console.log(body);
  console.log('(not written to RESULTS.md: only one site was built)');
}
