/**
 * Runs inside @docusaurus/plugin-pwa's service worker (its `swCustom`), before the plugin adds its own
 * listeners. The plugin precaches the shell and answers those files; this adds what it leaves out:
 * - the pages the reader opens, kept as they are read (network first: online readers always get the latest
 *   deploy) with the chunks and images they load, so a page read once reads again with the network off;
 * - the search index of the reader's version, saved when the page asks (client/register.ts sends the tags);
 * - an offline page listing the saved pages, for a page never opened;
 * - clients.claim() on activation, so the very first page is served by the worker from then on.
 * Built to plain JavaScript by the plugin (ts-blank-space) and bundled by the PWA plugin's worker build.
 */
import {overLimit, pageKey, searchFilesFor, strategyFor, type Scope} from './routing';
import {CONFIG, PRECACHED} from './config';

/** The worker globals this file uses (the site's TypeScript settings have the DOM library, not the worker's). */
interface WorkerScope {
  location: Location;
  clients: {claim(): Promise<void>};
  addEventListener(type: string, listener: (event: never) => void): void;
}
interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  data: unknown;
}

declare const self: WorkerScope;

const PAGES = 'offline-pages-v1';
const FILES = 'offline-files-v1';
const SEARCH = 'offline-search-v1';

const scope: Scope = {
  origin: self.location.origin,
  baseUrl: CONFIG.baseUrl,
  precached: new Set(PRECACHED.map((file) => `${CONFIG.baseUrl}${file}`)),
};

async function trim(cacheName: string, limit: number): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(overLimit(await cache.keys(), limit).map((request) => cache.delete(request)));
}

async function keep(cacheName: string, key: string, response: Response, limit: number): Promise<void> {
  if (!response.ok || response.type === 'opaque' || response.redirected) return;
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  await trim(cacheName, limit);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The offline page's own styles (the site's stylesheet may not be saved), in both colour schemes. */
const OFFLINE_PAGE_STYLE =
  '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1c1e21;background:#fff}' +
  '@media (prefers-color-scheme:dark){body{color:#e3e3e3;background:#1b1b1d}a{color:#a5a5f0}}code{overflow-wrap:anywhere}</style>';

/** Shown for a page never opened while online: where the reader is, and the pages that do work. */
async function offlinePage(url: string): Promise<Response> {
  const saved = (await (await caches.open(PAGES)).keys()).map((request) => new URL(request.url).pathname);
  const links = saved.map((path) => `<li><a href="${escapeHtml(path)}">${escapeHtml(path)}</a></li>`).join('');
  const body =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline</title>' +
    OFFLINE_PAGE_STYLE +
    '</head><body><h1>You are offline</h1>' +
    `<p><code>${escapeHtml(new URL(url).pathname)}</code> has not been opened on this device yet, so it is not saved. ` +
    'These pages are saved and work without a network:</p>' +
    `<ul>${links || '<li>none yet</li>'}</ul></body></html>`;
  return new Response(body, {status: 503, headers: {'content-type': 'text/html; charset=utf-8'}});
}

async function answerPage(request: Request): Promise<Response> {
  const key = pageKey(request.url);
  try {
    const response = await fetch(request);
    // A 404 page is not kept: the next visit asks again.
    if (response.ok) await keep(PAGES, key, response.clone(), CONFIG.pageLimit);
    return response;
  } catch {
    const kept = await caches.match(key, {cacheName: PAGES});
    return kept ?? offlinePage(request.url);
  }
}

async function answerImmutable(request: Request, cacheName: string): Promise<Response> {
  const kept = await caches.match(request, {cacheName, ignoreSearch: true});
  if (kept) return kept;
  const response = await fetch(request);
  await keep(cacheName, request.url, response.clone(), CONFIG.assetLimit);
  return response;
}

async function answerRevalidate(request: Request, cacheName: string): Promise<Response> {
  try {
    const response = await fetch(request);
    await keep(cacheName, request.url, response.clone(), CONFIG.assetLimit);
    return response;
  } catch (error) {
    const kept = await caches.match(request, {cacheName, ignoreSearch: true});
    if (kept) return kept;
    throw error;
  }
}

