/**
 * Registers @docusaurus/plugin-pwa's service worker (loaded at idle by register-when-idle.ts), with the raw
 * service worker API rather than workbox-window, to stay small:
 * - asks the worker to keep the page the reader is on, the files it used and the search index of its version
 *   (not the index under Save-Data);
 * - offers a new deploy: when a new worker is waiting while this one controls the page, the reload offer is
 *   shown (offer.tsx); accepting activates it (the plugin's worker handles SKIP_WAITING) and reloads. A tab
 *   left open asks for a new worker when it comes back into view and on page changes, at most hourly, since
 *   the browser itself only checks on full page loads.
 */
import siteConfig from '@generated/docusaurus.config';

declare const OFFLINE_DEFAULT_SEARCH_TAGS: string[];

const {baseUrl} = siteConfig;
/** The plugin's worker reads its parameters from its URL; offline mode is on for every reader. */
const WORKER_URL = `${baseUrl}sw.js?params=${encodeURIComponent(JSON.stringify({offlineMode: true, debug: false}))}`;
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registration: ServiceWorkerRegistration | undefined;
let lastUpdateCheck = Date.now();
let offered = false;

function searchTags(): string[] {
  const connection = (navigator as Navigator & {connection?: {saveData?: boolean}}).connection;
  if (connection?.saveData) return [];
  // Pages outside the docs carry the tag `default` alone: they name no version, so the default tags apply.
  const pageTag = document.querySelector('meta[name="docsearch:docusaurus_tag"]')?.getAttribute('content');
  return pageTag && pageTag !== 'default' ? ['default', pageTag] : OFFLINE_DEFAULT_SEARCH_TAGS;
}

/** Same-site files this page has loaded so far (it may have loaded before the worker took over). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}${baseUrl}`));
}

/** The active worker once it has finished activating (a message handled while it activates was seen to stop short). */
async function activatedWorker(): Promise<ServiceWorker | null> {
  const worker = navigator.serviceWorker.controller ?? (await navigator.serviceWorker.ready).active;
  if (worker && worker.state === 'activating') {
    await new Promise<void>((resolve) => worker.addEventListener('statechange', () => resolve(), {once: true}));
  }
  return worker;
}

async function save(withFiles: boolean): Promise<void> {
  const worker = await activatedWorker();
  worker?.postMessage({
    type: 'offline:save',
    page: window.location.href.split('#')[0],
    files: withFiles ? loadedFiles() : [],
    searchTags: searchTags(),
  });
}

function offerUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting || !navigator.serviceWorker.controller || offered) return;
  offered = true;
  void import('./offer').then(({showOffer}) =>
    showOffer(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {once: true});
      waiting.postMessage({type: 'SKIP_WAITING'});
    }),
  );
}

function checkForUpdate(force = false): void {
  if (!registration || (!force && Date.now() - lastUpdateCheck < UPDATE_CHECK_INTERVAL_MS)) return;
  lastUpdateCheck = Date.now();
  registration.update().catch(() => undefined);
}

export async function register(): Promise<void> {
  registration = await navigator.serviceWorker.register(WORKER_URL, {scope: baseUrl});
  registration.addEventListener('updatefound', () => {
    const installing = registration?.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerUpdate();
    });
  });
  offerUpdate();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  await save(true);
}

/** The reader moved to another page inside the site: keep it too. */
export function pageOpened(): void {
  void save(false);
  checkForUpdate();
}
