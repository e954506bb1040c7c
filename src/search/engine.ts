/**
 * The local search engine: MiniSearch over DocSearch records, answering one Algolia-style search request with
 * an Algolia-shaped result. Pure and synchronous so it is unit-testable in Node (the dialog's client, the
 * benchmarks and Node tools share it). This module wires the parts together:
 * - query-vocabulary.ts: the index's terms and API names (typo or prefix, identifier or question);
 * - query.ts and synonyms.ts: a query as concepts;
 * - ranking.ts: the fields, weights, coverage and order of the matches;
 * - algolia-protocol.ts: the request parameters read and the response built.
 */
import MiniSearch from 'minisearch';
import {parseFacetFilters, matchesFacets, type FacetClauses} from './facets';
import {buildResponse, readRequest, type SearchParams, type LocalSearchResponse} from './algolia-protocol';
import {conceptTerms, parseQuery, type Concept} from './query';
import {apiNamesOf, isOutOfVocabulary, looksLikeIdentifier, QueryVocabulary, type ApiNames} from './query-vocabulary';
import {
  INDEXED_FIELDS,
  keywordAnswers,
  orderMatches,
  rankMatches,
  RecordFacts,
  toFields,
  scoreMatches,
  withKeywordPages,
  type IndexedFields,
  type TieredMatch,
  type RankingIndex,
} from './ranking';
import {indexTerms, tokenize} from './text';
import {withoutReceivers} from './member-query';
import type {SearchRecord} from '../../plugins/shared/search/types';

export {
  DEFAULT_HIGHLIGHT,
  DEFAULT_HITS_PER_PAGE,
  MAX_HITS_PER_PAGE,
  type LocalHit,
  type LocalSearchResponse,
  type SearchParams,
} from './algolia-protocol';
export {MAX_CANDIDATES, minimumShouldMatch, type IndexedFields} from './ranking';

export class LocalIndex {
  readonly records: readonly SearchRecord[];
  private readonly mini: MiniSearch<IndexedFields>;
  /** Every term of the index: a word found as typed is not also looked up with typos (slow, and noisy). */
  private readonly vocabulary = new QueryVocabulary();
  private readonly facts: RecordFacts;
  private readonly ranking: RankingIndex;

  /** How many indexed terms start with `prefix`. */
  completions(prefix: string): number {
    return this.vocabulary.completions(prefix);
  }

  /** Builds the index at once (Node, tests, small shards). */
  constructor(records: readonly SearchRecord[], fill = true) {
    this.records = records;
    this.mini = new MiniSearch<IndexedFields>({
      fields: INDEXED_FIELDS,
      storeFields: [],
      tokenize,
      processTerm: (term) => {
        const terms = indexTerms(term);
        for (const t of terms) {
          this.vocabulary.add(t);
        }
        return terms;
      },
      searchOptions: {processTerm: (term) => term},
    });
    this.facts = new RecordFacts(records, this.mini);
    this.ranking = {records, mini: this.mini, vocabulary: this.vocabulary, facts: this.facts};
    if (fill) {
      this.mini.addAll(records.map(toFields));
    }
  }

  /** Builds the index in chunks, yielding to the event loop between them (the browser stays responsive). */
  static async create(records: readonly SearchRecord[], chunkSize = 400): Promise<LocalIndex> {
    const index = new LocalIndex(records, false);
    await index.mini.addAllAsync(records.map(toFields), {chunkSize});
    return index;
  }

  private facetVerdicts = new Map<string, Int8Array>();

  /**
   * Whether a record passes the facet filters, remembered per filter set: a query tests every record it
   * matches (hundreds a keystroke), and the dialog sends the same filters with each keystroke.
   */
  private facetMatcher(clauses: FacetClauses): (id: number) => boolean {
    const key = JSON.stringify(clauses);
    let verdicts = this.facetVerdicts.get(key);
    if (!verdicts) {
      // 0 = not yet tested, 1 = passes, -1 = filtered out.
      verdicts = new Int8Array(this.records.length);
      this.facetVerdicts.set(key, verdicts);
    }
    const known = verdicts;
    return (id: number) => {
      let verdict = known[id];
      if (verdict === 0 || verdict === undefined) {
        const record = this.records[id];
        verdict = record !== undefined && matchesFacets(record as unknown as Record<string, unknown>, clauses) ? 1 : -1;
        if (id >= 0 && id < known.length) {
          known[id] = verdict;
        }
      }
      return verdict === 1;
    };
  }

  private names: ApiNames | null = null;

