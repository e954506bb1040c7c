/** Every page's Markdown twin, unchanged pages from the cache (used by the plugin, its worker and the bench). */
import type {PluggableList} from 'unified';
import {toMarkdownTwin} from './convert';
import type {SiteSummary} from './llms-txt';
import {pageBody, type DocPage} from './pages';
import {buildFingerprint, TwinCache, twinKey} from './twin-cache';

export interface Twin {
  page: DocPage;
  markdown: string;
}

/**
 * Converts every page (unchanged ones come from the cache); a page that fails names its file in the error.
 * `fingerprint` is the build's (buildFingerprint) when the caller has it from the build's own thread: a worker's
 * copy of the remark plugins is compiled by another loader, whose function text would give other cache keys.
 */
export async function makeTwins(
  pages: readonly DocPage[],
  site: Pick<SiteSummary, 'origin' | 'baseUrl'>,
  remarkPlugins: PluggableList,
  cache: TwinCache = new TwinCache(undefined),
  fingerprint: string = buildFingerprint(pages, remarkPlugins, site),
): Promise<{twins: Twin[]; converted: number}> {
  const permalinks = new Map(pages.map((page) => [page.sourceFile, page.permalink]));
  const twins: Twin[] = [];
  let converted = 0;
  for (const page of pages) {
    try {
      const body = pageBody(page.sourceFile);
      const key = twinKey(fingerprint, page, body);
      let markdown = cache.get(key);
      if (markdown === undefined) {
        markdown = await toMarkdownTwin(
          {...page, body, origin: site.origin, baseUrl: site.baseUrl, permalinkOfFile: (file) => permalinks.get(file)},
          {remarkPlugins},
        );
        cache.set(key, markdown);
        converted += 1;
      }
      twins.push({page, markdown});
    } catch (error) {
      throw new Error(`llms-markdown: cannot make the Markdown twin of ${page.sourceFile}: ${(error as Error).message}`, {cause: error});
    }
  }
  return {twins, converted};
}
