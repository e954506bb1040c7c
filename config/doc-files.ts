import {existsSync} from 'node:fs';
import path from 'node:path';

/** Maps a docs URL to the folder and relative path of the page that would serve it. */
export function docFileCandidates(url: string): string[] {
  const v0 = url.match(/^\/docs\/v0\/(.+)$/);
  const [folder, rest] = v0 ? ['versioned_docs/version-0.1.10', v0[1]] : ['docs', url.replace(/^\/docs\//, '')];
  return ['.mdx', '.md', '/index.mdx', '/index.md'].map((suffix) => path.join(folder, `${rest}${suffix}`));
}

export function docFileExists(url: string, siteDir: string = process.cwd()): boolean {
  return docFileCandidates(url).some((candidate) => existsSync(path.join(siteDir, candidate)));
}
