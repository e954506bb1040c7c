/**
 * The one folder hasher: cache keys that must change when any file of a folder changes (the API models, the
 * known issues, the code a compile depends on). Files are taken in path order and each is fed as its path
 * relative to the folder and its bytes, so a rename changes the key as well as an edit.
 */
import {createHash, type Hash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

export interface FolderHashOptions {
  /** Whether a file counts, by its path relative to the folder (with `/` separators). */
  include: (relativePath: string) => boolean;
  /** Descend into sub-folders (default true). */
  recursive?: boolean;
}

/** Feeds every included file of `dir` into `hash`; returns how many there were (0 for a missing folder). */
export function hashFolderInto(hash: Hash, dir: string, options: FolderHashOptions): number {
  if (!existsSync(dir)) return 0;
  const files = readdirSync(dir, {recursive: options.recursive ?? true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter(options.include)
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(dir, file)))
      .update('\0');
  return files.length;
}

/** A short hex key of a folder's included files, or "none" when there is none. */
export function folderHash(dir: string, options: FolderHashOptions & {length?: number}): string {
  const hash = createHash('sha256');
  return hashFolderInto(hash, dir, options) ? hash.digest('hex').slice(0, options.length ?? 12) : 'none';
}
