/**
 * How the local engine ranks: the fields each record is indexed with and their weights, the one MiniSearch
 * query a search makes, how much of the query each record and its page cover, and the bonuses and order
 * applied after (exact titles, API members, definitions, one hit per page first). Pure and synchronous.
 */
import type MiniSearch from 'minisearch';
import type {Query, SearchResult as MiniResult} from 'minisearch';
import {conceptTerms, definesSubject, definitionSubject, termOf, type Concept} from './query';
import {lowerWords, memberMatch, memberNameOf} from './member-query';
import type {QueryVocabulary} from './query-vocabulary';
import {normalizeToken, tokenize} from './text';
import {LEVELS, type Level, type SearchRecord} from '../../plugins/shared/search/types';

/** Results considered per query before pagination (bounded work on broad queries). */
export const MAX_CANDIDATES = 1000;

/** The fields of one record as the full-text index sees them (also the document shape of bench/search-libs.ts). */
export interface IndexedFields {
  id: number;
  api: string;
  heading: string;
  page: string;
  path: string;
  content: string;
}

export const INDEXED_FIELDS = ['api', 'heading', 'page', 'path', 'content'];

const FIELD_BOOST = {api: 3, heading: 4, page: 1.5, path: 1, content: 1};
/** Weight of API reference records for queries that do not look like an identifier (guides answer questions). */
const API_WEIGHT_FOR_WORDS = 0.1;
/** …and for queries that do (so `CommandKit` the class beats the home page titled CommandKit). */
const API_WEIGHT_FOR_IDENTIFIERS = 1.5;
/**
 * Reference sections that keep 0.1.10's own names alive for old code (@commandkit/legacy: CommandOptions,
 * ValidationProps, ContextMenuCommandProps…). A reader typing such a name on the 1.x docs without naming the
 * package is moving a bot: the guides that say what replaced it (the migration guide, the legacy plugin's
 * page) answer before the reference entry, which then weighs as for a query of plain words.
 */
const COMPATIBILITY_SECTIONS: ReadonlySet<string> = new Set(['legacy']);
/** Further weight of such an entry after the bonuses (a title naming the type covers the query's other words too). */
const OLD_NAME_ENTRY_WEIGHT = 0.25;

/**
 * Whether a record is the reference entry of a 0.1.10 name kept for old code, read for a query that types other
 * words with it and does not name its package. The name typed alone ("CommandOptions") still finds its entry.
 */
export function keepsOldName(record: SearchRecord, typed: ReadonlySet<string>): boolean {
  const section = record.api?.section;
  if (section === undefined || typed.size < 2 || !COMPATIBILITY_SECTIONS.has(section)) {
    return false;
  }
  // (Asked for every candidate record of a query: the section's name as a query term is read once.)
  let term = compatibilityTerms.get(section);
  if (term === undefined) {
    term = termOf(section);
    compatibilityTerms.set(section, term);
  }
  return !typed.has(term);
}
const compatibilityTerms = new Map<string, string>();
/** Concepts from which a query is a long question, and how much more its domain phrases weigh there. */
const LONG_QUERY_CONCEPTS = 4;
const DOMAIN_TERM_WEIGHT = 2.5;
/** A member heading named with its item ("AsyncQueue pause") over the item's page; named alone, a little. */
const MEMBER_OF_ITEM_BONUS = 3;
const MEMBER_BONUS = 1.5;
/** Weight of pages outside the docs (docusaurus_tag `default`: the home page, which shows both versions' readers 1.x features). */
const OUTSIDE_DOCS_WEIGHT = 0.25;
/**
 * Hits of one page ranked before the other pages' hits run out: one, so the first screen offers several pages
 * (DocSearch groups a page's hits together again).
 */
