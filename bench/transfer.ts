/**
 * Bytes a real browser transfers to render the home page (and the other two page types), ours vs
 * theirs: Chromium (playwright-core, offline: other hosts are blocked and listed), each build served
 * by tests/e2e/support/server.ts (serve-handler, no compression), cold cache, until the network is idle
 * after hydration. Transferred = CDP encodedDataLength (headers + body, uncompressed as served); gzip =
 * the same responses' bodies gzipped (level 6, what a compressing host sends) plus headers.
 * Usage: npm run bench:transfer   (`-- --print` to print instead of writing RESULTS.md)
 */
import {gzipSync} from 'node:zlib';
import {launchBrowser, offlineContext, waitForHydration} from '../tests/e2e/support/browser';
import {startServer} from '../tests/e2e/support/server';
import {formatBytes, ratio} from './lib/results';
import {hasBuild, OURS, PAGES, THEIRS, type SiteUnderTest} from './lib/sites';
import {machineNote, writeSection} from './lib/write-results';

interface Transfer {
  requests: number;
  transferred: number;
  gzip: number;
  jsTransferred: number;
  jsGzip: number;
  /** The same, without `<link rel="prefetch">` downloads (chunks of linked pages, fetched when idle). */
  prefetchGzip: number;
  prefetchRequests: number;
  blocked: string[];
}

const COMPRESSIBLE = /javascript|css|html|json|svg|xml|text/;

async function measure(site: SiteUnderTest, urlPath: string): Promise<Transfer> {
  const server = await startServer(site.buildDir);
  const browser = await launchBrowser();
  try {
    const {context, blocked} = await offlineContext(browser, server.origin, {viewport: {width: 1280, height: 900}});
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    const byId = new Map<string, {type: string; mime: string; headerBytes: number}>();
    const result: Transfer = {
      requests: 0,
      transferred: 0,
      gzip: 0,
      jsTransferred: 0,
      jsGzip: 0,
      prefetchGzip: 0,
      prefetchRequests: 0,
      blocked,
    };
    const prefetches = new Set<string>();
    cdp.on('Network.requestWillBeSent', (event) => {
      // Docusaurus adds <link rel="prefetch"> for linked pages' chunks: Chromium reports them as type Other
      // at priority VeryLow (a script load of the same file is type Script).
      if (event.type === 'Prefetch' || (event.type === 'Other' && event.request.initialPriority === 'VeryLow')) {
        prefetches.add(event.requestId);
      }
    });
    const pending: Array<Promise<void>> = [];
    cdp.on('Network.responseReceived', (event) => {
      byId.set(event.requestId, {
        type: event.type,
        mime: event.response.mimeType,
        headerBytes: event.response.encodedDataLength ?? 0,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const info = byId.get(event.requestId);
      if (!info) {
        return;
      }
      result.requests += 1;
      result.transferred += event.encodedDataLength;
      const isJs = info.type === 'Script';
      if (isJs) {
        result.jsTransferred += event.encodedDataLength;
      }
      pending.push(
        cdp
          .send('Network.getResponseBody', {requestId: event.requestId})
          .then(({body, base64Encoded}) => {
            const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
            const headers = Math.max(0, event.encodedDataLength - bytes.length);
            const sent = COMPRESSIBLE.test(info.mime) ? gzipSync(bytes, {level: 6}).length : bytes.length;
            result.gzip += sent + headers;
            if (isJs) {
              result.jsGzip += sent + headers;
            }
            if (prefetches.has(event.requestId)) {
              result.prefetchGzip += sent + headers;
              result.prefetchRequests += 1;
            }
          })
          .catch(() => {
            result.gzip += event.encodedDataLength;
          }),
      );
    });
    await page.goto(server.origin + urlPath, {waitUntil: 'load'});
    await waitForHydration(page, 30_000);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    await context.close();
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  if (!hasBuild(OURS)) {
    throw new Error(`No build of ours in ${OURS.buildDir}`);
  }
  const theirsBuilt = hasBuild(THEIRS);
  const rows: string[] = [];
  const notes: string[] = [];
  for (const page of PAGES) {
    const ours = await measure(OURS, page.path);
    const theirs = theirsBuilt ? await measure(THEIRS, page.path) : undefined;
    console.log(page.path, JSON.stringify({ours, theirs}));
    const cell = (value: number | undefined) => (value === undefined ? '—' : formatBytes(value));
    const line = (what: string, pick: (t: Transfer) => number, format = cell) =>
      `| ${page.label} | ${what} | ${format(pick(ours))} | ${format(theirs && pick(theirs))} | ` +
      `${ratio(pick(ours), theirs && pick(theirs))} |`;
    const count = (value: number | undefined) => (value === undefined ? '—' : String(value));
    rows.push(
      line('requests', (t) => t.requests, count),
      line('bytes transferred (as served, uncompressed)', (t) => t.transferred),
      line('bytes transferred, gzip-equivalent', (t) => t.gzip),
      line('… without idle prefetches of linked pages', (t) => t.gzip - t.prefetchGzip),
      line('of which JavaScript, gzip-equivalent', (t) => t.jsGzip),
    );
    for (const [who, transfer] of [
      ['ours', ours],
      ['current site', theirs],
    ] as const) {
      if (transfer && transfer.blocked.length > 0) {
        notes.push(
          `- ${page.label}, ${who}: ${transfer.blocked.length} request(s) to other hosts blocked (not counted): ${[...new Set(transfer.blocked)].map((url) => `\`${url}\``).join(', ')}`,
        );
      }
    }
  }
  const body = `## Bytes to render the page

Command: \`npm run bench:transfer\` (bench/transfer.ts). ${machineNote()}
Chromium ${'/usr/bin/chromium'} via playwright-core, cache disabled, 1280x900, from navigation until hydration and
network idle; each build served by the test server (serve-handler, which does not compress), so "as served"
is uncompressed and "gzip-equivalent" gzips each text response (level 6) as a compressing host would.
Requests to other hosts are blocked (offline machine) and listed below; they would add bytes in production.
${theirsBuilt ? '' : `\n**The current site's build was not found (THEIRS_DIR, a scratch copy): its columns are empty.**\n`}
| Page | Figure | Ours | Current site | Ratio |
|------|--------|-----:|-------------:|------:|
${rows.join('\n')}
${notes.length > 0 ? `\n${notes.join('\n')}\n` : ''}`;
  if (process.argv.includes('--print')) {
    console.log(body);
  } else {
    writeSection('Bytes to render the page', body);
  }
}

await main();
