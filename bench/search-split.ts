/**
 * Splits a new relevance query set at random into a tuning half and a held-out half (issue 16's method:
 * the ranking is tuned on the first only; the second is scored, never looked at while tuning).
 *
 *   npx tsx bench/search-split.ts <all-queries.json> <seed>
 *
 * Writes bench/search-queries-tuning.json and bench/search-queries-heldout.json. The seed is recorded in
 * both files so the split can be reproduced from the union of the two.
 */
import {readFileSync, writeFileSync} from 'node:fs';

/** mulberry32: a small seeded generator, so the split is reproducible. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const [file, seedText] = process.argv.slice(2);
if (!file || !seedText || !Number.isInteger(Number(seedText))) {
  console.error('usage: npx tsx bench/search-split.ts <all-queries.json> <integer seed>');
  process.exit(1);
}
const seed = Number(seedText);
const all = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
const random = generator(seed);
const shuffled = [...all];
for (let i = shuffled.length - 1; i > 0; i -= 1) {
  const j = Math.floor(random() * (i + 1));
  [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
}
const half = Math.ceil(shuffled.length / 2);
const description = (which: string) =>
  `Issue 16 relevance set, ${which} half (random split of ${all.length} queries, seed ${seed}). Written by reading the pages, ` +
  'not by running the engine. A query scores at the first hit matching any of `expect`; an entry with #anchor must be hit at that anchor.';
const write = (name: string, which: string, queries: unknown[]) =>
  writeFileSync(new URL(`./${name}`, import.meta.url), `${JSON.stringify({description: description(which), seed, queries}, null, 1)}\n`);
write('search-queries-tuning.json', 'tuning', shuffled.slice(0, half));
write('search-queries-heldout.json', 'held-out', shuffled.slice(half));
console.log(`tuning ${half}, held-out ${shuffled.length - half}`);
