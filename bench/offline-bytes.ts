/**
 * What offline reading costs a reader, on the first visit: the bytes the page downloads (as bench/reader-bytes.ts
 * counts them) and, apart, what the service worker downloads in the background once the page is idle (the
 * precached shell, the search index of the page's version, the page kept for offline reading). Chromium
 * (playwright-core, /usr/bin/chromium), cold cache, build served with gzip (bench/lib/serve-compressed.ts); the
 * worker's requests are the ones Playwright reports with a service worker; bytes are response bodies as sent
 * plus headers. Counted until the worker has saved the page and the index and the network has been quiet 2 s.
 * Usage: npx tsx bench/offline-bytes.ts   (PERF_BUILD_DIR=<build>; `--print` to print instead of writing RESULTS.md)
 */
import {chromium, type Request} from 'playwright-core';
import {serveCompressed} from './lib/serve-compressed';
import {formatBytes} from './lib/results';
import {hasBuild, OURS} from './lib/sites';
import {machineNote, writeSection} from './lib/write-results';

// Playwright reports a service worker's own requests only with this set (read when the browser is launched).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const PAGES = [
  {label: 'Home (1.x reader)', path: '/'},
  {label: 'Guide 0.1.10: installation (0.1.10 reader)', path: '/docs/v0/guide/installation'},
];

interface Tally {
  page: number;
  pageRequests: number;
  worker: number;
  workerRequests: number;
  workerByKind: Record<string, number>;
}

function kindOfWorkerRequest(url: string): string {
  const {pathname} = new URL(url);
  if (pathname.startsWith('/search/')) return 'search index';
  if (pathname === '/sw.js') return 'worker script';
  if (pathname.startsWith('/assets/') || pathname.startsWith('/img/')) return 'shell (precache)';
  return 'pages kept';
}

async function measure(urlPath: string): Promise<Tally> {
  const server = await serveCompressed(OURS.buildDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  const tally: Tally = {page: 0, pageRequests: 0, worker: 0, workerRequests: 0, workerByKind: {}};
  let lastActivity = Date.now();
  try {
    const context = await browser.newContext({viewport: {width: 1280, height: 900}, serviceWorkers: 'allow'});
    const count = async (request: Request) => {
      lastActivity = Date.now();
      const sizes = await request.sizes().catch(() => null);
      // A response served from the HTTP cache (a file the page had just downloaded) has no body on the wire.
      if (!sizes || sizes.responseBodySize === 0) return;
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      if (process.env.OFFLINE_BYTES_LIST) console.log(request.serviceWorker() ? 'worker' : 'page', bytes, request.url());
      if (request.serviceWorker() || request.url().endsWith('/sw.js') || request.url().includes('/sw.js?')) {
        tally.worker += bytes;
        tally.workerRequests += 1;
        const kind = kindOfWorkerRequest(request.url());
        tally.workerByKind[kind] = (tally.workerByKind[kind] ?? 0) + bytes;
      } else {
        tally.page += bytes;
        tally.pageRequests += 1;
      }
    };
    context.on('requestfinished', (request) => void count(request));
    if (process.env.OFFLINE_BYTES_LIST) context.on('console', (message) => console.log('console', message.type(), message.text()));
    const page = await context.newPage();
    await page.goto(server.origin + urlPath);
    // Polled from here: page.waitForFunction does not wait for a promise (it is truthy at once).
    const saved = () =>
      page.evaluate(
        async () => navigator.serviceWorker?.controller != null && (await (await caches.open('offline-search-v1')).keys()).length >= 5,
      );
    const deadline = Date.now() + 120_000;
    while (!(await saved())) {
      if (Date.now() > deadline) throw new Error(`The worker did not save the page's search index of ${urlPath}`);
      await page.waitForTimeout(250);
    }
    while (Date.now() - lastActivity < 2_000) await page.waitForTimeout(250);
    if (process.env.OFFLINE_BYTES_LIST) {
      console.log(await page.evaluate(async () => (await (await caches.open('offline-search-v1')).keys()).map((request) => request.url)));
    }
    await context.close();
    return tally;
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  if (!hasBuild(OURS)) throw new Error(`No build of ours in ${OURS.buildDir}`);
  const rows: string[] = [];
  for (const {label, path} of PAGES) {
    const tally = await measure(path);
    console.log(label, JSON.stringify(tally));
    const kinds = Object.entries(tally.workerByKind)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, bytes]) => `${kind} ${formatBytes(bytes)}`)
      .join(', ');
    rows.push(
      `| ${label} | ${formatBytes(tally.page)} (${tally.pageRequests}) | ${formatBytes(tally.worker)} ` +
        `(${tally.workerRequests}) | ${kinds} |`,
    );
  }
  const body = `## Offline reading: what the first visit downloads in the background

Command: \`npx tsx bench/offline-bytes.ts\` (bench/offline-bytes.ts). ${machineNote()}
Cold cache, build served with gzip; the page's own requests, then the service worker's (registered at idle
after load), until it has saved the page and the search index of the page's version (manifest and four shard files) and
the network has been quiet for 2 s. Bytes: body as sent plus headers (requests in brackets).

| First page | page (all requests) | service worker | of which |
|---|---:|---:|---|
${rows.join('\n')}
`;
  if (process.argv.includes('--print')) console.log(body);
  else writeSection('Offline reading: what the first visit downloads in the background', body);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
