/**
 * Scratch folders for tests: made in the system temp folder and removed once the test file's tests have run, so
 * a test run leaves nothing behind (a failing assertion included).
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after} from 'node:test';

const made: string[] = [];

// Registered when the test file imports this module (before its tests start): the hook of the whole file.
after(() => {
  for (const dir of made.splice(0)) rmSync(dir, {recursive: true, force: true});
});

/** A new empty folder named `<prefix><random>` in the system temp folder, removed after the file's tests. */
export function tempFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
