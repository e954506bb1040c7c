/**
 * A reader's project: a folder whose package.json installs the packed framework (the tarballs `pnpm pack`
 * wrote) and discord.js with npm, as a reader's `npm install` would, plus whatever a page's install lines add.
 * Framework code then runs from here on Node 24.
 */
import {writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {cachedEntry, hashOf} from './cache';
import {ensureFrameworkNode, frameworkNodeEnv} from './node24';
import {cacheRoot} from './paths';
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
  packs: string;
}

/** The install specifiers for a consumer, in a stable order (the cache key is made from them). */
export function installSpecifiers(packed: PackedFramework & {packsDir: string}, consumerDir: string, options: ConsumerOptions): string[] {
  const wanted = new Set(options.frameworkPackages ?? packed.packages.map((p) => p.name));
  const tarballs = packed.packages.filter((p) => wanted.has(p.name)).map((p) => `${p.name}@file:${relative(consumerDir, join(packed.packsDir, p.tarball))}`);
  const thirdParty = {'discord.js': packed.catalogs['discord.js'] ?? '^14', ...options.dependencies};
  const named = Object.entries(thirdParty)
    .filter(([name]) => !wanted.has(name))
    .map(([name, range]) => `${name}@${range}`);
  return [...tarballs, ...named.sort()];
}

export function ensureConsumer(packed: PackedFramework & {packsDir: string}, options: ConsumerOptions = {}): ConsumerProject {
  const log = options.log ?? (() => {});
  const root = join(cacheRoot(), 'consumers');
  // Specifiers are relative to the consumer folder: every consumer sits at the same depth, so any name works here.
  const key = hashOf(packed.packsDir, ...installSpecifiers(packed, join(root, 'x'), options));
  const dir = join(root, key);
  const node = ensureFrameworkNode();
  const {manifest, reused} = cachedEntry<ConsumerManifest>(dir, (temp) => {
    const specifiers = installSpecifiers(packed, temp, options);
    log(`  installing a reader's project: ${specifiers.map((s) => s.replace(/@file:.*/, ' (packed)')).join(', ')}`);
    writeFileSync(join(temp, 'package.json'), `${JSON.stringify({name: 'reader-bot', private: true, type: 'module'}, null, 2)}\n`);
    runStep('npm install (reader project)', 'npm', ['install', '--no-audit', '--no-fund', '--save-exact=false', ...specifiers], {
      cwd: temp,
      env: frameworkNodeEnv(node),
    });
    return {installed: installedVersions(temp), packs: packed.packsDir};
  });
  return {dir, node, installed: manifest.installed, reused};
}

function installedVersions(dir: string): Record<string, string> {
  const out = runStep('npm ls', 'npm', ['ls', '--depth=0', '--json'], {cwd: dir});
  const tree = JSON.parse(out.slice(out.indexOf('{'))) as {dependencies?: Record<string, {version?: string}>};
  return Object.fromEntries(Object.entries(tree.dependencies ?? {}).map(([name, info]) => [name, info.version ?? '?']));
}
