/** Shapes shared by the indexer (build time) and the local search client (browser). */

export type RecordType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

export type Hierarchy = Record<Level, string | null>;

/** What an API reference page is about, so an identifier query lands on it. */
export interface ApiItem {
  /** The identifier, e.g. `CommandKit`, `useEnvironment`. */
  name: string;
  /** class, function, interface, type, variable, enum, … (from the URL). */
  kind: string;
  /** Package section, e.g. `commandkit`, `cache`; `v0` for the 0.1.10 reference. */
  section: string;
}

/** One DocSearch-shaped record (the fields the DocSearch crawler would produce, plus `api`). */
export interface SearchRecord {
  objectID: string;
  /** Absolute URL with the anchor of the nearest heading. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Facets Docusaurus's contextual search filters on. */
  language: string;
  docusaurus_tag: string;
  /** Present on every record of an API item page. */
  api?: ApiItem;
  /**
   * The page's `docsearch:page_rank` meta tag (DocSearch's pageRank: 0 by default, higher ranks first), absent
   * when 0. Each step down halves the page's scores in the local engine.
   */
  page_rank?: number;
  /**
   * On a page's title record only: the page's `<meta name="keywords">` (Docusaurus's `keywords` front matter), the
   * names it answers for although its title does not say them (the 0.1.10 options the migration guide explains).
   */
  keywords?: string[];
  /** Position of the record inside its page (0 = page title); ties are broken on it. */
  position: number;
}

/** File written to build/search/<tag>.<hash>.json. */
export interface SearchShard {
  format: 1;
  tag: string;
  records: SearchRecord[];
}

export interface ShardEntry {
  /** File name relative to the search directory, content-hashed (cacheable forever): titles, headings, API members. */
  file: string;
  /** The body text of the same records (see shard-format.ts `encodeSplitShard`); absent in single-file shards. */
  text?: string;
  records: number;
  /** Bytes of both files. */
  bytes: number;
}

/** File written to build/search/manifest.json (small; revalidated). */
export interface SearchManifest {
  format: 1;
  shards: Record<string, ShardEntry>;
}
