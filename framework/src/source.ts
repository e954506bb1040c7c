/**
 * The framework's source at a commit: the snapshot tarball from the shared folder when there is one, else a
 * clone of the framework's public repository at that commit (for contributors with only this repository).
 */
import {existsSync, mkdirSync, readdirSync, renameSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {snapshotFolders} from './paths';
import {runStep} from './process';

export const FRAMEWORK_REPOSITORY = 'https://github.com/underctrl-io/commandkit.git';

export function shortCommit(commit: string): string {
  return commit.slice(0, 8);
}

/** The snapshot file for a commit, if one of the snapshot folders has it. */
export function findSnapshot(commit: string, folders = snapshotFolders()): string | undefined {
  const file = `commandkit-${shortCommit(commit)}.tar.gz`;
  return folders.map((folder) => join(folder, file)).find((path) => existsSync(path));
}

/**
 * Puts the source of `commit` in `dest` (packages/, the workspace files and the lockfile).
 * Returns where it came from, for the build's log.
 */
export function fetchSource(commit: string, dest: string): string {
  rmSync(dest, {recursive: true, force: true});
  const unpack = `${dest}.unpack`;
  rmSync(unpack, {recursive: true, force: true});
  mkdirSync(unpack, {recursive: true});
  const snapshot = findSnapshot(commit);
  if (snapshot) {
    runStep('unpack the framework snapshot', 'tar', ['-xzf', snapshot, '-C', unpack], {cwd: unpack});
    const [top] = readdirSync(unpack);
    if (!top || !existsSync(join(unpack, top, 'packages'))) throw new Error(`${snapshot} does not hold a framework checkout`);
    renameSync(join(unpack, top), dest);
    rmSync(unpack, {recursive: true, force: true});
    return `snapshot ${snapshot.split('/').pop()}`;
  }
  // No snapshot: a partial clone, then just that commit's tree.
  runStep('clone the framework', 'git', ['clone', '--filter=blob:none', '--no-checkout', FRAMEWORK_REPOSITORY, unpack], {
    cwd: join(unpack, '..'),
  });
  runStep('check out the commit', 'git', ['checkout', '--detach', commit], {cwd: unpack});
  rmSync(join(unpack, '.git'), {recursive: true, force: true});
  renameSync(unpack, dest);
  return `clone of ${FRAMEWORK_REPOSITORY} at ${shortCommit(commit)}`;
}
