/**
 * The Node.js that framework code runs on. The framework's `engines` asks for Node 24 and its KV store needs
 * `node:sqlite`, which the site's Node 20 lacks. The binary comes from the npm registry's per-platform package
 * (`node-<platform>-<arch>`, which ships `bin/node`), installed once into the harness cache.
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {cacheRoot} from './paths';
import {runStep} from './process';

/** Pinned so that every run, here and in CI, executes the framework on the same Node. */
export const FRAMEWORK_NODE_VERSION = '24.11.1';

export function nodePackageName(platform = process.platform, arch = process.arch): string {
  return `node-${platform}-${arch}`;
}

/** Path of the Node 24 binary, installing it first when it is not in the cache. */
export function ensureFrameworkNode(root = cacheRoot()): string {
  const dir = join(root, `node-${FRAMEWORK_NODE_VERSION}`);
  const name = nodePackageName();
  const binary = join(dir, 'node_modules', name, 'bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, {recursive: true});
  // A private package.json keeps npm from walking up into the site's own manifest.
  writeFileSync(join(dir, 'package.json'), JSON.stringify({name: 'framework-node', private: true}));
  runStep(
    `install Node ${FRAMEWORK_NODE_VERSION}`,
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-save', `${name}@${FRAMEWORK_NODE_VERSION}`],
    {cwd: dir},
  );
  if (!existsSync(binary)) throw new Error(`${name}@${FRAMEWORK_NODE_VERSION} installed but has no bin/node`);
  return binary;
}

/** Environment that puts the framework's Node first on PATH, so that npm, npx and pnpm scripts use it too. */
export function frameworkNodeEnv(binary: string): NodeJS.ProcessEnv {
  const bin = join(binary, '..');
  return {PATH: `${bin}:${process.env.PATH ?? ''}`, NODE_OPTIONS: ''};
}
