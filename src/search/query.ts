/**
 * A query as the ranking sees it: a list of concepts. A concept is one meaningful word of the query,
 * or a phrase of it found in the synonym list, with the alternative term sequences that express it
 * (the words typed first, then every synonym). A record covers a concept when it contains every term
 * of one alternative. Filler words ("how", "use", "my"…) are dropped when other words remain, so they
 * never veto a match.
 */
import {EVERYDAY_GROUPS, SYNONYM_GROUPS} from './synonyms';
import {MAX_QUERY_LENGTH, STOP_WORDS, identifierParts, normalizeToken, stem, tokenize} from './text';

/** Words that carry no topic in a question; dropped from queries that have other words (never from the index). */
export const QUERY_FILLER: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  'use',
  'using',
  'used',
  'make',
  'get',
  'want',
  'need',
  'let',
  'way',
  'some',
  'something',
  'have',
  'has',
  'with',
  'from',
  'all',
  'like',
  'just',
  'will',
  'not',
  'don',
  'doesn',
  'isn',
  'any',
  'possible',
  'please',
  'them',
  'they',
  'their',
  'our',
  'us',
  'am',
  'been',
  'did',
  'if',
  'then',
  'than',
  'too',
  'also',
  'up',
  'out',
  'only',
  'own',
  // People and things in general, and "work" as in "make it work": they name no topic of the docs.
  'who',
  'whom',
  'whose',
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'everyone',
  'people',
  'person',
  'thing',
  'things',
  'stuff',
  'work',
  'works',
  'working',
  'worked',
  // Prepositions that place things but name nothing ("a lock around shared state").
  'around',
  'across',
  'through',
  'via',
  'within',
  'onto',
  'upon',
  'toward',
  'towards',
  'among',
  // The docs' version is chosen by the version menu; in the text "v1" is Discord's components v1.
  'v1',
  // "X equivalent": the reader asks for X's counterpart here; the word names nothing.
  'equivalent',
  'equivalents',
  'counterpart',
  // "where did validations go": the word names no topic (a heading "Where to go next" is not the answer).
  'go',
  'goes',
  'went',
]);

/** Meaningful words of a query that count (the rest are ignored). */
export const MAX_QUERY_WORDS = 12;

export interface Concept {
  /** The words typed (stemmed), as the first alternative. */
  typed: string[];
  /** Every way to satisfy the concept: term sequences, the typed words first. */
  alternatives: string[][];
  /** Whether the last typed word of the query is in this concept (it is matched as a prefix). */
  last: boolean;
  /** Whether the words typed are a phrase of the synonym list: the domain's vocabulary. */
  domain?: boolean;
  /** …but a phrase of everyday words (set up, folder): it names the topic only in a long question. */
  everyday?: boolean;
}

/** Query word → stemmed term (the same processing as the index's). */
export function termOf(word: string): string {
  return stem(normalizeToken(word));
}

function phraseTerms(phrase: string): string[] {
  return tokenize(phrase)
    .map(termOf)
    .filter((term) => term.length > 0 && !QUERY_FILLER.has(term));
}

interface SynonymEntry {
  group: number;
  terms: string[];
}

let synonymIndex: Map<string, SynonymEntry[]> | null = null;
let groupTerms: string[][][] = [];

/** First term of each synonym phrase → the phrases starting with it (built once). */
function synonyms(): Map<string, SynonymEntry[]> {
  if (synonymIndex === null) {
    synonymIndex = new Map();
    groupTerms = SYNONYM_GROUPS.map((group) => group.map(phraseTerms).filter((terms) => terms.length > 0));
    groupTerms.forEach((phrases, group) => {
      for (const terms of phrases) {
        const list = synonymIndex!.get(terms[0]) ?? [];
        list.push({group, terms});
        synonymIndex!.set(terms[0], list);
      }
    });
    for (const list of synonymIndex.values()) {
      list.sort((a, b) => b.terms.length - a.terms.length);
    }
  }
  return synonymIndex;
}

/** Edit distance (insertions, deletions, substitutions, adjacent swaps) of two short words, or `limit + 1` when over it. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) {
    return limit + 1;
  }
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j], before[j - 2] + 1);
      }
    }
    if (Math.min(...row) > limit) {
      return limit + 1;
    }
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length], limit + 1);
}

/** The one-word synonym phrase a misspelt word stands for (one typo from 5 letters, two from 8), or undefined. */
function misspeltSynonym(term: string): SynonymEntry | undefined {
  const limit = term.length < 5 ? 0 : term.length < 8 ? 1 : 2;
  if (limit === 0) {
    return undefined;
  }
  let best: SynonymEntry | undefined;
  let bestDistance = limit + 1;
  for (const [first, entries] of synonyms()) {
    const single = entries.find((entry) => entry.terms.length === 1);
    if (!single || first.length < 4) {
      continue;
    }
    const distance = editDistance(term, first, limit);
    if (distance < bestDistance) {
      best = single;
      bestDistance = distance;
    }
  }
  return best;
}

