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
import type {Twin} from './make-twins';
import {pagesFromDocsContent, type DocPage, type DocsContent} from './pages';
import {buildFingerprint, TwinCache} from './twin-cache';
import type {TwinJob, TwinReply} from './twin-worker';
import {startTsWorker} from '../../shared/ts-worker';

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

/**
 * Starts making the twins on a worker thread; resolves to undefined when the worker cannot take the job
 * (the site config does not load there), and the caller converts on its own thread instead.
 */
export function twinsOnWorker(job: TwinJob): Promise<{twins: Twin[]; converted: number} | undefined> {
  return new Promise((resolve, reject) => {
    const worker = startTsWorker(new URL('./twin-worker.ts', import.meta.url), job);
    let settled = false;
    worker.once('message', (reply: TwinReply) => {
      settled = true;
      void worker.terminate();
      if ('markdown' in reply)
        resolve({twins: job.pages.map((page, index) => ({page, markdown: reply.markdown[index]!})), converted: reply.converted});
      else if (reply.conversion) reject(new Error(reply.error));
      else {
        console.warn(`[llms-markdown] converting on the main thread: ${reply.error}`);
        resolve(undefined);
      }
    });
    worker.once('error', (error) => {
      if (settled) return;
      settled = true;
      console.warn(`[llms-markdown] converting on the main thread: the worker stopped (${error.message})`);
      resolve(undefined);
    });
  });
}

export default function llmsMarkdownPlugin(context: LoadContext, options: PluginOptions): Plugin {
  let pages: DocPage[] = [];
  /** The twins' cache fingerprint, from this thread's remark plugins (the worker's and the fallback's keys alike). */
  let fingerprint = '';
  let early: Promise<{twins: Twin[]; converted: number} | undefined> | undefined;
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
      // A production build converts the pages on a worker while Rspack bundles them (the twins need only the
      // sources); postBuild waits for it. The dev server (NODE_ENV development) has no postBuild.
      if (process.env.NODE_ENV === 'production') {
        fingerprint = buildFingerprint(pages, remarkPlugins(), site);
        const all = docsRemarkPlugins(context.siteConfig as never, options.docsPluginId);
        const kept = new Set(remarkPlugins());
        early = twinsOnWorker({
          siteConfigPath: context.siteConfigPath,
          docsPluginId: options.docsPluginId,
          keep: all.flatMap((plugin, index) => (kept.has(plugin) ? [index] : [])),
          total: all.length,
          pages,
          site: {origin: site.origin, baseUrl: site.baseUrl},
          fingerprint,
          cacheFile,
        });
        // Reported by postBuild, which awaits the same promise; not an unhandled rejection meanwhile.
        early.catch(() => undefined);
      }
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const fromWorker = await early;
      early = undefined;
      const waited = performance.now() - started;
      let made = fromWorker;
      if (!made) {
        const cache = new TwinCache(cacheFile);
        // The converter (remark with MDX and its printer) is loaded only here: the worker has its own copy.
        const {makeTwins} = await import('./make-twins');
        made = await makeTwins(pages, site, remarkPlugins(), cache, fingerprint || undefined);
        cache.save();
      }
      const {twins, converted} = made;
      const baseDir = (permalink: string) => path.join(outDir, permalink.slice(context.baseUrl.length - 1));
      await Promise.all(twins.map(({page, markdown}) => writeText(baseDir(twinPath(page.permalink)), markdown)));
      const files = fullTextFiles(pages);
      await writeText(path.join(outDir, 'llms.txt'), llmsTxt(pages, site, files));
      await Promise.all(files.map((file) => writeText(path.join(outDir, file.fileName), fullText(file, site, twins))));
      console.log(
        `[llms-markdown] ${twins.length} Markdown twins (${converted} converted, ${twins.length - converted} ` +
          `from the cache${fromWorker ? `, on a worker during the build; postBuild waited ${Math.round(waited)} ms for it` : ''}), ` +
          `llms.txt and ${files.length} full-text files in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
