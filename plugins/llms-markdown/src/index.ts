/**
 * llms-markdown: what readers using AI assistants and tools get from the site, written after the build.
 * - `<page URL>.md` for every doc page (guide and API, every version): the page's Markdown twin (convert.ts);
 * - `/llms.txt`: the site summary and every page's twin link, by version, part and section (llms-txt.ts);
 * - one full-text file per version and part (`/llms-full.txt` for the 1.x guide, `/llms-api.txt`, ...).
 * Twins are made from the MDX sources, not from the built HTML: see README.md beside this folder.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {toMarkdownTwin} from './convert';
import {docsRemarkPlugins} from './docs-config';
import {fullText, fullTextFiles, llmsTxt, twinPath, type SiteSummary} from './llms-txt';
import type {PluginOptions} from './options';
import {pageBody, pagesFromDocsContent, type DocPage, type DocsContent} from './pages';
import {buildFingerprint, TwinCache, twinKey} from './twin-cache';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

/** The doc pages of a docs plugin instance, from `allContentLoaded`'s content (shared with social-cards). */
export function docPagesOf(allContent: Record<string, Record<string, unknown> | undefined>, docsPluginId: string, siteDir: string): DocPage[] {
  const content = allContent['docusaurus-plugin-content-docs']?.[docsPluginId] as DocsContent | undefined;
  if (!content) {
    throw new Error(`llms-markdown: no docs plugin with id "${docsPluginId}" is loaded; set the docsPluginId option to one that is.`);
  }
  return pagesFromDocsContent(content, siteDir);
}

export interface Twin {
  page: DocPage;
  markdown: string;
}

/** Converts every page (unchanged ones come from the cache); a page that fails names its file in the error. */
export async function makeTwins(
  pages: readonly DocPage[],
  site: Pick<SiteSummary, 'origin' | 'baseUrl'>,
  remarkPlugins: ReturnType<typeof docsRemarkPlugins>,
  cache: TwinCache = new TwinCache(undefined),
): Promise<{twins: Twin[]; converted: number}> {
  const permalinks = new Map(pages.map((page) => [page.sourceFile, page.permalink]));
  const fingerprint = buildFingerprint(pages, remarkPlugins, site);
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

async function writeText(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, text);
}

export default function llmsMarkdownPlugin(context: LoadContext, options: PluginOptions): Plugin {
  let pages: DocPage[] = [];
  return {
    name: 'llms-markdown',

    async allContentLoaded({allContent}) {
      pages = docPagesOf(allContent as Record<string, Record<string, unknown>>, options.docsPluginId, context.siteDir);
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const site: SiteSummary = {title: context.siteConfig.title, summary: options.summary, origin: context.siteConfig.url, baseUrl: context.baseUrl};
      const cache = new TwinCache(path.resolve(context.siteDir, options.cacheDir, 'twins.json'));
      const {twins, converted} = await makeTwins(pages, site, docsRemarkPlugins(context.siteConfig as never, options.docsPluginId, options.skipRemarkPlugins), cache);
      cache.save();
      const baseDir = (permalink: string) => path.join(outDir, permalink.slice(context.baseUrl.length - 1));
      await Promise.all(twins.map(({page, markdown}) => writeText(baseDir(twinPath(page.permalink)), markdown)));
      const files = fullTextFiles(pages);
      await writeText(path.join(outDir, 'llms.txt'), llmsTxt(pages, site, files));
      await Promise.all(files.map((file) => writeText(path.join(outDir, file.fileName), fullText(file, site, twins))));
      console.log(
        `[llms-markdown] ${twins.length} Markdown twins (${converted} converted, ${twins.length - converted} from the cache), llms.txt and ${files.length} full-text files in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
