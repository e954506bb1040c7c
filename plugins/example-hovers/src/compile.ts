/**
 * Types on hover, build side: compiles every version's examples once per build with the example check
 * (scripts/lib/examples/check.ts: the same program, diagnostics and rules as `npm run check:examples`),
 * records what each identifier shows on hover, and keeps the result on disk under a key made of everything
 * the compile reads (the examples and the prose facts the check uses, the API models, the known issues, the
 * checker's own code and the compiler and package versions). A warm build with nothing changed reads that
 * file instead of compiling.
 *
 * A failing example makes the result carry its failures (page and line, as check:examples words them), and
 * nothing is cached, so that the next build checks again.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {ApiVersion} from '../../api-reference/src/public';
import {usedIssueIds} from '../../known-issues/src/public';
import {
  checkVersion,
  formatFailure,
  type Failure,
  type PageSource,
  extractBlocks,
  javascriptTwinPages,
  TWIN_SUFFIX,
  withoutTypeOnlyTwinErrors,
  inlineImportLines,
  readExamplePages,
  VERSION_PAGES,
} from '../../../scripts/lib/examples/index';
import {DOCUMENTED_COMMIT} from '../../../framework/src/index';
import {hashFolderInto} from '../../shared/folder-hash';
import {apiItemLinks} from './api-items';
import {collectHovers, type PageHovers} from './collect';
import {HoverTable, twinHoversFromTypeScript, type CompactEntry, expandEntry, type HoverEntry} from './hovers';

/** One block on disk: its code and its identifiers as [line, column, length, entry index]. */
export interface StoredBlock {
  code: string;
  spans: Array<[number, number, number, number]>;
}

export interface HoverData {
  /** page (relative to the site; a twin page ends with TWIN_SUFFIX) -> fence line -> block. */
  pages: Record<string, Record<string, StoredBlock>>;
  entries: CompactEntry[];
  /** Failing examples, by page (twins under their TypeScript page): check:examples's wording. */
  failures: Record<string, string[]>;
  /** Problems not tied to a page (compiler options, declarations, missing run-time facts). */
  globalErrors: string[];
  /** page -> pageInputsKey of the source compiled: a page edited since (dev server) needs a new compile. */
  inputs: Record<string, string>;
}

export interface LoadedHoverData extends HoverData {
  key: string;
  /**
   * Where the data came from: the committed copy, the build cache, a compile of every example, or (the dev
   * server only) the committed copy of other inputs, kept rather than compiled.
   */
  source: 'committed' | 'cache' | 'compiled' | 'stale-committed';
  ms: number;
}

const here = dirname(fileURLToPath(import.meta.url));
/**
 * The code whose behaviour the result depends on: the checker and this plugin's build side (its own folder
 * without sub-folders: the browser code in client/ and theme/ does not change the data).
 */
const CODE_DIRS: Array<[dir: string, recursive: boolean]> = [
  [join(here, '../../../scripts/lib/examples'), true],
  [here, false],
  [join(here, '../../example-twins/src'), true],
  [join(here, '../../api-reference/src/generate'), true],
  [join(here, '../../api-reference/src/model'), true],
  // The 1.x examples compile in the reader's project the framework harness builds and installs.
  [join(here, '../../../framework/src'), true],
];
const PACKAGES = ['typescript', 'discord.js', 'commandkit-v0', '@types/node'];

const isCode = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts');

/**
 * What every page's hovers depend on besides its own examples: the API models, the known issues, the code of
 * the checker and of this plugin, and the compiler and package versions. Also the suffix of the bundler's
 * cache version (index.ts): a page's own examples already key its compiled module.
 */
