/**
 * What an index knows about words: every term it holds (to tell a word found as typed from a typo, and a
 * prefix being typed from a finished word), and the names of its API items (to tell a query naming one of
 * our identifiers from a question in words). Pure; built once per index.
 */
import {QUERY_FILLER, editDistance, termOf, type Concept} from './query';
import {identifierParts, tokenize} from './text';
import type {SearchRecord} from '../../plugins/shared/search/types';

/** Every term of an index, with prefix counts over its sorted list. */
export class QueryVocabulary {
  private readonly terms = new Set<string>();
  private sorted: string[] | null = null;
  private sortedSize = -1;

  add(term: string): void {
    this.terms.add(term);
  }

  has(term: string): boolean {
    return this.terms.has(term);
  }

  get size(): number {
    return this.terms.size;
  }

  /** The terms in code-unit order (rebuilt when terms were added since). */
  sortedTerms(): readonly string[] {
    if (this.sorted === null || this.sortedSize !== this.terms.size) {
      this.sorted = [...this.terms].sort();
      this.sortedSize = this.terms.size;
    }
    return this.sorted;
  }

  /** How many terms start with `prefix` (two binary searches over the sorted terms). */
  completions(prefix: string): number {
    const list = this.sortedTerms();
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

  /** Whether some term starts with `prefix`. */
  hasPrefix(prefix: string): boolean {
    return this.completions(prefix) > 0;
  }

  private byLength: Map<number, string[]> | null = null;
  private byLengthSize = -1;
  private typos = new Map<string, boolean>();

  /** Whether `typed` (a stemmed word the index does not hold) is a misspelling of one of its terms (memoised). */
  hasTypoOf(typed: string): boolean {
    if (this.byLength === null || this.byLengthSize !== this.terms.size) {
      this.byLength = new Map();
      for (const term of this.terms) {
        const list = this.byLength.get(term.length) ?? [];
        list.push(term);
        this.byLength.set(term.length, list);
      }
      this.byLengthSize = this.terms.size;
      this.typos.clear();
    }
    let verdict = this.typos.get(typed);
    if (verdict === undefined) {
      const limit = typoLimit(typed);
      verdict = false;
      for (let length = typed.length - limit; length <= typed.length + limit && !verdict && limit > 0; length += 1) {
        verdict = (this.byLength.get(length) ?? []).some((term) => isTypoOf(typed, term, limit));
      }
      this.typos.set(typed, verdict);
    }
    return verdict;
  }
}

/**
 * Typos a word may hold and still be read as a word of the index: none under 4 letters, 1 up to 6, 2 from 7 (as the
 * ranking's fuzzy matching).
 */
export function typoLimit(term: string): number {
  if (term.length < 4) {
    return 0;
  }
  return term.length < 7 ? 1 : 2;
}

/**
 * Whether `typed` is a misspelling of the index term `term` rather than another word: within the typo limit,
 * with the same first letter (a slip of the fingers rarely hits the first one: "vlookup" is not "lookup").
 */
export function isTypoOf(typed: string, term: string, limit = typoLimit(typed)): boolean {
  return limit > 0 && typed[0] === term[0] && editDistance(typed, term, limit) <= limit;
}

/**
 * Whether a query is about something the index never mentions: none of its concepts is found as typed (a word
 * or its stem, a synonym, the last word as the start of a word still being typed), and its words are not all
 * misspellings of the index's words (two typos are still a query of the docs: "midleware permisions"; a word
 * the docs never use beside a near miss is not: "kubernetes helm chart"). Such a query has no results: the
 * fuzzy neighbours of words the docs never use are noise.
 */
export function isOutOfVocabulary(concepts: readonly Concept[], vocabulary: QueryVocabulary): boolean {
  if (concepts.length === 0) {
    return false;
  }
  const found = (concept: Concept) =>
    concept.alternatives.some((alternative) => alternative.every((term) => vocabulary.has(term))) ||
    (concept.last && vocabulary.hasPrefix(concept.typed[concept.typed.length - 1]));
  if (concepts.some(found)) {
    return false;
  }
  return !concepts.every((concept) => concept.typed.every((term) => vocabulary.has(term) || vocabulary.hasTypoOf(term)));
}

/** Lower-cased names of the API items and their members of an index, and their stems. */
export interface ApiNames {
  exact: Set<string>;
  /** `stopMiddleware` is `stopMiddlewares`. */
  stems: Set<string>;
  /** Item names made of several words (defineConfig, ButtonKit). */
  compound: Set<string>;
  sorted: string[];
}

export function apiNamesOf(records: readonly SearchRecord[]): ApiNames {
  const exact = new Set<string>();
  const compound = new Set<string>();
  for (const record of records) {
    if (!record.api) {
      continue;
    }
    const own =
      record.type === 'lvl1'
        ? record.api.name
        : record.type === 'lvl3'
          ? (/[A-Za-z_$][\w$]*(?=\(\)|$)/.exec(record.hierarchy.lvl3 ?? '')?.[0] ?? '')
          : '';
    if (own.length < 2) {
      continue;
    }
    exact.add(own.toLowerCase());
    if (record.type === 'lvl1' && identifierParts(own).length > 1) {
      compound.add(own.toLowerCase());
    }
  }
  return {exact, stems: new Set([...exact].map(termOf)), compound, sorted: [...exact].sort()};
}

const NAME_SHAPE = /[\p{Ll}\d][\p{Lu}]|[_$]/u;

/**
 * camelCase / PascalCase / snake_case words, `$`, `.` or `()` in the query, or a one-word query
 * naming a compound API identifier (typed in lower case), mean the reader is after the reference.
 */
export function looksLikeIdentifier(query: string, vocabulary: QueryVocabulary, names: () => ApiNames): boolean {
  const words = tokenize(query.slice(0, 256));
  // A question that mentions a name ("new CommandKit constructor options") is still a question.
  const nameLike = words.filter((word) => NAME_SHAPE.test(word)).length;
  const plain = words.filter((word) => !QUERY_FILLER.has(word.toLowerCase()) && !NAME_SHAPE.test(word)).length;
  if (plain >= 2 && plain > nameLike) {
    return false;
  }
  if (/[\p{Ll}\d][\p{Lu}]|[_$]|\w\.\w|\(\)/u.test(query)) {
    // …as long as the name is ours: `ModalBuilder` or `interaction.deferReply` (discord.js names) are
    // questions about a topic, read as words.
    // The words that look like names decide (`interaction.deferReply`: deferReply, not the plain `interaction`);
    // a last word still being typed counts when one of our names starts with it, but not when it is already
    // a whole word of the docs (`messageCreate`, a discord.js event the guides name, is not `MessageCreateX`).
    const known = names();
    const candidates = words.filter((word) => NAME_SHAPE.test(word));
    const checked = candidates.length > 0 ? candidates : words;
    return checked.some((word) => {
      const lower = word.toLowerCase();
      const typing = word === words[words.length - 1] && lower.length >= 4 && !vocabulary.has(termOf(word));
      return known.exact.has(lower) || known.stems.has(termOf(word)) || (typing && known.sorted.some((name) => name.startsWith(lower)));
    });
  }
  if (words.length !== 1) {
    return false;
  }
  // Only compound names (defineConfig, ButtonKit): a plain word like `jsx` or `modal` is a topic first.
  return names().compound.has(words[0].toLowerCase());
}
