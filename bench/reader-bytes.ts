/**
 * What a reader's browser downloads to render and settle a page: Chromium (playwright-core,
 * /usr/bin/chromium), cold cache, each build served with gzip as a host serves it
 * (bench/lib/serve-compressed.ts), page loaded with no interaction, from navigation until the network has
 * been quiet for 2 s after hydration. Everything the page fetches counts, idle prefetches of linked pages
 * included; bytes are what crossed the wire (CDP encodedDataLength: gzip body + headers), grouped by
 * resource type. Other hosts are unresolvable (offline machine); their requests are listed, not counted.
 * Usage: npm run bench:reader   (`-- --print` to print instead of writing RESULTS.md; PAGES=home,guide to pick)
 */
import {chromium, type Browser} from 'playwright-core';
import {serveCompressed} from './lib/serve-compressed';
import {formatBytes, ratio} from './lib/results';
import {hasBuild, OURS, PAGE_TYPES, THEIRS, type PageType, type SiteUnderTest} from './lib/sites';
import {machineNote, writeSection} from './lib/write-results';

export const KINDS = ['JS', 'CSS', 'HTML', 'JSON', 'images', 'fonts', 'other'] as const;
export type Kind = (typeof KINDS)[number];

export interface PageBytes {
  byKind: Record<Kind, number>;
  total: number;
  requests: number;
  /** Bytes of `<link rel="prefetch">` downloads (chunks of linked pages, fetched when idle), all kinds. */
  prefetch: number;
  failed: string[];
}

/** A response's kind, from CDP's resource type, then its MIME type and file extension (prefetches are "Other"). */
export function kindOf(resourceType: string, mime: string, url: string): Kind {
  const file = new URL(url).pathname;
  if (resourceType === 'Script' || /javascript/.test(mime) || file.endsWith('.js')) return 'JS';
  if (resourceType === 'Stylesheet' || mime === 'text/css' || file.endsWith('.css')) return 'CSS';
  if (resourceType === 'Document' || mime === 'text/html') return 'HTML';
  if (/json/.test(mime) || file.endsWith('.json')) return 'JSON';
  if (resourceType === 'Font' || mime.startsWith('font/') || /\.(woff2?|ttf|otf)$/.test(file)) return 'fonts';
  if (resourceType === 'Image' || mime.startsWith('image/')) return 'images';
  return 'other';
}

const QUIET_MS = 2_000;

export async function measure(browser: Browser, site: SiteUnderTest, urlPath: string): Promise<PageBytes> {
  const server = await serveCompressed(site.buildDir);
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const result: PageBytes = {
      byKind: Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>,
      total: 0,
      requests: 0,
      prefetch: 0,
      failed: [],
    };
    const info = new Map<string, {type: string; mime: string; url: string; prefetch: boolean}>();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      lastActivity = Date.now();
      const prefetch = event.type === 'Prefetch' || (event.type === 'Other' && event.request.initialPriority === 'VeryLow');
      info.set(event.requestId, {type: event.type ?? 'Other', mime: '', url: event.request.url, prefetch});
    });
    cdp.on('Network.responseReceived', (event) => {
      const known = info.get(event.requestId);
      if (known) known.mime = event.response.mimeType;
    });
    cdp.on('Network.loadingFinished', (event) => {
      lastActivity = Date.now();
      const known = info.get(event.requestId);
      if (!known || known.url.startsWith('data:')) return;
      const kind = kindOf(known.type, known.mime, known.url);
      result.byKind[kind] += event.encodedDataLength;
      result.total += event.encodedDataLength;
      result.requests += 1;
      if (known.prefetch) result.prefetch += event.encodedDataLength;
      if (process.env.READER_BYTES_LIST)
        console.log(`${kind}\t${event.encodedDataLength}\t${known.prefetch ? 'prefetch' : ''}\t${known.url}`);
    });
    cdp.on('Network.loadingFailed', (event) => {
      lastActivity = Date.now();
      const known = info.get(event.requestId);
      if (known && !known.url.startsWith('data:')) result.failed.push(known.url);
    });
    await page.goto(server.origin + urlPath, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 60_000}).catch(() => undefined);
    while (Date.now() - lastActivity < QUIET_MS) {
      await page.waitForTimeout(250);
    }
    return result;
  } finally {
    await context.close();
    await server.close();
  }
}