export function sharedInputsKey(siteDir: string): string {
  const hash = createHash('sha256');
  hashFolderInto(hash, join(siteDir, 'api-models'), {include: (file) => file.endsWith('.json')});
  hashFolderInto(hash, join(siteDir, 'known-issues'), {include: (file) => file.endsWith('.md')});
  for (const [dir, recursive] of CODE_DIRS) hashFolderInto(hash, dir, {include: isCode, recursive});
  // The framework commit the reader's project is built from (its install lines are part of each page's key).
  hash.update(`framework@${DOCUMENTED_COMMIT}\0`);
  const require = createRequire(join(siteDir, 'package.json'));
  for (const name of PACKAGES) {
    let version = 'absent';
    try {
      version = (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {version: string}).version;
    } catch {
      // Not installed: the compile reports it; the key still differs from an installed one.
    }
    hash.update(`${name}@${version}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** What the compile reads from one page: its examples, the import lines of its prose and the known issues it shows. */
export function pageInputsKey(page: string, source: string, version = ''): string {
  const hash = createHash('sha256').update(`${page}\0${version}\0`);
  for (const b of extractBlocks(page, source)) hash.update(`${b.fenceLine}\0${b.lang}\0${b.meta}\0${b.code}\0`);
  hash.update(JSON.stringify(inlineImportLines(source))).update(JSON.stringify(usedIssueIds(source)));
  return hash.digest('hex').slice(0, 16);
}

/** The cache key of the whole result: every page's inputs and the shared inputs. */
export function hoverCacheKey(siteDir: string, pages: readonly PageSource[]): string {
  const hash = createHash('sha256');
  for (const page of pages) hash.update(pageInputsKey(page.page, page.source, page.version));
  hash.update(sharedInputsKey(siteDir));
  return hash.digest('hex').slice(0, 24);
}

function toStored(hovers: PageHovers, table: HoverTable): HoverData['pages'] {
  const pages: HoverData['pages'] = {};
  for (const [page, blocks] of hovers) {
    const out: Record<string, StoredBlock> = {};
    for (const [fenceLine, {code, spans}] of blocks) {
      out[fenceLine] = {code, spans: spans.map((s) => [s.line, s.column, s.length, table.add(s.entry)])};
    }
    pages[page] = out;
  }
  return pages;
}

/**
 * Compiles every version's examples and records their hovers (no cache). `workDir` holds the page projects the
 * compile writes; it must lie inside the site, whose node_modules the examples import from.
 */
export async function compileHoverData(siteDir: string, pages: PageSource[], workDir: string): Promise<HoverData> {
  const all = [...pages, ...javascriptTwinPages(pages).pages];
  const hovers: PageHovers = new Map();
  const failures: Record<string, string[]> = {};
  const globalErrors: string[] = [];
  const addFailure = (f: Failure) => {
    const page = f.page.endsWith(TWIN_SUFFIX) ? f.page.slice(0, -TWIN_SUFFIX.length) : f.page;
    (failures[page] ??= []).push(formatFailure(f));
  };
  for (const version of Object.keys(VERSION_PAGES) as ApiVersion[]) {
    const links = apiItemLinks(siteDir, version);
    const result = withoutTypeOnlyTwinErrors(
      await checkVersion(version, all, {siteDir, cacheDir: workDir, onProgram: (compiled) => collectHovers(compiled, links, hovers)}),
    );
    result.failures.forEach(addFailure);
    globalErrors.push(...result.globalErrors.map((e) => `${version}: ${e}`));
  }
  for (const [page, blocks] of hovers) {
    if (!page.endsWith(TWIN_SUFFIX)) continue;
    const typescript = hovers.get(page.slice(0, -TWIN_SUFFIX.length));
    for (const [fenceLine, block] of blocks) {
      const original = typescript?.get(fenceLine);
      if (original) block.spans = twinHoversFromTypeScript(original.spans, block.spans);
    }
  }
  const table = new HoverTable();
  const inputs = Object.fromEntries(pages.map((p) => [p.page, pageInputsKey(p.page, p.source, p.version)]));
  return {pages: toStored(hovers, table), entries: table.entries, failures, globalErrors, inputs};
}

/** Where a site keeps the hover data between builds and where the compile writes its page projects, by default. */
export function defaultHoverDataDirs(siteDir: string, dirs: Partial<HoverDataDirs> = {}): HoverDataDirs {
  return {
    cacheDir: resolve(siteDir, dirs.cacheDir ?? 'node_modules/.cache/example-hovers'),
    workDir: resolve(siteDir, dirs.workDir ?? '.examples-cache/hovers'),
  };
}

export interface HoverDataDirs {
  /**
   * Where the result is kept between builds (the build's default: node_modules/.cache/example-hovers, which
   * `docusaurus clear` empties).
   */
  cacheDir: string;
  /** Where the compile writes its page projects (inside the site: default .examples-cache/hovers). */
  workDir: string;
}

/**
 * The committed copy of the hover data (relative to the site): the result of the last compile, with its key.
 * Compiling every example takes about half a minute of the bundler's thread and needs the 1.x framework built
 * from source; the data changes only when an example, the API models, the known issues, the checker or the
 * packages change, so it is kept in the repository like the API models and a build reads it when its key
 * matches. `npm run examples:hovers` writes it; `npm run examples:hovers -- --check` (a unit test) says when
 * it is stale. A stale or missing copy only costs time: the build compiles as before.
 */
export const COMMITTED_HOVER_DATA = 'examples-data/hovers.json';

interface CommittedHoverData extends HoverData {
  key: string;
}

/**
 * The committed hover data when it was compiled from exactly these inputs (same key), else undefined; with
 * `key` undefined, whatever inputs it was compiled from.
 */
export function readCommittedHoverData(siteDir: string, key: string | undefined): HoverData | undefined {
  const file = join(siteDir, COMMITTED_HOVER_DATA);
  if (!existsSync(file)) return undefined;
  try {
    const {key: committedKey, ...data} = JSON.parse(readFileSync(file, 'utf8')) as CommittedHoverData;
    return key === undefined || committedKey === key ? data : undefined;
  } catch {
    // An unreadable copy (a merge left conflict markers): compile instead.
    return undefined;
  }
}

/** The key of the committed hover data (undefined when there is none or it cannot be read). */
export function committedHoverDataKey(siteDir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(siteDir, COMMITTED_HOVER_DATA), 'utf8')) as Partial<CommittedHoverData>).key;
  } catch {
    return undefined;
  }
}

/** Writes the committed copy: one page per line, so that a change to one page's examples is a small diff. */
export function writeCommittedHoverData(siteDir: string, key: string, data: HoverData): void {
  const file = join(siteDir, COMMITTED_HOVER_DATA);
  mkdirSync(dirname(file), {recursive: true});
  const {pages, entries, failures, globalErrors, inputs} = data;
  const field = (name: string, value: unknown) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`;
  const lines = (name: string, record: Record<string, unknown>) =>
    `${JSON.stringify(name)}: {\n${Object.keys(record)
      .sort()
      .map((k) => `    ${field(k, record[k])}`)
      .join(',\n')}\n  }`;
  const entryLines = `"entries": [\n${entries.map((e) => `    ${JSON.stringify(e)}`).join(',\n')}\n  ]`;
  const body = [
    field('key', key),
    lines('inputs', inputs),
    lines('pages', pages),
    entryLines,
    field('failures', failures),
    field('globalErrors', globalErrors),
  ];
  writeFileSync(file, `{\n  ${body.join(',\n  ')}\n}\n`);
}

/** The inputs of the hover data of the site as it is now: its pages and the key of everything the compile reads. */
export async function currentHoverInputs(siteDir: string): Promise<{pages: PageSource[]; key: string}> {
  const pages = await readExamplePages(siteDir);
  return {pages, key: hoverCacheKey(siteDir, pages)};
}

export interface LoadHoverDataOptions {
  /** Read the committed copy (default true; `examples:hovers` compiles without it). */
  readCommitted?: boolean;
  /**
   * When nothing matches the current inputs, take the committed copy anyway instead of compiling every example
   * (the dev server: a compile takes half a minute, or minutes when the framework must be built first; a
   * block whose code changed then has no hovers, see remark/hovers.ts).
   */
  keepStaleCommitted?: boolean;
}

/**
 * The hover data of the site's examples: the committed copy or the build cache when nothing it depends on
 * changed, else compiled (or, if asked, the committed copy of older inputs).
 */
export async function loadHoverData(
  siteDir: string,
  {cacheDir, workDir}: HoverDataDirs,
  {readCommitted = true, keepStaleCommitted = false}: LoadHoverDataOptions = {},
): Promise<LoadedHoverData> {
  const t0 = performance.now();
  const site = resolve(siteDir);
  const {pages, key} = await currentHoverInputs(site);
  const committed = readCommitted ? readCommittedHoverData(site, key) : undefined;
  if (committed) return {...committed, key, source: 'committed', ms: performance.now() - t0};
  const dir = resolve(cacheDir);
  const file = join(dir, `${key}.json`);
  if (existsSync(file)) {
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as HoverData;
      return {...data, key, source: 'cache', ms: performance.now() - t0};
    } catch {
      // A damaged cache file: compile again below.
    }
  }
  const stale = readCommitted && keepStaleCommitted ? readCommittedHoverData(site, undefined) : undefined;
  if (stale) return {...stale, key, source: 'stale-committed', ms: performance.now() - t0};
  const data = await compileHoverData(site, pages, resolve(workDir));
  if (Object.keys(data.failures).length === 0 && data.globalErrors.length === 0) {
    rmSync(dir, {recursive: true, force: true});
    mkdirSync(dir, {recursive: true});
    writeFileSync(file, JSON.stringify(data));
  }
  return {...data, key, source: 'compiled', ms: performance.now() - t0};
}

/** The entry of a stored table, read back. */
export function entryAt(data: Pick<HoverData, 'entries'>, index: number): HoverEntry | null {
  return expandEntry(data.entries[index]);
}