const HITS_PER_PAGE_FIRST = 1;
/** Score weight of a synonym's terms against the words typed. */
const SYNONYM_WEIGHT = 0.7;
/** How much a page whose title and description cover the query gains over one that only mentions it. */
const TITLE_WEIGHT = 2;
/** Coverage credited to a concept found only through a typo. */
const FUZZY_COVER = 0.5;
/** Completions above which the last word's prefix is expanded in titles and headings only (see rankMatches()). */
const MAX_PREFIX_COMPLETIONS_EVERYWHERE = 12;
const TYPE_BOOST: Record<string, number> = {lvl0: 1, lvl1: 1.6, lvl2: 1.3, lvl3: 1.15, lvl4: 1.05, lvl5: 1, lvl6: 1, content: 1};

export function ownHeading(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type as Level] ?? '');
}

export function toFields(record: SearchRecord, id: number): IndexedFields {
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

/** Typos allowed per word: none under 4 letters, 1 up to 6, 2 from 7 (words are stemmed, so a bit shorter than typed). */
export function fuzziness(term: string): number {
  if (term.length < 4) {
    return 0;
  }
  return term.length < 7 ? 1 : 2;
}

/** How many words of a long query a record must match: all for 1-2 words, then 60 % (3→2, 4→3, 5→3, 6→4). */
export function minimumShouldMatch(words: number): number {
  return words <= 2 ? words : Math.ceil(words * 0.6);
}

/** Facts about records the ranking asks for on every query, computed once per record (or name). */
export class RecordFacts {
  private referenceFlags: boolean[] | null = null;
  private headingKeys: (string | undefined)[] = [];
  private memberNames: (string | null | undefined)[] = [];
  private mentions = new Map<string, number>();
  private keywordSetCache: ReadonlyMap<number, ReadonlySet<string>> | null = null;

  constructor(
    private readonly records: readonly SearchRecord[],
    private readonly mini: MiniSearch<IndexedFields>,
  ) {}

  /**
   * The keywords of each record that has some (a few page title records) as a query's terms read them
   * (normalised and stemmed, termOf()), computed once per index.
   */
  keywordSets(): ReadonlyMap<number, ReadonlySet<string>> {
    this.keywordSetCache ??= new Map(
      this.records.flatMap((record, id) => (record.keywords ? [[id, new Set(record.keywords.map(termOf))] as const] : [])),
    );
    return this.keywordSetCache;
  }

  /** API item pages and the reference's index pages. */
  isReference(id: number): boolean {
    this.referenceFlags ??= this.records.map((r) => r.api !== undefined || /\/api-reference(\/|$)/.test(r.url_without_anchor));
    return this.referenceFlags[id] ?? false;
  }

  /** The record's own heading, normalised like a query (for the exact-title bonus). */
  headingKey(id: number): string {
    let key = this.headingKeys[id];
    if (key === undefined) {
      key = tokenize(ownHeading(this.records[id])).map(normalizeToken).join(' ');
      this.headingKeys[id] = key;
    }
    return key;
  }

  /** The member a record of an API page's member heading is about. */
  memberName(id: number): string | null {
    let name = this.memberNames[id];
    if (name === undefined) {
      name = memberNameOf(this.records[id].hierarchy.lvl3 ?? '');
      this.memberNames[id] = name;
    }
    return name;
  }

  /** How many guide records mention an API item's name. */
  guideMentions(name: string): number {
    let count = this.mentions.get(name);
    if (count === undefined) {
      const term = normalizeToken(name);
      count = this.mini.search(term, {
        fields: ['content'],
        prefix: false,
        fuzzy: false,
        filter: (r) => !this.isReference(r.id as number),
      }).length;
      this.mentions.set(name, count);
    }
    return count;
  }
}

/** What the ranking reads of an index. */
export interface RankingIndex {
  records: readonly SearchRecord[];
  mini: MiniSearch<IndexedFields>;
  vocabulary: QueryVocabulary;
  facts: RecordFacts;
}

export interface RankedMatch {
  id: number;
  score: number;
  result: MiniResult;
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
export function rankMatches(index: RankingIndex, concepts: Concept[], filter: (id: number) => boolean, identifier: boolean): RankedMatch[] {
  if (concepts.length === 0) {
    return [];
  }
  const typed = new Set(concepts.flatMap((concept) => concept.typed));
  const lastConcept = concepts.find((concept) => concept.last);
  const last = lastConcept ? lastConcept.typed[lastConcept.typed.length - 1] : '';
  const queries = searchQueries(index.vocabulary, concepts, last);
  const results = index.mini.search({combineWith: 'OR', queries}, searchOptions(index, {typed, last, filter, identifier}));
  const covers = conceptCovers(results, concepts);
  const weighted = weighConcepts(concepts, covers, index.records.length);
  if (weighted.total === 0) {
    return [];
  }
  return keepCoveringMatches(scoreResults(index, results, covers, weighted, identifier, typed), weighted.present);
}

/** What the search options need of a query. */
interface QueryTerms {
  /** The words as typed (stemmed), as opposed to their synonyms. */
  typed: ReadonlySet<string>;
  /** The last word typed ('' when the query ends in a space): the word being typed. */
  last: string;
  filter: (id: number) => boolean;
  identifier: boolean;
}

/** MiniSearch's options: field boosts, typos allowed per word, synonyms' weight, and each record's weight. */
function searchOptions(index: RankingIndex, {typed, last, filter, identifier}: QueryTerms) {
  const {records, vocabulary, facts} = index;
  const apiWeight = identifier ? API_WEIGHT_FOR_IDENTIFIERS : API_WEIGHT_FOR_WORDS;
  const referenceWeight = (record: SearchRecord): number => (keepsOldName(record, typed) ? API_WEIGHT_FOR_WORDS : apiWeight);
  return {
    boost: FIELD_BOOST,
    fuzzy: (term: string) => {
      if (!typed.has(term) || vocabulary.has(term) || (term === last && term.length >= 2 && vocabulary.hasPrefix(term))) {
        return 0;
      }
      return fuzziness(term);
    },
    maxFuzzy: 2,
    boostTerm: (term: string) => (typed.has(term) ? 1 : SYNONYM_WEIGHT),
    filter: (result: MiniResult) => filter(result.id as number),
    boostDocument: (id: unknown) => {
      const record = records[id as number];
      // Pages outside the docs (the home page) introduce what the docs teach: they come after the docs.
      const outsideDocs = record?.docusaurus_tag === 'default' ? OUTSIDE_DOCS_WEIGHT : 1;
      // A page ranked down (DocSearch's pageRank, e.g. the known-issues catalogue whose entries each page shows
      // where the reader meets them) halves its scores per step.
      const pageRank = 2 ** (record?.page_rank ?? 0);
      return (
        (TYPE_BOOST[record?.type ?? 'content'] ?? 1) *
        (record && facts.isReference(id as number) ? referenceWeight(record) : 1) *
        outsideDocs *
        pageRank
      );
    },
  };
}

/**
 * The queries of the one OR search: every term as a whole word in every field; the last typed word also as a
 * prefix (the word being typed, as Algolia's prefixLast). A short prefix is expanded in titles and headings only:
 * "co" would otherwise score most of the site's text, slowly. While it is one or two letters long and the query
 * has nothing else, titles are all that is searched.
 */
function searchQueries(vocabulary: QueryVocabulary, concepts: Concept[], last: string): Query[] {
  const terms = conceptTerms(concepts);
  const titleFields = ['api', 'heading', 'page', 'path'];
  const titlesOnly = last !== '' && last.length <= 2 && concepts.length === 1 && concepts[0].alternatives.length === 1;
  // (A last word of four letters or more is searched once, as a prefix everywhere, which includes the whole word.)
  // A prefix that many words start with ("comm": command, commandkit, common…) is looked for in titles only
  // while it is typed: everywhere it would score most of the site's text, slowly, for words the reader has not
  // chosen yet (the whole word, once typed, is searched everywhere).
  const prefixEverywhere = last.length > 3 && vocabulary.completions(last) <= MAX_PREFIX_COMPLETIONS_EVERYWHERE;
  const whole = prefixEverywhere ? terms.filter((term) => term !== last) : terms;
  const queries: Query[] =
    whole.length > 0 ? [{queries: [whole.join(' ')], prefix: false, fields: titlesOnly ? titleFields : undefined}] : [];
  if (last.length >= 2) {
    // A last word that is already a whole word of the docs ("command") is mostly meant as typed: its longer
    // completions ("commandkit") count for less than when it is only the start of a word ("comm").
    const prefixWeight = vocabulary.has(last) ? 0.1 : 0.375;
    // A prefix with many completions ("co", "comm") is looked for in the records' own headings only (a page's
    // title is its first record's heading): page titles, API names and section paths repeat on every record
    // of a page, so they would bring in most of the site.
    const crowded = !prefixEverywhere && vocabulary.completions(last) > MAX_PREFIX_COMPLETIONS_EVERYWHERE;
    const prefixFields = prefixEverywhere ? undefined : crowded ? ['heading'] : titleFields;
    queries.push({queries: [last], prefix: true, fields: prefixFields, weights: {fuzzy: 0.45, prefix: prefixWeight}});
  }
  return queries;
}

/** Which concepts each result covers (1, or FUZZY_COVER for a typed word found only through a typo, or 0). */
function conceptCovers(results: MiniResult[], concepts: Concept[]): number[][] {
  return results.map((result) => {
    const matched = new Set(result.queryTerms);
    const exact = new Set(result.queryTerms.filter((q) => result.terms.some((term) => term.startsWith(q))));
    return concepts.map((concept): number =>
      concept.alternatives.some((alt) => alt.every((t) => exact.has(t)))
        ? 1
        : concept.alternatives.some((alt) => alt.every((t) => matched.has(t)))
          ? FUZZY_COVER
          : 0,
    );
  });
}

/** How much each concept of the query weighs, and whether it names the question's topic. */
interface ConceptWeights {
  weights: number[];
  /** Their sum (0: no concept matched anything). */
  total: number;
  /** How many concepts matched something in this index. */
  present: number;
  namesTopic: (concept: Concept) => boolean;
  concepts: Concept[];
}

function weighConcepts(concepts: Concept[], covers: number[][], recordCount: number): ConceptWeights {
  // Rarer concepts weigh more (so "command" does not outweigh "mutex"); absent ones weigh nothing.
  const frequency = concepts.map((_, c) => covers.filter((cover) => cover[c] > 0).length);
  // In a long question, a phrase of the domain's vocabulary (one with synonyms: "race condition", "cooldown")
  // names the topic; the everyday words around it ("buying the same item") only set the scene.
  // With three concepts, only a phrase of the domain's own vocabulary does ("stop people spamming a command":
  // spam, not stop); everyday phrases (set up, folder) only in a longer question.
  const long = concepts.length >= LONG_QUERY_CONCEPTS;
  const namesTopic = (concept: Concept) =>
    concept.domain === true && (long || (concepts.length === LONG_QUERY_CONCEPTS - 1 && !concept.everyday));
  const weights = frequency.map((df, c) =>
    df === 0 ? 0 : Math.log(1 + recordCount / df) * (namesTopic(concepts[c]) ? DOMAIN_TERM_WEIGHT : 1),
  );
  const total = weights.reduce((a, b) => a + b, 0);
  const present = frequency.filter((df) => df > 0).length;
  return {weights, total, present, namesTopic, concepts};
}

/** A scored result, with how many of the query's concepts its page covers (and covers as typed). */
interface ScoredMatch extends RankedMatch {
  pageCount: number;
  pageExact: number;
}

/**
 * Each result's score: MiniSearch's, times how much of the query the record covers, how much its page covers,
 * and how much the page's title covers.
 */
function scoreResults(
  index: RankingIndex,
  results: MiniResult[],
  covers: number[][],
  {weights, total, namesTopic, concepts}: ConceptWeights,
  identifier: boolean,
  typed: ReadonlySet<string>,
): ScoredMatch[] {
  const {records} = index;
  const {pageCover, titleCover} = pageCoverage(index, results, covers, weights, total, identifier, typed);
  return results.map((result, i) => {
    const url = records[result.id as number].url_without_anchor;
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
}

/** By page URL: the best cover of each concept among the page's records, and how much its title covers of the query. */
function pageCoverage(
  index: RankingIndex,
  results: MiniResult[],
  covers: number[][],
  weights: number[],
  total: number,
  identifier: boolean,
  typed: ReadonlySet<string>,
): {pageCover: Map<string, number[]>; titleCover: Map<string, number>} {
  const {records, facts} = index;
  const pageCover = new Map<string, number[]>();
  const titleCover = new Map<string, number>();
  results.forEach((result, i) => {
    const record = records[result.id as number];
    const url = record.url_without_anchor;
    // The page's title and description: what the page says it is about. For a query of plain words, an API
    // item whose name merely contains them (MessageContextMenuCommandProps for "context menu command") is not
    // about them the way a guide titled with them is: its title earns no bonus.
    if (record.type === 'lvl1' && (!facts.isReference(result.id as number) || (identifier && !keepsOldName(record, typed)))) {
      titleCover.set(url, covers[i].reduce((sum, value, c) => sum + value * weights[c], 0) / total);
    }
    const page = pageCover.get(url) ?? covers[i].map(() => 0);
    covers[i].forEach((value, c) => {
      page[c] = Math.max(page[c], value);
    });
    pageCover.set(url, page);
  });
  return {pageCover, titleCover};
}

/**
 * The matches whose page covers most of the query, as typed for all but one word; when none do, fewer words are
 * asked for, down to one. Typo-only matches do not count for all of the words (else "helm chart" finds "help chat").
 */
function keepCoveringMatches(scored: ScoredMatch[], present: number): RankedMatch[] {
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

/**
 * A section of a catalogue: a page ranked down (`docsearch:page_rank` below 0) because what it lists is shown
 * where the reader meets it (the known-issues list, whose every entry is also on the page it concerns; the API
 * reference's package and kind indexes, whose every line is an item's summary). Its entries come after every
 * other hit: the page that teaches the task answers first. The catalogue's own title and description keep
 * their place, so a query for the catalogue itself ("known issues") still finds it.
 */
export function isCatalogueEntry(record: SearchRecord): boolean {
  return (record.page_rank ?? 0) < 0 && record.type !== 'lvl1';
}

/** A query as the bonuses after the ranking read it. */
export interface AskedQuery {
  /** The query as typed. */
  query: string;
  /** …without the reader's variable names before our members (`ctx.forwardCommand` → forwardCommand). */
  asked: string;
  /** Whether it names one of our identifiers. */
  identifier: boolean;
  /** The query's words as typed (stemmed, rankMatches()); empty when unknown. */
  typed?: ReadonlySet<string>;
}

/**
 * The title records of the pages that answer a query through their keywords: one of the query's words is a
 * keyword of the page (a name such as `commandsPath` that the page explains although its title does not say it),
 * and the page's text covers every other concept of the query ("eventsPath option", "where did commandsPath go
 * in the new version", "new CommandKit client commandsPath"). A reader typing a 0.1.10 name on the 1.x docs is
 * moving a bot over, whatever words come with the name: the page that says what replaced it answers, before
 * the legacy plugin's option of that name. Keywords are whole names, never indexed as text: their parts would
 * make the page match every query about commands or guilds.
 */
export function keywordAnswers(
  index: RankingIndex,
  matches: readonly RankedMatch[],
  concepts: readonly Concept[],
  filter: (id: number) => boolean,
): Set<number> {
  const answers = new Set<number>();
  const keywordSets = index.facts.keywordSets();
  if (keywordSets.size === 0 || concepts.length === 0) {
    return answers;
  }
  let pageTerms: Map<string, Set<string>> | null = null;
  for (const [id, keywords] of keywordSets) {
    const named = concepts.filter((concept) => concept.typed.length === 1 && keywords.has(concept.typed[0]));
    if (named.length === 0 || !filter(id)) {
      continue;
    }
    const others = concepts.filter((concept) => !named.includes(concept));
    if (others.length > 0) {
      // The query terms each page's matched records found (computed once, only when a keyword was typed).
      pageTerms ??= termsByPage(index.records, matches);
      const found = pageTerms.get(index.records[id].url_without_anchor);
      if (!found || !others.every((concept) => concept.alternatives.some((alternative) => alternative.every((term) => found.has(term))))) {
        continue;
      }
    }
    // "skipBuiltInValidations legacy", "legacy plugin validationsPath option": the reader names the package
    // that still has the name (@commandkit/legacy): they use it, and its own pages answer.
    const sections = new Set(
      matches.flatMap((match) => {
        const api = index.records[match.id].api;
        return api && named.some((concept) => match.result.queryTerms.includes(concept.typed[0])) ? [termOf(api.section)] : [];
      }),
    );
    if (!others.some((concept) => concept.typed.some((term) => sections.has(term)))) {
      answers.add(id);
    }
  }
  return answers;
}

/** The query terms each page's matched records found, by page URL. */
function termsByPage(records: readonly SearchRecord[], matches: readonly RankedMatch[]): Map<string, Set<string>> {
  const byPage = new Map<string, Set<string>>();
  for (const match of matches) {
    const url = records[match.id].url_without_anchor;
    const terms = byPage.get(url) ?? new Set<string>();
    for (const term of match.result.queryTerms) {
      terms.add(term);
    }
    byPage.set(url, terms);
  }
  return byPage;
}

/** The matches plus the title records of the keyword answers the text search did not find. */
export function withKeywordPages(matches: RankedMatch[], answers: ReadonlySet<number>): RankedMatch[] {
  if (answers.size === 0) {
    return matches;
  }
  const found = new Set(matches.map((match) => match.id));
  const top = matches.reduce((best, match) => Math.max(best, match.score), 0);
  const added: RankedMatch[] = [];
  for (const id of answers) {
    if (!found.has(id)) {
      added.push({id, score: top, result: {id, score: top, terms: [], queryTerms: [], match: {}}});
    }
  }
  return added.length > 0 ? [...matches, ...added] : matches;
}

/** A match with the bonuses that read the whole query applied, and its tier (higher tiers come first). */
export interface TieredMatch {
  id: number;
  result?: MiniResult;
  /** The text ranking's score (rankMatches()), before the bonuses. */
  rankScore: number;
  score: number;
  tier: number;
}

/**
 * The bonuses that read the whole query (exact title or identifier, an API member named with its item,
 * definitions and keyword pages first, catalogue entries last), sorted best first (before one hit per URL).
 */
export function scoreMatches(
  index: RankingIndex,
  matches: readonly RankedMatch[],
  {query, asked, identifier, typed = new Set()}: AskedQuery,
  keywordAnswers: ReadonlySet<number> = new Set(),
): TieredMatch[] {
  const {records, facts} = index;
  const normalizedQuery = tokenize(asked).map(normalizeToken).join(' ');
  const trimmed = query.trim();
  const subject = definitionSubject(query);
  const askedWords = lowerWords(asked);
  const ranked = matches.map((entry) => {
    const record = records[entry.id];
    let score = entry.score;
    const reference = facts.isReference(entry.id);
    // Exact title / identifier match; exact case (CommandKit the class over commandkit the variable) a bit more.
    // A plain word equal to an API name ("cache") is a topic: the API item gets no bonus for it.
    if (normalizedQuery !== '' && (!reference || identifier)) {
      if (facts.headingKey(entry.id) === normalizedQuery || (identifier && record.api?.name.toLowerCase() === normalizedQuery)) {
        score *= record.api?.name === trimmed || ownHeading(record) === trimmed ? 4 : 3;
      }
    }
    // "what is X": a text that opens with "X is…" is the answer, whatever else matches the name more often
    // (every "@commandkit/…" title says "commandkit"): definitions come first, in score order; catalogue
    // entries last.
    const defines =
      subject !== null &&
      record.content !== null &&
      (record.type === 'content' || record.type === 'lvl1') &&
      definesSubject(record.content, subject);
    if (identifier && record.api && reference) {
      // Two items with a member of this name (CommandKit#reloadCommands, AppCommandHandler#reloadCommands):
      // the one the guides talk about is the one readers mean.
      score *= 1 + Math.log1p(facts.guideMentions(record.api.name)) / 4;
    }
    // "AsyncQueue pause", "kv setex": the member's own heading answers, over its item's page and the guide
    // section that mentions it (for plain words, it makes up for API pages' low weight).
    const member = record.api && record.anchor && record.hierarchy.lvl3 ? facts.memberName(entry.id) : null;
    const strength = member && record.api && askedWords.length <= 3 ? memberMatch(askedWords, record.api.name, member) : 0;
    if (strength > 0) {
      // (For plain words it makes up for API pages' low weight, except for a 0.1.10 name's entry: keepsOldName().)
      const makeUp = identifier || keepsOldName(record, typed) ? 1 : Math.sqrt(API_WEIGHT_FOR_WORDS);
      score *= strength === 2 ? MEMBER_OF_ITEM_BONUS / makeUp : MEMBER_BONUS;
    }
    // A 0.1.10 name's entry in the compatibility package, typed with other words: the guides come first.
    if (keepsOldName(record, typed)) {
      score *= OLD_NAME_ENTRY_WEIGHT;
    }
    // A page that answers through its keywords ("commandsPath" on the 1.x docs: the migration guide says what
    // replaced the 0.1.10 option) comes before the pages that merely define the name, such as the legacy
    // plugin's own option of that name (keywordAnswers()).
    const answersKeywords = keywordAnswers.has(entry.id);
    return {
      id: entry.id,
      result: entry.result,
      rankScore: entry.score,
      score,
      tier: defines ? 2 : answersKeywords ? 1 : isCatalogueEntry(record) ? -1 : 0,
    };
  });
  ranked.sort((a, b) => b.tier - a.tier || b.score - a.score || records[a.id].position - records[b.id].position);
  return ranked;
}

/**
 * The scored matches (scoreMatches()), one hit per URL, a page's later hits after every other page's first
 * (with `onePerPage`, only each page's best). Returns the order and Algolia's nbHits.
 */
export function orderMatches(
  index: RankingIndex,
  ranked: readonly TieredMatch[],
  onePerPage: boolean,
): {ordered: {id: number; result?: MiniResult}[]; nbHits: number} {
  const {records} = index;
  // Distinct on URL: one hit per anchor, the best scoring record.
  // nbHits counts every distinct hit; only the first MAX_CANDIDATES can be paged to (Algolia's paginationLimitedTo).
  // A page's third and later sections go after every other page's first two, so one long API page
  // cannot fill the first screen with its #declaration, #signature and #source. With `distinct`, a page
  // gives only its best hit.
  const seen = new Set<string>();
  const perPage = new Map<string, number>();
  const first: TieredMatch[] = [];
  const rest: TieredMatch[] = [];
  for (const entry of ranked) {
    const record = records[entry.id];
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
  return {ordered: [...first, ...rest].slice(0, MAX_CANDIDATES), nbHits: onePerPage ? perPage.size : seen.size};
}
