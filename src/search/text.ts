/**
 * Text handling shared by the build-time indexer (plugins/local-search) and the browser engine:
 * tokenizing, term normalisation (lower case, camelCase parts, a light English stemmer, stop words),
 * HTML escaping, and Algolia-style highlight / snippet rendering.
 *
 * Everything here is pure and bounded: no regular expression is built from user input.
 */

/** A word: letters, digits, `_` and `$` (so identifiers like `$id` or `ready_event` stay whole). */
const WORD = /[\p{L}\p{N}_$]+/gu;

/** Longest token kept; anything longer is cut (keeps pathological input cheap). */
export const MAX_TOKEN_LENGTH = 40;

/** Query text is cut to this many characters before anything else (DocSearch limits its input to 64). */
export const MAX_QUERY_LENGTH = 256;

/** Only these very common words are dropped from queries with other words in them. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'in',
  'on',
  'for',
  'and',
  'or',
  'is',
  'are',
  'was',
  'be',
  'do',
  'does',
  'how',
  'i',
  'my',
  'me',
  'can',
  'what',
  'which',
  'when',
  'where',
  'why',
  'it',
  'its',
  'by',
  'as',
  'at',
  'this',
  'that',
  'there',
  'should',
  'could',
  'would',
  'we',
  'you',
  'your',
  'into',
  'about',
  'so',
]);

export interface Token {
  text: string;
  start: number;
  end: number;
}

/** Splits text into word tokens with their offsets. */
export function tokenizeWithOffsets(text: string): Token[] {
  const tokens: Token[] = [];
  WORD.lastIndex = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    tokens.push({text: match[0], start, end: start + match[0].length});
  }
  return tokens;
}

/** Splits text into word tokens (the MiniSearch `tokenize` option). */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Splits an identifier into its camelCase / PascalCase / snake_case parts: `useCommandKit` → use, Command, Kit. */
export function identifierParts(token: string): string[] {
  const parts = token
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[\s_$]+/u)
    .filter((part) => part.length > 0);
  return parts.length > 1 ? parts : [];
}

/** Irregular past forms of verbs the docs use, so "ran the command" meets "run a command". */
const IRREGULAR_FORMS: ReadonlyMap<string, string> = new Map([
  ['ran', 'run'],
  ['sent', 'send'],
  ['made', 'make'],
  ['built', 'build'],
  ['wrote', 'write'],
  ['written', 'write'],
  ['chose', 'choose'],
  ['chosen', 'choose'],
  ['took', 'take'],
  ['taken', 'take'],
  ['began', 'begin'],
  ['begun', 'begin'],
  ['kept', 'keep'],
  ['threw', 'throw'],
  ['thrown', 'throw'],
  ['gave', 'give'],
  ['given', 'give'],
  ['knew', 'know'],
  ['known', 'know'],
  ['broke', 'break'],
  ['broken', 'break'],
  ['hid', 'hide'],
  ['hidden', 'hide'],
  ['shown', 'show'],
  ['stuck', 'stick'],
  ['spoke', 'speak'],
  ['spoken', 'speak'],
]);

/**
 * A deliberately small stemmer for English words made of a-z only: enough to make
 * command/commands, create/creating/created, middleware/middlewares, reply/replies meet.
 * Identifiers pass through it part by part, so both sides of the index agree.
 */
export function stem(word: string): string {
  const base = IRREGULAR_FORMS.get(word);
  if (base !== undefined) {
    return stem(base);
  }
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) {
    return word;
  }
  let w = word;
  if (w.endsWith('ies') && w.length > 4) {
    w = `${w.slice(0, -3)}y`;
  } else if (w.endsWith('sses')) {
    w = w.slice(0, -2);
  } else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) {
    w = w.slice(0, -1);
  }
  if (w.endsWith('ing') && w.length > 5) {
    w = w.slice(0, -3);
    if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) {
      w = w.slice(0, -1);
    }
  } else if (w.endsWith('ed') && w.length > 4) {
    w = w.slice(0, -2);
    if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) {
      w = w.slice(0, -1);
    }
  }
  if (w.endsWith('e') && w.length > 4) {
    w = w.slice(0, -1);
  }
  return w;
}

