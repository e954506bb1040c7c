/**
 * The Algolia side of the local engine: the request parameters an Algolia client sends (read leniently, as
 * Algolia does), and the response it expects (hits with _highlightResult / _snippetResult, nbHits, page,
 * nbPages, facets, queryID…), built from the records the ranking chose. Pure.
 */
import {highlight, snippet, type HighlightResult, type HighlightTags, type MatchInfo, type SnippetResult} from './text';
import type {FacetFiltersInput} from './facets';
import {LEVELS, type SearchRecord} from '../../plugins/shared/search/types';
import type {SearchResult as MiniResult} from 'minisearch';

export const DEFAULT_HITS_PER_PAGE = 20;
export const MAX_HITS_PER_PAGE = 1000;
export const DEFAULT_HIGHLIGHT: HighlightTags = {pre: '<span class="algolia-docsearch-suggestion--highlight">', post: '</span>'};

/** The request parameters we honour (anything else an Algolia client sends is accepted and ignored). */
export interface SearchParams {
  indexName?: string;
  query?: string;
  hitsPerPage?: number | string;
  page?: number | string;
  facetFilters?: FacetFiltersInput;
  facets?: string | string[];
  attributesToSnippet?: string | string[];
  attributesToHighlight?: string | string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean | string;
  /** Algolia's `distinct` on the page (its attributeForDistinct = url_without_anchor): one hit per page, its best. */
  distinct?: boolean | number;
  [other: string]: unknown;
}

export interface LocalHit extends Omit<SearchRecord, 'position'> {
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
  _rankingInfo?: {score: number};
}

export interface LocalSearchResponse {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  exhaustive: {nbHits: true; facetsCount: true};
  query: string;
  params: string;
  index: string;
  queryID?: string;
  facets?: Record<string, Record<string, number>>;
  renderingContent: Record<string, never>;
}

export function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(n)) {
    return fallback;
  }
  return Math.min(max, Math.max(min, Math.floor(n)));
}

export function listParam(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.filter((v): v is string => typeof v === 'string');
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        return listParam(JSON.parse(trimmed));
      } catch {
        return [];
      }
    }
    return trimmed
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return [];
}

/** `content:10` → {content: 10}; `*` is not supported for snippets (nothing to do). */
export function snippetSpec(value: unknown): Map<string, number> {
  const spec = new Map<string, number>();
  for (const entry of listParam(value)) {
    const [attribute, words] = entry.split(':');
    spec.set(attribute.trim(), clampInt(words, 10, 1, 100));
  }
  return spec;
}

export function encodeParams(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'indexName' || value === undefined) {
      continue;
    }
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

/** What a request asks for besides the query: paging, distinct, highlight tags and snippets. */
export interface ReadRequest {
  query: string;
  hitsPerPage: number;
  page: number;
  onePerPage: boolean;
  tags: HighlightTags;
  ellipsis: string;
  snippets: Map<string, number>;
}

export function readRequest(params: SearchParams): ReadRequest {
  return {
    query: typeof params.query === 'string' ? params.query : '',
    hitsPerPage: clampInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE),
    page: clampInt(params.page, 0, 0, 10_000),
    onePerPage: params.distinct === true || (typeof params.distinct === 'number' && params.distinct > 0),
    // Without tags in the request, the ones a DocSearch index is configured with (the /search page
    // restyles this class as `search-result-match`).
    tags: {
      pre: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : DEFAULT_HIGHLIGHT.pre,
      post: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : DEFAULT_HIGHLIGHT.post,
    },
    ellipsis: typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : '…',
    snippets: snippetSpec(params.attributesToSnippet),
  };
}

