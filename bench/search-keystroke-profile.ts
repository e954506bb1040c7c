/**
 * Where a keystroke's time goes in the search dialog (Chromium via playwright-core, built site on 127.0.0.1,
 * full index loaded): the same keystrokes as bench/search-latency.ts, typed while the page is traced.
 * For each keystroke, from its keydown to the last frame painted after the answer, the main thread's time is
 * split into: the client's answer (the engine, up to the `local-search:answer` mark), script after it
 * (React rendering DocSearch's modal, our markup repair), style, layout, paint/composite, and the
 * in-page probes the modal makes on each render (Selection.toString, localStorage) counted by wrapping them.
 * Also a CPU profile's self time by script file, to see which bundle the script time is in.
 *
 *   SITE_BUILD_DIR=build npx tsx bench/search-keystroke-profile.ts [--queries 25]
 */
import {loadavg} from 'node:os';
import {launchBrowser, offlineContext} from '../tests/e2e/support/browser';
import {startServer} from '../tests/e2e/support/server';
import {openDialogWithFullIndex, typeQuery, watchKeystrokes, type Keystroke} from './lib/search-dialog';
import {BUILD_DIR, percentile, typedQueries} from './search-support';

const count = process.argv.includes('--queries') ? Number(process.argv[process.argv.indexOf('--queries') + 1]) : 25;
const PAGE = '/docs/guide/commands/chat-input-commands';
const QUIET_MS = 60;

interface Probe {
  calls: number;
  ms: number;
}
declare global {
  interface Window {
    __probes: Record<string, Probe>;
  }
}

/** Wraps the methods the modal calls on each render, to count their calls and time. */
function installProbes(): void {
  window.__probes = {};
  const wrap = (owner: object, name: string, label: string) => {
    const original = (owner as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
    (owner as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      const started = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const probe = (window.__probes[label] ??= {calls: 0, ms: 0});
        probe.calls += 1;
        probe.ms += performance.now() - started;
      }
    };
  };
  wrap(Selection.prototype, 'toString', 'Selection.toString');
  wrap(Window.prototype, 'getSelection', 'getSelection');
  wrap(Storage.prototype, 'setItem', 'localStorage.setItem');
  wrap(Storage.prototype, 'getItem', 'localStorage.getItem');
  wrap(Storage.prototype, 'removeItem', 'localStorage.removeItem');
  // Every MutationObserver callback but the bench's own (which is created after this and marked).
  const Native = window.MutationObserver;
  window.MutationObserver = class extends Native {
    constructor(callback: MutationCallback) {
      const label = (callback as {benchOwn?: boolean}).benchOwn ? 'bench observer' : 'page MutationObservers';
      super((records, observer) => {
        const started = performance.now();
        try {
          callback(records, observer);
        } finally {
          const probe = (window.__probes[label] ??= {calls: 0, ms: 0});
          probe.calls += 1;
          probe.ms += performance.now() - started;
        }
      });
    }
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time (CPU actually used, not time waiting for a core). */
  tdur?: number;
  tid: number;
  pid: number;
  cat: string;
  args?: {data?: {url?: string; type?: string}};
}

interface CpuProfile {
  nodes: {id: number; callFrame: {url: string; functionName: string; lineNumber: number; columnNumber: number}}[];
  samples: number[];
  timeDeltas: number[];
}

const BUCKETS = ['to answer (engine, DocSearch request)', 'script after answer', 'style', 'layout', 'paint / composite', 'GC'] as const;
type Bucket = (typeof BUCKETS)[number];

async function main() {
  const server = await startServer(BUILD_DIR);
  const browser = await launchBrowser();
  const queries = typedQueries(count);
  try {
    const {context} = await offlineContext(browser, server.origin);
    // tsx names functions with a `__name` helper that the page does not have.
    await context.addInitScript({content: 'window.__name = (fn) => fn;'});
    await context.addInitScript(installProbes);
    const page = await context.newPage();
    await openDialogWithFullIndex(page, `${server.origin}${PAGE}`);
    await watchKeystrokes(page);
    await page.evaluate(() => (window.__probes = {}));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 200});
    await browser.startTracing(page, {categories: ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'toplevel']});
    await cdp.send('Profiler.start');
    const windows: Keystroke[] = [];
    for (const query of queries) {
      windows.push(...(await typeQuery(page, query, QUIET_MS)));
    }
    const {profile} = (await cdp.send('Profiler.stop')) as {profile: CpuProfile};
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {traceEvents: TraceEvent[]};
    const probes = await page.evaluate(() => window.__probes);

    const {perKey, totals, cpu} = perKeystroke(trace.traceEvents, windows);
    printPerKeystroke(windows.length, perKey, totals, cpu);
    console.log('probes (whole run, per keystroke):');
    for (const [label, probe] of Object.entries(probes)) {
      console.log(`  ${label}: ${(probe.calls / windows.length).toFixed(1)} calls, ${(probe.ms / windows.length).toFixed(3)} ms`);
    }
    printSelfTime(profile, server.origin, windows.length);
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

