/**
 * Where the harness keeps what it builds: one folder per framework commit and lockfile under the site's
 * node_modules/.cache, so `npm install` of the site never deletes it and a second run reuses it.
 */
import {execFileSync} from 'node:child_process';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

/** The site's root folder (this file is framework/src/paths.ts). */
export const SITE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Root of everything the harness caches. */
export function cacheRoot(siteDir = SITE_DIR): string {
  return process.env.FRAMEWORK_CACHE_DIR ?? join(siteDir, 'node_modules', '.cache', 'framework');
}

/**
 * Where the reader's projects live (the packed framework installed with npm, plus the pages' example projects and
 * the known-issue runs inside them): in the system's temporary folder, shared by every checkout. Neither below
 * node_modules (the framework loads a reader's `commandkit.config.ts` with Node 24's type stripping, which refuses
 * files below a node_modules folder) nor inside the site, whose own tsconfig.json the framework's bundler would pick
 * up: a reader's project has neither around it. Shared, not one folder per checkout: a project is keyed by what it
 * installs (consumer.ts), so a fresh clone reuses the projects an earlier one installed instead of leaving a new
 * set of them (gigabytes) behind each time.
 */
export function projectsRoot(): string {
  if (process.env.FRAMEWORK_CACHE_DIR) return join(process.env.FRAMEWORK_CACHE_DIR, 'consumers');
  return join(tmpdir(), 'commandkit-docs-projects');
}

/**
 * Folders that may hold the framework snapshots (`commandkit-<short sha>.tar.gz`), first match wins:
 * FRAMEWORK_SNAPSHOTS, then `../shared/framework` beside this checkout, then beside the main checkout
 * when this one is a git worktree (its common git folder belongs to the main checkout).
 */
export function snapshotFolders(siteDir = SITE_DIR): string[] {
  const folders = [join(siteDir, '..', 'shared', 'framework')];
  try {
    const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    folders.push(join(dirname(common), '..', 'shared', 'framework'));
  } catch {
    // Not a git checkout (an unpacked archive): only the folder beside it.
  }
  if (process.env.FRAMEWORK_SNAPSHOTS) folders.unshift(resolve(process.env.FRAMEWORK_SNAPSHOTS));
  return [...new Set(folders)];
}
