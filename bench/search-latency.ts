/**
 * Search latency in a real browser (Chromium via playwright-core, offline, built site on 127.0.0.1):
 * from the keydown of each keystroke typed into DocSearch's input to the last DOM change of the
 * results it caused (the local client marks `local-search:answer`; the measurement ends when the
 * dropdown has been quiet for 60 ms after that answer). Also: the cold first query (no prefetch:
 * shard download + index build + answer) and the index size per version (raw and gzip).
 *
 *   SITE_BUILD_DIR=/tmp/search-build npx tsx bench/search-latency.ts [--queries 25] [--json out.json]
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {launchBrowser, offlineContext, waitForHydration} from '../tests/e2e/support/browser';
import {startServer} from '../tests/e2e/support/server';
import {BUILD_DIR, VERSION_TAGS, loadQueries, percentile, readManifest} from './search-support';

const count = process.argv.includes('--queries') ? Number(process.argv[process.argv.indexOf('--queries') + 1]) : 25;
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
const PAGE = '/docs/guide/commands/chat-input-commands';
const QUIET_MS = 60;

declare global {
  interface Window {
    __keyAt: number;
    __lastMutation: number;
  }
}

function indexSizes() {
  const manifest = readManifest();
  const rows: {version: string; raw: number; gzip: number; records: number}[] = [];
  for (const [version, tags] of Object.entries(VERSION_TAGS)) {
    let raw = 0;
    let gzip = 0;
    let records = 0;
    for (const tag of tags) {
      const entry = manifest.shards[tag];
      if (!entry) {
        continue;
      }
      const content = readFileSync(path.join(BUILD_DIR, 'search', entry.file));
      raw += content.length;
      gzip += gzipSync(content).length;
      records += entry.records;
    }
    rows.push({version, raw, gzip, records});
  }
  return rows;
}

async function main() {
  const server = await startServer(BUILD_DIR);
  const browser = await launchBrowser();
  const queries = loadQueries()
    .filter((q) => q.version === '1.x')
    .slice(0, count)
    .map((q) => q.query.slice(0, 40));
  try {
    // Cold: open the dialog with the keyboard (no hover, so no prefetch) and type one word.
    const cold: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const {context} = await offlineContext(browser, server.origin);
      const page = await context.newPage();
      await page.goto(`${server.origin}${PAGE}`, {waitUntil: 'networkidle'});
      // Until React has hydrated, the shortcut is not listened to.
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      await page.waitForSelector('.DocSearch-Input');
      const started = Date.now();
      await page.keyboard.type('middleware');
      await page.waitForSelector('.DocSearch-Hits');
      cold.push(Date.now() - started);
      await context.close();
    }

    const {context} = await offlineContext(browser, server.origin);
    const page = await context.newPage();
    await page.goto(`${server.origin}${PAGE}`, {waitUntil: 'networkidle'});
    await page.hover('.navbar .DocSearch-Button');
    await page.click('.navbar .DocSearch-Button');
    await page.waitForSelector('.DocSearch-Input');
    await page.keyboard.type('warm');
    await page.waitForSelector('.DocSearch-Hits, .DocSearch-NoResults');
    await page.evaluate(() => {
      window.__keyAt = 0;
      window.__lastMutation = 0;
      document.querySelector('.DocSearch-Input')?.addEventListener('keydown', () => (window.__keyAt = performance.now()), {capture: true});
      new MutationObserver(() => (window.__lastMutation = performance.now())).observe(document.querySelector('.DocSearch-Modal') as Node, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    const latencies: number[] = [];
    for (const query of queries) {
      await page.fill('.DocSearch-Input', '');
      await page.waitForTimeout(80);
      for (const char of query) {
        await page.keyboard.type(char);
        const latency = await page.waitForFunction(
          (quiet) => {
            const answers = performance.getEntriesByName('local-search:answer');
            const answer = answers.length > 0 ? answers[answers.length - 1].startTime : 0;
            if (answer < window.__keyAt || performance.now() - window.__lastMutation < quiet) {
              return false;
            }
            return Math.max(window.__lastMutation, answer) - window.__keyAt;
          },
          QUIET_MS,
          {polling: 5, timeout: 10_000},
        );
        latencies.push((await latency.jsonValue()) as number);
      }
    }
    const sizes = indexSizes();
    const result = {
      keystrokes: latencies.length,
      medianMs: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: Math.max(...latencies),
      coldFirstQueryMs: {median: percentile(cold, 50), runs: cold},
      sizes,
    };
    console.log(`build: ${BUILD_DIR}; page ${PAGE}; ${queries.length} queries typed key by key`);
    console.log(`keystroke → rendered results: median ${result.medianMs.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms over ${latencies.length} keystrokes`);
    console.log(`cold first query (no prefetch; Ctrl+K then type "middleware" → hits shown): median ${result.coldFirstQueryMs.median} ms (${cold.join(', ')})`);
    for (const size of sizes) {
      console.log(`index for ${size.version}: ${size.records} records, ${(size.raw / 1024).toFixed(0)} KiB raw, ${(size.gzip / 1024).toFixed(0)} KiB gzip`);
    }
    if (jsonOut) {
      writeFileSync(jsonOut, JSON.stringify({...result, latencies}, null, 1));
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
