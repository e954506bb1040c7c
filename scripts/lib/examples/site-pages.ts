/**
 * The guide pages whose examples are checked, per version, read with their version: shared by
 * `npm run check:examples` and the build's types on hover (plugins/example-hovers), which compile the same set.
 */
import {readFile} from 'node:fs/promises';
import {relative, resolve} from 'node:path';
import type {ApiVersion} from '../../../plugins/api-reference/src/model/types';
import {listPages} from '../pages';
import type {PageSource} from './check';

export const VERSION_PAGES: Record<ApiVersion, string> = {
  '1.x': 'docs/guide',
  '0.1.10': 'versioned_docs/version-0.1.10/guide',
};

/** Every guide page of every version (`wanted`: only these absolute files or folders). */
export async function readExamplePages(siteDir: string, wanted: readonly string[] = []): Promise<PageSource[]> {
  const pages: PageSource[] = [];
  for (const [version, base] of Object.entries(VERSION_PAGES) as Array<[ApiVersion, string]>) {
    const all = await listPages([resolve(siteDir, base)]);
    const files = wanted.length ? all.filter((f) => wanted.some((w) => f === w || f.startsWith(w + '/'))) : all;
    for (const f of files) pages.push({page: relative(siteDir, f), source: await readFile(f, 'utf8'), version});
  }
  return pages;
}
