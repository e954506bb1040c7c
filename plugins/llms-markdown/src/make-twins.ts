/** Every page's Markdown twin, unchanged pages from the cache (used by the plugin's postBuild, the unit tests and the bench). */
import type {PluggableList} from 'unified';
import type {SiteSummary} from './llms-txt';
import {pageBody, type DocPage} from './pages';
import {buildFingerprint, TwinCache, twinKey} from './twin-cache';

export interface Twin {
  page: DocPage;
  markdown: string;
}

/**
 * Every page's twin: the one made from the MDX loader's parse when the bundler compiled the page in this build
 * (`fromLoader`, by source file: loader-twins.ts), else the cached one, else converted here; a page that fails
 * names its file in the error. Every twin of the build is put in the cache.
 */
export async function makeTwins(
  pages: readonly DocPage[],
  site: Pick<SiteSummary, 'origin' | 'baseUrl'>,
  remarkPlugins: PluggableList,
  cache: TwinCache = new TwinCache(undefined),
  fingerprint: string = buildFingerprint(pages, remarkPlugins, site),
  fromLoader: ReadonlyMap<string, string> = new Map(),
): Promise<{twins: Twin[]; converted: number; loaded: number}> {
  const permalinks = new Map(pages.map((page) => [page.sourceFile, page.permalink]));
  const twins: Twin[] = [];
  let converted = 0;
  let loaded = 0;
  for (const page of pages) {
    try {
      const body = pageBody(page.sourceFile);
      const key = twinKey(fingerprint, page, body);
      let markdown = fromLoader.get(page.sourceFile);
      if (markdown !== undefined) {
        cache.set(key, markdown);
        loaded += 1;
      } else markdown = cache.get(key);
      if (markdown === undefined) {
        // The converter (remark with MDX and its printer) is loaded only when a page needs it: not in a warm build.
        const {toMarkdownTwin} = await import('./convert');
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
  return {twins, converted, loaded};
}
