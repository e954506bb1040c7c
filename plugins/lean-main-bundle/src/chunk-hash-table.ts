/**
 * The runtime every page loads first turns a chunk id into its file name with a table of every chunk's hash,
 * written by the bundler as an object literal: `{10370:"2fe9ae",10571:"dacf17",…}[chunkId]` (~760 entries,
 * 5.5 KiB gzip of the runtime's 7.6). The same table as two strings, the hashes back to back and the gaps between
 * the sorted ids in base 36, gzips to about 3.7 KiB: the ids' digits and the quotes and colons were most of it.
 * compactChunkHashTable rewrites the literal into that form and a decoder of ~120 bytes that rebuilds the same
 * object; the lookup, the ids and the file names are unchanged. The decoder runs where the literal was built,
 * once per chunk request (well under a millisecond for 1 000 entries, as building the literal was).
 *
 * Only the text of the runtime changes, after the bundler named the file: the name's hash still comes from the
 * original text, of which the new text is a function, so a changed table still gives the runtime a new name.
 */

/**
 * `{` entries `}[id]`, or `({…})[id]`: entries `12:"ab12cd"` or `"12": "ab12cd"`, as the bundler writes them minified
 * or not; the minifier writes round ids in exponent form (`91e3:"fdcf95"`).
 */
const TABLE = /\{((?:\s*"?\d+(?:e\d+)?"?\s*:\s*"[0-9a-f]+"\s*,?)+)\}(\s*\)?\s*\[\s*[\w$]+\s*\])/g;
const ENTRY = /"?(\d+(?:e\d+)?)"?\s*:\s*"([0-9a-f]+)"/g;

/** Entries below this count are left as they are (the decoder would cost more than it saves). */
export const MIN_ENTRIES = 50;

/** The decoder: hashes `h` (each `width` long) and base-36 id gaps `d` back to `{id: hash}`. */
export function decoderOf(hashes: string, gaps: string, width: number): string {
  return (
    `(function(h,d){for(var m={},i=0,k=0;i<d.length;i++)m[k+=parseInt(d[i],36)]=h.substr(i*${width},${width});return m})` +
    `(${JSON.stringify(hashes)},${JSON.stringify(gaps)}.split(","))`
  );
}

/** One table literal's entries, or undefined when they are not all integer ids with hashes of one width. */
export function parseTable(body: string): Array<[number, string]> | undefined {
  const entries = [...body.matchAll(ENTRY)].map((match) => [Number(match[1]), match[2]!] as [number, string]);
  const width = entries[0]?.[1].length;
  if (entries.some(([id, hash]) => !Number.isSafeInteger(id) || hash.length !== width)) return undefined;
  if (new Set(entries.map(([id]) => id)).size !== entries.length) return undefined;
  return entries.sort((a, b) => a[0] - b[0]);
}

/** The table as the decoder's arguments. */
export function encodeTable(entries: ReadonlyArray<[number, string]>): {hashes: string; gaps: string; width: number} {
  let previous = 0;
  const gaps = entries.map(([id]) => {
    const gap = id - previous;
    previous = id;
    return gap.toString(36);
  });
  return {hashes: entries.map(([, hash]) => hash).join(''), gaps: gaps.join(','), width: entries[0]![1].length};
}

/**
 * The runtime's text with each chunk-hash table of at least MIN_ENTRIES entries replaced by its decoder, and how
 * many were replaced.
 */
export function compactChunkHashTable(code: string): {code: string; replaced: number} {
  let replaced = 0;
  const result = code.replace(TABLE, (whole, body: string, lookup: string) => {
    const entries = parseTable(body);
    if (!entries || entries.length < MIN_ENTRIES) return whole;
    const {hashes, gaps, width} = encodeTable(entries);
    replaced++;
    return `${decoderOf(hashes, gaps, width)}${lookup}`;
  });
  return {code: result, replaced};
}
