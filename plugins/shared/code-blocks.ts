/**
 * Extraction of fenced code blocks from guide pages (.md / .mdx): the code-example check (scripts/lib/examples
 * re-exports it) and the API history's guide usage (plugins/api-reference) read blocks the same way.
 *
 * Follows CommonMark's fence rules closely enough for our pages: an opening fence of three or more
 * backticks or tildes (indented by any amount, since blocks sit inside <Tabs>/<TabItem>), an info
 * string "lang meta...", and a closing fence of the same character at least as long. The opening
 * fence's indentation is removed from the block's lines (up to that many spaces), so line numbers
 * inside a block map 1:1 onto page lines.
 */

import {parseCodeMeta} from './code-meta';

export type ExampleLang = 'ts' | 'tsx' | 'js' | 'jsx';

export interface CodeBlock {
  /** Page path as given (relative to the site root in reports). */
  page: string;
  /** Language from the info string, normalised (typescript -> ts, ...). */
  lang: ExampleLang;
  /** Raw meta after the language, e.g. `title="src/flags.ts" partial`. */
  meta: string;
  /** Value of title="..." / title='...' in the meta, if any. */
  title?: string;
  /** The meta contains the word `partial`: parse only, imports checked against the model. */
  partial: boolean;
  /**
   * `version="0.1.10"` in the meta: the block is written for that version although the page
   * belongs to another (e.g. the "before" half of a migration guide), and is checked as such.
   */
  version?: string;
  /** 1-based page line of the opening fence. */
  fenceLine: number;
  /** 1-based page line of the block's first code line (fenceLine + 1). */
  startLine: number;
  code: string;
  /** 0-based index of the block among the page's checked blocks. */
  index: number;
}

const LANGS: Record<string, ExampleLang> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
  mjs: 'js',
  cjs: 'js',
  mts: 'ts',
  cts: 'ts',
};

export function normaliseLang(lang: string): ExampleLang | undefined {
  return LANGS[lang.toLowerCase()];
}

export interface ParsedMeta {
  title?: string;
  partial: boolean;
  version?: string;
}

/** What the example check reads from a fence's meta (through the one meta reader, ./code-meta): title, `partial`, version. */
export function parseMeta(meta: string): ParsedMeta {
  const {attributes, flags} = parseCodeMeta(meta);
  const title = attributes.get('title')?.trim() || undefined;
  const version = attributes.get('version') || undefined;
  return {title, partial: flags.has('partial'), ...(version ? {version} : {})};
}

interface OpenFence {
  char: string;
  length: number;
  indent: number;
  info: string;
  line: number;
  lines: string[];
}

/** Every fenced block of a page whose language is ts/tsx/js/jsx (and aliases). */
export function extractBlocks(page: string, source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let open: OpenFence | undefined;
  let inFrontMatter = lines[0] === '---';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inFrontMatter) {
      if (i > 0 && line === '---') inFrontMatter = false;
      continue;
    }
    if (!open) {
      const m = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
      if (!m) continue;
      const [, indent, fence, info] = m;
      // A backtick fence's info string may not contain a backtick.
      if (fence![0] === '`' && info!.includes('`')) continue;
      open = {char: fence![0]!, length: fence!.length, indent: indent!.length, info: info!.trim(), line: i + 1, lines: []};
      continue;
    }
    const close = /^(\s*)(`{3,}|~{3,})\s*$/.exec(line);
    if (close && close[2]![0] === open.char && close[2]!.length >= open.length) {
      const [langWord = '', ...metaWords] = open.info.split(/\s+/);
      const lang = normaliseLang(langWord);
      if (lang) {
        const meta = metaWords.join(' ');
        const {title, partial, version} = parseMeta(meta);
        blocks.push({
          page,
          lang,
          meta,
          title,
          partial,
          ...(version ? {version} : {}),
          fenceLine: open.line,
          startLine: open.line + 1,
          code: open.lines.join('\n') + '\n',
          index: blocks.length,
        });
      }
      open = undefined;
      continue;
    }
    const indent = open.indent;
    let stripped = line;
    if (indent > 0) {
      const lead = /^ */.exec(line)![0].length;
      stripped = line.slice(Math.min(lead, indent));
    }
    open.lines.push(stripped);
  }
  return blocks;
}
