/**
 * An Algolia-compatible search client answered locally: the part of the algoliasearch v5 lite
 * client that DocSearch 3.x (`search({requests})`) and algoliasearch-helper (`search([...])`,
 * `addAlgoliaAgent`) call. Shards are fetched lazily per docusaurus_tag and kept in memory; a
 * failed download rejects with a `RetryError` (what DocSearch turns into its error screen) and is
 * forgotten, so the next query downloads again.
 */
import {LocalIndex, type LocalSearchResponse, type SearchParams} from './engine';
import {parseFacetFilters, requiredTags} from './facets';
import {shardRecords} from './shard-format';
import type {SearchManifest, SearchRecord} from './types';

export type FetchLike = (url: string, init?: {cache?: RequestCache}) => Promise<{ok: boolean; status: number; json(): Promise<unknown>}>;

export class RetryError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message);
    this.name = 'RetryError';
  }
}

export interface ShardLoader {
  /** Records of the shards for these tags (null = the shards already loaded, or all of them). */
  load(tags: readonly string[] | null): Promise<{key: string; records: SearchRecord[]}>;
}

export function createShardLoader(indexUrl: string, fetchImpl: FetchLike): ShardLoader {
  const base = indexUrl.endsWith('/') ? indexUrl : `${indexUrl}/`;
  let manifest: Promise<SearchManifest> | null = null;
  const shards = new Map<string, Promise<SearchRecord[]>>();

  const getJson = async (url: string, init?: {cache?: RequestCache}): Promise<unknown> => {
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
  };

  const getManifest = () => {
    manifest ??= (getJson(`${base}manifest.json`, {cache: 'no-cache'}) as Promise<SearchManifest>).catch((error) => {
      manifest = null;
      throw error;
    });
    return manifest;
  };

  const getShard = (tag: string, file: string) => {
    let pending = shards.get(tag);
    if (!pending) {
      pending = getJson(`${base}${file}`)
        .then((shard) => shardRecords(shard))
        .catch((error) => {
          shards.delete(tag);
          throw error;
        });
      shards.set(tag, pending);
    }
    return pending;
  };

  return {
    async load(tags) {
      const {shards: available} = await getManifest();
      let wanted: string[];
      if (tags === null) {
        wanted = shards.size > 0 ? [...shards.keys()] : Object.keys(available);
      } else {
        wanted = tags.filter((tag) => Object.hasOwn(available, tag));
      }
      wanted = [...new Set(wanted)].sort();
      const lists = await Promise.all(wanted.map((tag) => getShard(tag, available[tag].file)));
      return {key: wanted.join('|'), records: lists.flat()};
    },
  };
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
  /** Downloads the shards and builds the index for these tags ahead of the first query. */
  warm(tags: readonly string[] | null): Promise<void>;
}

export function createLocalSearchClient(loader: ShardLoader, appId = 'local', apiKey = 'local'): LocalSearchClient {
  const indexes = new Map<string, Promise<LocalIndex>>();
  let agent = 'local-search';

  const indexFor = async (tags: readonly string[] | null): Promise<LocalIndex> => {
    const {key, records} = await loader.load(tags);
    let index = indexes.get(key);
    if (!index) {
      index = LocalIndex.create(records);
      indexes.set(key, index);
    }
    return index;
  };

  const search = async (input: unknown) => {
    const requests = normalizeRequests(input);
    const results: LocalSearchResponse[] = [];
    for (const request of requests) {
      const index = await indexFor(requiredTags(parseFacetFilters(request.facetFilters)));
      results.push(index.search(request));
    }
    // Lets the latency benchmark (and anyone profiling) see when an answer was ready.
    globalThis.performance?.mark?.('local-search:answer');
    return {results};
  };

  const client: LocalSearchClient = {
    appId,
    apiKey,
    transporter: {
      algoliaAgent: {
        get value() {
          return agent;
        },
        add({segment, version}) {
          agent += `; ${segment}${version ? ` (${version})` : ''}`;
        },
      },
    },
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
    async warm(tags) {
      await indexFor(tags);
    },
  };
  return client;
}
