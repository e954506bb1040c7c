/**
 * Run-time facts: loads every public entry point of the real built packages in a child Node process, once
 * with `import()` and once with `require()`, and records whether it loads, which names it gives and what a
 * default import binds (model/runtime.ts describes the file).
 *
 * 1.x: the framework harness (framework/src/index.ts) builds and packs the framework at the documented
 * commit and installs the tarballs into a reader's project; every entry is loaded by name from there, on the
 * framework's own Node 24. 0.1.10: the published package installed in the site, loaded on the site's Node.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative, resolve, sep} from 'node:path';
import {ensureFramework, undeclaredImports} from '../../../../framework/src/index';
import {
  RUNTIME_SCHEMA_VERSION,
  type DefaultImport,
  type LoadMode,
  type LoadResult,
  type RuntimeEntry,
  type RuntimeFacts,
} from '../model/runtime';
import {importPathFor} from './workspace';
import {LEGACY_VERSION} from '../../../shared/docs-versions';

interface PackageJson {
  name: string;
  main?: string;
  types?: string;
  exports?: Record<string, string | Record<string, string>>;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/**
 * The child's program. Prints one JSON line after a marker, then exits (a loaded framework may keep timers
 * alive). A `node:` built-in this Node lacks (node:sqlite before Node 22.5) is replaced by an empty stub and
 * reported, so the entry's names can still be read; the framework itself asks for a newer Node.
 *
 * The default import: under ESM it is the namespace's `default`; under CommonJS what `require(x).default`
 * is. Each is described by what it is the same value as: a named export of the entry, the CommonJS
 * `module.exports` object itself (what Node's ESM gives for any CommonJS file), nothing, or another value.
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
const describe = (value, named, moduleObject) => {
  if (value === undefined) return {binds: 'none'};
  if (moduleObject !== undefined && value === moduleObject) return {binds: 'module'};
  const same = Object.keys(named).filter((k) => k !== 'default' && k !== 'module.exports' && named[k] === value).sort();
  return same.length ? {binds: 'export', name: same[0]} : {binds: 'value', type: typeof value};
};
const out = {loads: false, names: [], stubbed: []};
try {
  let file;
  if (mode === 'esm') {
    file = import.meta.resolve(spec);
    const ns = await import(spec);
    out.names = Object.keys(ns).filter((k) => k !== 'default' && k !== 'module.exports' && ns[k] !== undefined);
    // A CommonJS file's module.exports: Node's ESM names it in the namespace; require() gives the same object.
    let moduleObject = ns['module.exports'];
    if (moduleObject === undefined) try { moduleObject = require(spec); } catch {}
    out.default = describe(ns.default, ns, moduleObject);
  } else {
    file = require.resolve(spec);
    const m = require(spec);
    out.names = Object.keys(m).filter((k) => k !== 'default' && k !== '__esModule' && m[k] !== undefined);
    out.default = describe(m.default, m, m);
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
  default?: DefaultImport;
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

/** Loads `spec` from `consumerDir` with `node` (default: the Node running this process). */
export function probeEntry(consumerDir: string, spec: string, mode: LoadMode, node = process.execPath): ProbeOutput {
  const child = spawnSync(node, ['--input-type=module', '--no-warnings', '-e', PROBE], {
    cwd: consumerDir,
    env: {...process.env, CK_SPEC: spec, CK_MODE: mode, NODE_OPTIONS: ''},
    encoding: 'utf8',
    timeout: 60_000,
  });
  const line = (child.stdout ?? '').split('\n').find((l) => l.startsWith('@@CK-PROBE@@'));
  if (!line) {
    const why =
      child.error?.message ?? `exit ${child.status ?? child.signal}: ${(child.stderr ?? '').trim().split('\n').slice(-1)[0] ?? ''}`;
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

export function probeAll(
  consumerDir: string,
  entries: EntryToProbe[],
  packageDirs: Record<string, string>,
  scrubRoots: string[],
  node?: string,
): RuntimeFacts['entries'] {
  const out: RuntimeFacts['entries'] = {};
  for (const {importPath, packageName} of entries) {
    const pkgRoot = realpathSync(packageDirs[packageName]!);
    const results = {} as Record<LoadMode, ProbeOutput>;
    for (const mode of ['esm', 'cjs'] as const) results[mode] = probeEntry(consumerDir, importPath, mode, node);
    const file = (r: ProbeOutput) => (r.file ? relative(pkgRoot, realpathSync(r.file)).split(sep).join('/') : undefined);
    const clean = (r: ProbeOutput): LoadResult => ({
      loads: r.loads,
      names: r.names,
      ...(r.default ? {default: r.default} : {}),
      ...(r.error ? {error: scrubPaths(r.error, scrubRoots)} : {}),
    });
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

/**
 * The public import paths of an installed package: every subpath of its `exports` (not `./package.json`, no
 * patterns), or the package name alone when it has a `main` or `types` and no `exports`.
 */
export function publicImportPaths(pkg: PackageJson): string[] {
  if (pkg.exports) {
    return Object.keys(pkg.exports)
      .filter((subpath) => subpath !== './package.json' && !subpath.includes('*'))
      .map((subpath) => importPathFor(pkg.name, subpath));
  }
  return pkg.main || pkg.types ? [pkg.name] : [];
}

export interface Runtime1xOptions {
  commit: string;
  log?: (line: string) => void;
}

/**
 * Probes every public entry point of every package of the framework at `commit`, as packed and installed
 * into a reader's project by the framework harness, on the harness's Node 24. The project also has the
 * third-party packages the framework loads without depending on them (bullmq, posthog-node...), at the
 * range the framework built against, as the pages' install lines have readers add them.
 */
export function extractRuntime1x(options: Runtime1xOptions): RuntimeFacts {
  const log = options.log ?? (() => {});
  const base = ensureFramework({commit: options.commit, log});
  const extras = [...undeclaredImports(base.consumer.dir, base.packed)].filter(([name]) => !base.consumer.installed[name]);
  const {packed, consumer} = ensureFramework({
    commit: options.commit,
    log,
    dependencies: Object.fromEntries(extras.map(([name, {range}]) => [name, range])),
  });
  const packageDirs: Record<string, string> = {};
  const entries: EntryToProbe[] = [];
  for (const {name} of packed.packages) {
    const dir = join(consumer.dir, 'node_modules', ...name.split('/'));
    packageDirs[name] = dir;
    for (const importPath of publicImportPaths(readJson<PackageJson>(join(dir, 'package.json'))))
      entries.push({importPath, packageName: name});
  }
  const node = runNodeVersion(consumer.node);
  log(`loading ${entries.length} entry points (import and require) on Node ${node} in the reader's project`);
  return {
    schemaVersion: RUNTIME_SCHEMA_VERSION,
    version: '1.x',
    loaded:
      `the packages packed from the framework source at ${options.commit}, installed with npm into a reader's project` +
      (extras.length ? ` with ${extras.map(([name, {range}]) => `${name}@${range}`).join(', ')}` : ''),
    node,
    entries: probeAll(consumer.dir, entries, packageDirs, [realpathSync(consumer.dir), realpathSync(packed.packsDir)], consumer.node),
  };
}

function runNodeVersion(node: string): string {
  return spawnSync(node, ['--version'], {encoding: 'utf8'}).stdout.trim();
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
