/**
 * A reader's project: a folder whose package.json installs the packed framework (the tarballs `pnpm pack`
 * wrote) and discord.js with npm, as a reader's `npm install` would, plus whatever a page's install lines add.
 * Framework code then runs from here on Node 24.
 */
import {writeFileSync} from 'node:fs';
import {basename, join, relative} from 'node:path';
import {cachedEntry, hashOf} from './cache';
import {ensureFrameworkNode, frameworkNodeEnv} from './node24';
import {projectsRoot} from './paths';
import {runStep} from './process';
import type {PackedFramework} from './build';

export interface ConsumerOptions {
  /** Which framework packages to install (default: all of them). */
  frameworkPackages?: readonly string[];
  /** Third-party packages, name -> version range as an install line would give it (`ai`, `@ai-sdk/openai@^2`...). */
  dependencies?: Readonly<Record<string, string>>;
  log?: (line: string) => void;
}

export interface ConsumerProject {
  dir: string;
  /** The Node binary framework code runs on. */
  node: string;
  /** Name -> installed version of every direct dependency. */
  installed: Record<string, string>;
  reused: boolean;
}

interface ConsumerManifest {
  installed: Record<string, string>;
}

/** The install specifiers for a consumer, in a stable order (the cache key is made from them). */
export function installSpecifiers(packed: PackedFramework & {packsDir: string}, consumerDir: string, options: ConsumerOptions): string[] {
  const wanted = new Set(options.frameworkPackages ?? packed.packages.map((p) => p.name));
  const tarballs = packed.packages
    .filter((p) => wanted.has(p.name))
    .map((p) => `${p.name}@file:${relative(consumerDir, join(packed.packsDir, p.tarball))}`);
  const thirdParty = {'discord.js': packed.catalogs['discord.js'] ?? '^14', ...options.dependencies};
  const named = Object.entries(thirdParty)
    .filter(([name]) => !wanted.has(name))
    .map(([name, range]) => `${name}@${range}`);
  return [...tarballs, ...named.sort()];
}

export function ensureConsumer(packed: PackedFramework & {packsDir: string}, options: ConsumerOptions = {}): ConsumerProject {
  const node = ensureFrameworkNode();
  // The key names the packs by their cache entry (commit + lockfile), not by the checkout that holds them: as if
  // they sat beside the projects' folder, where FRAMEWORK_CACHE_DIR puts both (whose keys therefore stay as they
  // were). Every checkout of the same framework build then shares one project.
  const asKeyed = {...packed, packsDir: join(projectsRoot(), '..', 'packs', basename(packed.packsDir))};
  return ensureReaderProject({
    keyParts: [asKeyed.packsDir],
    keySpecifiers: (dir) => installSpecifiers(asKeyed, dir, options),
    specifiers: (dir) => installSpecifiers(packed, dir, options),
    node,
    log: options.log,
  });
}

/**
 * A reader's project on a published release (0.1.10 from the npm registry): the same install, with the
 * Node the caller names (0.1.10 predates Node 24 and is run on the site's Node).
 */
export function ensurePublishedProject(
  dependencies: Readonly<Record<string, string>>,
  node = process.execPath,
  log?: (line: string) => void,
): ConsumerProject {
  const specifiers = Object.entries(dependencies)
    .map(([name, range]) => `${name}@${range}`)
    .sort();
  return ensureReaderProject({keyParts: ['published', node], keySpecifiers: () => specifiers, specifiers: () => specifiers, node, log});
}

interface ReaderProjectPlan {
  keyParts: readonly string[];
  /** The install specifiers as the project's key names them (the same for every checkout). */
  keySpecifiers: (projectDir: string) => string[];
  /** Install specifiers for a project folder (tarballs are given relative to it). */
  specifiers: (projectDir: string) => string[];
  node: string;
  log?: (line: string) => void;
}

function ensureReaderProject(plan: ReaderProjectPlan): ConsumerProject {
  const root = projectsRoot();
  // Tarball specifiers are relative to the project folder: every project sits at the same depth, so any name works here.
  const key = hashOf(...plan.keyParts, ...plan.keySpecifiers(join(root, 'x')));
  const dir = join(root, key);
  const {manifest, reused} = cachedEntry<ConsumerManifest>(dir, (temp) => {
    const specifiers = plan.specifiers(temp);
    plan.log?.(`  installing a reader's project: ${specifiers.map((s) => s.replace(/@file:.*/, ' (packed)')).join(', ')}`);
    writeFileSync(join(temp, 'package.json'), `${JSON.stringify({name: 'reader-bot', private: true, type: 'module'}, null, 2)}\n`);
    runStep('npm install (reader project)', 'npm', ['install', '--no-audit', '--no-fund', ...specifiers], {
      cwd: temp,
      env: frameworkNodeEnv(plan.node),
    });
    return {installed: installedVersions(temp)};
  });
  return {dir, node: plan.node, installed: manifest.installed, reused};
}

function installedVersions(dir: string): Record<string, string> {
  const out = runStep('npm ls', 'npm', ['ls', '--depth=0', '--json'], {cwd: dir});
  const tree = JSON.parse(out.slice(out.indexOf('{'))) as {dependencies?: Record<string, {version?: string}>};
  return Object.fromEntries(Object.entries(tree.dependencies ?? {}).map(([name, info]) => [name, info.version ?? '?']));
}
