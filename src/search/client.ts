/**
 * An Algolia-compatible search client answered locally: the part of the algoliasearch v5 lite
 * client that DocSearch 3.x (`search({requests})`) and algoliasearch-helper (`search([...])`,
 * `addAlgoliaAgent`) call. Shards are fetched lazily per docusaurus_tag and kept in memory; a
 * failed download rejects with a `RetryError` (what DocSearch turns into its error screen) and is
 * forgotten, so the next query downloads again.
 */
import {LocalIndex, type LocalSearchResponse, type SearchParams} from './engine';
import {parseFacetFilters, requiredTags} from './facets';
import {shardRecords} from '../../plugins/shared/search/shard-format';
import type {SearchManifest, SearchRecord, ShardEntry} from '../../plugins/shared/search/types';

export type FetchLike = (url: string, init?: {cache?: RequestCache}) => Promise<{ok: boolean; status: number; json(): Promise<unknown>}>;

export class RetryError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'RetryError';
  }
}

export interface ShardLoader {
  /** Records of the shards for these tags (null = the shards already loaded, or all of them). */
  load(tags: readonly string[] | null): Promise<{key: string; records: SearchRecord[]}>;
  /** Only their titles, headings and API members: the small first part of each shard (same key as `load`). */
  loadTitles?(tags: readonly string[] | null): Promise<{key: string; records: SearchRecord[]}>;
}

export function createShardLoader(indexUrl: string, fetchImpl: FetchLike): ShardLoader {
  const base = indexUrl.endsWith('/') ? indexUrl : `${indexUrl}/`;
  /** The manifest (under MANIFEST_KEY), each file and each decoded shard: downloaded once, again after a failure. */
  const downloads = new Map<string, Promise<unknown>>();
  const shards = new Map<string, Promise<SearchRecord[]>>();

  const getManifest = () =>
    once(downloads, MANIFEST_KEY, () => getJson(fetchImpl, `${base}manifest.json`, {cache: 'no-cache'})) as Promise<SearchManifest>;
  const getFile = (file: string) => once(downloads, file, () => getJson(fetchImpl, `${base}${file}`));

  const getShard = (tag: string, entry: ShardEntry, titlesOnly: boolean) =>
    once(shards, titlesOnly ? `${tag}\u0000titles` : tag, () => {
      // Both files start downloading together; the titles alone are decoded as soon as they are in.
      const titles = getFile(entry.file);
      const text = entry.text ? getFile(entry.text) : Promise.resolve(null);
      return titlesOnly
        ? titles.then((data) => shardRecords(data))
        : Promise.all([titles, text]).then(([data, body]) => shardRecords(data, body));
    });

  const loadParts = async (tags: readonly string[] | null, titlesOnly: boolean) => {
    const {shards: available} = await getManifest();
    const wanted = wantedTags(tags, available, [...shards.keys()]);
    if (titlesOnly) {
      // Start the body text too: the full index follows the quick one.
      for (const tag of wanted) {
        void getShard(tag, available[tag], false).catch(() => undefined);
      }
    }
    const lists = await Promise.all(wanted.map((tag) => getShard(tag, available[tag], titlesOnly)));
    return {key: wanted.join('|'), records: lists.flat()};
  };

  return {
    load: (tags) => loadParts(tags, false),
    loadTitles: (tags) => loadParts(tags, true),
  };
}

/** The manifest's key among the downloads (no file name has a NUL character). */
const MANIFEST_KEY = '\u0000manifest';

/** The pending promise of `key`, started once; a failed one is forgotten, so the next call starts it again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = start().catch((error) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, pending);
  }
  return pending;
}

/** A JSON file of the index; any failure is a RetryError (DocSearch's error screen, and a new try on the next query). */
async function getJson(fetchImpl: FetchLike, url: string, init?: {cache?: RequestCache}): Promise<unknown> {
  let response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    throw new RetryError('Unable to download the search index', error);
  }
  if (!response.ok) {
    throw new RetryError(`Unable to download the search index (HTTP ${response.status})`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new RetryError('The search index is not valid JSON', error);
  }
}

