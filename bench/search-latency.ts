/**
 * Search latency in a real browser (Chromium via playwright-core, offline, built site on 127.0.0.1):
 * from the keydown of each keystroke typed into DocSearch's input to the last DOM change of the
 * results it caused (the local client marks `local-search:answer`; the measurement ends when the
 * dropdown has been quiet for 60 ms after that answer), once the full index is loaded. Also: the first
 * answer on a freshly loaded page (Ctrl+K right after load, a query typed: from its last keystroke to the
 * first hit rendered) and the index size per version (raw and gzip).
 *
 *   SITE_BUILD_DIR=build npx tsx bench/search-latency.ts [--queries 25] [--first-runs 9] [--type-delay 30] [--json out.json]
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {launchBrowser, offlineContext, waitForHydration} from '../tests/e2e/support/browser';
import {startServer} from '../tests/e2e/support/server';
import {openDialogWithFullIndex, typeQuery, watchKeystrokes} from './lib/search-dialog';
import {BUILD_DIR, VERSION_TAGS, percentile, readManifest, typedQueries} from './search-support';

const count = process.argv.includes('--queries') ? Number(process.argv[process.argv.indexOf('--queries') + 1]) : 25;
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
const PAGE = '/docs/guide/commands/chat-input-commands';
const QUIET_MS = 60;
const firstRuns = process.argv.includes('--first-runs') ? Number(process.argv[process.argv.indexOf('--first-runs') + 1]) : 9;
/** Milliseconds between keys of the first query (30: a fast typist; 0: a query pasted or typed by a script). */
const firstTypeDelay = process.argv.includes('--type-delay') ? Number(process.argv[process.argv.indexOf('--type-delay') + 1]) : 30;
/** Queries typed on a fresh page: a task, an API name, a question, a short word. */
const FIRST_QUERIES = ['middleware', 'reloadCommands', 'slash command', 'cache', 'cooldown'];

function indexSizes() {
  const manifest = readManifest();
  const rows: {version: string; raw: number; gzip: number; titlesGzip: number; records: number}[] = [];
  for (const [version, tags] of Object.entries(VERSION_TAGS)) {
    let raw = 0;
    let gzip = 0;
    let titlesGzip = 0;
    let records = 0;
    for (const tag of tags) {
      const entry = manifest.shards[tag];
      if (!entry) {
        continue;
      }
      for (const file of [entry.file, entry.text].filter((name): name is string => name !== undefined)) {
        const content = readFileSync(path.join(BUILD_DIR, 'search', file));
        raw += content.length;
        gzip += gzipSync(content).length;
        if (file === entry.file) {
          titlesGzip += gzipSync(content).length;
        }
      }
      records += entry.records;
    }
    rows.push({version, raw, gzip, titlesGzip, records});
  }
  return rows;
}

interface FirstAnswer {
  query: string;
  fromLastKey: number;
  fromFirstKey: number;
  fullAfterShortcut: number;
}

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

