/**
 * The same figures for @easyops-cn/docusaurus-search-local, built over a copy of the site OUTSIDE the
 * repo (not a dependency of this project). Set-up used (see bench/RESULTS.md):
 *   npm install @easyops-cn/docusaurus-search-local@0.55.3 in /tmp/easyops-deps, a copy of the site in
 *   /tmp/easyops-site with that theme instead of the Algolia theme + local-search plugin, built to /tmp/easyops-build.
 *
 *   EASYOPS_BUILD_DIR=/tmp/easyops-build npx tsx bench/search-easyops.ts [--queries 25]
 *
 * Relevance is read from its /search?q= page (same search function as its dropdown, links in order);
 * it has one index for all versions, so v0 questions run without a version filter. Latency: keydown in
 * its navbar input → last DOM change of the dropdown (quiet for 60 ms).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {launchBrowser, offlineContext, waitForHydration} from '../tests/e2e/support/browser';
import {startServer} from '../tests/e2e/support/server';
import {loadQueries, percentile, score, summarize} from './search-support';

const BUILD = path.resolve(process.env.EASYOPS_BUILD_DIR ?? '/tmp/easyops-build');
const count = process.argv.includes('--queries') ? Number(process.argv[process.argv.indexOf('--queries') + 1]) : 25;
const PAGE = '/docs/guide/commands/chat-input-commands';

declare global {
  interface Window {
    __keyAt: number;
    __lastMutation: number;
  }
}

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

async function main() {
  const index = indexSize();
  const server = await startServer(BUILD);
  const browser = await launchBrowser();
  try {
    const summary = await relevance(browser, server.origin);
    const cold = await coldFirstQueries(browser, server.origin);
    const latencies = await keystrokeLatencies(browser, server.origin);

    console.log(`build: ${BUILD} (@easyops-cn/docusaurus-search-local 0.55.3)`);
    console.log(
      `recall@5 ${summary.recallAt5.toFixed(3)}  MRR ${summary.mrr.toFixed(3)}  ` +
        `no-hit queries answered empty: ${(summary.emptyWhenExpected * 100).toFixed(0)}%`,
    );
    for (const [kind, k] of Object.entries(summary.byKind)) {
      console.log(`  ${kind.padEnd(8)} n=${String(k.n).padStart(2)}  recall@5 ${k.recallAt5.toFixed(3)}  MRR ${k.mrr.toFixed(3)}`);
    }
    console.log(
      `keystroke → rendered suggestions: median ${percentile(latencies, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(latencies, 95).toFixed(1)} ms over ${latencies.length} keystrokes that changed the dropdown`,
    );
    console.log(
      `cold first query (focus input, type "middleware" → suggestions shown): median ${percentile(cold, 50)} ms (${cold.join(', ')})`,
    );
    console.log(
      `index (${index.files.join(', ')}; all versions in one file): ` +
        `${(index.raw / 1024).toFixed(0)} KiB raw, ${(index.gzip / 1024).toFixed(0)} KiB gzip`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

function indexSize() {
  const files = readdirSync(BUILD).filter((name) => /^search-index.*\.json$/.test(name));
  let raw = 0;
  let gzip = 0;
  for (const name of files) {
    const content = readFileSync(path.join(BUILD, name));
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  return {files, raw, gzip};
}

/** Relevance: each query's results on its /search?q= page, links in order. */
async function relevance(browser: Browser, origin: string) {
  const {context} = await offlineContext(browser, origin);
  const page = await context.newPage();
  const outcomes = [];
  for (const query of loadQueries()) {
    await page.goto(`${origin}/search?q=${encodeURIComponent(query.query)}`, {waitUntil: 'networkidle'});
    await page
      .waitForFunction(() => /documents? (were )?found|No documents/i.test(document.querySelector('.container')?.textContent ?? ''), null, {
        timeout: 15_000,
      })
      .catch(() => undefined);
    const urls = await page
      .locator('article h2 a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
    outcomes.push(score(query, urls, urls.length));
  }
  const summary = summarize(outcomes);
  await context.close();
  return summary;
}

/** Five fresh pages: from focusing the input and typing "middleware" to the first suggestions (ms). */
async function coldFirstQueries(browser: Browser, origin: string): Promise<number[]> {
  const cold: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const fresh = await offlineContext(browser, origin);
    const coldPage = await fresh.context.newPage();
    await coldPage.goto(`${origin}${PAGE}`, {waitUntil: 'networkidle'});
    await waitForHydration(coldPage);
    const started = Date.now();
    await coldPage.click('.navbar__search-input');
    await coldPage.keyboard.type('middleware');
    await coldPage.waitForSelector('[role="option"]', {timeout: 15_000});
    cold.push(Date.now() - started);
    await fresh.context.close();
  }
  return cold;
}

/** With the index loaded: keydown → last DOM change of the dropdown (quiet for 60 ms), for each key typed. */
async function keystrokeLatencies(browser: Browser, origin: string): Promise<number[]> {
  const warm = await offlineContext(browser, origin);
  const typing = await warm.context.newPage();
  await typing.goto(`${origin}${PAGE}`, {waitUntil: 'networkidle'});
  await typing.click('.navbar__search-input');
  await typing.keyboard.type('warm');
  await typing.waitForTimeout(1500);
  await typing.evaluate(() => {
    window.__keyAt = 0;
    window.__lastMutation = 0;
    const input = document.querySelector('.navbar__search-input');
    input?.addEventListener('keydown', () => (window.__keyAt = performance.now()), {capture: true});
    new MutationObserver(() => (window.__lastMutation = performance.now())).observe(input?.closest('.navbar__search') ?? document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  const latencies: number[] = [];
  const queries = loadQueries()
    .filter((q) => q.version === '1.x')
    .slice(0, count)
    .map((q) => q.query.slice(0, 40));
  for (const query of queries) {
    await typing.fill('.navbar__search-input', '');
    await typing.waitForTimeout(80);
    for (const char of query) {
      await typing.keyboard.type(char);
      const handle = await typing
        .waitForFunction(
          () => {
            if (window.__lastMutation < window.__keyAt) {
              return performance.now() - window.__keyAt > 1000 ? -1 : false;
            }
            return performance.now() - window.__lastMutation >= 60 ? window.__lastMutation - window.__keyAt : false;
          },
          null,
          {polling: 5, timeout: 10_000},
        )
        .catch(() => null);
      const value = handle ? ((await handle.jsonValue()) as number) : -1;
      if (value >= 0) {
        latencies.push(value);
      }
    }
  }
  await warm.context.close();
  return latencies;
}

await main();
