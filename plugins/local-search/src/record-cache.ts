/**
 * Records of unchanged pages, kept between builds: parsing the built HTML is most of the indexing time, and a
 * warm build writes the same HTML for every page whose source did not change. A page's records are stored under
 * a hash of its route and of the part of its HTML the extractor reads (`indexedPart`); the whole cache file is
 * named after a hash of the extractor's code (every module it imports, followed through relative imports) and
 * of the options, so that any change to either starts from an empty cache.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {mkdir, readdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {SearchRecord} from '../../shared/search/types';
import {indexedPart, type ExtractOptions} from './extract';

const EXTRACTOR = fileURLToPath(new URL('./extract.ts', import.meta.url));
const PARSERS = ['cheerio', 'parse5'];
const RELATIVE_IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]
    .filter((file) => /\.tsx?$/.test(file))
    .find((file) => existsSync(file));
}

/** The installed version of a package the extractor parses with (its HTML parser decides the records too). */
function packageVersion(name: string): string {
  const require = createRequire(EXTRACTOR);
  try {
    for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (!existsSync(manifest)) continue;
      const {name: found, version} = JSON.parse(readFileSync(manifest, 'utf8')) as {name?: string; version?: string};
      if (found === name) return version ?? 'unknown';
    }
  } catch {
    // Not resolvable: the extractor fails on its own; the key still differs from an installed one.
  }
  return 'absent';
}

/** A hash of a module and of every module it imports by a relative path (type-only imports included). */
export function moduleGraphHash(entry: string): string {
  const hash = createHash('sha256');
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    hash.update(`${path.basename(file)}\0${text}\0`);
    for (const match of text.matchAll(RELATIVE_IMPORT)) {
      const target = resolveModule(file, match[1]!);
      if (target) pending.push(target);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The cache file's name: the extractor's code and the options that change the records. */
export function recordCacheVersion(options: ExtractOptions, extractor = EXTRACTOR): string {
  return createHash('sha256')
    .update(`${moduleGraphHash(extractor)}\0${PARSERS.map((name) => `${name}@${packageVersion(name)}`).join(' ')}\0`)
    .update(`${options.siteUrl}\0${options.maxContentLength}`)
    .digest('hex')
    .slice(0, 16);
}

/** One attribute of a start tag, quoted or not (a quoted value may hold `>`). */
const ATTRIBUTE = String.raw`\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?`;
/** `<link …>` elements other than the canonical link, and external scripts (`<script src=…></script>`). */
const ASSET_TAGS = new RegExp(String.raw`<link(?:${ATTRIBUTE})*\s*\/?>|<script(?:${ATTRIBUTE})*\s*>\s*<\/script>`, 'gi');

/**
 * The HTML the extractor reads (`indexedPart`) without the references to the bundler's files: a warm build
 * names some chunks differently from a cold one, and those names sit in every page's head as preload links
 * and script tags. The extractor reads no script and no link but the canonical one (whose text has no
 * children either), so the records of the page with and without them are the same.
 */
export function keyedPart(html: string): string {
  return indexedPart(html).replace(ASSET_TAGS, (tag) =>
    /^<script\b/i.test(tag) ? (/\ssrc\s*=/i.test(tag) ? '' : tag) : /\srel\s*=\s*["']?canonical\b/i.test(tag) ? tag : '',
  );
}

/** What a page's records are stored under: its route and the HTML the extractor reads. */
export function pageKey(route: string, html: string): string {
  return createHash('sha256')
    .update(`${route}\0${keyedPart(html)}`)
    .digest('base64url');
}

export class RecordCache {
  private readonly used = new Map<string, SearchRecord[]>();
  private hits = 0;

  private constructor(
    private readonly file: string,
    private readonly stored: Map<string, SearchRecord[]>,
  ) {}

  /** Opens the cache of these options in `dir` (empty when there is none, or when it cannot be read). */
  static async open(dir: string, options: ExtractOptions): Promise<RecordCache> {
    const file = path.join(dir, `records-${recordCacheVersion(options)}.json`);
    let stored = new Map<string, SearchRecord[]>();
    try {
      stored = new Map(Object.entries(JSON.parse(await readFile(file, 'utf8')) as Record<string, SearchRecord[]>));
    } catch {
      // No cache yet, or a damaged one: every page is parsed.
    }
    return new RecordCache(file, stored);
  }

  /** The page's records: from the cache, or made by `extract` and kept. */
  recordsOf(route: string, html: string, extract: () => SearchRecord[]): SearchRecord[] {
    const key = pageKey(route, html);
    let records = this.stored.get(key);
    if (records) this.hits += 1;
    else records = extract();
    this.used.set(key, records);
    return records;
  }

  get stats(): {hits: number; parsed: number} {
    return {hits: this.hits, parsed: this.used.size - this.hits};
  }

  /**
   * Keeps the records of this build's pages only (so the file does not grow with every edit) and removes the
   * files of other extractor versions. Nothing is written when every page came from the cache.
   */
  async save(): Promise<void> {
    const dir = path.dirname(this.file);
    if (this.hits === this.used.size && this.used.size === this.stored.size) return;
    await mkdir(dir, {recursive: true});
    // Written aside then renamed: a build stopped halfway never leaves a truncated cache.
    await writeFile(`${this.file}.tmp`, JSON.stringify(Object.fromEntries(this.used)));
    await rename(`${this.file}.tmp`, this.file);
    const own = path.basename(this.file);
    for (const name of await readdir(dir)) {
      if (name.startsWith('records-') && name !== own) await rm(path.join(dir, name), {force: true});
    }
  }
}