/** Lower case, accents folded, cut to MAX_TOKEN_LENGTH. */
export function normalizeToken(token: string): string {
  return token
    .slice(0, MAX_TOKEN_LENGTH)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const termCache = new Map<string, string[]>();
const TERM_CACHE_LIMIT = 50_000;

/** Index-time term processing: the whole word plus its identifier parts, stemmed (memoised). */
export function indexTerms(token: string): string[] {
  let terms = termCache.get(token);
  if (terms === undefined) {
    terms = computeIndexTerms(token);
    if (termCache.size >= TERM_CACHE_LIMIT) {
      termCache.clear();
    }
    termCache.set(token, terms);
  }
  return terms;
}

function computeIndexTerms(token: string): string[] {
  const whole = normalizeToken(token);
  if (whole.length === 0) {
    return [];
  }
  const terms = new Set<string>([stem(whole)]);
  for (const part of identifierParts(token.slice(0, MAX_TOKEN_LENGTH))) {
    const normal = normalizeToken(part);
    if (normal.length > 1) {
      terms.add(stem(normal));
    }
  }
  return [...terms].filter((term) => !STOP_WORDS.has(term));
}

/** Query-time processing of the words of a query: normalised, stemmed, stop words dropped when others remain. */
export function queryTerms(query: string): string[] {
  const words = tokenize(query.slice(0, MAX_QUERY_LENGTH))
    .slice(0, 16)
    .map((word) => stem(normalizeToken(word)))
    .filter((word) => word.length > 0);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  const kept = meaningful.length > 0 ? meaningful : words;
  return [...new Set(kept)];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export interface HighlightTags {
  pre: string;
  post: string;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/**
 * Which tokens of `text` match: a token matches when one of its index terms is among the
 * document terms the engine reported as matched.
 */
function matchingTokens(text: string, matchedTerms: ReadonlySet<string>): Token[] {
  if (matchedTerms.size === 0) {
    return [];
  }
  return tokenizeWithOffsets(text).filter((token) => indexTerms(token.text).some((term) => matchedTerms.has(term)));
}

/** Escapes `text` and wraps the given ranges (offsets into the raw text) with the tags. */
function renderMarked(text: string, marks: Token[], tags: HighlightTags, from = 0, to = text.length): string {
  let out = '';
  let cursor = from;
  for (const mark of marks) {
    if (mark.end <= from || mark.start >= to) {
      continue;
    }
    const start = Math.max(mark.start, from);
    const end = Math.min(mark.end, to);
    out += escapeHtml(text.slice(cursor, start));
    out += tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    cursor = end;
  }
  out += escapeHtml(text.slice(cursor, to));
  return out;
}

/** Which query words found something in this text, for matchLevel / matchedWords. */
function matchedQueryWords(marks: Token[], queryWords: readonly string[], termToQuery: ReadonlyMap<string, string[]>): string[] {
  const found = new Set<string>();
  for (const mark of marks) {
    for (const term of indexTerms(mark.text)) {
      for (const q of termToQuery.get(term) ?? []) {
        found.add(q);
      }
    }
  }
  return queryWords.filter((word) => found.has(word));
}

function levelOf(matched: number, total: number): MatchLevel {
  if (matched === 0) {
    return 'none';
  }
  return matched >= total ? 'full' : 'partial';
}

export interface MatchInfo {
  /** Query words (processed) of the search. */
  queryWords: readonly string[];
  /** Document term → query words it answered (from the engine's `match`). */
  termToQuery: ReadonlyMap<string, string[]>;
  /** All document terms that matched. */
  matchedTerms: ReadonlySet<string>;
}

/** Algolia `_highlightResult` entry for one attribute value: the whole value, escaped, matches marked. */
export function highlight(text: string, info: MatchInfo, tags: HighlightTags): HighlightResult {
  const marks = matchingTokens(text, info.matchedTerms);
  const matchedWords = matchedQueryWords(marks, info.queryWords, info.termToQuery);
  const result: HighlightResult = {
    value: renderMarked(text, marks, tags),
    matchLevel: levelOf(matchedWords.length, info.queryWords.length),
    matchedWords,
  };
  if (marks.length > 0) {
    const covered = marks.reduce((sum, mark) => sum + (mark.end - mark.start), 0);
    result.fullyHighlighted = covered >= tokenize(text).join('').length;
  } else {
    result.fullyHighlighted = false;
  }
  return result;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

/**
 * Algolia `_snippetResult` entry: a window of `words` words around the first match
 * (or the start of the text), escaped, matches marked, `ellipsis` where text was cut.
 */
export function snippet(text: string, words: number, info: MatchInfo, tags: HighlightTags, ellipsis = '…'): SnippetResult {
  const spans: Token[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const start = match.index ?? 0;
    spans.push({text: match[0], start, end: start + match[0].length});
  }
  const marks = matchingTokens(text, info.matchedTerms);
  const matchedWords = matchedQueryWords(marks, info.queryWords, info.termToQuery);
  const count = Math.max(1, Math.floor(words));
  if (spans.length <= count) {
    return {value: renderMarked(text, marks, tags), matchLevel: levelOf(matchedWords.length, info.queryWords.length)};
  }
  let first = 0;
  if (marks.length > 0) {
    const at = spans.findIndex((span) => span.end > marks[0].start);
    first = Math.max(0, at - Math.floor(count / 4));
  }
  first = Math.min(first, spans.length - count);
  const last = first + count - 1;
  const from = spans[first].start;
  const to = spans[last].end;
  const inside = marks.filter((mark) => mark.end > from && mark.start < to);
  const insideWords = matchedQueryWords(inside, info.queryWords, info.termToQuery);
  const body = renderMarked(text, inside, tags, from, to);
  return {
    value: `${first > 0 ? ellipsis : ''}${body}${last < spans.length - 1 ? ellipsis : ''}`,
    matchLevel: levelOf(insideWords.length, info.queryWords.length),
  };
}
