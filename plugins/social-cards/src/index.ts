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
import type {DocPage} from '../../llms-markdown/src/public';
import {cardKey} from './cache';
import type {CardText} from './card';
import type {PluginOptions} from './options';
import {cardPath} from './paths';
import {createRenderer} from './pool';

export {optionsSchema, validateOptions} from './options';
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

interface CardOptions {
  outDir: string;
  cacheDir: string;
  baseUrl: string;
  siteName: string;
  workers: number;
}

/** What renderCards leaves for copyCards: every page's cached card file and how many were rendered. */
export interface RenderedCards {
  cached: Array<{page: DocPage; file: string}>;
  rendered: number;
}

/**
 * Renders into the cache the cards it does not hold yet. Needs no build output, so a production build starts
 * it as soon as the pages are known and the workers draw while the bundler and the page renderer run.
 */
export async function renderCards(pages: readonly DocPage[], options: Omit<CardOptions, 'outDir' | 'baseUrl'>): Promise<RenderedCards> {
  const cached = pages
    .map((page) => ({page, card: cardTextOf(page, options.siteName)}))
    .map(({page, card}) => ({page, card, file: path.join(options.cacheDir, `${cardKey(card)}.png`)}));
  const missing = [...new Map(cached.filter(({file}) => !existsSync(file)).map((entry) => [entry.file, entry])).values()];
  if (missing.length > 0) {
    await mkdir(options.cacheDir, {recursive: true});
    const renderer = createRenderer(Math.min(options.workers, missing.length));
    try {
      await Promise.all(
        missing.map(async ({card, file}) => {
          // Written aside then renamed: a build stopped halfway never leaves a truncated card in the cache.
          await writeFile(`${file}.tmp`, await renderer.render(card));
          await rename(`${file}.tmp`, file);
        }),
      );
    } finally {
      await renderer.close();
    }
  }
  return {cached: cached.map(({page, file}) => ({page, file})), rendered: missing.length};
}

/** Copies every page's card from the cache into the build and drops the cached cards no page uses any more. */
export async function copyCards(cards: RenderedCards, options: Pick<CardOptions, 'outDir' | 'cacheDir' | 'baseUrl'>): Promise<CardsResult> {
  await Promise.all(
    cards.cached.map(async ({page, file}) => {
      const target = path.join(options.outDir, cardPath(page.permalink, options.baseUrl).slice(options.baseUrl.length));
      await mkdir(path.dirname(target), {recursive: true});
      await copyFile(file, target);
    }),
  );
  // Cards no page uses any more are dropped, so the cache does not grow with every edit.
  const used = new Set(cards.cached.map(({file}) => path.basename(file)));
  for (const file of await readdir(options.cacheDir)) {
    if (file.endsWith('.png') && !used.has(file)) await rm(path.join(options.cacheDir, file));
  }
  return {rendered: cards.rendered, reused: cards.cached.length - cards.rendered};
}

/** Writes every page's card into outDir, rendering only those missing from the cache. */
export async function writeCards(pages: readonly DocPage[], options: CardOptions): Promise<CardsResult> {
  return copyCards(await renderCards(pages, options), options);
}

export default function socialCardsPlugin(context: LoadContext, options: PluginOptions): Plugin {
  let pages: DocPage[] = [];
  let early: {started: number; cards: Promise<RenderedCards>} | undefined;
  const cacheDir = path.resolve(context.siteDir, options.cacheDir);
  const renderOptions = {cacheDir, siteName: context.siteConfig.title, workers: options.workers};
  return {
    name: 'social-cards',

    async allContentLoaded({allContent}) {
      pages = docPagesOf(allContent as Record<string, Record<string, unknown>>, options.docsPluginId, context.siteDir);
      // A production build renders the cards while Rspack bundles and the pages are rendered (cards need only
      // the pages' titles); postBuild waits for them. The dev server (NODE_ENV development) has no postBuild.
      if (process.env.NODE_ENV === 'production') {
        early = {started: performance.now(), cards: renderCards(pages, renderOptions)};
        // Reported by postBuild, which awaits the same promise; not an unhandled rejection meanwhile.
        early.cards.catch(() => undefined);
      }
    },

    async postBuild({outDir}) {
      const started = early?.started ?? performance.now();
      const waitFrom = performance.now();
      const rendering = early?.cards ?? renderCards(pages, renderOptions);
      early = undefined;
      const cards = await rendering;
      const waited = performance.now() - waitFrom;
      const {rendered, reused} = await copyCards(cards, {outDir, cacheDir, baseUrl: context.baseUrl});
      console.log(
        `[social-cards] ${rendered} cards rendered, ${reused} reused from the cache; done ` +
          `${Math.round(performance.now() - started)} ms after the pages were known, postBuild waited ` +
          `${Math.round(waited)} ms for the rendering`,
      );
    },
  };
}