/** One record as an Algolia hit: every hierarchy level, the content and the API name highlighted; snippets as asked. */
export function toHit(
  record: SearchRecord,
  terms: string[],
  result: MiniResult | undefined,
  tags: HighlightTags,
  snippets: Map<string, number>,
  ellipsis: string,
): LocalHit {
  const termToQuery = new Map<string, string[]>();
  if (result) {
    // MiniSearch reports matched document terms and matched query words separately:
    // pair them by prefix, else (a fuzzy match) credit every matched query word.
    for (const term of result.terms) {
      const byPrefix = result.queryTerms.filter((q) => term.startsWith(q));
      termToQuery.set(term, byPrefix.length > 0 ? byPrefix : result.queryTerms);
    }
  }
  const info: MatchInfo = {queryWords: terms, termToQuery, matchedTerms: new Set(result?.terms ?? [])};
  const hierarchyHighlight: Record<string, HighlightResult> = {};
  const hierarchySnippet: Record<string, SnippetResult> = {};
  for (const level of LEVELS) {
    const value = record.hierarchy[level];
    if (value === null) {
      continue;
    }
    hierarchyHighlight[level] = highlight(value, info, tags);
    const words = snippets.get(`hierarchy.${level}`) ?? snippets.get('hierarchy');
    if (words !== undefined) {
      hierarchySnippet[level] = snippet(value, words, info, tags, ellipsis);
    }
  }
  const highlightResult: Record<string, unknown> = {hierarchy: hierarchyHighlight};
  const snippetResult: Record<string, unknown> = {};
  if (Object.keys(hierarchySnippet).length > 0) {
    snippetResult.hierarchy = hierarchySnippet;
  }
  if (record.content !== null) {
    highlightResult.content = highlight(record.content, info, tags);
    const words = snippets.get('content');
    if (words !== undefined) {
      snippetResult.content = snippet(record.content, words, info, tags, ellipsis);
    }
  }
  if (record.api) {
    highlightResult.api = {name: highlight(record.api.name, info, tags)};
  }
  const {position: _position, ...visible} = record;
  return {...visible, _highlightResult: highlightResult, _snippetResult: snippetResult};
}

/** Facet counts over the matching records (`*`: the facets DocSearch and the search page use). */
export function countFacets(records: readonly SearchRecord[], ids: number[], names: string[]): Record<string, Record<string, number>> {
  const attributes = names.includes('*') ? ['language', 'docusaurus_tag', 'type'] : names;
  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const counts: Record<string, number> = {};
    for (const id of ids) {
      const value = (records[id] as unknown as Record<string, unknown>)[attribute];
      if (typeof value === 'string') {
        counts[value] = (counts[value] ?? 0) + 1;
      }
    }
    facets[attribute] = counts;
  }
  return facets;
}

let queryCounter = 0;

/**
 * The Algolia response for the ordered matches (`ordered`: record ids, best first, each with its MiniSearch
 * result for highlighting), `nbHits` as counted by the ranking.
 */
export function buildResponse(
  params: SearchParams,
  request: ReadRequest,
  records: readonly SearchRecord[],
  ordered: readonly {id: number; result?: MiniResult}[],
  nbHits: number,
  terms: string[],
  started: number,
): LocalSearchResponse {
  const {hitsPerPage, page, tags, ellipsis, snippets} = request;
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(ordered.length / hitsPerPage);
  const slice = hitsPerPage === 0 ? [] : ordered.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const hits = slice.map(({id, result}) => toHit(records[id], terms, result, tags, snippets, ellipsis));

  const response: LocalSearchResponse = {
    hits,
    nbHits,
    page,
    nbPages,
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: {nbHits: true, facetsCount: true},
    query: request.query,
    params: encodeParams(params),
    index: typeof params.indexName === 'string' ? params.indexName : '',
    renderingContent: {},
  };
  const facetNames = listParam(params.facets);
  if (facetNames.length > 0) {
    response.facets = countFacets(
      records,
      ordered.map(({id}) => id),
      facetNames,
    );
  }
  if (params.clickAnalytics === true || params.clickAnalytics === 'true') {
    queryCounter += 1;
    response.queryID = `local-${started.toString(16)}-${queryCounter}`;
  }
  return response;
}
