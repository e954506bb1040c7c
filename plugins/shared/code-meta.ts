/**
 * The one reader of a code fence's meta string (what follows the language on the opening fence), used by the
 * remark transforms, the examples toolkit and the Markdown twins, so every one of them reads a block alike.
 *
 * The forms our pages use, and the ones Docusaurus itself reads from the same string:
 *   title="src/index.ts"   title='src/index.ts'   title=src/index.ts   an attribute, quoted or bare
 *   version="0.1.10"                                                     any other name=value attribute
 *   partial   no-twin   no-preview   showLineNumbers                     a bare word (flag)
 *   {1,3-4}                                                              a line-range (kept aside, never a flag)
 */

export interface CodeMeta {
  /** name=value attributes, in the order written (the first wins when a name repeats). */
  readonly attributes: ReadonlyMap<string, string>;
  /** Bare words. */
  readonly flags: ReadonlySet<string>;
  /** `{...}` line ranges, braces included. */
  readonly ranges: readonly string[];
}

interface Token {
  readonly kind: 'attribute' | 'flag' | 'range';
  readonly name: string;
  readonly value: string;
  /** Where the value starts and ends in the meta string (for rewriting it in place). */
  readonly valueStart: number;
  readonly valueEnd: number;
  readonly quote: '"' | "'" | '';
}

// One token at a time: a range, a name=value attribute (double-quoted, single-quoted or bare value), or a bare word
// (a quoted string standing alone is skipped, so words inside it never count as flags).
const TOKEN = /\{[^}]*\}|([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S*))|"[^"]*"|'[^']*'|(\S+)/g;

function tokens(meta: string): Token[] {
  const found: Token[] = [];
  for (const match of meta.matchAll(TOKEN)) {
    const [text, name, double, single, bare, word] = match;
    const start = match.index;
    const end = start + text.length;
    if (text.startsWith('{')) found.push({kind: 'range', name: '', value: text, valueStart: start, valueEnd: end, quote: ''});
    else if (name !== undefined) {
      const value = double ?? single ?? bare ?? '';
      const quote = double !== undefined ? '"' : single !== undefined ? "'" : '';
      const valueStart = start + name.length + 1 + quote.length;
      found.push({kind: 'attribute', name, value, valueStart, valueEnd: valueStart + value.length, quote});
    } else if (word !== undefined) found.push({kind: 'flag', name: word, value: word, valueStart: start, valueEnd: end, quote: ''});
  }
  return found;
}

/** Reads a fence's meta string (null and undefined read as empty). */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const attributes = new Map<string, string>();
  const flags = new Set<string>();
  const ranges: string[] = [];
  for (const token of tokens(meta ?? '')) {
    if (token.kind === 'range') ranges.push(token.value);
    else if (token.kind === 'flag') flags.add(token.name);
    else if (!attributes.has(token.name)) attributes.set(token.name, token.value);
  }
  return {attributes, flags, ranges};
}

/** The block's title attribute, if it has one. */
export function codeTitle(meta: string | null | undefined): string | undefined {
  return parseCodeMeta(meta).attributes.get('title');
}

/** Whether the meta holds the bare word (outside quotes and ranges). */
export function hasCodeFlag(meta: string | null | undefined, flag: string): boolean {
  return parseCodeMeta(meta).flags.has(flag);
}

/** The meta with the first `name` attribute's value replaced by `change(value)`; its quotes and the rest are kept. */
export function mapCodeAttribute(meta: string, name: string, change: (value: string) => string): string {
  const token = tokens(meta).find((candidate) => candidate.kind === 'attribute' && candidate.name === name);
  if (!token) return meta;
  return meta.slice(0, token.valueStart) + change(token.value) + meta.slice(token.valueEnd);
}
