/**
 * Makes a folder that a plugin owns hold exactly the given files: writes the files whose text changed,
 * leaves unchanged ones untouched (their times stay, which the bundler cache and the dev server's watcher
 * go by) and removes files, then empty folders, that are no longer generated.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Path relative to the folder (`/`-separated) → file text. */
export type GeneratedFiles = ReadonlyMap<string, string>;

export function writeChangedFiles(dir: string, files: GeneratedFiles): void {
  mkdirSync(dir, {recursive: true});
  const wanted = new Set([...files.keys()].map((name) => path.normalize(name)));
  const entries = readdirSync(dir, {recursive: true, withFileTypes: true});
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    if (!wanted.has(path.relative(dir, file))) {
      rmSync(file, {force: true});
    }
  }
  // Deepest first, so a folder emptied by the removal of its subfolders goes too.
  const folders = entries.filter((item) => item.isDirectory()).map((item) => path.join(item.parentPath, item.name));
  for (const folder of folders.sort((a, b) => b.length - a.length)) {
    if (readdirSync(folder).length === 0) {
      rmdirSync(folder);
    }
  }
  for (const [name, text] of files) {
    const file = path.join(dir, name);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, text);
    }
  }
}
