/**
 * A folder of minified files keyed by what determines the output: the minifier's version, its options and
 * the input text. Entries are plain files named by that key, so a cache that is lost, half-written or
 * shared by several builds at once only costs a re-minification, never a wrong result.
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, readdir, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** The cache key of one input: any change to minifier, options or text gives another key. */
export function cacheKey(minifierVersion: string, options: unknown, source: string): string {
  return createHash('sha256').update(minifierVersion).update('\0').update(JSON.stringify(options)).update('\0').update(source).digest('hex');
}

export class MinifyCacheStore {
  private readonly used = new Set<string>();

  constructor(readonly dir: string) {}

  private fileOf(key: string): string {
    return path.join(this.dir, `${key}.js`);
  }

  /** The cached output for `key`, or null. */
  async get(key: string): Promise<string | null> {
    this.used.add(key);
    try {
      return await readFile(this.fileOf(key), 'utf8');
    } catch {
      return null;
    }
  }

  /** Stores an output; written to a temporary name first so a reader never sees half a file. */
  async set(key: string, code: string): Promise<void> {
    this.used.add(key);
    await mkdir(this.dir, {recursive: true});
    const temporary = `${this.fileOf(key)}.${process.pid}.tmp`;
    await writeFile(temporary, code);
    await rename(temporary, this.fileOf(key));
  }

  /** Deletes the entries this build did not use (outputs of files that changed since), returns how many. */
  async prune(): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return 0;
    }
    const stale = names.filter((name) => name.endsWith('.js') && !this.used.has(name.slice(0, -3)));
    await Promise.all(stale.map((name) => rm(path.join(this.dir, name), {force: true})));
    return stale.length;
  }
}
