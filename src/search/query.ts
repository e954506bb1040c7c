/**
 * A query as the ranking sees it: a list of concepts. A concept is one meaningful word of the query,
 * or a phrase of it found in the synonym list, with the alternative term sequences that express it
 * (the words typed first, then every synonym). A record covers a concept when it contains every term
 * of one alternative. Filler words ("how", "use", "my"…) are dropped when other words remain, so they
 * never veto a match.
 */
import {SYNONYM_GROUPS} from './synonyms';
import {MAX_QUERY_LENGTH, STOP_WORDS, identifierParts, normalizeToken, stem, tokenize} from './text';

/** Words that carry no topic in a question; dropped from queries that have other words (never from the index). */
export const QUERY_FILLER: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  'use', 'using', 'used', 'make', 'get', 'want', 'need', 'let', 'way', 'some', 'something', 'have', 'has',
  'with', 'from', 'all', 'like', 'just', 'will', 'not', 'don', 'doesn', 'isn', 'any', 'possible', 'please',
  'them', 'they', 'their', 'our', 'us', 'am', 'been', 'did', 'if', 'then',
  'than', 'too', 'also', 'up', 'out', 'only', 'own',
  // People and things in general, and "work" as in "make it work": they name no topic of the docs.
  'who', 'whom', 'whose', 'someone', 'somebody', 'anyone', 'anybody', 'everyone', 'people', 'person',
  'thing', 'things', 'stuff', 'work', 'works', 'working', 'worked',
  // Prepositions that place things but name nothing ("a lock around shared state").
  'around', 'across', 'through', 'via', 'within', 'onto', 'upon', 'toward', 'towards', 'among',
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
export function parseQuery(query: string, expand = true): Concept[] {
  const raw = tokenize(query.slice(0, MAX_QUERY_LENGTH));
  const words = raw.map((word) => ({normal: normalizeToken(word), term: termOf(word), parts: identifierParts(word).map(termOf)})).filter((w) => w.term.length > 0);
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
  let i = 0;
  while (i < kept.length) {
    const match = expand ? synonyms().get(kept[i])?.find((entry) => entry.terms.every((term, k) => kept[i + k] === term)) : undefined;
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
      const concept: Concept = {typed, alternatives, last: isLast};
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
          const group = synonyms().get(part)?.find((entry) => entry.terms.length === 1);
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
  const start = words[0] === 'what' && COPULAS.has(words[1] ?? '') ? 2 : words[0] === 'whats' || (words[0] === 'what' && words[1] === 's') ? (words[0] === 'whats' ? 1 : 2) : -1;
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
