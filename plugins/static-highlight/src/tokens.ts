/**
 * The token format shared by the build (tokenize.ts) and the browser (theme/CodeBlock/Content): the lines
 * prism-react-renderer's Highlight produces, compacted. Kept free of Prism so the browser side stays small.
 */

/**
 * One token: its Prism types joined by spaces, its text, 1 when it stands for an empty line (else 0 or
 * absent), and for an identifier that shows its type on hover, the index of that hover in the page's table
 * (plugins/example-hovers).
 */
export type CompactToken = [types: string, content: string, empty?: 1 | 0, hover?: number];
export type CompactLine = CompactToken[];

/** A token as prism-react-renderer's getTokenProps expects it. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
  /** Index of the token's entry in the page's hover table (plugins/example-hovers). */
  hover?: number;
}

export function expandLine(line: CompactLine): Token[] {
  return line.map(([types, content, empty, hover]) => ({
    types: types.split(' '),
    content,
    ...(empty ? {empty: true} : {}),
    ...(typeof hover === 'number' ? {hover} : {}),
  }));
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
      lines.every(
        (line) =>
          Array.isArray(line) &&
          line.every((token) => Array.isArray(token) && typeof token[0] === 'string' && typeof token[1] === 'string'),
      );
    return valid ? (lines as CompactLine[]) : null;
  } catch {
    return null;
  }
}
