/**
 * The local search engine: MiniSearch over DocSearch records, answering one Algolia-style
 * search request with an Algolia-shaped result (hits with _highlightResult/_snippetResult,
 * nbHits, page, nbPages, facets, …). Pure and synchronous so it is unit-testable in Node.
 */
import MiniSearch, {type Query, type SearchResult as MiniResult} from 'minisearch';
import {matchesFacets, parseFacetFilters, type FacetClauses, type FacetFiltersInput} from './facets';
import {
  highlight,
  identifierParts,
  indexTerms,
  normalizeToken,
  snippet,
  tokenize,
  type HighlightResult,
  type HighlightTags,
  type MatchInfo,
  type SnippetResult,
} from './text';
import {QUERY_FILLER, conceptTerms, definesSubject, definitionSubject, parseQuery, termOf, type Concept} from './query';
import {LEVELS, type Level, type SearchRecord} from '../../plugins/shared/search/types';
import {lowerWords, memberMatch, memberNameOf, withoutReceivers} from './member-query';

export const DEFAULT_HITS_PER_PAGE = 20;
export const MAX_HITS_PER_PAGE = 1000;
/** Results considered per query before pagination (bounded work on broad queries). */
export const MAX_CANDIDATES = 1000;
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

/** The fields of one record as the full-text index sees them (also the document shape of bench/search-libs.ts). */
export interface IndexedFields {
  id: number;
  api: string;
  heading: string;
  page: string;
  path: string;
  content: string;
}

const FIELD_BOOST = {api: 3, heading: 4, page: 1.5, path: 1, content: 1};
/** Weight of API reference records for queries that do not look like an identifier (guides answer questions). */
const API_WEIGHT_FOR_WORDS = 0.1;
/** …and for queries that do (so `CommandKit` the class beats the home page titled CommandKit). */
const API_WEIGHT_FOR_IDENTIFIERS = 1.5;
/** Concepts from which a query is a long question, and how much more its domain phrases weigh there. */
const LONG_QUERY_CONCEPTS = 4;
const DOMAIN_TERM_WEIGHT = 2.5;
/** A member heading named with its item ("AsyncQueue pause") over the item's page; named alone, a little. */
const MEMBER_OF_ITEM_BONUS = 3;
const MEMBER_BONUS = 1.5;
/** Weight of pages outside the docs (docusaurus_tag `default`: the home page, which shows both versions' readers 1.x features). */
const OUTSIDE_DOCS_WEIGHT = 0.25;
/** Hits of one page ranked before the other pages' hits run out: one, so the first screen offers several pages (DocSearch groups a page's hits together again). */
const HITS_PER_PAGE_FIRST = 1;
/** Score weight of a synonym's terms against the words typed. */
const SYNONYM_WEIGHT = 0.7;
/** How much a page whose title and description cover the query gains over one that only mentions it. */
const TITLE_WEIGHT = 2;
/** Coverage credited to a concept found only through a typo. */
const FUZZY_COVER = 0.5;
/** Completions above which the last word's prefix is expanded in titles and headings only (see rank()). */
const MAX_PREFIX_COMPLETIONS_EVERYWHERE = 12;
const TYPE_BOOST: Record<string, number> = {lvl0: 1, lvl1: 1.6, lvl2: 1.3, lvl3: 1.15, lvl4: 1.05, lvl5: 1, lvl6: 1, content: 1};

function ownHeading(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type as Level] ?? '');
}

function toFields(record: SearchRecord, id: number): IndexedFields {
  const levelIndex = record.type === 'content' ? LEVELS.length : LEVELS.indexOf(record.type as Level);
  const parents: string[] = [];
  LEVELS.forEach((level, i) => {
    const value = record.hierarchy[level];
    if (value && i !== 1 && i < levelIndex) {
      parents.push(value);
    }
  });
  return {
    id,
    api: record.api ? `${record.api.name} ${record.api.kind} ${record.api.section}` : '',
    heading: ownHeading(record),
    page: record.hierarchy.lvl1 ?? '',
    path: parents.join(' '),
    content: record.content ?? '',
  };
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(n)) {
    return fallback;
  }
  return Math.min(max, Math.max(min, Math.floor(n)));
}

function listParam(value: unknown): string[] {
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
    return trimmed.split(',').map((s) => s.trim()).filter(Boolean);
  }
  return [];
}

