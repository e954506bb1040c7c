/**
 * Production build time (cold and warm) and peak memory, ours vs theirs, each build under
 * /usr/bin/time -v and under the shared build lock (/tmp/site-build.lock), so that no two builds share
 * the machine's two cores.
 *   cold: caches removed first (.docusaurus, node_modules/.cache, the output folder) — what CI does;
 *   warm: the same build again right after, caches in place — what a rebuild after an edit does.
 * Ours is `npm run build` (API page generation, Docusaurus with Rspack, search index); theirs is its own
 * `npm run build` (Docusaurus with `experimental_faster`, Rspack like ours) in the scratch copy.
 * Usage: npm run bench:build   (BENCH_BUILD_SITES=ours to build ours only)
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
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
  /** Docusaurus's own phase timings (DOCUSAURUS_PERF_LOGGER), seconds by phase label. */
  phases: Array<[string, number]>;
  /** What our own plugins report about their postBuild work (`[social-cards] …`), ours only. */
  pluginLines: string[];
}

/**
 * The phases Docusaurus's perf logger reports, two levels below the build (`Build > en > Bundling…`),
 * plus our own lines (`[local-search]`, the API generator) that carry their time.
 */
export function parsePhases(stdout: string): Array<[string, number]> {
  const phases: Array<[string, number]> = [];
  // eslint-disable-next-line no-control-regex
  const plain = stdout.replace(/\u001b\[[0-9;]*m/g, '');
  for (const match of plain.matchAll(/^\[PERF\]\s+(.+?) - ([\d.]+) (ms|seconds)/gm)) {
    const label = match[1]!.trim();
    const depth = label.split(' > ').length;
    // Per-worker SSG tasks are listed separately; the SSG phase covers them.
    if (depth > 3 || label.startsWith('SSG Worker')) continue;
    phases.push([label, Number(match[2]) / (match[3] === 'ms' ? 1000 : 1)]);
  }
  return phases;
}

/** Our plugins' one-line reports (they carry their own timings), in the order they were printed. */
export function parsePluginLines(stdout: string): string[] {
  // eslint-disable-next-line no-control-regex
  const plain = stdout.replace(/\u001b\[[0-9;]*m/g, '');
  return [...plain.matchAll(/^\[(?:social-cards|llms-markdown|local-search|url-forms|route-sections)\] .+$/gm)].map((match) => match[0]);
}

/**
 * A folder as RESULTS.md names it: under the system's temporary folder `<scratch>/…`, inside this repository
 * relative to it, anything else `<scratch>/<name>` (no machine's paths in committed files).
 */
export function displayPath(folder: string, root = ROOT, scratch = tmpdir()): string {
  const inside = (parent: string) => {
    const relative = path.relative(parent, folder);
    return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : undefined;
  };
  const inRoot = inside(root);
  if (inRoot !== undefined) return inRoot;
  const inScratch = inside(scratch);
  return `<scratch>/${inScratch ?? path.basename(folder)}`;
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
  // SITE_BUILD_LOCK=none: no lock (when another session holds it for long); the paired order below keeps
  // both sites under comparable load.
  const command = LOCK === 'none' ? ['/usr/bin/time', '-v', ...args] : ['flock', LOCK, '/usr/bin/time', '-v', ...args];
  const result = spawnSync(command[0]!, command.slice(1), {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: {
      ...process.env,
      FORCE_COLOR: '0',
      DOCUSAURUS_IGNORE_UPDATE_CHECK: 'true',
      NO_UPDATE_NOTIFIER: '1',
      DOCUSAURUS_PERF_LOGGER: 'true',
    },
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
    phases: parsePhases(result.stdout),
    pluginLines: parsePluginLines(result.stdout),
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

const oursArgs = ['npm', 'run', 'build', '--', '--out-dir', OURS.buildDir];
const oursDisplay = `npm run build -- --out-dir ${displayPath(OURS.buildDir)}`;
const theirsDisplay = `(cd ${displayPath(THEIRS_DIR)} && npm run build)`;
// Paired: ours and theirs cold one after the other, then both warm, so drifts in machine load hit both.
if (wanted.has('ours')) clearCaches(ROOT, OURS.buildDir);
if (wanted.has('theirs')) clearCaches(THEIRS_DIR, THEIRS.buildDir);
for (const kind of ['cold', 'warm'] as const) {
  if (wanted.has('ours')) {
    const measured = timedBuild(ROOT, oursArgs, oursDisplay);
    console.log(`ours ${kind}`, measured);
    results.ours = {...results.ours, [kind]: measured};
  }
  if (wanted.has('theirs')) {
    const measured = timedBuild(THEIRS_DIR, ['npm', 'run', 'build'], theirsDisplay);
    console.log(`theirs ${kind}`, measured);
    results.theirs = {...results.theirs, [kind]: measured};
  }
}

const row = (label: string, pick: (m: Measured) => number, format: (n: number) => string) => {
  const ours = results.ours;
  const theirs = results.theirs;
  const cells = (['cold', 'warm'] as const).map((kind) => {
    const o = ours?.[kind];
    const t = theirs?.[kind];
    return (
      `| ${label} (${kind}) | ${o ? format(pick(o)) + (o.ok ? '' : ' (FAILED)') : '—'} | ` +
      `${t ? format(pick(t)) + (t.ok ? '' : ' (FAILED)') : '—'} | ` +
      `${o && t ? ratio(pick(o), pick(t)) : 'n/a'} |`
    );
  });
  return cells.join('\n');
};

const phaseTable = Object.entries(results)
  .flatMap(([site, runs]) =>
    Object.entries(runs).map(
      ([kind, m]) =>
        `**${site}, ${kind}**: ${
          m!.phases
            .filter(([label]) => label.split(' > ').length <= 3)
            .map(([label, seconds]) => `${label.replace(/^Build > en > /, '')} ${seconds.toFixed(1)} s`)
            .join('; ') || '(no phase timings)'
        }`,
    ),
  )
  .join('\n\n');

const body = `## Production build

Command: \`npm run bench:build\` (bench/build.ts). ${machineNote()} 2 cores shared with other work.
Each build runs as \`${LOCK === 'none' ? '' : 'flock <build lock> '}/usr/bin/time -v <build>\`, in the order ours cold, theirs cold, ours warm, theirs warm: ours \`${results.ours?.cold?.command ?? 'npm run build -- --out-dir …'}\`
(API pages + Docusaurus/Rspack + search index), theirs \`${results.theirs?.cold?.command ?? theirsDisplay}\`
(Docusaurus 3.8.1 with \`experimental_faster\`: Rspack, SWC, Lightning CSS, like ours). Cold = .docusaurus, node_modules/.cache and the output folder removed first; warm = the
same build again right after. Peak memory = GNU time's maximum resident set size (largest process of the build).

| Figure | Ours | Current site | Ratio |
|--------|-----:|-------------:|------:|
${row(
  'wall time',
  (m) => m.seconds,
  (n) => `${n.toFixed(1)} s`,
)}
${row(
  'CPU time (user+sys)',
  (m) => m.userSeconds + m.systemSeconds,
  (n) => `${n.toFixed(1)} s`,
)}
${row(
  'peak memory',
  (m) => m.maxRssMiB,
  (n) => `${n.toFixed(0)} MiB`,
)}

Where the time goes (Docusaurus's perf logger, \`DOCUSAURUS_PERF_LOGGER=true\`; phases overlap, so they do not add up to the wall time):

${phaseTable}

What our plugins report of their postBuild work (cards and twins are made on worker threads from the moment the
pages are known; "waited" is the part postBuild still had to wait for):

${Object.entries(results)
  .flatMap(([site, runs]) =>
    Object.entries(runs)
      .filter(([, m]) => m!.pluginLines.length > 0)
      .map(([kind, m]) => `**${site}, ${kind}**:\n${m!.pluginLines.map((line) => `- \`${line}\``).join('\n')}`),
  )
  .join('\n\n')}

1-minute load average before → after each build (${LOCK === 'none' ? 'no build lock: the paired order keeps the comparison fair' : 'the lock keeps builds apart, not other work'}): ${Object.entries(
  results,
)
  .flatMap(([site, runs]) => Object.entries(runs).map(([kind, m]) => `${site} ${kind} ${m!.load}`))
  .join('; ')}.
`;
if (results.ours && results.theirs) {
  writeSection('Production build', body);
} else {
  console.log(body);
  console.log('(not written to RESULTS.md: only one site was built)');
}
