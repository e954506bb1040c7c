/**
 * Index downloads started before the search code has loaded. On the first sign that the reader will search
 * (prefetch.ts), the manifest and the page version's shard files are requested at once, in parallel with the
 * search code's own chunk, instead of one after the other once that code runs; the shard loader then takes
 * each response over (once: a body is read once) instead of requesting it again.
 */
import type {SearchManifest} from '../../plugins/shared/search/types';

const pending = new Map<string, Promise<Response>>();
/** URLs the loader has asked for: from then on it owns them, and they are never started here again. */
const claimed = new Set<string>();

/** Starts `url` unless it is already on its way (here or in the loader). */
function start(url: string, init?: RequestInit): Promise<Response> | undefined {
  if (claimed.has(url)) {
    return undefined;
  }
  let response = pending.get(url);
  if (!response) {
    response = fetch(url, init);
    // A failure is reported to whoever takes the response over (the loader asks again on its own).
    response.catch(() => undefined);
    pending.set(url, response);
  }
  return response;
}

/** The response of a download started early, handed over once, or undefined (the caller fetches it itself). */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  claimed.add(url);
  const response = pending.get(url);
  pending.delete(url);
  return response;
}

/** The manifest, then the files of these tags' shards (titles and body text), all started without waiting for the search code. */
export function downloadIndexEarly(searchUrl: string, tags: readonly string[]): void {
  const base = searchUrl.endsWith('/') ? searchUrl : `${searchUrl}/`;
  const manifestUrl = `${base}manifest.json`;
  if (pending.has(manifestUrl) || claimed.has(manifestUrl)) {
    return;
  }
  start(manifestUrl, {cache: 'no-cache'})
    ?.then((response) => (response.ok ? (response.clone().json() as Promise<SearchManifest>) : null))
    .then((manifest) => {
      for (const tag of tags) {
        const entry = manifest?.shards?.[tag];
        for (const file of entry ? [entry.file, entry.text] : []) {
          if (typeof file === 'string') {
            start(`${base}${file}`);
          }
        }
      }
    })
    .catch(() => undefined);
}
