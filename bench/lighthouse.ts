/**
 * Lighthouse (npm package, default mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU
 * slowdown) on the three page types of both sites, median of RUNS runs (default 3). Chromium is
 * /usr/bin/chromium started by chrome-launcher, headless, offline: every host but 127.0.0.1 resolves to
 * nothing. Both builds are served with gzip, as a production host serves them (bench/lib/serve-compressed.ts). Runs
 * alternate between the sites so that machine load drifts affect both alike.
 * Usage: npm run bench:lighthouse   (LIGHTHOUSE_RUNS=5 for more runs; LIGHTHOUSE_PATHS=/a,/b for any pages, ours only)
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {serveCompressed} from './lib/serve-compressed';
import {median, ratio} from './lib/results';
import {hasBuild, OURS, PAGE_TYPES, pathPageType, THEIRS, type SiteUnderTest} from './lib/sites';
import {machineNote, writeSection} from './lib/write-results';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** Page types to run (keys of PAGE_TYPES); the three headline pages by default. */
const PAGE_KEYS = (process.env.LIGHTHOUSE_PAGES ?? 'home,guide,api-class').split(',');
/** Or any pages by path, ours only (LIGHTHOUSE_PATHS=/docs/a,/docs/b): the heaviest pages, a sample. */
const EXTRA_PATHS = process.env.LIGHTHOUSE_PATHS?.split(',').filter(Boolean) ?? [];
const PAGES = (EXTRA_PATHS.length > 0 ? EXTRA_PATHS.map(pathPageType) : PAGE_TYPES.filter((type) => PAGE_KEYS.includes(type.key))).map(
  (type) => ({
    key: type.key,
    label: type.label,
    path: type.ours,
    theirsPath: type.theirs,
  }),
);
/** `ours` to leave the current site out (the every-page-type sweep). */
const ONLY_OURS = process.env.LIGHTHOUSE_SITES === 'ours';
const SECTION = process.env.LIGHTHOUSE_SECTION ?? 'Lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
] as const;

interface Run {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  failing: string[];
}

async function runOnce(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
    ],
  });
  try {
    // ignoreStatusCode: the not-found page is served with status 404 (as it must be), which Lighthouse otherwise refuses.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ignoreStatusCode: true,
    });
    if (!result) {
      throw new Error(`Lighthouse returned nothing for ${url}`);
    }
    const {lhr} = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    }
    const scores: Record<string, number> = {};
    const failing: string[] = [];
    for (const category of CATEGORIES) {
      scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      if (category === 'performance') {
        continue;
      }
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          failing.push(`${category}: ${ref.id}`);
        }
      }
    }
    const metrics: Record<string, number> = {};
    for (const [id] of METRICS) {
      metrics[id] = lhr.audits[id]?.numericValue ?? Number.NaN;
    }
    return {scores, metrics, failing};
  } finally {
    await chrome.kill();
  }
}

interface Summary {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  runs: Run[];
  failing: string[];
}

/** "min–max" of some runs. */
function range(values: number[], format: (value: number) => string = String): string {
  return `${format(Math.min(...values))}–${format(Math.max(...values))}`;
}

function summarise(runs: Run[]): Summary {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((run) => run.scores[c]!))]));
  const metrics = Object.fromEntries(METRICS.map(([id]) => [id, median(runs.map((run) => run.metrics[id]!))]));
  return {scores, metrics, runs, failing: [...new Set(runs.flatMap((run) => run.failing))]};
}

async function main(): Promise<void> {
  if (!hasBuild(OURS)) {
    throw new Error(`No build of ours in ${OURS.buildDir}`);
  }
  const sites = [OURS, ...(!ONLY_OURS && hasBuild(THEIRS) ? [THEIRS] : [])];
  const runs = await runRounds(sites);
  const rows: string[] = [];
  const failingNotes: string[] = [];
  for (const page of PAGES) {
    const ours = summarise(runs.get(`ours ${page.key}`)!);
    const theirsRuns = runs.get(`theirs ${page.key}`);
    const theirs = theirsRuns ? summarise(theirsRuns) : undefined;
    rows.push(...pageRows(page.label, ours, theirs));
    const theirsFailing = theirs ? (theirs.failing.length ? theirs.failing.join('; ') : 'none') : '—';
    failingNotes.push(`- ${page.label}: ours ${ours.failing.length ? ours.failing.join('; ') : 'none'} — current site ${theirsFailing}`);
  }
  writeSection(SECTION, sectionBody(sites, rows, failingNotes));
}

