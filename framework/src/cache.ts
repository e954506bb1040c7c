/**
 * Cache entries are folders built under a temporary name and renamed into place when complete, so a run that
 * is stopped half-way never leaves an entry that looks finished, and two runs racing for the same entry both
 * end with a complete one.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

export function hashOf(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
}

const MANIFEST = 'manifest.json';

/** The manifest of a finished entry, or undefined when the entry is missing. */
export function readEntry<T>(dir: string): T | undefined {
  const file = join(dir, MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

/**
 * Returns the entry at `dir`, building it with `build(tempDir)` first when it is missing. `build` fills the
 * temporary folder and returns the manifest, which is written last.
 */
export function cachedEntry<T>(dir: string, build: (tempDir: string) => T): {manifest: T; reused: boolean} {
  const existing = readEntry<T>(dir);
  if (existing) return {manifest: existing, reused: true};
  const temp = `${dir}.tmp-${process.pid}`;
  rmSync(temp, {recursive: true, force: true});
  mkdirSync(temp, {recursive: true});
  try {
    const manifest = build(temp);
    writeFileSync(join(temp, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(dirname(dir), {recursive: true});
    try {
      renameSync(temp, dir);
    } catch (error) {
      // Another run finished the same entry first: keep theirs.
      const theirs = readEntry<T>(dir);
      if (!theirs) throw error;
      rmSync(temp, {recursive: true, force: true});
      return {manifest: theirs, reused: true};
    }
    return {manifest, reused: false};
  } catch (error) {
    rmSync(temp, {recursive: true, force: true});
    throw error;
  }
}
