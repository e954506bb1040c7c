/**
 * Cost of the out-of-vocabulary rule (src/search/query-vocabulary.ts) per keystroke, in Node: the 1.x index's
 * terms, then every prefix the keystroke benches type checked once; and the first (not yet memoised) typo
 * look-up of words the docs never use. The rest of a keystroke is bench/search-keystrokes.ts.
 *
 *   SITE_BUILD_DIR=build npx tsx bench/search-oov-cost.ts
 */
import {loadavg} from 'node:os';
import {performance} from 'node:perf_hooks';
import {parseQuery} from '../src/search/query';
import {isOutOfVocabulary, QueryVocabulary} from '../src/search/query-vocabulary';
import {toFields} from '../src/search/ranking';
import {indexTerms, tokenize} from '../src/search/text';
import {keystrokePrefixes, loadShardRecords, percentile, recordsFor, typedQueries} from './search-support';

/** The index's terms, as LocalIndex collects them (every field of every record). */
function vocabularyOf(): QueryVocabulary {
  const vocabulary = new QueryVocabulary();
  recordsFor(loadShardRecords(), '1.x').forEach((record, id) => {
    const {id: _id, ...fields} = toFields(record, id);
    for (const text of Object.values(fields)) {
      for (const token of tokenize(text)) {
        for (const term of indexTerms(token)) {
          vocabulary.add(term);
        }
      }
    }
  });
  return vocabulary;
}

const vocabulary = vocabularyOf();
vocabulary.hasPrefix('a'); // sorts the terms once, as the ranking does on its first query
const prefixes = keystrokePrefixes(typedQueries(25));
const known = (term: string, asPrefix: boolean) => vocabulary.has(term) || (asPrefix && vocabulary.hasPrefix(term));
const times: number[] = [];
let outside = 0;
for (const prefix of prefixes) {
  const concepts = parseQuery(prefix, true, known);
  const started = performance.now();
  outside += isOutOfVocabulary(concepts, vocabulary) ? 1 : 0;
  times.push(performance.now() - started);
}
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}; vocabulary ${vocabulary.size} terms`,
);
console.log(
  `${prefixes.length} keystrokes: check median ${percentile(times, 50).toFixed(4)} ms, p95 ` +
    `${percentile(times, 95).toFixed(4)} ms, max ${Math.max(...times).toFixed(3)} ms; ${outside} out of ` +
    `vocabulary`,
);
const words = ['sqlalchemy', 'vlookup', 'kubernetes', 'tensorflow', 'photoshop', 'midlewar'];
const started = performance.now();
for (const word of words) {
  vocabulary.hasTypoOf(word);
}
console.log(
  `typo look-up of a word not in the index, first time (then memoised): ` +
    `${((performance.now() - started) / words.length).toFixed(2)} ms a word (includes grouping the terms ` +
    `by length once)`,
);
