/**
 * Loads beautiful-mermaid. The package is ESM-only and exports only an `import` condition, which
 * Docusaurus's config loader (jiti, which turns every import into `require`) cannot resolve; so its entry
 * file is found on disk and required by path (Node 20.19+ loads ES modules with `require`).
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type * as BeautifulMermaid from 'beautiful-mermaid';

const PACKAGE = 'beautiful-mermaid';

/** The package's folder: the nearest node_modules/beautiful-mermaid above `from`. */
export function packageDirFrom(from: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', PACKAGE);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

let loaded: typeof BeautifulMermaid | undefined;

export function beautifulMermaid(): typeof BeautifulMermaid {
  if (loaded) return loaded;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = packageDirFrom(here) ?? packageDirFrom(process.cwd());
  if (!dir) {
    throw new Error(`diagrams: ${PACKAGE} is not installed (run npm install).`);
  }
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {exports?: {'.'?: {import?: string}}; main?: string};
  const entry = manifest.exports?.['.']?.import ?? manifest.main ?? 'dist/index.js';
  loaded = createRequire(import.meta.url)(path.join(dir, entry)) as typeof BeautifulMermaid;
  return loaded;
}
