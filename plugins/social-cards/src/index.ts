/**
 * social-cards: a 1200x630 PNG per doc page (title, section, version, our mark), written after the build to
 * /social-cards/<page path>.png. The theme (src/theme/DocItem/Metadata) points og:image and twitter:image at it.
 * Cards of unchanged pages come from the on-disk cache (cache.ts); only new or changed ones are rendered.
 */
import {copyFile, mkdir, readdir, rename, rm, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docPagesOf} from '../../llms-markdown/src/index';
import type {DocPage} from '../../llms-markdown/src/pages';
import {cardKey} from './cache';
import type {CardText} from './card';
import type {PluginOptions} from './options';
import {cardPath} from './paths';
import {createRenderer} from './pool';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

/** What a page's card shows. */
export function cardTextOf(page: DocPage, siteName: string): CardText {
  const part = page.kind === 'api' ? 'API reference' : 'Guide';
  return {
    title: page.title,
    section: page.section === part || page.section === 'API reference' || page.section === 'Guide' ? part : `${part} · ${page.section}`,
    version: page.versionLabel,
    older: !page.latest,
    siteName,
  };
}

export interface CardsResult {
  rendered: number;
  reused: number;
}

/** Writes every page's card into outDir, rendering only those missing from the cache. */
export async function writeCards(pages: readonly DocPage[], options: {outDir: string; cacheDir: string; baseUrl: string; siteName: string; workers: number}): Promise<CardsResult> {
  await mkdir(options.cacheDir, {recursive: true});
  const renderer = createRenderer(options.workers);
  const used = new Set<string>();
  let rendered = 0;
  try {
    await Promise.all(
      pages.map(async (page) => {
        const card = cardTextOf(page, options.siteName);
        const key = cardKey(card);
        used.add(`${key}.png`);
        const cached = path.join(options.cacheDir, `${key}.png`);
        if (!existsSync(cached)) {
          // Written aside then renamed: a build stopped halfway never leaves a truncated card in the cache.
          await writeFile(`${cached}.tmp`, await renderer.render(card));
          await rename(`${cached}.tmp`, cached);
          rendered += 1;
        }
        const target = path.join(options.outDir, cardPath(page.permalink, options.baseUrl).slice(options.baseUrl.length));
        await mkdir(path.dirname(target), {recursive: true});
        await copyFile(cached, target);
      }),
    );
  } finally {
    await renderer.close();
  }
  // Cards no page uses any more are dropped, so the cache does not grow with every edit.
  for (const file of await readdir(options.cacheDir)) {
    if (file.endsWith('.png') && !used.has(file)) await rm(path.join(options.cacheDir, file));
  }
  return {rendered, reused: pages.length - rendered};
}

export default function socialCardsPlugin(context: LoadContext, options: PluginOptions): Plugin {
  let pages: DocPage[] = [];
  return {
    name: 'social-cards',

    async allContentLoaded({allContent}) {
      pages = docPagesOf(allContent as Record<string, Record<string, unknown>>, options.docsPluginId, context.siteDir);
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const {rendered, reused} = await writeCards(pages, {
        outDir,
        cacheDir: path.resolve(context.siteDir, options.cacheDir),
        baseUrl: context.baseUrl,
        siteName: context.siteConfig.title,
        workers: options.workers,
      });
      console.log(`[social-cards] ${rendered} cards rendered, ${reused} reused from the cache, in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
