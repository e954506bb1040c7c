/**
 * npm run bench:dev — the dev server, ours against the framework's site (THEIRS_DIR, see "Comparison setup"),
 * in paired runs (ours, theirs, ours, theirs...) so both meet the same machine load:
 * - ready: from `docusaurus start` to the guide's introduction page answering with its HTML (the dev server
 *   holds requests until its first compile is done);
 * - page shown: from `docusaurus start` to that page's title drawn in Chromium (a dev server that compiles a
 *   page when it is first opened answers its HTML sooner, and compiles the page's content after: this is the
 *   time a writer waits);
 * - edit visible: a unique sentence appended to that page's MDX file, until an open Chromium page shows it
 *   (hot reload), then the file is restored.
 * Prints one line per run (with the pair's ratio ours/theirs) and the medians with the 1-minute load average.
 * DEV_RUNS (default 3) pairs; DEV_SITES=ours (or theirs) runs one site only, for iterating.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {loadavg} from 'node:os';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {THEIRS_DIR} from './lib/sites';

const RUNS = Number(process.env.DEV_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface DevSite {
  name: 'ours' | 'theirs';
  dir: string;
  /** The MDX file edited and the route it is served at. */
  file: string;
  route: string;
}

const ALL_SITES: DevSite[] = [
  {
    name: 'ours',
    dir: path.resolve('.'),
    file: 'docs/guide/getting-started/introduction.mdx',
    route: '/docs/guide/getting-started/introduction',
  },
  {
    name: 'theirs',
    dir: THEIRS_DIR,
    file: 'docs/guide/01-getting-started/01-introduction.mdx',
    route: '/docs/guide/getting-started/introduction',
  },
];

const only = process.env.DEV_SITES?.split(',').map((name) => name.trim());
const SITES = ALL_SITES.filter((site) => !only || only.includes(site.name));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    process.kill(-server.pid!, 'SIGTERM');
  });
}

interface DevRun {
  readySeconds: number;
  shownSeconds: number;
  editSeconds: number;
  load: number;
}

async function measure(site: DevSite): Promise<DevRun> {
  const port = await freePort();
  const load = loadavg()[0];
  const started = performance.now();
  const server = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    cwd: site.dir,
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore'],
    env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0', DOCUSAURUS_IGNORE_UPDATE_CHECK: 'true'},
  });
  const url = `http://127.0.0.1:${port}${site.route}`;
  const file = path.join(site.dir, site.file);
  const original = readFileSync(file, 'utf8');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await waitFor('the dev server', 300_000, async () => ((await fetch(url)).ok ? true : undefined));
    const readySeconds = (performance.now() - started) / 1000;
    const page = await browser.newPage();
    await page.goto(url);
    await page.locator('article h1').first().waitFor({timeout: 120_000});
    const shownSeconds = (performance.now() - started) / 1000;
    // Let the client settle (the first hot-update connection) before the edit.
    await page.waitForTimeout(2000);
    const token = `Edit marker ${Date.now().toString(36)} for the dev-server bench.`;
    const edited = performance.now();
    writeFileSync(file, `${original}\n\n${token}\n`);
    await page.getByText(token).waitFor({timeout: 120_000});
    const editSeconds = (performance.now() - edited) / 1000;
    return {readySeconds, shownSeconds, editSeconds, load};
  } finally {
    writeFileSync(file, original);
    await browser.close();
    await stop(server);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const runs: Record<DevSite['name'], DevRun[]> = {ours: [], theirs: []};
for (let i = 1; i <= RUNS; i++) {
  for (const site of SITES) {
    const run = await measure(site);
    runs[site.name].push(run);
    const ours = runs.ours[i - 1];
    const pairRatio =
      site.name === 'theirs' && ours
        ? ` - pair ratio ours/theirs: ready ${(ours.readySeconds / run.readySeconds).toFixed(2)}x, ` +
          `page shown ${(ours.shownSeconds / run.shownSeconds).toFixed(2)}x`
        : '';
    console.log(
      `pair ${i} ${site.name}: ready ${run.readySeconds.toFixed(1)} s, page shown ${run.shownSeconds.toFixed(1)} s, ` +
        `edit visible ${run.editSeconds.toFixed(2)} s (load ${run.load.toFixed(1)})${pairRatio}`,
    );
  }
}
type Figure = 'readySeconds' | 'shownSeconds' | 'editSeconds';
const m = (name: DevSite['name'], key: Figure) => median(runs[name].map((r) => r[key]));
const versus = (key: Figure, digits: number) =>
  `${m('ours', key).toFixed(digits)} s vs ${m('theirs', key).toFixed(digits)} s (${(m('ours', key) / m('theirs', key)).toFixed(2)}x)`;
if (runs.ours.length && runs.theirs.length) {
  console.log(
    `\nmedians of ${RUNS} pairs: ready ${versus('readySeconds', 1)}; page shown ${versus('shownSeconds', 1)}; ` +
      `edit visible ${versus('editSeconds', 2)}; load ${[...runs.ours, ...runs.theirs].map((r) => r.load.toFixed(1)).join(', ')}`,
  );
} else {
  for (const site of SITES) {
    console.log(
      `\nmedians of ${RUNS} runs, ${site.name}: ready ${m(site.name, 'readySeconds').toFixed(1)} s, ` +
        `page shown ${m(site.name, 'shownSeconds').toFixed(1)} s, edit visible ${m(site.name, 'editSeconds').toFixed(2)} s`,
    );
  }
}