/** `content:10` → {content: 10}; `*` is not supported for snippets (nothing to do). */
function snippetSpec(value: unknown): Map<string, number> {
  const spec = new Map<string, number>();
  for (const entry of listParam(value)) {
    const [attribute, words] = entry.split(':');
    spec.set(attribute.trim(), clampInt(words, 10, 1, 100));
  }
  return spec;
}

function encodeParams(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'indexName' || value === undefined) {
      continue;
    }
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

/** Typos allowed per word: none under 4 letters, 1 up to 6, 2 from 7 (words are stemmed, so a bit shorter than typed). */
function fuzziness(term: string): number {
  if (term.length < 4) {
    return 0;
  }
  return term.length < 7 ? 1 : 2;
}

/** How many words of a long query a record must match: all for 1-2 words, then 60 % (3→2, 4→3, 5→3, 6→4). */
export function minimumShouldMatch(words: number): number {
  return words <= 2 ? words : Math.ceil(words * 0.6);
}

let queryCounter = 0;

export class LocalIndex {
  readonly records: readonly SearchRecord[];
  private readonly mini: MiniSearch<IndexedFields>;
  /** Every term of the index: a word found as typed is not also looked up with typos (slow, and noisy). */
  private readonly vocabulary = new Set<string>();
  private sortedVocabulary: string[] | null = null;
  private sortedSize = -1;

  /** Whether some indexed term starts with `prefix` (binary search over the sorted vocabulary). */
  private hasPrefix(prefix: string): boolean {
    return this.completions(prefix) > 0;
  }

