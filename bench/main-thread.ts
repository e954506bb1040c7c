/**
 * Where a page's main-thread time goes while it loads: Chromium (playwright-core, /usr/bin/chromium), CPU
 * slowed 4x as Lighthouse's mobile preset does, the build served with gzip (bench/lib/serve-compressed.ts),
 * cold cache. Reports the blocking time of the long tasks from first paint until the page is quiet (the part
 * of each task over 50 ms, summed: Total Blocking Time as Lighthouse defines it, measured rather than
 * simulated) and, with --profile, the functions that took the most self time, the scripts with the most
 * time on the stack (CPU profiler) and, with INCLUSIVE=<n>, the n functions with the most time on the stack
 * (with a `--no-minify` build these name React's phases and the site's components).
 * On a shared machine the figures move with its load: compare builds in alternating runs, at the same time.
 * Usage: PERF_BUILD_DIR=<build> npx tsx bench/main-thread.ts [--profile] [--runs N] [page keys of bench/lib/sites.ts, or /page/paths…]
 */
import {chromium, type Page} from 'playwright-core';
import {serveCompressed} from './lib/serve-compressed';
import {median} from './lib/results';
import {OURS, PAGE_TYPES, pathPageType} from './lib/sites';

const args = process.argv.slice(2);
const PROFILE = args.includes('--profile');
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const keys = args.filter((arg, index) => !arg.startsWith('--') && (runsAt < 0 || index !== runsAt + 1));
// A key that starts with "/" is a page path of ours (any page, not only the page types).
const pages = [
  ...PAGE_TYPES.filter((type) => keys.length === 0 || keys.includes(type.key)),
  ...keys.filter((key) => key.startsWith('/')).map(pathPageType),
];
const SETTLE_MS = 3_000;

interface ProfileNode {
  id: number;
  callFrame: {functionName: string; url: string; lineNumber: number; columnNumber: number};
  hitCount?: number;
}

/** Self time per function (ms), largest first. */
function hotspots(profile: {nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]}, top: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  // Inclusive time per script: a sample counts for every script on its stack (once each).
  const parents = new Map<number, number>();
  for (const node of profile.nodes as Array<ProfileNode & {children?: number[]}>)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const byScript = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const scripts = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const url = byId.get(at)!.callFrame.url.replace(/^.*\//, '');
      if (url) scripts.add(url);
    }
    for (const script of scripts) byScript.set(script, (byScript.get(script) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const names = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (frame.functionName && frame.url) names.add(`${frame.functionName} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}`);
    }
    for (const name of names) byFunction.set(name, (byFunction.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  if (process.env.INCLUSIVE)
    console.log(
      [...byFunction]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(process.env.INCLUSIVE))
        .map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms  (incl) ${key}`)
        .join('\n'),
    );
  const scripts = [...byScript]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms  (inclusive) ${key}`);
  return [
    ...[...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${key}`),
    ...scripts,
  ];
}

async function measure(page: Page, url: string): Promise<{tbt: number; tasks: number[]; profile?: string[]}> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await page.addInitScript(() => {
    const w = window as unknown as {__tasks: Array<[number, number]>};
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tasks.push([entry.startTime, entry.duration]);
    }).observe({type: 'longtask', buffered: true});
  });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 200});
    await cdp.send('Profiler.start');
  }
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForTimeout(SETTLE_MS);
  const {tasks, fcp} = await page.evaluate(() => ({
    tasks: (window as unknown as {__tasks: Array<[number, number]>}).__tasks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  const after = tasks.filter(([start, duration]) => start + duration > fcp);
  const tbt = after.reduce((sum, [start, duration]) => sum + Math.max(0, Math.min(duration, start + duration - fcp) - 50), 0);
  let profile: string[] | undefined;
  if (PROFILE) {
    const {profile: data} = await cdp.send('Profiler.stop');
    profile = hotspots(data as never, 25);
  }
  return {tbt, tasks: after.map(([, duration]) => Math.round(duration)), profile};
}

async function main(): Promise<void> {
  const server = await serveCompressed(OURS.buildDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    for (const type of pages) {
      const tbts: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: {width: 412, height: 823},
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const result = await measure(page, server.origin + type.ours);
        tbts.push(result.tbt);
        console.log(`${type.key} run ${run + 1}: blocking ${Math.round(result.tbt)} ms, long tasks ${result.tasks.join(', ') || 'none'}`);
        if (result.profile) console.log(result.profile.join('\n'));
        await context.close();
      }
      console.log(`${type.key}: median blocking ${Math.round(median(tbts))} ms (${type.ours})`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
