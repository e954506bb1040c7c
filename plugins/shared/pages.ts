import {readdir, stat} from 'node:fs/promises';
import path from 'node:path';

/** Expands files and folders into the sorted list of .md/.mdx pages they contain. */
export async function listPages(targets: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const target of targets) {
    const info = await stat(target).catch(() => undefined);
    if (!info) {
      continue;
    }
    if (info.isFile()) {
      found.push(target);
      continue;
    }
    const entries = await readdir(target, {recursive: true});
    for (const entry of entries) {
      if (/\.mdx?$/.test(entry)) {
        found.push(path.join(target, entry));
      }
    }
  }
  return [...new Set(found)].sort();
}