/** RUNS rounds over every page, alternating between the sites; runs by "<site> <page>". */
async function runRounds(sites: SiteUnderTest[]): Promise<Map<string, Run[]>> {
  const servers = new Map<SiteUnderTest, {origin: string; close(): Promise<void>}>();
  for (const site of sites) {
    servers.set(site, await serveCompressed(site.buildDir));
  }
  const runs = new Map<string, Run[]>();
  try {
    for (let round = 0; round < RUNS; round += 1) {
      for (const page of PAGES) {
        for (const site of sites) {
          const pagePath = site === OURS ? page.path : page.theirsPath;
          if (!pagePath) continue;
          const url = servers.get(site)!.origin + pagePath;
          const run = await runOnce(url);
          console.log(`round ${round + 1} ${site.key} ${page.path}`, JSON.stringify(run.scores), JSON.stringify(run.metrics));
          const key = `${site.key} ${page.key}`;
          runs.set(key, [...(runs.get(key) ?? []), run]);
        }
      }
    }
  } finally {
    for (const server of servers.values()) {
      await server.close();
    }
  }
  return runs;
}

/** A page's table rows: each category score, then each metric (median, ratio, range and every run). */
function pageRows(label: string, ours: Summary, theirs: Summary | undefined): string[] {
  const rows: string[] = [];
  const row = (figure: string, o: string, t: string, ratioCell: string, ranges: [string, string], runs: [string, string]) =>
    `| ${label} | ${figure} | ${o} | ${t} | ${ratioCell} | ${ranges[0]} / ${ranges[1]} | ${runs[0]} / ${runs[1]} |`;
  for (const category of CATEGORIES) {
    const o = ours.scores[category]!;
    const t = theirs?.scores[category];
    rows.push(
      row(
        category,
        String(o),
        String(t ?? '—'),
        ratio(o, t),
        [range(ours.runs.map((r) => r.scores[category]!)), theirs ? range(theirs.runs.map((r) => r.scores[category]!)) : '—'],
        [ours.runs.map((r) => r.scores[category]).join(', '), theirs?.runs.map((r) => r.scores[category]).join(', ') ?? '—'],
      ),
    );
  }
  for (const [id, metric, unit] of METRICS) {
    const format = (value: number | undefined) =>
      value === undefined ? '—' : unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
    const o = ours.metrics[id]!;
    const t = theirs?.metrics[id];
    rows.push(
      row(
        metric,
        format(o),
        format(t),
        ratio(o, t),
        [
          range(
            ours.runs.map((r) => r.metrics[id]!),
            format,
          ),
          theirs
            ? range(
                theirs.runs.map((r) => r.metrics[id]!),
                format,
              )
            : '—',
        ],
        [ours.runs.map((r) => format(r.metrics[id])).join(', '), theirs?.runs.map((r) => format(r.metrics[id])).join(', ') ?? '—'],
      ),
    );
  }
  return rows;
}

/** The command that reproduces this run: the LIGHTHOUSE_* variables it was given, then the npm script. */
function commandLine(): string {
  const env = process.env;
  return [
    env.LIGHTHOUSE_PATHS ? `LIGHTHOUSE_PATHS=${env.LIGHTHOUSE_PATHS} ` : '',
    env.LIGHTHOUSE_PAGES ? `LIGHTHOUSE_PAGES=${env.LIGHTHOUSE_PAGES} ` : '',
    ONLY_OURS ? 'LIGHTHOUSE_SITES=ours ' : '',
    env.LIGHTHOUSE_RUNS ? `LIGHTHOUSE_RUNS=${RUNS} ` : '',
    env.LIGHTHOUSE_SECTION ? `LIGHTHOUSE_SECTION="${SECTION}" ` : '',
    'npm run bench:lighthouse',
  ].join('');
}

function sectionBody(sites: SiteUnderTest[], rows: string[], failingNotes: string[]): string {
  const oursOnlyNote = ONLY_OURS
    ? 'Ours only (LIGHTHOUSE_SITES=ours)'
    : "The current site's build was not found (THEIRS_DIR, a scratch copy)";
  return `## ${SECTION}

Command: \`${commandLine()}\` (bench/lighthouse.ts). ${machineNote()}
Lighthouse 12.8.2 (npm), default mobile preset (simulated throttling), /usr/bin/chromium via chrome-launcher,
headless, offline (every host but 127.0.0.1 unresolvable), both builds served as a host would (bench/lib/serve-compressed.ts:
clean URLs, gzip level 6 for text). Median of ${RUNS} runs; runs alternate between sites. Requests the current
site makes to other hosts (Google Fonts, a Netlify badge, shields.io images) fail fast here, which flatters its timings
and costs it in best-practices (console errors); both effects are listed per audit below.
The last column lists every run (ours / current site). Lower is better for FCP, LCP, TBT and CLS.
${sites.length === 1 ? `\n**${oursOnlyNote}: the current site's columns are empty.**\n` : ''}
| Page | Figure | Ours | Current site | Ratio | Range (ours / current) | Runs |
|------|--------|-----:|-------------:|------:|------|------|
${rows.join('\n')}

Audits scoring below 1 in the non-performance categories (any run):

${failingNotes.join('\n')}
`;
}

await main();