  /** How many indexed terms start with `prefix` (two binary searches over the sorted vocabulary). */
  completions(prefix: string): number {
    if (this.sortedVocabulary === null || this.sortedSize !== this.vocabulary.size) {
      this.sortedVocabulary = [...this.vocabulary].sort();
      this.sortedSize = this.vocabulary.size;
    }
    const list = this.sortedVocabulary;
    const firstAtLeast = (value: string) => {
      let low = 0;
      let high = list.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (list[mid] < value) {
          low = mid + 1;
        } else {
          high = mid;
        }
      }
      return low;
    };
    // Every term starting with the prefix sorts before the prefix followed by the highest code unit.
    return firstAtLeast(`${prefix}\uffff`) - firstAtLeast(prefix);
  }

  /** Builds the index at once (Node, tests, small shards). */
  constructor(records: readonly SearchRecord[], fill = true) {
    this.records = records;
    this.mini = new MiniSearch<IndexedFields>({
      fields: ['api', 'heading', 'page', 'path', 'content'],
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

  /**
   * Engine ranking only: records matching the query's concepts (before facets), with their scores.
   *
   * One OR search over every term of every concept (typed words, and synonyms at a lower weight); then each
   * record is judged by how much of the query it covers, weighted by how rare each concept is, and how much
   * its page covers (a guide page answers a question across its sections). Concepts that match nothing in
   * this index are left out of the count (Algolia's removeWordsIfNoResults): a query finds nothing only when
   * none of its words does. Records must cover most of the query at page level; when none do, fewer words
   * are asked for, down to one.
   */
  private rank(concepts: Concept[], filter: (id: number) => boolean, identifier: boolean): {id: number; score: number; result: MiniResult}[] {
    const apiWeight = identifier ? API_WEIGHT_FOR_IDENTIFIERS : API_WEIGHT_FOR_WORDS;
    if (concepts.length === 0) {
      return [];
    }
    const terms = conceptTerms(concepts);
    const typed = new Set(concepts.flatMap((concept) => concept.typed));
    const lastConcept = concepts.find((concept) => concept.last);
    const last = lastConcept ? lastConcept.typed[lastConcept.typed.length - 1] : '';
    const titleFields = ['api', 'heading', 'page', 'path'];
    const options = {
      boost: FIELD_BOOST,
      fuzzy: (term: string) => {
        if (!typed.has(term) || this.vocabulary.has(term) || (term === last && term.length >= 2 && this.hasPrefix(term))) {
          return 0;
        }
        return fuzziness(term);
      },
      maxFuzzy: 2,
      boostTerm: (term: string) => (typed.has(term) ? 1 : SYNONYM_WEIGHT),
      filter: (result: MiniResult) => filter(result.id as number),
      boostDocument: (id: unknown) => {
        const record = this.records[id as number];
        // Pages outside the docs (the home page) introduce what the docs teach: they come after the docs.
        const outsideDocs = record?.docusaurus_tag === 'default' ? OUTSIDE_DOCS_WEIGHT : 1;
        // A page ranked down (DocSearch's pageRank, e.g. the known-issues catalogue whose entries each page shows
        // where the reader meets them) halves its scores per step.
        const pageRank = 2 ** (record?.page_rank ?? 0);
        return (TYPE_BOOST[record?.type ?? 'content'] ?? 1) * (record && this.isReference(id as number) ? apiWeight : 1) * outsideDocs * pageRank;
      },
    };
    // Every term as a whole word in every field; the last typed word also as a prefix (the word being typed,
    // as Algolia's prefixLast). A short prefix is expanded in titles and headings only: "co" would otherwise
    // score most of the site's text, slowly. While it is one or two letters long and the query has nothing
    // else, titles are all that is searched.
    const titlesOnly = last !== '' && last.length <= 2 && concepts.length === 1 && concepts[0].alternatives.length === 1;
    // (A last word of four letters or more is searched once, as a prefix everywhere, which includes the whole word.)
    // A prefix that many words start with ("comm": command, commandkit, common…) is looked for in titles only
    // while it is typed: everywhere it would score most of the site's text, slowly, for words the reader has not
    // chosen yet (the whole word, once typed, is searched everywhere).
    const prefixEverywhere = last.length > 3 && this.completions(last) <= MAX_PREFIX_COMPLETIONS_EVERYWHERE;
    const whole = prefixEverywhere ? terms.filter((term) => term !== last) : terms;
    const queries: Query[] = whole.length > 0 ? [{queries: [whole.join(' ')], prefix: false, fields: titlesOnly ? titleFields : undefined}] : [];
    if (last.length >= 2) {
      // A last word that is already a whole word of the docs ("command") is mostly meant as typed: its longer
      // completions ("commandkit") count for less than when it is only the start of a word ("comm").
      const prefixWeight = this.vocabulary.has(last) ? 0.1 : 0.375;
      // A prefix with many completions ("co", "comm") is looked for in the records' own headings only (a page's
      // title is its first record's heading): page titles, API names and section paths repeat on every record
      // of a page, so they would bring in most of the site.
      const crowded = !prefixEverywhere && this.completions(last) > MAX_PREFIX_COMPLETIONS_EVERYWHERE;
      const prefixFields = prefixEverywhere ? undefined : crowded ? ['heading'] : titleFields;
      queries.push({queries: [last], prefix: true, fields: prefixFields, weights: {fuzzy: 0.45, prefix: prefixWeight}});
    }
    const results = this.mini.search({combineWith: 'OR', queries}, options);
    // Which concepts each record covers; a typed word found only through a typo counts for less.
    const covers = results.map((result) => {
      const matched = new Set(result.queryTerms);
      const exact = new Set(result.queryTerms.filter((q) => result.terms.some((term) => term.startsWith(q))));
      return concepts.map((concept): number =>
        concept.alternatives.some((alt) => alt.every((t) => exact.has(t))) ? 1 : concept.alternatives.some((alt) => alt.every((t) => matched.has(t))) ? FUZZY_COVER : 0,
      );
    });
    // Rarer concepts weigh more (so "command" does not outweigh "mutex"); absent ones weigh nothing.
    const frequency = concepts.map((_, c) => covers.filter((cover) => cover[c] > 0).length);
    // In a long question, a phrase of the domain's vocabulary (one with synonyms: "race condition", "cooldown")
    // names the topic; the everyday words around it ("buying the same item") only set the scene.
    // With three concepts, only a phrase of the domain's own vocabulary does ("stop people spamming a command":
    // spam, not stop); everyday phrases (set up, folder) only in a longer question.
    const long = concepts.length >= LONG_QUERY_CONCEPTS;
    const namesTopic = (concept: Concept) => concept.domain === true && (long || (concepts.length === LONG_QUERY_CONCEPTS - 1 && !concept.everyday));
    const weights = frequency.map((df, c) => (df === 0 ? 0 : Math.log(1 + this.records.length / df) * (namesTopic(concepts[c]) ? DOMAIN_TERM_WEIGHT : 1)));
    const total = weights.reduce((a, b) => a + b, 0);
    const present = frequency.filter((df) => df > 0).length;
    if (total === 0) {
      return [];
    }
    const pageCover = new Map<string, number[]>();
    const titleCover = new Map<string, number>();
    results.forEach((result, i) => {
      const record = this.records[result.id as number];
      const url = record.url_without_anchor;
      // The page's title and description: what the page says it is about. For a query of plain words, an API
      // item whose name merely contains them (MessageContextMenuCommandProps for "context menu command") is not
      // about them the way a guide titled with them is: its title earns no bonus.
      if (record.type === 'lvl1' && (identifier || !this.isReference(result.id as number))) {
        titleCover.set(url, covers[i].reduce((sum, value, c) => sum + value * weights[c], 0) / total);
      }
      const page = pageCover.get(url) ?? concepts.map(() => 0);
      covers[i].forEach((value, c) => {
        page[c] = Math.max(page[c], value);
      });
      pageCover.set(url, page);
    });
    const scored = results.map((result, i) => {
      const url = this.records[result.id as number].url_without_anchor;
      const page = pageCover.get(url)!;
      const title = titleCover.get(url) ?? 0;
      const own = covers[i].reduce((sum, value, c) => sum + value * weights[c], 0) / total;
      const whole = page.reduce((sum, value, c) => sum + value * weights[c], 0) / total;
      // A page that covers a phrase naming the question's topic counts it twice towards the words it must cover.
      const pageCount = page.reduce((count, value, c) => count + (value > 0 && weights[c] > 0 ? (namesTopic(concepts[c]) ? 2 : 1) : 0), 0);
      const pageExact = page.filter((value, c) => value >= 1 && weights[c] > 0).length;
      // MiniSearch multiplies an OR score by the number of query terms matched; synonyms would inflate it.
      const base = result.score / Math.max(1, result.queryTerms.length);
      const score = base * own * (0.25 + whole) ** 2 * (1 + TITLE_WEIGHT * title);
      return {id: result.id as number, result, score, pageCount, pageExact};
    });
    // …and typo-only matches do not count for all of the words (else "helm chart" finds "help chat").
    for (let needed = minimumShouldMatch(present); needed >= 1; needed -= 1) {
      // With two words or more, at least one must be found as typed: "xyzzy plugh" is not "pluginy".
      const exactNeeded = Math.max(needed - 1, present > 1 ? 1 : 0);
      const kept = scored.filter((entry) => entry.pageCount >= needed && entry.pageExact >= exactNeeded);
      if (kept.length > 0) {
        return kept;
      }
    }
    return [];
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

  private mentions = new Map<string, number>();

  /** How many guide records mention an API item's name (memoised per name). */
  private guideMentions(name: string): number {
    let count = this.mentions.get(name);
    if (count === undefined) {
      const term = normalizeToken(name);
      count = this.mini.search(term, {fields: ['content'], prefix: false, fuzzy: false, filter: (r) => !this.isReference(r.id as number)}).length;
      this.mentions.set(name, count);
    }
    return count;
  }

  private memberNames: (string | null | undefined)[] = [];

  /** The member a record of an API page's member heading is about (memoised). */
  private memberName(id: number): string | null {
    let name = this.memberNames[id];
    if (name === undefined) {
      name = memberNameOf(this.records[id].hierarchy.lvl3 ?? '');
      this.memberNames[id] = name;
    }
    return name;
  }

  private referenceFlags: boolean[] | null = null;
  private headingKeys: (string | undefined)[] = [];

  /** The record's own heading, normalised like a query (for the exact-title bonus); computed once. */
  private headingKey(id: number): string {
    let key = this.headingKeys[id];
    if (key === undefined) {
      key = tokenize(ownHeading(this.records[id])).map(normalizeToken).join(' ');
      this.headingKeys[id] = key;
    }
    return key;
  }

  /** API item pages and the reference's index pages. */
  private isReference(id: number): boolean {
    this.referenceFlags ??= this.records.map((r) => r.api !== undefined || /\/api-reference(\/|$)/.test(r.url_without_anchor));
    return this.referenceFlags[id] ?? false;
  }

  /**
   * camelCase / PascalCase / snake_case words, `$`, `.` or `()` in the query, or a one-word query
   * naming a compound API identifier (typed in lower case), mean the reader is after the reference.
   */
  looksLikeIdentifier(query: string): boolean {
    const words = tokenize(query.slice(0, 256));
    // A question that mentions a name ("new CommandKit constructor options") is still a question.
    const nameLike = words.filter((word) => /[\p{Ll}\d][\p{Lu}]|[_$]/u.test(word)).length;
    const plain = words.filter((word) => !QUERY_FILLER.has(word.toLowerCase()) && !/[\p{Ll}\d][\p{Lu}]|[_$]/u.test(word)).length;
    if (plain >= 2 && plain > nameLike) {
      return false;
    }
    if (/[\p{Ll}\d][\p{Lu}]|[_$]|\w\.\w|\(\)/u.test(query)) {
      // …as long as the name is ours: `ModalBuilder` or `interaction.deferReply` (discord.js names) are
      // questions about a topic, read as words.
      // The words that look like names decide (`interaction.deferReply`: deferReply, not the plain `interaction`);
      // a last word still being typed counts when one of our names starts with it, but not when it is already
      // a whole word of the docs (`messageCreate`, a discord.js event the guides name, is not `MessageCreateX`).
      const names = this.knownNames();
      const candidates = words.filter((word) => /[\p{Ll}\d][\p{Lu}]|[_$]/u.test(word));
      const checked = candidates.length > 0 ? candidates : words;
      return checked.some((word) => {
        const lower = word.toLowerCase();
        const typing = word === words[words.length - 1] && lower.length >= 4 && !this.vocabulary.has(termOf(word));
        return names.exact.has(lower) || names.stems.has(termOf(word)) || (typing && names.sorted.some((name) => name.startsWith(lower)));
      });
    }
    if (words.length !== 1) {
      return false;
    }
    // Only compound names (defineConfig, ButtonKit): a plain word like `jsx` or `modal` is a topic first.
    return this.knownNames().compound.has(words[0].toLowerCase());
  }

  private names: {exact: Set<string>; stems: Set<string>; compound: Set<string>; sorted: string[]} | null = null;

  /** Lower-cased names of the API items and their members in this index (and their stems: `stopMiddleware` is `stopMiddlewares`). */
  private knownNames(): {exact: Set<string>; stems: Set<string>; compound: Set<string>; sorted: string[]} {
    if (this.names === null) {
      const exact = new Set<string>();
      const compound = new Set<string>();
      for (const record of this.records) {
        if (!record.api) {
          continue;
        }
        const own = record.type === 'lvl1' ? record.api.name : record.type === 'lvl3' ? (/[A-Za-z_$][\w$]*(?=\(\)|$)/.exec(record.hierarchy.lvl3 ?? '')?.[0] ?? '') : '';
        if (own.length < 2) {
          continue;
        }
        exact.add(own.toLowerCase());
        if (record.type === 'lvl1' && identifierParts(own).length > 1) {
          compound.add(own.toLowerCase());
        }
      }
      this.names = {exact, stems: new Set([...exact].map(termOf)), compound, sorted: [...exact].sort()};
    }
    return this.names;
  }

  search(params: SearchParams): LocalSearchResponse {
    const started = Date.now();
    const query = typeof params.query === 'string' ? params.query : '';
    const hitsPerPage = clampInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
    const page = clampInt(params.page, 0, 0, 10_000);
    const onePerPage = params.distinct === true || (typeof params.distinct === 'number' && params.distinct > 0);
    const clauses: FacetClauses = parseFacetFilters(params.facetFilters);
    const allowed = this.facetMatcher(clauses);
    const identifier = query.trim() !== '' && this.looksLikeIdentifier(query);
    // `ctx.forwardCommand`: the reader's variable name is no word of the docs.
    const names = identifier ? this.knownNames() : null;
    const asked = names ? withoutReceivers(query, (name) => names.exact.has(name)) : query;
    const concepts = parseQuery(asked, !identifier, (term, asPrefix) => this.vocabulary.has(term) || (asPrefix && this.hasPrefix(term)));
    const terms = conceptTerms(concepts);
    const normalizedQuery = tokenize(asked).map(normalizeToken).join(' ');

    let ordered: {id: number; result?: MiniResult}[];
    let distinctHits: number | undefined;
    if (query.trim() === '') {
      // Empty query: every record, in site order (what Algolia does for an empty query).
      ordered = this.records.map((_, id) => ({id})).filter(({id}) => allowed(id));
    } else {
      const trimmed = query.trim();
      const subject = definitionSubject(query);
      const askedWords = lowerWords(asked);
      const ranked = this.rank(concepts, allowed, identifier).map((entry) => {
        const record = this.records[entry.id];
        let score = entry.score;
        const reference = this.isReference(entry.id);
        // Exact title / identifier match; exact case (CommandKit the class over commandkit the variable) a bit more.
        // A plain word equal to an API name ("cache") is a topic: the API item gets no bonus for it.
        if (normalizedQuery !== '' && (!reference || identifier)) {
          if (this.headingKey(entry.id) === normalizedQuery || (identifier && record.api?.name.toLowerCase() === normalizedQuery)) {
            score *= record.api?.name === trimmed || ownHeading(record) === trimmed ? 4 : 3;
          }
        }
        // "what is X": a text that opens with "X is…" is the answer, whatever else matches the name more often
        // (every "@commandkit/…" title says "commandkit"): definitions come first, in score order.
        const defines = subject !== null && record.content !== null && (record.type === 'content' || record.type === 'lvl1') && definesSubject(record.content, subject);
        if (identifier && record.api && reference) {
          // Two items with a member of this name (CommandKit#reloadCommands, AppCommandHandler#reloadCommands):
          // the one the guides talk about is the one readers mean.
          score *= 1 + Math.log1p(this.guideMentions(record.api.name)) / 4;
        }
        // "AsyncQueue pause", "kv setex": the member's own heading answers, over its item's page and the guide
        // section that mentions it (for plain words, it makes up for API pages' low weight).
        const member = record.api && record.anchor && record.hierarchy.lvl3 ? this.memberName(entry.id) : null;
        const strength = member && record.api && askedWords.length <= 3 ? memberMatch(askedWords, record.api.name, member) : 0;
        if (strength > 0) {
          score *= strength === 2 ? MEMBER_OF_ITEM_BONUS / (identifier ? 1 : Math.sqrt(API_WEIGHT_FOR_WORDS)) : MEMBER_BONUS;
        }
        return {id: entry.id, result: entry.result, score, tier: defines ? 1 : 0};
      });
      ranked.sort((a, b) => b.tier - a.tier || b.score - a.score || this.records[a.id].position - this.records[b.id].position);
      // Distinct on URL: one hit per anchor, the best scoring record.
      // nbHits counts every distinct hit; only the first MAX_CANDIDATES can be paged to (Algolia's paginationLimitedTo).
      // A page's third and later sections go after every other page's first two, so one long API page
      // cannot fill the first screen with its #declaration, #signature and #source. With `distinct`, a page
      // gives only its best hit.
      const seen = new Set<string>();
      const perPage = new Map<string, number>();
      const first: typeof ranked = [];
      const rest: typeof ranked = [];
      for (const entry of ranked) {
        const record = this.records[entry.id];
        if (seen.has(record.url)) {
          continue;
        }
        seen.add(record.url);
        const n = (perPage.get(record.url_without_anchor) ?? 0) + 1;
        perPage.set(record.url_without_anchor, n);
        if (n <= HITS_PER_PAGE_FIRST) {
          first.push(entry);
        } else if (!onePerPage) {
          rest.push(entry);
        }
      }
      ordered = [...first, ...rest].slice(0, MAX_CANDIDATES);
      distinctHits = onePerPage ? perPage.size : seen.size;
    }

    const nbHits = distinctHits ?? ordered.length;
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(ordered.length / hitsPerPage);
    const slice = hitsPerPage === 0 ? [] : ordered.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    // Without tags in the request, the ones a DocSearch index is configured with (the /search page
    // restyles this class as `search-result-match`).
    const tags: HighlightTags = {
      pre: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : DEFAULT_HIGHLIGHT.pre,
      post: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : DEFAULT_HIGHLIGHT.post,
    };
    const ellipsis = typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : '…';
    const snippets = snippetSpec(params.attributesToSnippet);
    const hits = slice.map(({id, result}) => this.toHit(this.records[id], terms, result, tags, snippets, ellipsis));

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
      query,
      params: encodeParams(params),
      index: typeof params.indexName === 'string' ? params.indexName : '',
      renderingContent: {},
    };
    const facetNames = listParam(params.facets);
    if (facetNames.length > 0) {
      response.facets = this.countFacets(ordered.map(({id}) => id), facetNames);
    }
    if (params.clickAnalytics === true || params.clickAnalytics === 'true') {
      queryCounter += 1;
      response.queryID = `local-${started.toString(16)}-${queryCounter}`;
    }
    return response;
  }

  private countFacets(ids: number[], names: string[]): Record<string, Record<string, number>> {
    const attributes = names.includes('*') ? ['language', 'docusaurus_tag', 'type'] : names;
    const facets: Record<string, Record<string, number>> = {};
    for (const attribute of attributes) {
      const counts: Record<string, number> = {};
      for (const id of ids) {
        const value = (this.records[id] as unknown as Record<string, unknown>)[attribute];
        if (typeof value === 'string') {
          counts[value] = (counts[value] ?? 0) + 1;
        }
      }
      facets[attribute] = counts;
    }
    return facets;
  }

  private toHit(
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
}