/**
 * The shards to load, sorted: those of the tags asked for that the index has, or for `null` the shards already
 * loaded (their keys among `loadedKeys`; titles-only keys hold a NUL), else every shard.
 */
function wantedTags(tags: readonly string[] | null, available: SearchManifest['shards'], loadedKeys: string[]): string[] {
  let wanted: string[];
  if (tags === null) {
    const loaded = loadedKeys.filter((key) => !key.includes('\u0000'));
    wanted = loaded.length > 0 ? loaded : Object.keys(available);
  } else {
    wanted = tags.filter((tag) => Object.hasOwn(available, tag));
  }
  return [...new Set(wanted)].sort();
}

export interface SearchRequestInput extends SearchParams {
  params?: SearchParams | string;
  type?: string;
}

/** Flattens the v5 `{requests}` shape and the legacy `[{indexName, params}]` shape into plain params. */
export function normalizeRequests(input: unknown): SearchParams[] {
  const list: unknown[] = Array.isArray(input)
    ? input
    : input && typeof input === 'object' && Array.isArray((input as {requests?: unknown[]}).requests)
      ? (input as {requests: unknown[]}).requests
      : [];
  return list.map((raw) => {
    if (!raw || typeof raw !== 'object') {
      return {};
    }
    const {params, ...rest} = raw as SearchRequestInput;
    let extra: SearchParams = {};
    if (typeof params === 'string') {
      for (const [key, value] of new URLSearchParams(params)) {
        let parsed: unknown = value;
        if (/^[[{]/.test(value) || value === 'true' || value === 'false') {
          try {
            parsed = JSON.parse(value);
          } catch {
            parsed = value;
          }
        }
        extra[key] = parsed;
      }
    } else if (params && typeof params === 'object') {
      extra = params;
    }
    return {...rest, ...extra};
  });
}

export interface LocalSearchClient {
  appId: string;
  apiKey: string;
  transporter: {algoliaAgent: {value: string; add(segment: {segment: string; version?: string}): void}};
  addAlgoliaAgent(segment: string, version?: string): void;
  setClientApiKey(params: {apiKey: string}): void;
  clearCache(): Promise<void>;
  search(input: unknown): Promise<{results: LocalSearchResponse[]}>;
  searchForHits(input: unknown): Promise<{results: LocalSearchResponse[]}>;
  searchForFacets(input: unknown): Promise<{results: {facetHits: never[]; exhaustiveFacetsCount: true; processingTimeMS: number}[]}>;
  searchForFacetValues(input: unknown): Promise<{facetHits: never[]}>;
  /**
   * Calls `listener` each time a full index becomes ready after queries were answered from the quick one,
   * so what is on screen can be asked again (results with body text may differ). Returns the unsubscribe.
   */
  onUpgrade(listener: () => void): () => void;
  /** Downloads the shards and builds the indexes for these tags ahead of the first query (resolves when the full one is ready). */
  warm(tags: readonly string[] | null): Promise<void>;
}

/**
 * Records the quick index holds: all but the API pages' section headings (Declaration, Source, Properties,
 * Methods…), a third of the titles file that names no topic; the full index has them.
 */
export function answersFirst(record: SearchRecord): boolean {
  return !(record.api && record.type === 'lvl2');
}

/** Records indexed between two yields while the full index is built (a keystroke waits at most one chunk). */
const FULL_INDEX_CHUNK = 100;

/**
 * Per tag set: a quick index of titles, headings and API members (small, built at once) that answers
 * until the full index (with body text, built in chunks so typing stays responsive) is ready.
 */
interface Indexes {
  quick: Promise<LocalIndex> | null;
  full: Promise<LocalIndex>;
  ready: LocalIndex | null;
  /** A query was answered from the quick index. */
  answeredQuick: boolean;
}

/** Starts building a tag set's indexes; `forget` is called when either fails, `upgraded` when the full one replaces the quick one. */
function buildIndexes(
  loader: ShardLoader,
  tags: readonly string[] | null,
  hooks: {forget: (failed: Indexes) => void; upgraded: () => void},
): Indexes {
  const forget = (error: unknown) => {
    hooks.forget(created);
    throw error;
  };
  const created: Indexes = {
    quick: loader.loadTitles
      ? loader
          .loadTitles(tags)
          .then(({records}) => new LocalIndex(records.filter(answersFirst)))
          .catch(forget)
      : null,
    full: loader
      .load(tags)
      .then(({records}) => LocalIndex.create(records, FULL_INDEX_CHUNK))
      .then((index) => {
        created.ready = index;
        globalThis.performance?.mark?.('local-search:full');
        if (created.answeredQuick) {
          hooks.upgraded();
        }
        return index;
      })
      .catch(forget),
    ready: null,
    answeredQuick: false,
  };
  // A failure of either part is reported by the query that waits on it.
  created.quick?.catch(() => undefined);
  created.full.catch(() => undefined);
  return created;
}

/** The index that answers now: the full one when ready, else whichever of the quick and the full is ready first. */
async function answeringIndex(entry: Indexes): Promise<LocalIndex> {
  if (entry.ready) {
    return entry.ready;
  }
  const index = await (entry.quick ? Promise.race([entry.quick, entry.full]) : entry.full);
  if (!entry.ready) {
    entry.answeredQuick = true;
  }
  return index;
}

/** The `transporter.algoliaAgent` the helper appends its name to. */
function algoliaAgent(initial: string): LocalSearchClient['transporter']['algoliaAgent'] {
  let agent = initial;
  return {
    get value() {
      return agent;
    },
    add({segment, version}) {
      agent += `; ${segment}${version ? ` (${version})` : ''}`;
    },
  };
}

export function createLocalSearchClient(loader: ShardLoader, appId = 'local', apiKey = 'local'): LocalSearchClient {
  const upgradeListeners = new Set<() => void>();
  const indexes = new Map<string, Indexes>();

  const entryFor = (tags: readonly string[] | null): Indexes => {
    const key = tags === null ? '\u0000all' : [...new Set(tags)].sort().join('|');
    let entry = indexes.get(key);
    if (!entry) {
      entry = buildIndexes(loader, tags, {
        forget: (failed) => {
          if (indexes.get(key) === failed) {
            indexes.delete(key);
          }
        },
        upgraded: () => {
          for (const listener of upgradeListeners) {
            listener();
          }
        },
      });
      indexes.set(key, entry);
    }
    return entry;
  };

  const search = async (input: unknown) => {
    const requests = normalizeRequests(input);
    const results: LocalSearchResponse[] = [];
    for (const request of requests) {
      const tags = requiredTags(parseFacetFilters(request.facetFilters));
      const index = await answeringIndex(entryFor(tags));
      const result = index.search(request);
      // The quick index holds titles and headings only: a query it finds nothing for may be in the body text, and
      // "No results" (a query out of the docs' vocabulary) is said by the full index only.
      const entry = entryFor(tags);
      results.push(result.nbHits === 0 && entry.ready !== index ? (await entry.full).search(request) : result);
    }
    // Lets the latency benchmark (and anyone profiling) see when an answer was ready.
    globalThis.performance?.mark?.('local-search:answer');
    return {results};
  };

  const client: LocalSearchClient = {
    appId,
    apiKey,
    transporter: {algoliaAgent: algoliaAgent('local-search')},
    addAlgoliaAgent(segment, version) {
      client.transporter.algoliaAgent.add({segment, version});
    },
    setClientApiKey() {},
    async clearCache() {
      indexes.clear();
    },
    search,
    searchForHits: search,
    async searchForFacets(input) {
      return {results: normalizeRequests(input).map(() => ({facetHits: [], exhaustiveFacetsCount: true as const, processingTimeMS: 0}))};
    },
    async searchForFacetValues() {
      return {facetHits: []};
    },
    onUpgrade(listener) {
      upgradeListeners.add(listener);
      return () => upgradeListeners.delete(listener);
    },
    async warm(tags) {
      await entryFor(tags).full;
    },
  };
  return client;
}
