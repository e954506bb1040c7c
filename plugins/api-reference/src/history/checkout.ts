/** A commit's tree of the framework, outside this repository, for extraction. */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** The tree of `commit` (packages and workspace files only) in a new temporary folder. */
export function checkoutTree(repo: string, commit: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ck-history-'));
  const tar = join(dir, 'tree.tar');
  // `git -C` works for a work tree and a bare repository alike.
  execFileSync('git', ['-C', repo, 'archive', '-o', tar, commit, 'packages', 'package.json', 'pnpm-workspace.yaml'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  execFileSync('tar', ['-xf', tar, '-C', dir]);
  rmSync(tar);
  return dir;
}