async function main() {
  const server = await startServer(BUILD_DIR);
  const browser = await launchBrowser();
  const queries = typedQueries(count);
  try {
    const first: FirstAnswer[] = [];
    for (let run = 0; run < firstRuns; run += 1)
      first.push(await firstAnswer(browser, server.origin, FIRST_QUERIES[run % FIRST_QUERIES.length]!));

    const {context} = await offlineContext(browser, server.origin);
    const page = await context.newPage();
    await openDialogWithFullIndex(page, `${server.origin}${PAGE}`);
    await watchKeystrokes(page);
    // keydown → rendered results; keydown → the client's answer (DocSearch's debounce-free request, the engine,
    // the response handed back): the rest of each latency is DocSearch rendering the hits.
    const latencies: number[] = [];
    const answers: number[] = [];
    for (const query of queries) {
      for (const {key, answer, end} of await typeQuery(page, query, QUIET_MS)) {
        latencies.push(end - key);
        answers.push(answer - key);
      }
    }
    const result = summary(latencies, answers, first, indexSizes());
    printSummary(result, queries.length, latencies.length);
    if (jsonOut) {
      writeFileSync(jsonOut, JSON.stringify({...result, latencies}, null, 1));
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * First answer on a fresh page: load, open the dialog with Ctrl+K at once (no hover, so the shortcut is what
 * starts the index download), type a query; from the keydown of its last letter to the first hit rendered in the
 * dialog for the whole query. Also from the first letter, and the full index's arrival after the shortcut.
 */
async function firstAnswer(browser: Browser, origin: string, query: string): Promise<FirstAnswer> {
  const {context} = await offlineContext(browser, origin);
  const page = await context.newPage();
  await page.goto(`${origin}${PAGE}`, {waitUntil: 'load'});
  // Until React has hydrated, the shortcut is not listened to.
  await waitForHydration(page);
  await page.evaluate((target) => {
    const marks = {target, shortcut: 0, firstKey: 0, lastKey: 0, hits: 0};
    (window as unknown as {__first: typeof marks}).__first = marks;
    document.addEventListener(
      'keydown',
      (event) => {
        const now = performance.now();
        if (event.key.toLowerCase() === 'k' && event.ctrlKey) {
          marks.shortcut = now;
        } else if ((event.target as Element | null)?.classList?.contains('DocSearch-Input')) {
          marks.firstKey ||= now;
          marks.lastKey = now;
        }
      },
      {capture: true},
    );
    // The first hits rendered for the whole query: after the answer to its last keystroke.
    new MutationObserver(() => {
      const answers = performance.getEntriesByName('local-search:answer');
      const answered = answers.length > 0 && answers[answers.length - 1].startTime >= marks.lastKey;
      const whole = document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value === marks.target;
      if (whole && marks.hits === 0 && answered && document.querySelector('.DocSearch-Hit')) {
        marks.hits = performance.now();
      }
    }).observe(document.body, {subtree: true, childList: true, characterData: true});
  }, query);
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  // Typed at a steady 30 ms a key (a fast typist) unless --type-delay says otherwise, so each keystroke is its
  // own query as in real use.
  await page.keyboard.type(query, {delay: firstTypeDelay});
  await page.waitForFunction(
    () => {
      const marks = (window as unknown as {__first: {target: string; lastKey: number; hits: number}}).__first;
      // Same hits as the query before (no DOM change): shown as soon as the answer is in.
      const answers = performance.getEntriesByName('local-search:answer');
      const whole = document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value === marks.target;
      if (
        whole &&
        marks.hits === 0 &&
        answers.length > 0 &&
        answers[answers.length - 1].startTime >= marks.lastKey &&
        document.querySelector('.DocSearch-Hit')
      ) {
        marks.hits = performance.now();
      }
      return marks.hits > 0;
    },
    undefined,
    {polling: 5, timeout: 20_000},
  );
  await page.waitForFunction(() => performance.getEntriesByName('local-search:full').length > 0, undefined, {
    polling: 10,
    timeout: 30_000,
  });
  const marks = await page.evaluate(() => ({
    ...(window as unknown as {__first: {target: string; shortcut: number; firstKey: number; lastKey: number; hits: number}}).__first,
    full: performance.getEntriesByName('local-search:full')[0].startTime,
  }));
  await context.close();
  return {
    query,
    fromLastKey: marks.hits - marks.lastKey,
    fromFirstKey: marks.hits - marks.firstKey,
    fullAfterShortcut: marks.full - marks.shortcut,
  };
}

function summary(latencies: number[], answers: number[], first: FirstAnswer[], sizes: ReturnType<typeof indexSizes>) {
  const median = (pick: (f: FirstAnswer) => number) => percentile(first.map(pick), 50);
  return {
    keystrokes: latencies.length,
    medianMs: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    maxMs: Math.max(...latencies),
    toAnswerMedianMs: percentile(answers, 50),
    toAnswerP95Ms: percentile(answers, 95),
    firstAnswerMs: {
      medianFromLastKey: median((f) => f.fromLastKey),
      medianFromFirstKey: median((f) => f.fromFirstKey),
      medianFullIndexAfterShortcut: median((f) => f.fullAfterShortcut),
      runs: first,
    },
    sizes,
  };
}

function printSummary(result: ReturnType<typeof summary>, queryCount: number, keystrokes: number): void {
  const ms = (n: number, digits = 1) => `${n.toFixed(digits)} ms`;
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(`build: ${BUILD_DIR}; page ${PAGE}; ${queryCount} queries typed key by key`);
  console.log(
    `keystroke → rendered results: median ${ms(result.medianMs)}, p95 ${ms(result.p95Ms)}, max ${ms(result.maxMs)} ` +
      `over ${keystrokes} keystrokes`,
  );
  console.log(
    `  of which keystroke → answer from the client: median ${ms(result.toAnswerMedianMs)}, ` +
      `p95 ${ms(result.toAnswerP95Ms)}; load average ${load}`,
  );
  const f = result.firstAnswerMs;
  console.log(
    `first answer on a fresh page (Ctrl+K right after hydration, query typed ${firstTypeDelay} ms a key, first hit rendered), ` +
      `${f.runs.length} runs: median ${ms(f.medianFromLastKey, 0)} from the last keystroke, ` +
      `${ms(f.medianFromFirstKey, 0)} from the first; full index ready ${ms(f.medianFullIndexAfterShortcut, 0)} after Ctrl+K (median)`,
  );
  console.log(`  runs (from last key): ${f.runs.map((r) => `${r.query}=${r.fromLastKey.toFixed(0)}`).join(', ')}`);
  for (const size of result.sizes) {
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
    console.log(
      `index for ${size.version}: ${size.records} records, ${kib(size.raw)} raw, ${kib(size.gzip)} gzip ` +
        `(titles part ${kib(size.titlesGzip)} gzip)`,
    );
  }
}

await main();
