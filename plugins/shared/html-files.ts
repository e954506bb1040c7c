/** The built HTML pages of an output folder, read by the search indexer, the URL forms and the benches. */
import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Every .html file below `dir`, as sorted paths relative to it. */
export async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
