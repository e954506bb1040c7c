/**
 * The versions of third-party packages the framework works with, as the framework itself declares them in
 * its source at the built commit: the `dependencies` and `devDependencies` of every published package (a
 * devDependency is what the package was built and tested against: `bullmq` for @commandkit/tasks/bullmq,
 * `posthog-node` for @commandkit/analytics/posthog...), with pnpm `catalog:` references resolved, and the
 * Node major of commandkit's `engines` for `@types/node`.
 *
 * `undeclaredImports` lists what the built packages load at run time without declaring it as a dependency:
 * the packages a reader installs beside them (optional drivers and clients).
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {builtinModules} from 'node:module';
import type {PackedFramework} from './build';

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}

/** Build tooling and typings of the framework's own build: never something a reader's bot loads. */
const TOOLING = /^(typescript|tsconfig|tsx|tsup|tsdown|vitest|prettier|eslint.*|@types\/.*)$/;

export interface DeclaredRange {
  range: string;
  /** Who declares it: "@commandkit/tasks devDependencies". */
  by: string;
}

/** name -> the range the framework declares for it (the first declaration wins; dependencies before devDependencies). */
export function declaredRanges(packed: Pick<PackedFramework, 'packages' | 'catalogs'> & {sourceDir: string}): Map<string, DeclaredRange> {
  const out = new Map<string, DeclaredRange>();
  const framework = new Set(packed.packages.map((p) => p.name));
  const manifests = packed.packages.map(
    (p) => JSON.parse(readFileSync(join(packed.sourceDir, 'packages', p.folder, 'package.json'), 'utf8')) as Manifest,
  );
  for (const field of ['dependencies', 'devDependencies'] as const) {
    for (const manifest of manifests) {
      for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
        if (framework.has(name) || out.has(name) || spec.startsWith('workspace:') || (field === 'devDependencies' && TOOLING.test(name)))
          continue;
        const range = spec.startsWith('catalog:') ? packed.catalogs[name] : spec;
        if (range) out.set(name, {range, by: `${manifest.name} ${field}`});
      }
    }
  }
  const core = manifests.find((m) => m.name === 'commandkit');
  const node = core?.engines?.node?.match(/(\d+)/)?.[1];
  if (node) out.set('@types/node', {range: `^${node}`, by: `commandkit engines.node (${core!.engines!.node})`});
  const typescript = packed.catalogs.typescript;
  if (typescript) out.set('typescript', {range: typescript, by: 'the framework workspace catalog'});
  return out;
}

/** Bare package names a file's code loads (`require("x")`, `import("x")`, `from "x"`), sub-paths cut to the package. */
export function importedPackages(code: string): Set<string> {
  const out = new Set<string>();
  for (const m of code.matchAll(/(?:require\(|import\(|\bfrom\s*)\s*["']([^"'./][^"']*)["']/g)) {
    const spec = m[1]!;
    if (spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0]!)) continue;
    const parts = spec.split('/');
    out.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return out;
}

function jsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(file).isDirectory()) out.push(...jsFiles(file));
    else if (/\.(c|m)?js$/.test(name)) out.push(file);
  }
  return out;
}

/**
 * Third-party packages the installed framework packages load but do not list as dependencies, with the
 * range the framework declares for each (its devDependencies): what a reader installs beside them.
 */
export function undeclaredImports(
  consumerDir: string,
  packed: Pick<PackedFramework, 'packages' | 'catalogs'> & {sourceDir: string},
): Map<string, DeclaredRange> {
  const ranges = declaredRanges(packed);
  const framework = new Set(packed.packages.map((p) => p.name));
  const out = new Map<string, DeclaredRange>();
  for (const {name} of packed.packages) {
    const dir = join(consumerDir, 'node_modules', ...name.split('/'));
    if (!existsSync(dir)) continue;
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
    const declared = new Set(Object.keys(manifest.dependencies ?? {}));
    const distDir = join(dir, 'dist');
    const files = existsSync(distDir) ? jsFiles(distDir) : [];
    for (const file of files) {
      for (const dep of importedPackages(readFileSync(file, 'utf8'))) {
        const range = ranges.get(dep);
        // Only what the framework built against (a devDependency): a name that merely appears in a code template has no range.
        if (framework.has(dep) || declared.has(dep) || !range?.by.endsWith('devDependencies')) continue;
        out.set(dep, range);
      }
    }
  }
  return out;
}
