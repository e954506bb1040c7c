/**
 * Compact on-the-wire form of a shard: page-level fields (URL, lvl0, lvl1, API item) are stored
 * once per page and each record keeps only what is its own (type, anchor, lvl2..lvl6, content).
 * `decodeShard` rebuilds the full DocSearch records in the browser. About a third of the size of
 * the plain records, and faster to parse.
 */
import {LEVELS, type ApiItem, type RecordType, type SearchRecord} from './types';

const TYPES: readonly RecordType[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/**
 * [url, lvl0, lvl1, api name?, api kind?, api section?, page rank?, keywords?] (api fields null and the rank 0 when
 * only later fields follow)
 */
type PageRow = [string, string | null, string | null, (string | null)?, (string | null)?, (string | null)?, number?, string[]?];
/** [page index, type index, anchor ('' = none), content (null = none), lvl2, lvl3, … (trailing nulls dropped)] */
type RecordRow = [number, number, string, string | null, ...(string | null)[]];

export interface CompactShard {
  format: 2;
  tag: string;
  language: string;
  pages: PageRow[];
  records: RecordRow[];
}

function pathOf(url: string): string {
  const match = /^[a-z]+:\/\/[^/]+(\/[^#?]*)?/i.exec(url);
  return match?.[1] || '/';
}

export function encodeShard(tag: string, records: readonly SearchRecord[]): CompactShard {
  const pages: PageRow[] = [];
  const pageIndex = new Map<string, number>();
  const rows: RecordRow[] = [];
  let language = records[0]?.language ?? 'en';
  for (const record of records) {
    language = record.language;
    let index = pageIndex.get(record.url_without_anchor);
    if (index === undefined) {
      index = pages.length;
      const row: PageRow = [record.url_without_anchor, record.hierarchy.lvl0, record.hierarchy.lvl1];
      if (record.api) {
        row.push(record.api.name, record.api.kind, record.api.section);
      }
      if (record.page_rank || record.keywords) {
        while (row.length < 6) {
          row.push(null);
        }
        row.push(record.page_rank ?? 0);
      }
      if (record.keywords) {
        row.push(record.keywords);
      }
      pages.push(row);
      pageIndex.set(record.url_without_anchor, index);
    }
    const levels = LEVELS.slice(2).map((level) => record.hierarchy[level]);
    while (levels.length > 0 && levels[levels.length - 1] === null) {
      levels.pop();
    }
    rows.push([index, TYPES.indexOf(record.type), record.anchor ?? '', record.content, ...levels]);
  }
  return {format: 2, tag, language, pages, records: rows};
}

export function decodeShard(shard: CompactShard): SearchRecord[] {
  const positions = new Map<number, number>();
  const out: SearchRecord[] = [];
  for (const row of shard.records) {
    const [pageIndex, typeIndex, anchor, content, ...levels] = row;
    const page = shard.pages[pageIndex];
    if (!page) {
      continue;
    }
    const [url, lvl0, lvl1, apiName, apiKind, apiSection, pageRank, keywords] = page;
    const position = positions.get(pageIndex) ?? 0;
    positions.set(pageIndex, position + 1);
    const record: SearchRecord = {
      objectID: `${shard.tag}:${pathOf(url)}:${position}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor: anchor || null,
      type: TYPES[typeIndex] ?? 'content',
      hierarchy: {
        lvl0,
        lvl1,
        lvl2: levels[0] ?? null,
        lvl3: levels[1] ?? null,
        lvl4: levels[2] ?? null,
        lvl5: levels[3] ?? null,
        lvl6: levels[4] ?? null,
      },
      content,
      language: shard.language,
      docusaurus_tag: shard.tag,
      position,
    };
    if (typeof apiName === 'string') {
      const api: ApiItem = {name: apiName, kind: apiKind ?? '', section: apiSection ?? ''};
      record.api = api;
    }
    if (typeof pageRank === 'number' && pageRank !== 0) {
      record.page_rank = pageRank;
    }
    if (Array.isArray(keywords) && record.type === 'lvl1') {
      record.keywords = keywords;
    }
    out.push(record);
  }
  return out;
}

/**
 * The split form a shard is served in: `titles` (a compact shard of every record but body text: page titles
 * with their descriptions, headings, API members) answers the first query while `text` downloads. Each text
 * row is [index of the title row it sits under, content]: a body paragraph shares its heading's page, anchor
 * and hierarchy, so nothing else is repeated. Together they weigh what the single shard did.
 */
/**
 * [title row index, content] or, for a paragraph whose anchor or hierarchy differs from its heading's,
 * [title row index, content, anchor, lvl2, …].
 */
type TextRow = [number, string | null, ...(string | null)[]];

export interface TextShard {
  format: 3;
  tag: string;
  rows: TextRow[];
}

export function encodeSplitShard(tag: string, records: readonly SearchRecord[]): {titles: CompactShard; text: TextShard} {
  const whole = encodeShard(tag, records);
  const titleRows: RecordRow[] = [];
  const textRows: TextRow[] = [];
  for (const row of whole.records) {
    const heading = titleRows[titleRows.length - 1];
    if (TYPES[row[1]] === 'content' && heading && heading[0] === row[0]) {
      const [, , anchor, content, ...levels] = row;
      const [, , headingAnchor, , ...headingLevels] = heading;
      const same =
        anchor === headingAnchor && levels.length === headingLevels.length && levels.every((level, i) => level === headingLevels[i]);
      textRows.push(same ? [titleRows.length - 1, content] : [titleRows.length - 1, content, anchor, ...levels]);
    } else {
      titleRows.push(row);
    }
  }
  return {titles: {...whole, records: titleRows}, text: {format: 3, tag, rows: textRows}};
}

/** Every record of a split shard, in page order and with the positions the single shard had. */
export function mergeSplitShard(titles: CompactShard, text: TextShard | null): SearchRecord[] {
  if (!text) {
    return decodeShard(titles);
  }
  const under = new Map<number, TextRow[]>();
  for (const row of text.rows) {
    const list = under.get(row[0]) ?? [];
    list.push(row);
    under.set(row[0], list);
  }
  const contentType = TYPES.indexOf('content');
  const rows: RecordRow[] = [];
  titles.records.forEach((row, i) => {
    rows.push(row);
    const [pageIndex, , anchor, , ...levels] = row;
    for (const [, content, ...own] of under.get(i) ?? []) {
      if (own.length > 0) {
        const [ownAnchor, ...ownLevels] = own;
        rows.push([pageIndex, contentType, ownAnchor ?? '', content, ...ownLevels]);
      } else {
        rows.push([pageIndex, contentType, anchor, content, ...levels]);
      }
    }
  });
  return decodeShard({...titles, records: rows});
}

/**
 * The form the split shard is served in: each row's first number (page index of a title row, title row index
 * of a text row) is written as the difference from the previous row's, mostly 0 or 1, which gzip packs far
 * better than growing indexes (about 14 KiB less for a 1.x reader). A heading row whose anchor is its heading's
 * slug (headingSlug(), 95 % of them) has 0 in place of the anchor: the anchors cost 6.5 KiB gzip of the 1.x
 * reader's index, and the browser writes them again from the headings it has anyway. Titles: format 4, text:
 * format 5.
 */
export interface WireTitles extends Omit<CompactShard, 'format' | 'records'> {
  format: 4;
  /** Rows as in CompactShard, the anchor 0 when it is the slug of the row's own heading. */
  records: WireRecordRow[];
}
type WireRecordRow = [number, number, string | 0, string | null, ...(string | null)[]];
export interface WireText extends Omit<TextShard, 'format'> {
  format: 5;
}

function deltaFirst<Row extends [number, ...unknown[]]>(rows: readonly Row[]): Row[] {
  let previous = 0;
  return rows.map((row) => {
    const out = [row[0] - previous, ...row.slice(1)] as Row;
    previous = row[0];
    return out;
  });
}

function undeltaFirst<Row extends [number, ...unknown[]]>(rows: readonly Row[]): Row[] {
  let previous = 0;
  return rows.map((row) => {
    previous += row[0];
    return [previous, ...row.slice(1)] as Row;
  });
}

/**
 * The anchor Docusaurus gives most headings (github-slugger: lower case, punctuation dropped, each space a dash).
 * Not every anchor is one (explicit ids, a second heading of the same text gets `-1`): only rows whose anchor it
 * reproduces are written without it.
 */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The row's own heading (lvl2…lvl6 rows), or null. */
function ownHeadingOf(row: readonly unknown[]): string | null {
  const type = TYPES[row[1] as number];
  const level = type === undefined ? -1 : LEVELS.indexOf(type as (typeof LEVELS)[number]);
  const heading = level >= 2 ? row[4 + level - 2] : null;
  return typeof heading === 'string' ? heading : null;
}

function withoutDerivedAnchors(rows: readonly RecordRow[]): WireRecordRow[] {
  return rows.map((row) => {
    const heading = ownHeadingOf(row);
    return row[2] !== '' && heading !== null && headingSlug(heading) === row[2] ? [row[0], row[1], 0, ...row.slice(3)] : row;
  }) as WireRecordRow[];
}

function withDerivedAnchors(rows: readonly WireRecordRow[]): RecordRow[] {
  return rows.map((row) => (row[2] === 0 ? [row[0], row[1], headingSlug(ownHeadingOf(row) ?? ''), ...row.slice(3)] : row)) as RecordRow[];
}

export function toWire(split: {titles: CompactShard; text: TextShard}): {titles: WireTitles; text: WireText} {
  return {
    titles: {...split.titles, format: 4, records: deltaFirst(withoutDerivedAnchors(split.titles.records))},
    text: {...split.text, format: 5, rows: deltaFirst(split.text.rows)},
  };
}

function isRowList(value: unknown): value is [number, ...unknown[]][] {
  return Array.isArray(value) && value.every((row) => Array.isArray(row) && typeof row[0] === 'number');
}

/** Accepts the served forms (4 + 5), the compact forms (2, 2 + 3) and the plain {records} form (hand-made fixtures). */
export function shardRecords(data: unknown, text: unknown = null): SearchRecord[] {
  if (!data || typeof data !== 'object') {
    return [];
  }
  const shard = data as {format?: number; records?: unknown};
  const body = text && typeof text === 'object' ? (text as {format?: number; rows?: unknown}) : null;
  let split: TextShard | null = null;
  if (body?.format === 3 && isRowList(body.rows)) {
    split = body as TextShard;
  } else if (body?.format === 5 && isRowList(body.rows)) {
    split = {...(body as unknown as TextShard), format: 3, rows: undeltaFirst(body.rows as TextRow[])};
  }
  if (shard.format === 2) {
    return mergeSplitShard(data as CompactShard, split);
  }
  if (shard.format === 4 && isRowList(shard.records)) {
    const records = withDerivedAnchors(undeltaFirst(shard.records as WireRecordRow[]));
    return mergeSplitShard({...(data as unknown as CompactShard), format: 2, records}, split);
  }
  return Array.isArray(shard.records) ? (shard.records as SearchRecord[]) : [];
}
