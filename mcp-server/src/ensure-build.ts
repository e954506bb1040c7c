/**
 * The server answers from a built site. With no build in the repository, it builds one first (its output goes to
 * stderr: stdout carries the MCP messages); a named build folder that does not hold a site, or a build that
 * fails, stops the start-up with one message saying what to do.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from './site';
import {StartupError} from './startup-error';

/** What a build must hold for every tool: the search manifest and the Markdown twins' index. */
export const BUILD_MARKERS = [path.join('search', 'manifest.json'), 'llms.txt'];

export function missingMarkers(buildDir: string): string[] {
  return BUILD_MARKERS.filter((marker) => !existsSync(path.join(buildDir, marker)));
}

export function ensureBuild(buildDir: string, mayBuild: boolean): void {
  const missing = missingMarkers(buildDir);
  if (missing.length === 0) return;
  if (!mayBuild) {
    throw new StartupError(
      `no built site in ${buildDir} (missing ${missing.join(', ')}): run "npm run build" in the ` +
        `repository, or pass --build-dir <folder of a build>`,
    );
  }
  console.error(
    `[mcp] no build in ${buildDir} (missing ${missing.join(', ')}): building the site first with "npm run build" (takes a few minutes)…`,
  );
  const result = spawnSync('npm', ['run', 'build'], {cwd: REPO_ROOT, stdio: ['ignore', process.stderr, process.stderr]});
  if (result.error || result.status !== 0) {
    const why = result.error ? result.error.message : `exited with ${result.status ?? result.signal}`;
    throw new StartupError(
      `the site could not be built ("npm run build" ${why}; its output is above), and the server answers ` +
        `from a build: fix the build, or pass --build-dir <folder of a build>`,
    );
  }
  const still = missingMarkers(buildDir);
  if (still.length) throw new StartupError(`"npm run build" finished but ${buildDir} lacks ${still.join(', ')}`);
}
