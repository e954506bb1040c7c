/**
 * Builds the framework's packages the way the framework publishes them: its own pnpm version and lockfile,
 * `commandkit` first (the others compile against its declarations), each package's own build script, then
 * `pnpm pack`, which writes the tarballs readers install (workspace versions replaced by real ones).
 */
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {cacheRoot} from './paths';
import {cachedEntry, hashOf} from './cache';
import {ensureFrameworkNode, FRAMEWORK_NODE_VERSION, frameworkNodeEnv} from './node24';
import {runStep} from './process';
import {fetchSource, shortCommit} from './source';

/** Bump when the build changes in a way that makes cached packs wrong. */
const BUILDER_VERSION = '1';

/** Workspace packages that readers never install: the devtools' front end (bundled into devtools) and the scaffolder. */
const NOT_PUBLISHED_HERE = new Set(['@commandkit/devtools-ui', 'create-commandkit']);

/** Packages whose full build needs more than readers get; the script that builds what is published instead. */
const BUILD_SCRIPT: Record<string, string> = {'@commandkit/devtools': 'build:server'};

export interface PackedPackage {
  name: string;
  version: string;
  /** Folder under packages/ in the framework's source. */
  folder: string;
  /** Tarball file name inside the packs folder. */
  tarball: string;
}

export interface PackedFramework {
  commit: string;
  packages: PackedPackage[];
  /** Version ranges of third-party packages the framework's workspace pins in its pnpm catalogs (discord.js). */
  catalogs: Record<string, string>;
  pnpm: string;
  node: string;
  source: string;
  builtAt: string;
}

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  packageManager?: string;
  scripts?: Record<string, string>;
}

function readManifest(file: string): Manifest {
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The packages a reader can install, read from the source's packages/ folder. */
export function publishedPackages(sourceDir: string): Array<{name: string; version: string; folder: string; script: string}> {
  const out: Array<{name: string; version: string; folder: string; script: string}> = [];
  for (const folder of readdirSync(join(sourceDir, 'packages')).sort()) {
    const file = join(sourceDir, 'packages', folder, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = readManifest(file);
    if (manifest.private || NOT_PUBLISHED_HERE.has(manifest.name)) continue;
    const script = BUILD_SCRIPT[manifest.name] ?? 'build';
    if (!manifest.scripts?.[script]) continue;
    out.push({name: manifest.name, version: manifest.version, folder, script});
  }
  // commandkit first: every other package type-checks against its built declarations.
  return out.sort((a, b) => Number(b.name === 'commandkit') - Number(a.name === 'commandkit'));
}

/** `catalogs:` of pnpm-workspace.yaml, flattened (name -> range); only simple `name: range` lines are read. */
export function readCatalogs(workspaceYaml: string): Record<string, string> {
  const out: Record<string, string> = {};
  let inCatalogs = false;
  for (const line of workspaceYaml.split('\n')) {
    if (/^\S/.test(line)) inCatalogs = /^catalogs?:/.test(line);
    const entry = inCatalogs && line.match(/^\s{4,}['"]?([@\w./-]+)['"]?:\s*['"]?([^'"\s#]+)/);
    if (entry) out[entry[1]!] ??= entry[2]!;
  }
  return out;
}

function lockfileHash(commit: string, sourceDir?: string): string {
  const lock = sourceDir && existsSync(join(sourceDir, 'pnpm-lock.yaml')) ? readFileSync(join(sourceDir, 'pnpm-lock.yaml'), 'utf8') : '';
  return hashOf(BUILDER_VERSION, FRAMEWORK_NODE_VERSION, commit, lock);
}

export interface BuildOptions {
  commit: string;
  log?: (line: string) => void;
}

/** The packed framework at `commit`, built on the first call and reused from the cache afterwards. */
export function ensurePackedFramework(options: BuildOptions): PackedFramework & {packsDir: string; sourceDir: string; reused: boolean} {
  const log = options.log ?? (() => {});
  const root = cacheRoot();
  // The key needs the lockfile, which needs the source: the source of each commit is a cache entry of its own.
  const sourceEntry = join(root, 'source', shortCommit(options.commit));
  cachedEntry(sourceEntry, (temp) => {
    log(`framework ${shortCommit(options.commit)}: fetching the source`);
    const from = fetchSource(options.commit, join(temp, 'tree'));
    log(`  from the ${from}`);
    return {commit: options.commit, from};
  });
  const sourceDir = join(sourceEntry, 'tree');
  const entryDir = join(root, 'packs', `${shortCommit(options.commit)}-${lockfileHash(options.commit, sourceDir)}`);
  const {manifest, reused} = cachedEntry<PackedFramework>(entryDir, (temp) => buildAndPack(options.commit, sourceDir, temp, log));
  return {...manifest, packsDir: entryDir, sourceDir, reused};
}

function buildAndPack(commit: string, sourceDir: string, packsDir: string, log: (line: string) => void): PackedFramework {
  const node = ensureFrameworkNode();
  const env = frameworkNodeEnv(node);
  const pnpm = readManifest(join(sourceDir, 'package.json')).packageManager ?? '';
  if (!pnpm.startsWith('pnpm@')) throw new Error(`the framework names "${pnpm}" as its package manager; the harness builds with pnpm only`);
  // A fresh copy of the source to build in, so the kept source stays clean. Outside node_modules: Node 24
  // refuses to strip types from files below a node_modules folder, and tsdown's config is a .mts file.
  const work = join(mkdtempSync(join(tmpdir(), 'ck-framework-build-')), 'source');
  runStep('copy the source', 'cp', ['-a', sourceDir, work], {cwd: packsDir});
  const pnpmCommand = (label: string, args: string[], cwd = work) => runStep(label, 'npx', ['-y', pnpm, ...args], {cwd, env});
  try {
    const packages = publishedPackages(work);
    const filters = ['--filter', './packages/*', ...[...NOT_PUBLISHED_HERE].flatMap((name) => ['--filter', `!${name}`])];
    log(`  installing with ${pnpm} (frozen lockfile) on Node ${FRAMEWORK_NODE_VERSION}`);
    pnpmCommand('install', ['install', '--frozen-lockfile', '--config.confirmModulesPurge=false', ...filters]);
    for (const pkg of packages) {
      log(`  building ${pkg.name} (${pkg.script})`);
      pnpmCommand(`build ${pkg.name}`, ['--filter', pkg.name, 'run', pkg.script]);
    }
    const packed: PackedPackage[] = [];
    for (const pkg of packages) {
      const before = new Set(readdirSync(packsDir));
      pnpmCommand(`pack ${pkg.name}`, ['pack', '--pack-destination', packsDir], join(work, 'packages', pkg.folder));
      const tarball = readdirSync(packsDir).find((file) => file.endsWith('.tgz') && !before.has(file));
      if (!tarball) throw new Error(`pnpm pack of ${pkg.name} wrote no tarball`);
      packed.push({name: pkg.name, version: pkg.version, folder: pkg.folder, tarball});
    }
    log(`  packed ${packed.length} packages`);
    return {
      commit,
      packages: packed,
      catalogs: readCatalogs(readFileSync(join(work, 'pnpm-workspace.yaml'), 'utf8')),
      pnpm,
      node: FRAMEWORK_NODE_VERSION,
      source: shortCommit(commit),
      builtAt: new Date().toISOString(),
    };
  } finally {
    // The build workspace is several hundred megabytes of dependencies; only the tarballs are kept.
    rmSync(dirname(work), {recursive: true, force: true});
  }
}
