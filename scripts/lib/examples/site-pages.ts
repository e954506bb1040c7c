/**
 * The guide pages whose examples are checked, per version, read with their version: shared by
 * `npm run check:examples` and the build's types on hover (plugins/example-hovers), which compile the same set.
 */
import {readFile} from 'node:fs/promises';
import {relative, resolve} from 'node:path';
import type {ApiVersion} from '../../../plugins/api-reference/src/public';
import {DOCS_VERSIONS} from '../../../plugins/shared/docs-versions';
import {listPages} from '../../../plugins/shared/pages';
import type {PageSource} from './check';

export const VERSION_PAGES = Object.fromEntries(DOCS_VERSIONS.map((version) => [version.name, `${version.contentDir}/guide`])) as Record<
  ApiVersion,
  string
>;

/** Every guide page of every version (`wanted`: only these absolute files or folders). */
export async function readExamplePages(siteDir: string, wanted: readonly string[] = []): Promise<PageSource[]> {
  const pages: PageSource[] = [];
  for (const [version, base] of Object.entries(VERSION_PAGES) as Array<[ApiVersion, string]>) {
    const all = await listPages([resolve(siteDir, base)]);
    const files = wanted.length ? all.filter((f) => wanted.some((w) => f === w || f.startsWith(w + '/'))) : all;
    // Read at once, not one await per file: inside a build the event loop is busy with the bundler's work, and
    // ~120 awaits in a row each waited for a turn (the hover data's read took 41-102 s of wall time under load).
    const sources = await Promise.all(files.map((f) => readFile(f, 'utf8')));
    files.forEach((f, i) => pages.push({page: relative(siteDir, f), source: sources[i]!, version}));
  }
  return pages;
}
