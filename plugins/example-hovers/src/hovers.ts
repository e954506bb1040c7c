/**
 * The pure parts of types on hover, shared by the build (collect.ts, remark.ts) and the browser (theme/):
 * what one hover says, how a page's hovers are deduplicated into one table, and how the identifiers the
 * compiler found are cut out of the Prism tokens the build already computed for the block.
 */
import type {CompactLine} from '../../static-highlight/src/public';

/** What a hover shows: the compiler's quick info, and for an API item its one-line summary and page. */
export interface HoverEntry {
  text: string;
  summary?: string;
  url?: string;
}

/** One identifier of a block: 0-based line and column inside the block's code, its length, what it shows. */
export interface HoverSpan {
  line: number;
  column: number;
  length: number;
  entry: HoverEntry;
  /** The identifier's text. */
  name: string;
  /** It sits in a type (annotation, type import, interface…): a JavaScript twin has no such occurrence. */
  inType?: boolean;
}

/** A page's table as it travels to the browser: [text, url, summary] with empty strings left off at the end. */
export type CompactEntry = [text: string, url?: string, summary?: string];

/** Longest quick info shown; the API page has the whole declaration. */
export const MAX_TEXT = 240;
/** Longest summary shown. */
export const MAX_SUMMARY = 200;

/** Collapses runs of white space and cuts text longer than `max` at a word boundary, ending it with an ellipsis. */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:(<[{|&]+$/, '')}…`;
}

/** The first sentence of a summary, without Markdown code ticks, capped at MAX_SUMMARY. */
export function oneLine(summary: string): string {
  const plain = summary
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const end = /[.!?](?=\s+[A-Z(])/.exec(plain);
  return truncate(end ? plain.slice(0, end.index + 1) : plain, MAX_SUMMARY);
}

/** A page's hover table: identical entries are stored once and referred to by index. */
export class HoverTable {
  readonly entries: CompactEntry[] = [];
  private readonly indexByKey = new Map<string, number>();

  add(entry: HoverEntry): number {
    const compact: CompactEntry = [entry.text];
    if (entry.url || entry.summary) compact.push(entry.url ?? '');
    if (entry.summary) compact.push(entry.summary);
    const key = JSON.stringify(compact);
    let index = this.indexByKey.get(key);
    if (index === undefined) {
      index = this.entries.length;
      this.entries.push(compact);
      this.indexByKey.set(key, index);
    }
    return index;
  }

  get size(): number {
    return this.entries.length;
  }
}

/** A table entry read back (browser side); anything malformed gives null. */
export function expandEntry(value: unknown): HoverEntry | null {
  if (!Array.isArray(value) || typeof value[0] !== 'string') return null;
  const [text, url, summary] = value as unknown[];
  return {
    text: text as string,
    ...(typeof url === 'string' && url ? {url} : {}),
    ...(typeof summary === 'string' && summary ? {summary} : {}),
  };
}

/**
 * The block's tokens with each identifier of `spans` as a token of its own carrying its table index (the
 * fourth field). Prism leaves most names inside plain-text tokens (" client = "), so tokens are split at the
 * identifier's edges; the text the lines spell does not change. A span that does not lie on token
 * boundaries after splitting (it crosses two tokens) is left out rather than drawn wrongly.
 */
export function withHoverTokens(
  lines: readonly CompactLine[],
  spans: ReadonlyArray<{line: number; column: number; length: number; index: number}>,
): CompactLine[] {
  const byLine = new Map<number, Array<{column: number; length: number; index: number}>>();
  for (const span of spans) {
    const list = byLine.get(span.line) ?? [];
    list.push(span);
    byLine.set(span.line, list);
  }
  return lines.map((line, lineIndex) => {
    const wanted = byLine.get(lineIndex);
    if (!wanted) return line;
    wanted.sort((a, b) => a.column - b.column);
    const out: CompactLine = [];
    let column = 0;
    let next = 0;
    for (const token of line) {
      const [types, content, empty] = token;
      if (empty) {
        out.push(token);
        continue;
      }
      const start = column;
      const end = start + content.length;
      column = end;
      let cursor = start;
      while (next < wanted.length && wanted[next]!.column < start) next++;
      while (next < wanted.length && wanted[next]!.column + wanted[next]!.length <= end) {
        const span = wanted[next++]!;
        if (span.column < cursor) continue; // overlaps the previous span
        if (span.column > cursor) out.push([types, content.slice(cursor - start, span.column - start)]);
        out.push([types, content.slice(span.column - start, span.column - start + span.length), 0, span.index]);
        cursor = span.column + span.length;
      }
      if (cursor < end) out.push([types, content.slice(cursor - start)]);
    }
    return out;
  });
}

/**
 * The hovers of a JavaScript twin, taken from its TypeScript block where that is safe: the twin's own compile
 * knows no annotation (a callback's parameter is `any` there), so its n-th `ctx` shows what the TypeScript
 * block's n-th `ctx` outside types shows. A name whose occurrences do not pair up one to one (the twin made
 * or lost one) keeps the twin's own hovers.
 */
export function twinHoversFromTypeScript(typescript: readonly HoverSpan[], javascript: readonly HoverSpan[]): HoverSpan[] {
  const byName = (spans: readonly HoverSpan[]) => {
    const map = new Map<string, HoverSpan[]>();
    for (const span of spans) {
      if (span.inType) continue;
      const list = map.get(span.name) ?? [];
      list.push(span);
      map.set(span.name, list);
    }
    return map;
  };
  const fromTs = byName(typescript);
  const inJs = byName(javascript);
  const seen = new Map<string, number>();
  return javascript.map((span) => {
    if (span.inType) return span;
    const n = seen.get(span.name) ?? 0;
    seen.set(span.name, n + 1);
    const ts = fromTs.get(span.name);
    if (!ts || ts.length !== inJs.get(span.name)?.length) return span;
    return {...span, entry: ts[n]!.entry};
  });
}