/** For each keystroke's window: main-thread time per bucket, the latency, and the main thread's CPU time. */
function perKeystroke(events: TraceEvent[], windows: Keystroke[]) {
  // Trace timestamps are in µs of the trace clock; the page's marks in ms of the epoch. Align by the
  // user-timing marks the client writes (`local-search:answer`), which appear in both.
  const answerMarks = events.filter((e) => e.name === 'local-search:answer' && e.cat.includes('blink.user_timing')).map((e) => e.ts);
  const offsetUs = answerMarks.length > 0 ? answerMarks[answerMarks.length - 1] - windows[windows.length - 1].answer * 1000 : 0;
  // The renderer's main thread: the one that ran the page's user-timing marks.
  const rendererMain = events.find((e) => e.name === 'local-search:answer')?.tid;
  const mainEvents = events.filter((e) => e.ph === 'X' && e.dur !== undefined && (rendererMain === undefined || e.tid === rendererMain));
  const perKey = Object.fromEntries(BUCKETS.map((b) => [b, [] as number[]])) as Record<Bucket, number[]>;
  const totals: number[] = [];
  // Main-thread CPU per keystroke: the thread time of the tasks that ran in its window. Unlike the wall-clock
  // latency it does not grow when other processes take the cores, so builds can be compared on a busy machine.
  const cpu: number[] = [];
  for (const w of windows) {
    const from = w.key * 1000 + offsetUs;
    const answerAt = w.answer * 1000 + offsetUs;
    const to = w.end * 1000 + offsetUs + 20_000;
    const inWindow = mainEvents.filter((e) => e.ts >= from && e.ts < to);
    const sum = (pick: (e: TraceEvent) => boolean) => inWindow.filter(pick).reduce((total, e) => total + (e.dur ?? 0), 0) / 1000;
    perKey['to answer (engine, DocSearch request)'].push((answerAt - from) / 1000);
    perKey['script after answer'].push(
      sum((e) => (e.name === 'FunctionCall' || e.name === 'RunMicrotasks' || e.name === 'EvaluateScript') && e.ts >= answerAt),
    );
    perKey.style.push(sum((e) => e.name === 'UpdateLayoutTree' || e.name === 'RecalculateStyles'));
    perKey.layout.push(sum((e) => e.name === 'Layout'));
    perKey['paint / composite'].push(
      sum((e) => ['Paint', 'PrePaint', 'Layerize', 'Commit', 'CompositeLayers', 'UpdateLayer', 'PaintImage'].includes(e.name)),
    );
    perKey.GC.push(sum((e) => e.name.includes('GC')));
    totals.push(w.end - w.key);
    cpu.push(
      inWindow
        .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
        .reduce((total, e) => total + (e.tdur ?? e.dur ?? 0), 0) / 1000,
    );
  }
  return {perKey, totals, cpu};
}

function printPerKeystroke(keystrokes: number, perKey: Record<Bucket, number[]>, totals: number[], cpu: number[]): void {
  const spread = (list: number[], digits: number) =>
    `median ${percentile(list, 50).toFixed(digits)} ms, p95 ${percentile(list, 95).toFixed(digits)} ms`;
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(`build: ${BUILD_DIR}; ${keystrokes} keystrokes; load average ${load}`);
  console.log(`keystroke → last results mutation: ${spread(totals, 1)}`);
  console.log(`main-thread CPU per keystroke (thread time of its tasks): ${spread(cpu, 1)}`);
  for (const bucket of BUCKETS) {
    const list = perKey[bucket];
    console.log(`  ${bucket}: ${spread(list, 2)}, mean ${(list.reduce((a, b) => a + b, 0) / list.length).toFixed(2)} ms`);
  }
}

/** CPU profile: self time per keystroke by script file and by function (minified names, with their position). */
function printSelfTime(profile: CpuProfile, origin: string, keystrokes: number): void {
  const selfById = new Map<number, number>();
  profile.samples.forEach((id, i) => selfById.set(id, (selfById.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const self = (selfById.get(node.id) ?? 0) / 1000;
    const file = node.callFrame.url.replace(origin, '') || node.callFrame.functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + self);
    const fn = `${file} ${node.callFrame.functionName || '(anonymous)'}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + self);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .filter(([name]) => name !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, n);
  console.log('CPU self time per keystroke by file:');
  for (const [file, ms] of top(byFile, 10)) {
    console.log(`  ${(ms / keystrokes).toFixed(2)} ms  ${file}`);
  }
  console.log('by function:');
  for (const [fn, ms] of top(byFunction, 25)) {
    console.log(`  ${(ms / keystrokes).toFixed(2)} ms  ${fn}`);
  }
}

await main();