  /** Lower-cased names of the API items and their members in this index (computed on first use). */
  private knownNames(): ApiNames {
    this.names ??= apiNamesOf(this.records);
    return this.names;
  }

  /**
   * camelCase / PascalCase / snake_case words, `$`, `.` or `()` in the query, or a one-word query
   * naming a compound API identifier (typed in lower case), mean the reader is after the reference.
   */
  looksLikeIdentifier(query: string): boolean {
    return looksLikeIdentifier(query, this.vocabulary, () => this.knownNames());
  }

  /** How the engine reads a query: whether it names an identifier, the words asked (receivers dropped), its concepts. */
  private read(query: string, clauses: FacetClauses = []): ReadQuery {
    const identifier = query.trim() !== '' && this.looksLikeIdentifier(query);
    // `ctx.forwardCommand`: the reader's variable name is no word of the docs.
    const names = identifier ? this.knownNames() : null;
    const asked = names ? withoutReceivers(query, (name) => names.exact.has(name)) : query;
    const concepts = parseQuery(
      asked,
      !identifier,
      (term, asPrefix) => this.vocabulary.has(term) || (asPrefix && this.vocabulary.hasPrefix(term)),
      {currentVersion: searchesCurrentVersion(clauses)},
    );
    return {query, identifier, asked, concepts};
  }

  /** The matches of a query as read(), with the bonuses applied, best first. */
  private scored({query, identifier, asked, concepts}: ReadQuery, allowed: (id: number) => boolean): TieredMatch[] {
    const ranked = rankMatches(this.ranking, concepts, allowed, identifier);
    const answers = keywordAnswers(this.ranking, ranked, concepts, allowed);
    const typed = new Set(concepts.flatMap((concept) => concept.typed));
    return scoreMatches(this.ranking, withKeywordPages(ranked, answers), {query, asked, identifier, typed}, answers);
  }

  /**
   * The scored matches of a request, best first, before one hit per URL (for the benchmarks' explanations:
   * `bench/search-explain.ts`). `rankScore` is the text ranking's score before the bonuses.
   */
  explain(params: SearchParams): {record: SearchRecord; rankScore: number; score: number; tier: number}[] {
    const request = readRequest(params);
    const clauses = parseFacetFilters(params.facetFilters);
    const allowed = this.facetMatcher(clauses);
    const read = this.read(request.query, clauses);
    if (request.query.trim() === '' || isOutOfVocabulary(read.concepts, this.vocabulary)) {
      return [];
    }
    return this.scored(read, allowed).map((entry) => ({
      record: this.records[entry.id],
      rankScore: entry.rankScore,
      score: entry.score,
      tier: entry.tier,
    }));
  }

  search(params: SearchParams): LocalSearchResponse {
    const started = Date.now();
    const request = readRequest(params);
    const {query} = request;
    const clauses = parseFacetFilters(params.facetFilters);
    const allowed = this.facetMatcher(clauses);
    const read = this.read(query, clauses);
    const terms = conceptTerms(read.concepts);

    let ordered: {id: number; result?: MiniSearchResult}[];
    let nbHits: number;
    if (query.trim() === '') {
      // Empty query: every record, in site order (what Algolia does for an empty query).
      ordered = this.records.map((_, id) => ({id})).filter(({id}) => allowed(id));
      nbHits = ordered.length;
    } else if (isOutOfVocabulary(read.concepts, this.vocabulary)) {
      // Nothing the reader asked about is in these docs: DocSearch's "No results" screen, not fuzzy neighbours.
      ordered = [];
      nbHits = 0;
    } else {
      ({ordered, nbHits} = orderMatches(this.ranking, this.scored(read, allowed), request.onePerPage));
    }
    return buildResponse(params, request, this.records, ordered, nbHits, terms, started);
  }
}

type MiniSearchResult = import('minisearch').SearchResult;

/**
 * Whether a request searches the current version's docs: its version filter (Docusaurus's contextual search) names
 * the current version's tag (`docs-<plugin>-current`), or it has no version filter.
 */
export function searchesCurrentVersion(clauses: FacetClauses): boolean {
  const tags = clauses.flat().filter((condition) => condition.attribute === 'docusaurus_tag' && !condition.negated);
  return tags.length === 0 || tags.some((condition) => condition.value.endsWith('-current'));
}

/** A query as the engine reads it. */
interface ReadQuery {
  query: string;
  /** Whether it names one of our identifiers. */
  identifier: boolean;
  /** …without the reader's variable names before our members. */
  asked: string;
  concepts: Concept[];
}
