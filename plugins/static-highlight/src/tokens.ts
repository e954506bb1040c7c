/**
 * The token format shared by the build (tokenize.ts) and the browser (theme/CodeBlock/Content): the lines
 * prism-react-renderer's Highlight produces, compacted. Kept free of Prism so the browser side stays small.
 */

/** One token: its Prism types joined by spaces, its text, and 1 when it stands for an empty line. */
export type CompactToken = [types: string, content: string, empty?: 1];
export type CompactLine = CompactToken[];

/** A token as prism-react-renderer's getTokenProps expects it. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

export function expandLine(line: CompactLine): Token[] {
  return line.map(([types, content, empty]) => ({types: types.split(' '), content, ...(empty ? {empty: true} : {})}));
}

/** The text the lines were made from: a check that they belong to the code a block shows. */
export function textOf(lines: readonly CompactLine[]): string {
  return lines.map((line) => line.map(([, content, empty]) => (empty ? '' : content)).join('')).join('\n');
}

/** Parses the `tokens` prop the build puts on a code block; anything malformed gives null. */
export function parseTokens(value: unknown): CompactLine[] | null {
  if (typeof value !== 'string') return null;
  try {
    const lines: unknown = JSON.parse(value);
    const valid =
      Array.isArray(lines) &&
      lines.every((line) => Array.isArray(line) && line.every((token) => Array.isArray(token) && typeof token[0] === 'string' && typeof token[1] === 'string'));
    return valid ? (lines as CompactLine[]) : null;
  } catch {
    return null;
  }
}