/** Alternatives of a synonym group (exported for the tests). */
export function synonymAlternatives(phrase: string): string[][] {
  const terms = phraseTerms(phrase);
  const entry = synonyms()
    .get(terms[0] ?? '')
    ?.find((candidate) => candidate.terms.join(' ') === terms.join(' '));
  return entry ? groupTerms[entry.group] : [terms];
}

/**
 * The concepts of a query. `expand` = false keeps the words as typed (identifier queries: a name means itself).
 */
/**
 * A "!" before a word or standing alone ("commands that start with !", "!ping") is how readers picture a
 * message command's prefix; the tokenizer would drop it, so it is read as the word "prefix".
 */
export function withPrefixWord(query: string): string {
  return query.replace(/(^|[\s'"`(])!(?=[\p{L}\p{N}]|[\s'"`)?.,]|$)/gu, '$1prefix ');
}

/**
 * A major version in a question ("0.1 to 1.0", "removed in 1.x", "v0") is a question about moving between
 * versions (the version menu already chose the docs): it is read as the word "migration". The tokenizer would
 * otherwise split it into digits (dropped) and an "x". A full release number ("pin 0.1.10") names that
 * release, as the pages do, and is left alone.
 */
export function withVersionWord(query: string): string {
  return query.replace(/(^|[^\p{L}\p{N}.])(?:v0|v?\d+\.(?:\d+|x))(?![\p{L}\p{N}]|\.[\p{L}\p{N}])/gu, '$1migration');
}

/**
 * Phrases with which a reader compares with an earlier release without naming it, read as the word "old"
 * (OLDER_RELEASE_WORDS) on the current version's docs:
 * - "used to" before a verb tells of a habit of the past ("i used to pass the folder to the constructor", "it used
 *   to be the handler argument"); "X is used to register commands" (a purpose) is left alone;
 * - "still" in a yes-or-no question asks whether something carried over ("is CommandData still exported", "do I
 *   still call client.login", "…, is that still how you start it"); elsewhere it says that a state persists ("why
 *   do deleted commands still show up", "my command still shows after a restart") and means itself.
 */
export function withOlderReleaseWords(query: string): string {
  return query
    .replace(/(^|[^\p{L}])(?<!\b(?:is|are|was|were|be|been|being|am|get|gets|got)\s+)used\s+to(?=\s+\p{L})/giu, '$1old')
    .replace(YES_NO_STILL, (clause: string) => clause.replace(/\bstill$/iu, 'old'));
}
/** A clause opening with an auxiliary or modal verb (a yes-or-no question), up to the word "still" in it. */
const YES_NO_STILL =
  /(?:^|(?<=[,.;:?!(]\s*))\s*(?:is|are|was|were|am|do|does|did|can|could|should|must|will|would|shall|may|need)\b[^,.;:?!]*?\bstill\b/giu;

/**
 * Words with which a reader of the current version's docs compares with an earlier release ("the old developer
 * user list", "old style command files"): on those docs they read as the upgrade group (synonyms.ts), whose pages
 * say what became of the old thing. On an earlier version's docs the old release is the one documented, and the
 * words mean themselves ("old" and "now": "X now receives Y" says what changed). A query that already has a word
 * of the group keeps them as plain words.
 */
export const OLDER_RELEASE_WORDS: ReadonlySet<string> = new Set(['old', 'now']);
/** Words before "now" that make it mean "at present" ("the bugs right now"), not a change since an earlier release. */
const AT_PRESENT: ReadonlySet<string> = new Set(['right']);

export interface ParseOptions {
  /** Whether the docs searched are the current version's (OLDER_RELEASE_WORDS). */
  currentVersion?: boolean;
}

export function parseQuery(
  query: string,
  expand = true,
  known?: (term: string, asPrefix: boolean) => boolean,
  {currentVersion = false}: ParseOptions = {},
): Concept[] {
  const typedText = withVersionWord(withPrefixWord(query.slice(0, MAX_QUERY_LENGTH)));
  const raw = tokenize(expand && currentVersion ? withOlderReleaseWords(typedText) : typedText);
  const words = raw
    .map((word) => ({normal: normalizeToken(word), term: termOf(word), parts: identifierParts(word).map(termOf)}))
    .filter((w) => w.term.length > 0);
  // Plain numbers ("in 10 minutes") are rarely what a page is about.
  const meaningful = words.filter((w) => !QUERY_FILLER.has(w.normal) && !QUERY_FILLER.has(w.term) && !/^\d+$/.test(w.term));
  const notStop = words.filter((w) => !STOP_WORDS.has(w.normal) && !STOP_WORDS.has(w.term));
  // At most MAX_QUERY_WORDS words count (bounded work), counted after the filler is gone: a long question's
  // last word is often its topic ("…who ran the command").
  const keptWords = (meaningful.length > 0 ? meaningful : notStop.length > 0 ? notStop : words).slice(0, MAX_QUERY_WORDS);
  const kept = keptWords.map((w) => w.term);
  const lastTerm = words.length > 0 ? words[words.length - 1].term : '';
  const concepts: Concept[] = [];
  const byGroup = new Map<number, Concept>();
  // The synonym phrase starting at each word, found once: the older-release rule and the loop both read them.
  const phrases = expand
    ? kept.map((word, at) =>
        synonyms()
          .get(word)
          ?.find((entry) => entry.terms.every((term, k) => kept[at + k] === term)),
      )
    : [];
  const olderRelease = expand && currentVersion ? olderReleaseEntry(phrases) : undefined;
  const comparesReleases = (at: number) => OLDER_RELEASE_WORDS.has(kept[at]) && !AT_PRESENT.has(kept[at - 1] ?? '');
  let i = 0;
  while (i < kept.length) {
    const exactMatch = expand ? (phrases[i] ?? (comparesReleases(i) ? olderRelease : undefined)) : undefined;
    // A misspelt word of a synonym phrase ("cooldwn") expands like the phrase, as long as the docs do not
    // have the word as typed (nor, for the last word, any word starting with it: it may still be typed).
    const isLastWord = i === kept.length - 1 && kept[i] === lastTerm;
    const match = exactMatch ?? (expand && known && !known(kept[i], isLastWord) ? misspeltSynonym(kept[i]) : undefined);
    const typed = match ? kept.slice(i, i + match.terms.length) : [kept[i]];
    i += typed.length;
    const isLast = i === kept.length && typed[typed.length - 1] === lastTerm;
    if (match) {
      const existing = byGroup.get(match.group);
      if (existing) {
        existing.last ||= isLast;
        continue;
      }
      const alternatives = [typed, ...groupTerms[match.group].filter((terms) => terms.join(' ') !== typed.join(' '))];
      const concept: Concept = {
        typed,
        alternatives,
        last: isLast,
        domain: true,
        everyday: EVERYDAY_GROUPS.has(SYNONYM_GROUPS[match.group][0]),
      };
      byGroup.set(match.group, concept);
      concepts.push(concept);
    } else if (!concepts.some((c) => c.typed.length === 1 && c.typed[0] === typed[0])) {
      // A compound name read as words (`ModalBuilder`): its parts, or their synonyms, also answer it.
      // discord.js names end in Builder where CommandKit has a component: the part says nothing.
      const parts = expand ? keptWords[i - 1].parts.filter((part) => !QUERY_FILLER.has(part) && part !== 'builder') : [];
      const alternatives = [typed];
      if (parts.length > 0 && parts.join(' ') !== typed.join(' ')) {
        alternatives.push(parts);
        for (const part of parts) {
          const group = synonyms()
            .get(part)
            ?.find((entry) => entry.terms.length === 1);
          if (group) {
            alternatives.push(...groupTerms[group.group].filter((terms) => terms.length === 1 && terms[0] !== part));
          }
        }
      }
      concepts.push({typed, alternatives, last: isLast});
    }
  }
  return concepts;
}

/** The upgrade group's entry an older-release word stands for, unless a phrase of the group is in the query already. */
function olderReleaseEntry(phrases: readonly (SynonymEntry | undefined)[]): SynonymEntry | undefined {
  synonyms();
  const group = SYNONYM_GROUPS.findIndex((phrases) => phrases[0] === 'upgrade');
  return group < 0 || phrases.some((entry) => entry?.group === group) ? undefined : {group, terms: groupTerms[group]![0]!};
}

/** Every distinct term the concepts may match. */
export function conceptTerms(concepts: readonly Concept[]): string[] {
  return [...new Set(concepts.flatMap((concept) => concept.alternatives.flat()))];
}

const ARTICLES = new Set(['a', 'an', 'the']);
const COPULAS = new Set(['is', 'are']);

/**
 * The subject of a definition question ("what is CommandKit?", "what are middlewares") as terms, or null.
 * The page that answers it usually says "CommandKit is…" in its first words.
 */
export function definitionSubject(query: string): string[] | null {
  const words = tokenize(query.slice(0, MAX_QUERY_LENGTH)).map(normalizeToken);
  const start =
    words[0] === 'what' && COPULAS.has(words[1] ?? '')
      ? 2
      : words[0] === 'whats' || (words[0] === 'what' && words[1] === 's')
        ? words[0] === 'whats'
          ? 1
          : 2
        : -1;
  if (start < 0) {
    return null;
  }
  const subject = words.slice(ARTICLES.has(words[start] ?? '') ? start + 1 : start).map((word) => stem(word));
  return subject.length > 0 && subject.length <= 4 ? subject : null;
}

/** Whether a text opens by defining the subject: "CommandKit is…", "A middleware is…", "Middlewares are…". */
export function definesSubject(text: string, subject: readonly string[]): boolean {
  const words = tokenize(text.slice(0, 120)).map(normalizeToken);
  const from = ARTICLES.has(words[0] ?? '') ? 1 : 0;
  return subject.every((term, i) => stem(words[from + i] ?? '') === term) && COPULAS.has(words[from + subject.length] ?? '');
}
