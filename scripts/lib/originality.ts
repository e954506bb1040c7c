/**
 * Pure helpers that find passages our pages share word for word with a reference text
 * (the framework's own docs). We compare runs of N consecutive words, case-folded, with
 * punctuation dropped, so light rewording that keeps long runs intact is still caught.
 */

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

export function shingleSet(text: string, size: number): Set<string> {
  const tokens = words(text);
  const set = new Set<string>();
  for (let i = 0; i + size <= tokens.length; i += 1) {
    set.add(tokens.slice(i, i + size).join(' '));
  }
  return set;
}

/**
 * Returns each maximal run of at least `size` words of `ours` that also appears in the
 * reference shingles, joined back into readable text.
 */
export function sharedPassages(ours: string, reference: Set<string>, size: number): string[] {
  const tokens = words(ours);
  const passages: string[] = [];
  let runStart = -1;
  let runEnd = -1;
  for (let i = 0; i + size <= tokens.length; i += 1) {
    if (reference.has(tokens.slice(i, i + size).join(' '))) {
      if (runStart === -1 || i > runEnd) {
        if (runStart !== -1) {
          passages.push(tokens.slice(runStart, runEnd).join(' '));
        }
        runStart = i;
      }
      runEnd = i + size;
    }
  }
  if (runStart !== -1) {
    passages.push(tokens.slice(runStart, runEnd).join(' '));
  }
  return passages;
}
