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
import {docsRemarkPlugins} from './docs-config';
import {fullText, fullTextFiles, llmsTxt, twinPath, type SiteSummary} from './llms-txt';
import type {PluginOptions} from './options';
import type {LoaderTwins} from './loader-twins';
import {pagesFromDocsContent, type DocPage, type DocsContent} from './pages';
import {buildFingerprint, TwinCache} from './twin-cache';
import {closeTwinSession, openTwinSession} from './twin-source';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

/** The doc pages of a docs plugin instance, from `allContentLoaded`'s content (shared with social-cards). */
export function docPagesOf(
  allContent: Record<string, Record<string, unknown> | undefined>,
  docsPluginId: string,
  siteDir: string,
): DocPage[] {
  const content = allContent['docusaurus-plugin-content-docs']?.[docsPluginId] as DocsContent | undefined;
  if (!content) {
    throw new Error(`llms-markdown: no docs plugin with id "${docsPluginId}" is loaded; set the docsPluginId option to one that is.`);
  }
  return pagesFromDocsContent(content, siteDir);
}

async function writeText(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, text);
}

export default function llmsMarkdownPlugin(context: LoadContext, options: PluginOptions): Plugin {
  let pages: DocPage[] = [];
  /** The twins made from the MDX loader's parse while the bundler compiles the pages (production builds). */
  let session: LoaderTwins | undefined;
  const site: SiteSummary = {
    title: context.siteConfig.title,
    summary: options.summary,
    origin: context.siteConfig.url,
    baseUrl: context.baseUrl,
  };
  const cacheFile = path.resolve(context.siteDir, options.cacheDir, 'twins.json');
  const remarkPlugins = () => docsRemarkPlugins(context.siteConfig as never, options.docsPluginId, options.skipRemarkPlugins);
  return {
    name: 'llms-markdown',

    async allContentLoaded({allContent}) {
      pages = docPagesOf(allContent as Record<string, Record<string, unknown>>, options.docsPluginId, context.siteDir);
      // A production build makes each page's twin from the tree the MDX loader parses while the bundler compiles
      // the page (twin-source.ts, first of the docs' remark plugins); postBuild collects them. The dev server
      // (NODE_ENV development) has no postBuild and makes no twins.
      if (process.env.NODE_ENV === 'production') {
        if (session) closeTwinSession(session);
        const {LoaderTwins} = await import('./loader-twins');
        session = new LoaderTwins(pages, site, remarkPlugins());
        openTwinSession(session);
      }
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const fromLoader = session?.made;
      if (session) closeTwinSession(session);
      session = undefined;
      const cache = new TwinCache(cacheFile);
      const {makeTwins} = await import('./make-twins');
      const plugins = remarkPlugins();
      const {twins, converted, loaded} = await makeTwins(pages, site, plugins, cache, buildFingerprint(pages, plugins, site), fromLoader);
      cache.save();
      const baseDir = (permalink: string) => path.join(outDir, permalink.slice(context.baseUrl.length - 1));
      await Promise.all(twins.map(({page, markdown}) => writeText(baseDir(twinPath(page.permalink)), markdown)));
      const files = fullTextFiles(pages);
      await writeText(path.join(outDir, 'llms.txt'), llmsTxt(pages, site, files));
      await Promise.all(files.map((file) => writeText(path.join(outDir, file.fileName), fullText(file, site, twins))));
      console.log(
        `[llms-markdown] ${twins.length} Markdown twins (${loaded} made from the MDX loader's parse, ` +
          `${twins.length - loaded - converted} from the cache, ${converted} converted after the build), ` +
          `llms.txt and ${files.length} full-text files in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
