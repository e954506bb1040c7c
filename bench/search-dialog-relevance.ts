/**
 * Relevance as the reader meets it: each query typed into the search dialog of the built site in Chromium,
 * scored on the hits in the order the dialog shows them (grouped by category and page). Totals only, for
 * every set (the fresh held-out set's queries and misses are never printed). Cross-checks
 * bench/search-relevance.ts, which reproduces the dialog's grouping in Node (src/search/dialog-order.ts).
 *
 *   SITE_BUILD_DIR=<build> npx tsx bench/search-dialog-relevance.ts --set tuning3
 */
import {chromium} from 'playwright-core';
import {CHROMIUM_PATH} from '../tests/e2e/support/browser';
import {startServer} from '../tests/e2e/support/server';
import {openDialogWithFullIndex} from './lib/search-dialog';
import {BUILD_DIR, loadQueries, querySetFromArgs, score, summarize, type BenchQuery} from './search-support';

const START_PAGE: Record<BenchQuery['version'], string> = {
  '1.x': '/docs/guide/getting-started/introduction',
  '0.1.10': '/docs/v0/guide/installation',
};

async function main(): Promise<void> {
  const set = querySetFromArgs(process.argv);
  const queries = loadQueries(set);
  const server = await startServer(BUILD_DIR);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH});
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const outcomes = [];
    let version: string | null = null;
    for (const query of queries) {
      if (query.version !== version) {
        version = query.version;
        // Scored on the full index, not the quick one that answers first.
        await openDialogWithFullIndex(page, server.origin + START_PAGE[query.version]);
      }
      await page.fill('.DocSearch-Input', query.query);
      await page.waitForTimeout(150);
      await page.waitForSelector('.DocSearch-Hits, .DocSearch-NoResults', {timeout: 10_000});
      const urls = await page.locator('.DocSearch-Hit > a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      outcomes.push(score(query, urls, urls.length));
    }
    const summary = summarize(outcomes);
    console.log(`build: ${BUILD_DIR}  set: ${set}  order: as shown in the dialog (Chromium)`);
    console.log(`recall@5 ${summary.recallAt5.toFixed(3)}  MRR ${summary.mrr.toFixed(3)}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
