/**
 * A 1.x page's example project: every full (not `partial`) block whose title is a file path becomes that file,
 * as the reader would create it. A path shown twice on a page (a file before and after a change) gives a
 * variant project in which the later block replaces the earlier one, so both versions run. Blocks marked
 * `offline="<reason>"` need Discord's servers and are left out (and counted).
 */
import {extname} from 'node:path';
import {extractBlocks, type CodeBlock} from '../extract';

export interface ProjectFile {
  block: CodeBlock;
  /** Path inside the project (the block's title). */
  path: string;
}

export interface PageProject {
  page: string;
  /** 0 for the main project, n for the n-th variant. */
  variant: number;
  files: ProjectFile[];
  /**
   * Data files the page shows in a `json` block titled with a project path (translation files, for instance):
   * the code reads them, so they are written as they are. Not code blocks: not counted, not compiled.
   */
  data: Record<string, string>;
}

export interface PageProjects {
  page: string;
  projects: PageProject[];
  /** Blocks that run (in at least one project). */
  blocks: CodeBlock[];
  offline: Array<{block: CodeBlock; reason: string}>;
  /** Blocks that are not a file of the project (no usable title, partial): not run. */
  skipped: CodeBlock[];
}

const CODE = new Set(['.ts', '.tsx', '.js', '.jsx', '.mts', '.cts', '.mjs', '.cjs']);

/** `offline="reason"` in a fence's meta. */
export function offlineReason(meta: string): string | undefined {
  const m = /(?:^|\s)offline=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  return m ? (m[1] ?? m[2]) : undefined;
}

function pathOf(block: CodeBlock): string | undefined {
  const title = block.title
    ?.replace(/\s+\([^()]*\)$/, '')
    .replace(/\\/g, '/')
    .replace(/^\.?\/+/, '');
  return title && !title.includes('..') && CODE.has(extname(title)) ? title : undefined;
}

/**
 * `json` blocks whose title is a path below `src/` (files the bot's code reads), path -> text; a later block with
 * the same path wins. Project-level files a page shows (package.json, tsconfig.json) stay the runner's own.
 */
export function dataFiles(source: string): Record<string, string> {
  const data: Record<string, string> = {};
  const fence = /^(`{3,})json[ \t]+([^\n]*)\n([\s\S]*?)^\1[ \t]*$/gm;
  for (const m of source.matchAll(fence)) {
    const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(m[2]!);
    const path = (title?.[1] ?? title?.[2])?.trim().replace(/^\.?\/+/, '');
    if (path?.startsWith('src/') && !path.includes('..') && extname(path) === '.json') data[path] = m[3]!;
  }
  return data;
}

export function pageProjects(page: string, source: string): PageProjects {
  const out: PageProjects = {page, projects: [], blocks: [], offline: [], skipped: []};
  const first = new Map<string, ProjectFile>();
  const later: ProjectFile[] = [];
  for (const block of extractBlocks(page, source)) {
    if ((block.version ?? '1.x') === '0.1.10') continue;
    const reason = offlineReason(block.meta);
    if (reason) {
      out.offline.push({block, reason});
      continue;
    }
    const path = pathOf(block);
    if (block.partial || !path) {
      out.skipped.push(block);
      continue;
    }
    out.blocks.push(block);
    if (first.has(path)) later.push({block, path});
    else first.set(path, {block, path});
  }
  if (!first.size) return out;
  const base = [...first.values()];
  const data = dataFiles(source);
  out.projects.push({page, variant: 0, files: base, data});
  later.forEach((file, i) => out.projects.push({page, variant: i + 1, files: base.map((f) => (f.path === file.path ? file : f)), data}));
  return out;
}
