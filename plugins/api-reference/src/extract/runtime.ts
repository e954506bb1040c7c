/**
 * Run-time facts: loads every public entry point of the real built packages in a child Node process, once
 * with `import()` and once with `require()`, and records whether it loads and which names it gives
 * (model/runtime.ts describes the file).
 *
 * 1.x: the framework checkout is copied to a temporary workspace, its dependencies installed from its own
 * lockfile with the pnpm version it names, and its own build run. 0.1.10: the installed published package.
 * Each entry is then loaded by name from a consumer folder whose node_modules links the packages, as a
 * reader's bot would load them.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative, resolve, sep} from 'node:path';
import {RUNTIME_SCHEMA_VERSION, type LoadMode, type LoadResult, type RuntimeEntry, type RuntimeFacts} from '../model/runtime';
import {importPathFor, publicTypeExports, SECTIONS_1X} from './workspace';
import {LEGACY_VERSION} from '../../../shared/docs-versions';

interface PackageJson {
  name: string;
  packageManager?: string;
  exports?: Record<string, string | Record<string, string>>;
  types?: string;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/**
 * The child's program. Prints one JSON line after a marker, then exits (a loaded framework may keep timers
 * alive). A `node:` built-in this Node lacks (node:sqlite before Node 22.5) is replaced by an empty stub and
 * reported, so the entry's names can still be read; the framework itself asks for a newer Node.
 */
const PROBE = String.raw`
import {createRequire, builtinModules} from 'node:module';
import Module from 'node:module';
const spec = process.env.CK_SPEC, mode = process.env.CK_MODE;
const require = createRequire(process.cwd() + '/probe.cjs');
const stubbed = new Set();
const load = Module._load;
Module._load = function (request, ...rest) {
  if (request.startsWith('node:') && !builtinModules.includes(request.slice(5))) {
    stubbed.add(request);
    return new Proxy({}, {get: () => class Stub {}});
  }
  return load.call(this, request, ...rest);
};
const out = {loads: false, names: [], stubbed: []};
try {
  let file;
  if (mode === 'esm') {
    file = import.meta.resolve(spec);
    const ns = await import(spec);
    out.names = Object.keys(ns).filter((k) => k !== 'default' && k !== 'module.exports' && ns[k] !== undefined);
  } else {
    file = require.resolve(spec);
    const m = require(spec);
    out.names = Object.keys(m).filter((k) => k !== 'default' && k !== '__esModule' && m[k] !== undefined);
  }
  out.file = String(file).replace(/^file:\/\//, '');
  out.loads = true;
} catch (e) {
  out.error = (e && e.name ? e.name + ': ' + e.message : String(e)).split('\n')[0];
}
out.names.sort();
out.stubbed = [...stubbed];
process.stdout.write('\n@@CK-PROBE@@' + JSON.stringify(out) + '\n');
process.exit(0);
`;

interface ProbeOutput extends LoadResult {
  file?: string;
  stubbed: string[];
}

/** Removes machine paths from an error line: keeps the part after node_modules/ or the workspace root. */
export function scrubPaths(text: string, roots: string[]): string {
  return text.replace(/(?<![\w.])(?:file:\/\/)?\/[^\s'"()`,]+/g, (p) => {
    const path = p.replace(/^file:\/\//, '');
    const nm = path.lastIndexOf('/node_modules/');
    if (nm >= 0) return path.slice(nm + '/node_modules/'.length);
    for (const root of roots) if (path.startsWith(root + '/')) return path.slice(root.length + 1);
    return path.split('/').pop() ?? path;
  });
}

export function probeEntry(consumerDir: string, spec: string, mode: LoadMode): ProbeOutput {
  const child = spawnSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', PROBE], {
    cwd: consumerDir,
    env: {...process.env, CK_SPEC: spec, CK_MODE: mode, NODE_OPTIONS: ''},
    encoding: 'utf8',
    timeout: 60_000,
  });
  const line = (child.stdout ?? '').split('\n').find((l) => l.startsWith('@@CK-PROBE@@'));
  if (!line) {
    const why = child.error?.message ?? `exit ${child.status ?? child.signal}: ${(child.stderr ?? '').trim().split('\n').slice(-1)[0] ?? ''}`;
    return {loads: false, names: [], error: `the probe process ended without an answer (${why})`, stubbed: []};
  }
  return JSON.parse(line.slice('@@CK-PROBE@@'.length)) as ProbeOutput;
}

/** Links each package into <consumer>/node_modules under its name. */
function linkPackages(consumerDir: string, packages: Record<string, string>): void {
  for (const [name, dir] of Object.entries(packages)) {
    const link = join(consumerDir, 'node_modules', ...name.split('/'));
    mkdirSync(dirname(link), {recursive: true});
    rmSync(link, {force: true, recursive: true});
    // Absolute target: a relative one would be read from the link's folder.
    symlinkSync(resolve(dir), link, 'dir');
  }
}

export interface EntryToProbe {
  importPath: string;
  packageName: string;
}

