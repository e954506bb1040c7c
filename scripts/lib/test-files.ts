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

/**
 * Arguments for `node` to run every test file of a folder with the TypeScript loader. Browser tests run
 * one file at a time: each starts its own Chromium, and two at once overload a 2-core machine.
 */
export async function nodeTestArgs(folder: string, extra: readonly string[] = []): Promise<string[]> {
  const serial = folder.includes('e2e') ? ['--test-concurrency=1'] : [];
  return ['--import', 'tsx', '--test', ...serial, ...extra, ...(await listTestFiles(folder))];
}
