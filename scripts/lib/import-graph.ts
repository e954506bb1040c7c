/**
 * The repository's import graph and the rules that keep its units apart: every plugin is used by others only through
 * its public modules, the examples toolkit only through its index, plugins reach nothing of the site, the scripts,
 * the benches or the tests, and no import cycle exists. tests/unit/boundaries.test.ts holds the repository to it.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The folders whose code is held to the rules (tests may reach any internals: they test them). */
export const CHECKED_FOLDERS = ['plugins', 'scripts', 'src', 'deploy', 'bench', 'config', 'framework', 'mcp-server'] as const;
const ROOT_FILES = ['docusaurus.config.ts', 'sidebars.ts'];

/** The code shared by every plugin and script: any of its files may be imported, and it imports no other unit. */
export const SHARED = 'plugins/shared';
/** The examples toolkit, a core package that plugins and scripts use through its index only. */
export const EXAMPLES = 'scripts/lib/examples';
/** The framework harness (the real 1.x built from source), a core package used through its index only. */
export const FRAMEWORK = 'framework';
const CORE_PACKAGES: Record<string, string> = {[EXAMPLES]: `${EXAMPLES}/index.ts`, [FRAMEWORK]: `${FRAMEWORK}/src/index.ts`};
/** What other units may import from a plugin: its entry (the Docusaurus plugin and its remark transform) and its public module. */
export const PLUGIN_PUBLIC_MODULES = ['src/index.ts', 'src/public.ts'];

export interface ImportEdge {
  /** Both paths relative to the repository root, with forward slashes. */
  readonly from: string;
  readonly to: string;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

function listSources(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(full);
    }
  };
  if (existsSync(path.join(root, folder))) walk(path.join(root, folder));
  return out;
}

/** The repository file a relative (or `@site/`) specifier names, or undefined for a package import. */
function resolveSpecifier(root: string, fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = path.join(root, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  const stem = base.replace(/\.(js|mjs)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? base;
}

/** Every import (static, dynamic, type-only and re-export) between files of the checked folders and the root config. */
export function importEdges(root: string): ImportEdge[] {
  const files = [...CHECKED_FOLDERS.flatMap((folder) => listSources(root, folder)), ...ROOT_FILES.map((file) => path.join(root, file))];
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const {importedFiles} = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const {fileName} of importedFiles) {
      const target = resolveSpecifier(root, file, fileName);
      if (target) edges.push({from: relative(file), to: relative(target)});
    }
  }
  return edges;
}

/** The unit a file belongs to: one plugin, the shared code, the examples toolkit, or a top-level folder. */
export function unitOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'plugins') return parts[1] === 'shared' ? SHARED : `plugins/${parts[1]}`;
  if (file.startsWith(`${EXAMPLES}/`)) return EXAMPLES;
  return parts.length > 1 ? parts[0] : '(site config)';
}

const isPlugin = (unit: string) => unit.startsWith('plugins/') && unit !== SHARED;
/** Units whose code runs inside the site build as libraries: they must not lean on the site, scripts, benches or tests. */
const isLibrary = (unit: string) => isPlugin(unit) || unit === SHARED || unit in CORE_PACKAGES;

/** Whether `file` is part of its unit's public surface, i.e. importable from another unit. */
export function isPublic(file: string): boolean {
  const unit = unitOf(file);
  if (isPlugin(unit)) return PLUGIN_PUBLIC_MODULES.some((module) => file === `${unit}/${module}`);
  if (unit in CORE_PACKAGES) return file === CORE_PACKAGES[unit];
  // The shared code, the config tables and the applications (site, scripts, benches, tests) are open to who may reach them.
  return true;
}

/** Why an edge breaks the boundaries, or undefined when it is fine. */
export function violation({from, to}: ImportEdge): string | undefined {
  const source = unitOf(from);
  const target = unitOf(to);
  if (source === target) return undefined;
  if (isLibrary(source) && !isLibrary(target))
    return (
      `${source} may use only plugins' public modules, the core packages ` +
      `(${Object.keys(CORE_PACKAGES).join(', ')}) and ${SHARED}, not ${target}`
    );
  if (source === SHARED) return `${SHARED} is a leaf: it imports no plugin nor core package`;
  if (source === 'deploy' && target === 'bench') return 'deploy/ does not depend on the benches';
  if (!isPublic(to)) return `${to} is internal to ${target}; import its public module`;
  return undefined;
}

/** The import cycles between files, each as the list of files around it (first file repeated at the end). */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const {from, to} of edges) next.set(from, [...(next.get(from) ?? []), to]);
  return cyclesOf(next);
}

/** The cycles between units (a plugin that needs another that needs it back), from the same edges. */
export function unitCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const {from, to} of edges) {
    const [a, b] = [unitOf(from), unitOf(to)];
    if (a !== b && !(next.get(a) ?? []).includes(b)) next.set(a, [...(next.get(a) ?? []), b]);
  }
  return cyclesOf(next);
}

/** One cycle per strongly connected group (Tarjan), enough to name the edges to break. */
function cyclesOf(next: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (next.get(node) ?? []).includes(node)) groups.push(group);
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => pathAround(group, next));
}

/** A closed path through a strongly connected group, starting from its first member in sort order. */
function pathAround(group: readonly string[], next: ReadonlyMap<string, readonly string[]>): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0];
  // Breadth-first back to the start, so the printed cycle is a shortest one.
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of next.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const cycle = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) cycle.splice(1, 0, at);
        return [...cycle, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [...group, group[0]];
}
