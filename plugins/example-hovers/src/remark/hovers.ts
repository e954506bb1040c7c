/**
 * Remark plugin (after static-highlight): every example block of a guide page whose code the build compiled
 * gets its identifiers cut out of its Prism tokens, each carrying the index of what it shows in the page's
 * hover table; the table (deduplicated) is given to one <ExampleHovers> element at the end of the page, which
 * shows it on hover and focus. JavaScript twins (plugins/example-twins) get the hovers of their own compile.
 *
 * A page whose examples do not compile fails the build with check:examples's report (page and line).
 *
 * Usage (docusaurus.config.ts, docs remarkPlugins, after staticHighlight): [exampleHovers, {}]
 */
import type {Code} from 'mdast';
import type {Node as UnistNode} from 'unist';
import {CONTINUE, SKIP, visit} from 'unist-util-visit';
import {existsSync, readFileSync} from 'node:fs';
import {relative, resolve} from 'node:path';
import {versionOfFile} from '../../../shared/docs-versions';
import {extractBlocks, TWIN_SUFFIX, VERSION_PAGES} from '../../../../scripts/lib/examples/index';
import {defaultImportNode} from '../../../shared/mdx-esm';
import {TWINS_COMPONENT} from '../../../example-twins/src/public';
import {codeTokens, setCodeTokens} from '../../../static-highlight/src/public';
import {
  COMMITTED_HOVER_DATA,
  defaultHoverDataDirs,
  loadHoverData,
  pageInputsKey,
  type HoverData,
  type HoverDataDirs,
  type LoadedHoverData,
  type StoredBlock,
} from '../compile';
import {expandEntry, HoverTable, withHoverTokens} from '../hovers';

export const COMPONENT = 'ExampleHovers__';

const HOVER_DATA_SOURCE: Record<LoadedHoverData['source'], string> = {
  committed: `read from ${COMMITTED_HOVER_DATA}`,
  cache: 'read from the build cache',
  compiled: 'compiled',
  'stale-committed': `read from ${COMMITTED_HOVER_DATA}, compiled from other inputs (run \`npm run examples:hovers\` to refresh it)`,
};
export const COMPONENT_MODULE = '@theme/ExampleHovers';

export interface ExampleHoversOptions {
  /** The site folder (default: the working directory, as Docusaurus runs). */
  siteDir?: string;
  /** Where the result is kept between builds (default: <siteDir>/node_modules/.cache/example-hovers). */
  cacheDir?: string;
  /** Where the compile writes its page projects, inside the site (default: <siteDir>/.examples-cache/hovers). */
  workDir?: string;
  /**
   * What a page whose examples changed since the data was compiled gets: 'compile' compiles every example again
   * (the build's default: its hovers are right), 'keep' keeps the data it has (the dev server: the edit shows at
   * once, and only the changed blocks lose their hovers until `npm run examples:hovers` or a build).
   */
  onStale?: 'compile' | 'keep';
}

export interface MdNode {
  type: string;
  name?: string;
  lang?: string | null;
  value?: string;
  position?: {start: {line: number}};
  data?: {hProperties?: Record<string, unknown>} & Record<string, unknown>;
  attributes?: unknown[];
  children?: MdNode[];
}

let pending: Promise<LoadedHoverData> | undefined;
let pendingFor = '';

/** The hover data of the build, compiled once and shared by every page (again when `reload` says the examples changed). */
function hoverData(siteDir: string, dirs: HoverDataDirs, reload: boolean, keepStaleCommitted: boolean): Promise<LoadedHoverData> {
  const key = `${siteDir}|${dirs.cacheDir}|${dirs.workDir}|${keepStaleCommitted}`;
  if (!pending || pendingFor !== key || reload) {
    pendingFor = key;
    pending = loadHoverData(siteDir, dirs, {keepStaleCommitted}).then((data) => {
      const {pages, entries} = data;
      const blocks = Object.values(pages).reduce((n, p) => n + Object.keys(p).length, 0);
      console.log(
        `[example-hovers] ${blocks} blocks, ${entries.length} distinct hovers, ` +
          `${HOVER_DATA_SOURCE[data.source]} in ${(data.ms / 1000).toFixed(1)} s`,
      );
      return data;
    });
  }
  return pending;
}

