/**
 * bench/RESULTS.md is shared: each bench script owns some `## ` sections and replaces only those,
 * keeping every other section (the search helper writes `## Search`) as it is.
 */

/** Splits a Markdown document into its preamble and its `## ` sections (heading line included). */
export function splitSections(markdown: string): {preamble: string; sections: Array<{title: string; body: string}>} {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const sections: Array<{title: string; body: string}> = [];
  const preamble: string[] = [];
  let current: {title: string; lines: string[]} | null = null;
  let inFence = false;
  for (const line of lines) {
    if (/^(```|~~~)/.test(line)) {
      inFence = !inFence;
    }
    const heading = !inFence && /^## (.+?)\s*$/.exec(line);
    if (heading) {
      if (current) {
        sections.push({title: current.title, body: current.lines.join('\n')});
      }
      current = {title: heading[1]!, lines: [line]};
    } else if (current) {
      current.lines.push(line);
    } else {
      preamble.push(line);
    }
  }
  if (current) {
    sections.push({title: current.title, body: current.lines.join('\n')});
  }
  return {preamble: preamble.join('\n'), sections};
}

/**
 * Returns the document with section `title` replaced by `body` (a full section including its `## title`
 * heading), or appended when it is not there yet. Other sections are left byte for byte.
 */
export function replaceSection(markdown: string, title: string, body: string, defaultPreamble = ''): string {
  const {preamble, sections} = splitSections(markdown);
  const section = body.replace(/\s+$/, '');
  if (!section.startsWith(`## ${title}`)) {
    throw new Error(`The section body must start with "## ${title}"`);
  }
  const index = sections.findIndex((candidate) => candidate.title === title);
  const normalised = sections.map((candidate) => candidate.body.replace(/\s+$/, ''));
  if (index === -1) {
    normalised.push(section);
  } else {
    normalised[index] = section;
  }
  const head = (preamble.trim() === '' ? defaultPreamble : preamble).replace(/\s+$/, '');
  return `${[head, ...normalised].filter((part) => part !== '').join('\n\n')}\n`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) {
    return `${bytes} B`;
  }
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** ours / theirs, to two decimals, with an `x`; "n/a" when theirs is missing or zero. */
export function ratio(ours: number, theirs: number | undefined | null): string {
  if (theirs === undefined || theirs === null || theirs === 0 || !Number.isFinite(theirs)) {
    return 'n/a';
  }
  return `${(ours / theirs).toFixed(2)}x`;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) {
    return Number.NaN;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
