import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Every *.test.ts file below a folder, sorted, so Node 20's runner gets explicit paths (it has no globs). */
export async function listTestFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, {recursive: true});
  return entries
    .filter((entry) => entry.endsWith('.test.ts'))
    .map((entry) => path.join(folder, entry))
    .sort();
}