/** The page's stored blocks no longer match its source (dev server after an edit): the data is stale. */
export function isStale(data: Pick<HoverData, 'inputs'>, page: string, source: string): boolean {
  const compiled = data.inputs?.[page];
  return compiled !== undefined && compiled !== pageInputsKey(page, source, versionOfFile(page));
}

/** Gives a code node static-highlight tokenized its hover tokens; true when it has any. */
function decorate(node: Code, block: StoredBlock | undefined, data: Pick<HoverData, 'entries'>, table: HoverTable): boolean {
  if (!block || block.code !== `${node.value ?? ''}\n` || block.spans.length === 0) return false;
  const lines = codeTokens(node);
  if (!lines) return false;
  const spans = block.spans.flatMap(([line, column, length, entry]) => {
    const expanded = expandEntry(data.entries[entry]);
    return expanded ? [{line, column, length, index: table.add(expanded)}] : [];
  });
  setCodeTokens(node, withHoverTokens(lines, spans));
  return true;
}

/**
 * Gives the page's example blocks (and their JavaScript twins) their hover tokens and appends the page's table;
 * returns how many blocks got hovers. Throws, naming page and line, when the page's examples do not compile.
 */
export function applyHovers(tree: MdNode, page: string, data: Pick<HoverData, 'pages' | 'entries' | 'failures' | 'globalErrors'>): number {
  if (data.globalErrors.length) throw new Error(`[example-hovers] the examples cannot be compiled:\n${data.globalErrors.join('\n')}`);
  const failures = data.failures[page];
  if (failures?.length)
    throw new Error(
      `[example-hovers] ${page}: an example does not compile (npm run check:examples reports the same):\n${failures.join('\n')}`,
    );
  const own = data.pages[page] ?? {};
  const twins = data.pages[page + TWIN_SUFFIX] ?? {};
  const table = new HoverTable();
  let decorated = 0;
  // A twin pair is decorated as a pair (the JavaScript block takes the TypeScript block's line), then skipped.
  visit(tree as UnistNode, (unistNode) => {
    const node = unistNode as MdNode;
    if (node.type === 'code') {
      if (node.position && decorate(unistNode as Code, own[node.position.start.line], data, table)) decorated++;
      return SKIP;
    }
    if (node.type === 'mdxJsxFlowElement' && node.name === TWINS_COMPONENT && node.children?.length === 2) {
      const [typescript, javascript] = node.children as unknown as [Code, Code];
      const line = typescript.position?.start.line;
      if (line !== undefined) {
        if (decorate(typescript, own[line], data, table)) decorated++;
        if (decorate(javascript, twins[line], data, table)) decorated++;
      }
      return SKIP;
    }
    return CONTINUE;
  });
  if (decorated === 0) return 0;
  tree.children ??= [];
  tree.children.unshift(defaultImportNode(COMPONENT, COMPONENT_MODULE) as unknown as MdNode);
  tree.children.push({
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [{type: 'mdxJsxAttribute', name: 'table', value: JSON.stringify(table.entries)}],
    children: [],
  });
  return decorated;
}

export default function remarkExampleHovers(options: ExampleHoversOptions = {}) {
  const siteDir = resolve(options.siteDir ?? process.cwd());
  const dirs: HoverDataDirs = defaultHoverDataDirs(siteDir, options);
  const keep = (options.onStale ?? 'compile') === 'keep';
  const told = new Set<string>();
  return async (tree: MdNode, file: {path?: string}): Promise<void> => {
    if (!file.path) return;
    const page = relative(siteDir, file.path).split('\\').join('/');
    // Only guide pages with example code (the pages check:examples compiles) pay for the data; the first such
    // page compiles every example.
    if (!Object.values(VERSION_PAGES).some((dir) => page.startsWith(`${dir}/`))) return;
    // The file as the compile read it (Docusaurus hands remark a preprocessed copy).
    const source = existsSync(file.path) ? readFileSync(file.path, 'utf8') : '';
    if (extractBlocks(page, source).length === 0) return;
    let data = await hoverData(siteDir, dirs, false, keep);
    if (isStale(data, page, source)) {
      if (!keep) data = await hoverData(siteDir, dirs, true, keep);
      else if (!told.has(page)) {
        told.add(page);
        console.log(`[example-hovers] ${page}: changed examples have no hovers until \`npm run examples:hovers\``);
      }
    }
    applyHovers(tree, page, data);
  };
}