export async function launchOffline(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
    ],
  });
}

function kb(bytes: number | undefined): string {
  return bytes === undefined ? '—' : formatBytes(bytes);
}

async function main(): Promise<void> {
  if (!hasBuild(OURS)) throw new Error(`No build of ours in ${OURS.buildDir}`);
  const theirsBuilt = hasBuild(THEIRS);
  const only = process.env.PAGES?.split(',');
  const types: PageType[] = PAGE_TYPES.filter((type) => !only || only.includes(type.key));
  const browser = await launchOffline();
  const measured: Array<{type: PageType; ours: PageBytes; theirs?: PageBytes}> = [];
  try {
    for (const type of types) {
      const ours = await measure(browser, OURS, type.ours);
      const theirs = theirsBuilt && type.theirs ? await measure(browser, THEIRS, type.theirs) : undefined;
      console.log(type.key, JSON.stringify({ours, theirs}));
      measured.push({type, ours, ...(theirs ? {theirs} : {})});
    }
  } finally {
    await browser.close();
  }
  const headline = measured.map(
    ({type, ours, theirs}) =>
      `| ${type.label} | ${kb(ours.byKind.JS)} | ${kb(theirs?.byKind.JS)} | ` +
      `**${ratio(ours.byKind.JS, theirs?.byKind.JS)}** | ${kb(ours.total)} | ${kb(theirs?.total)} | ` +
      `${ratio(ours.total, theirs?.total)} |`,
  );
  const detail = measured.flatMap(({type, ours, theirs}) => [
    `| ${type.label} | ours | ${KINDS.map((kind) => kb(ours.byKind[kind])).join(' | ')} | ${kb(ours.prefetch)} | ${ours.requests} |`,
    ...(theirs
      ? [
          `| ${type.label} | current site | ${KINDS.map((kind) => kb(theirs.byKind[kind])).join(' | ')} | ` +
            `${kb(theirs.prefetch)} | ${theirs.requests} |`,
        ]
      : []),
  ]);
  const failed = measured.flatMap(({type, ours, theirs}) => [
    ...(ours.failed.length
      ? [
          `- ${type.label}, ours: ${ours.failed.length} failed request(s): ${[...new Set(ours.failed)].map((url) => `\`${url}\``).join(', ')}`,
        ]
      : []),
    ...(theirs?.failed.length
      ? [
          `- ${type.label}, current site: ${theirs.failed.length} failed request(s) (other hosts, not counted): ${[...new Set(theirs.failed)].map((url) => `\`${url}\``).join(', ')}`,
        ]
      : []),
  ]);
  const paths = measured
    .map(
      ({type}) => `${type.label}: \`${type.ours}\`${type.theirs && type.theirs !== type.ours ? ` (current site: \`${type.theirs}\`)` : ''}`,
    )
    .join('; ');
  const body = `## What the reader downloads

Command: \`npm run bench:reader\` (bench/reader-bytes.ts). ${machineNote()}
Chromium (playwright-core, /usr/bin/chromium), cold cache (a new browser context per page; a prefetched file is not downloaded again when the page then uses it), 1280x900, page loaded with no interaction, from
navigation until the network has been quiet for 2 s after hydration; both builds served with gzip level 6
(bench/lib/serve-compressed.ts). Bytes are what crossed the wire (gzip body + headers), every request the
page made counted, idle prefetches of linked pages included. Other hosts are unresolvable here; their
requests are listed below and not counted (in production they would add to the current site's figures).
${theirsBuilt ? '' : `\n**The current site's build was not found (THEIRS_DIR, a scratch copy): its columns are empty.**\n`}
Pages: ${paths}.

| Page type | JS ours | JS current site | JS ratio | all bytes ours | all bytes current site | ratio |
|---|---:|---:|---:|---:|---:|---:|
${headline.join('\n')}

By resource type (wire bytes):

| Page type | Site | ${KINDS.join(' | ')} | of which prefetch | requests |
|---|---|${KINDS.map(() => '---:').join('|')}|---:|---:|
${detail.join('\n')}
${failed.length ? `\n${failed.join('\n')}\n` : ''}`;
  if (process.argv.includes('--print')) {
    console.log(body);
  } else {
    writeSection('What the reader downloads', body);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