export function probeAll(consumerDir: string, entries: EntryToProbe[], packageDirs: Record<string, string>, scrubRoots: string[]): RuntimeFacts['entries'] {
  const out: RuntimeFacts['entries'] = {};
  for (const {importPath, packageName} of entries) {
    const pkgRoot = realpathSync(packageDirs[packageName]!);
    const results = {} as Record<LoadMode, ProbeOutput>;
    for (const mode of ['esm', 'cjs'] as const) results[mode] = probeEntry(consumerDir, importPath, mode);
    const file = (r: ProbeOutput) => (r.file ? relative(pkgRoot, realpathSync(r.file)).split(sep).join('/') : undefined);
    const clean = (r: ProbeOutput): LoadResult => ({loads: r.loads, names: r.names, ...(r.error ? {error: scrubPaths(r.error, scrubRoots)} : {})});
    const stubbed = [...new Set([...results.esm.stubbed, ...results.cjs.stubbed])];
    const entry: RuntimeEntry = {
      package: packageName,
      file: {...(file(results.esm) ? {esm: file(results.esm)} : {}), ...(file(results.cjs) ? {cjs: file(results.cjs)} : {})},
      esm: clean(results.esm),
      cjs: clean(results.cjs),
      ...(stubbed.length ? {stubbedBuiltins: stubbed} : {}),
    };
    out[importPath] = entry;
  }
  return out;
}

function run(label: string, command: string, args: string[], cwd: string): void {
  const r = spawnSync(command, args, {cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 20 * 60_000});
  if (r.status !== 0) {
    const tail = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${label} failed (${r.error?.message ?? `exit ${r.status ?? r.signal}`}):\n${tail}`);
  }
}

/** Copies the checkout without .git, node_modules and the apps' contents (only their manifests, for the lockfile). */
function copyCheckout(sourceRoot: string, dest: string): void {
  cpSync(sourceRoot, dest, {
    recursive: true,
    filter: (src) => {
      const rel = relative(sourceRoot, src).split(sep);
      if (rel.includes('.git') || rel.includes('node_modules')) return false;
      if (rel[0] === 'apps' && rel.length > 2) return rel.length === 3 && rel[2] === 'package.json';
      return true;
    },
  });
}

export interface Runtime1xOptions {
  sourceRoot: string;
  commit: string;
  /** Reuse a workspace built earlier (its path); skips copy, install and build. */
  workspace?: string;
  log?: (line: string) => void;
}

/** Builds the 1.x packages from the pinned source and probes every public entry point. */
export function extractRuntime1x(options: Runtime1xOptions): RuntimeFacts {
  const log = options.log ?? (() => {});
  const ws = options.workspace ?? join(mkdtempSync(join(tmpdir(), 'ck-runtime-')), 'fw');
  const packagesDirs: Record<string, string> = {};
  const entries: EntryToProbe[] = [];
  for (const section of SECTIONS_1X) {
    const pkg = readJson<PackageJson>(join(options.sourceRoot, 'packages', section, 'package.json'));
    packagesDirs[pkg.name] = join(ws, 'packages', section);
    for (const {subpath} of publicTypeExports(pkg)) entries.push({importPath: importPathFor(pkg.name, subpath), packageName: pkg.name});
  }
  if (!options.workspace) {
    log(`copying the framework checkout to a temporary workspace`);
    copyCheckout(options.sourceRoot, ws);
    const pm = readJson<PackageJson>(join(ws, 'package.json')).packageManager ?? 'pnpm@10';
    if (!pm.startsWith('pnpm@')) throw new Error(`the framework names ${pm} as its package manager; only pnpm is supported`);
    // Only the packages we document (and their workspace dependencies), from the framework's own lockfile.
    const filters = SECTIONS_1X.flatMap((s) => ['--filter', `./packages/${s}`]);
    log(`installing with ${pm} (frozen lockfile)`);
    run('install', 'npx', ['-y', pm, 'install', '--frozen-lockfile', ...filters], ws);
    log(`building with the framework's own build scripts`);
    run('build', 'npx', ['-y', pm, '-r', '--workspace-concurrency=1', ...filters, 'run', 'build'], ws);
  }
  // Packages require each other by name (commandkit/ai requires @commandkit/ai): link them where Node's
  // lookup from the packages' real paths finds them, and into the consumer folder the probe runs in.
  linkPackages(ws, Object.fromEntries(Object.entries(packagesDirs).filter(([n]) => n.startsWith('@'))));
  const consumer = join(ws, '.probe');
  mkdirSync(consumer, {recursive: true});
  linkPackages(consumer, packagesDirs);
  log(`loading ${entries.length} entry points (import and require)`);
  try {
    return {
      schemaVersion: RUNTIME_SCHEMA_VERSION,
      version: '1.x',
      loaded: `packages built from the framework source at ${options.commit}`,
      node: process.version,
      entries: probeAll(consumer, entries, packagesDirs, [realpathSync(ws)]),
    };
  } finally {
    // A workspace we made is several hundred megabytes of dependencies: remove it (one passed in is the caller's).
    if (!options.workspace) rmSync(dirname(ws), {recursive: true, force: true});
  }
}

/** Probes the published commandkit@0.1.10 installed (under an alias) in the site's node_modules. */
export function extractRuntimeV0(siteDir: string): RuntimeFacts {
  const mainRoot = resolve(siteDir);
  const pkgDir = join(mainRoot, 'node_modules', 'commandkit-v0');
  if (!existsSync(join(pkgDir, 'package.json'))) throw new Error('node_modules/commandkit-v0 is missing: run npm install.');
  const version = readJson<{version: string}>(join(pkgDir, 'package.json')).version;
  const consumer = mkdtempSync(join(tmpdir(), 'ck-runtime-v0-'));
  try {
    linkPackages(consumer, {commandkit: pkgDir, 'discord.js': join(mainRoot, 'node_modules', 'discord.js')});
    return {
      schemaVersion: RUNTIME_SCHEMA_VERSION,
      version: LEGACY_VERSION,
      loaded: `the published package commandkit@${version}`,
      node: process.version,
      entries: probeAll(consumer, [{importPath: 'commandkit', packageName: 'commandkit'}], {commandkit: pkgDir}, [realpathSync(mainRoot)]),
    };
  } finally {
    rmSync(consumer, {recursive: true, force: true});
  }
}