function isSearchFile(url: string): boolean {
  return new URL(url).pathname.startsWith(`${CONFIG.baseUrl}search/`);
}

/** Saves the page the reader is on (it may have loaded before the worker took over) and the files it used. */
async function savePage(pageUrl: string, files: readonly string[]): Promise<void> {
  const page = await fetch(pageUrl).catch(() => null);
  if (page?.ok) await keep(PAGES, pageKey(pageUrl), page, CONFIG.pageLimit);
  const cache = await caches.open(FILES);
  for (const file of files) {
    const facts = {url: file, method: 'GET', mode: 'no-cors', destination: 'script'};
    const strategy = strategyFor(facts, scope);
    if (
      (strategy === 'immutable' || strategy === 'revalidate') &&
      !isSearchFile(file) &&
      !(await cache.match(file, {ignoreSearch: true}))
    ) {
      const response = await fetch(file).catch(() => null);
      if (response) await keep(FILES, file, response, CONFIG.assetLimit);
    }
  }
}

/**
 * Saves the index of the reader's version: the manifest, then these tags' files; files of earlier deploys that
 * the manifest no longer names are dropped.
 */
async function saveSearchIndex(tags: readonly string[]): Promise<void> {
  const base = new URL(`${CONFIG.baseUrl}search/`, self.location.origin).href;
  const manifestUrl = `${base}manifest.json`;
  const response = await fetch(manifestUrl, {cache: 'no-cache'});
  if (!response.ok) return;
  const manifest = (await response.clone().json()) as Parameters<typeof searchFilesFor>[0];
  const cache = await caches.open(SEARCH);
  await cache.put(manifestUrl, response);
  const current = new Set(searchFilesFor(manifest, Object.keys(manifest.shards ?? {}), base));
  for (const request of await cache.keys()) {
    if (request.url !== manifestUrl && !current.has(request.url)) await cache.delete(request);
  }
  for (const file of searchFilesFor(manifest, tags, base)) {
    if (await cache.match(file)) continue;
    try {
      const shard = await fetch(file);
      if (shard.ok) await cache.put(file, shard);
      else console.warn(`[offline] search index file ${file}: HTTP ${shard.status}`);
    } catch (error) {
      // One file failing (a dropped connection) leaves the others to be saved; the next page asks again.
      console.warn(`[offline] search index file ${file} not saved`, error);
    }
  }
}

interface SaveMessage {
  type: 'offline:save';
  page: string;
  files: string[];
  searchTags: string[];
}

function isSaveMessage(data: unknown): data is SaveMessage {
  return typeof data === 'object' && data !== null && (data as {type?: unknown}).type === 'offline:save';
}

export default function offlineRuntime(): void {
  self.addEventListener('fetch', (event: FetchEvent) => {
    const {request} = event;
    const strategy = strategyFor({url: request.url, method: request.method, mode: request.mode, destination: request.destination}, scope);
    if (strategy === 'page') {
      event.respondWith(answerPage(request));
    } else if (strategy === 'immutable') {
      event.respondWith(answerImmutable(request, isSearchFile(request.url) ? SEARCH : FILES));
    } else if (strategy === 'revalidate') {
      event.respondWith(answerRevalidate(request, isSearchFile(request.url) ? SEARCH : FILES));
    }
  });

  self.addEventListener('activate', (event: ExtendableEvent) => {
    event.waitUntil(self.clients.claim());
  });

  self.addEventListener('message', (event: MessageEvent) => {
    if (!isSaveMessage(event.data)) return;
    const {page, files, searchTags} = event.data;
    const saved = Promise.allSettled([savePage(page, files), searchTags.length > 0 ? saveSearchIndex(searchTags) : Promise.resolve()]).then(
      (results) => {
        for (const result of results) {
          if (result.status === 'rejected') console.warn('[offline] saving for offline reading failed', result.reason);
        }
      },
    );
    event.waitUntil(saved);
  });
}
