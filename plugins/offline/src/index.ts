/**
 * offline: offline reading and installation, with @docusaurus/plugin-pwa doing the service worker build,
 * the precache and the update offer's popup. What this plugin decides:
 *
 * - What is precached. The PWA plugin's precache takes every HTML, JS, CSS, JSON and image file of the build:
 *   here that is 2 648 files, 78.5 MB (22 MB gzip): every page twice (plugins/url-forms), every social card, every
 *   search shard (bench/RESULTS.md, "Offline reading"). Only the shell is precached (shell.ts: the shell pages'
 *   scripts and styles, and the chunks of the search dialog and engine); pages, their chunks and the search index
 *   of the reader's version are kept as they are used (sw/runtime.ts, the PWA plugin's `swCustom`).
 * - When the worker is registered: at idle after load, by a small client module (client/), not by the PWA
 *   plugin's client module, which runs at startup and brings workbox-window.
 * - Offline mode for every reader (the PWA plugin's default turns it on only for installed apps), and the
 *   manifest and icons that make the site installable, drawn from the site's logo.
 *
 * The PWA plugin's options are validated here and closed over: listed in the site config they would ship to
 * every page inside main.js. It is off outside production builds, and so is this plugin.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {Resvg} from '@resvg/resvg-js';
import {blankSourceFile} from 'ts-blank-space';
import ts from 'typescript';
import type {PluginOptions} from './options';
import {inPostBuildOrder} from '../../shared/post-build-order';
import {assetsOfHtml, chunkFilesImportedBy, shellFiles, type StatsChunk} from './shell';
import {ICON_SIZES, MANIFEST_FILE, iconFile, iconSvg, webManifest} from './web-manifest';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

/** The PWA plugin's public module (its type declarations describe only its options). */
const pwaModule = createRequire(import.meta.url)('@docusaurus/plugin-pwa') as {
  default: (context: LoadContext, options: PwaOptions) => Plugin | null;
  validateOptions: (context: OptionValidationContext<Partial<PwaOptions>, PwaOptions>) => PwaOptions;
};

/** The PWA plugin's theme folders (its own hooks name them relative to its module, which here would be ours). */
const PWA_PACKAGE_DIR = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/plugin-pwa/package.json'));

const SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));
/** The worker's source files, compiled to JavaScript for the PWA plugin's worker build (config.js is written). */
const WORKER_SOURCES = ['runtime.ts', 'routing.ts'];

/** A TypeScript module as JavaScript: types blanked out by ts-blank-space, line and column positions kept. */
export function toJavaScript(source: string, fileName: string): string {
  return blankSourceFile(ts.createSourceFile(fileName, source, ts.ScriptTarget.ESNext, true, ts.ScriptKind.TS));
}

/** The `config.js` the worker imports: the build's values in place of sw/config.ts's. */
export function workerConfigModule(config: {baseUrl: string; pageLimit: number; assetLimit: number}, precached: readonly string[]): string {
  return `export const CONFIG = ${JSON.stringify(config)};\nexport const PRECACHED = ${JSON.stringify(precached)};\n`;
}

/** The site path of a page's HTML file in the build (`/` → index.html, `/search` → search.html). */
function htmlFileOf(outDir: string, sitePath: string, baseUrl: string): string {
  const local = sitePath.startsWith(baseUrl) ? sitePath.slice(baseUrl.length) : sitePath.replace(/^\//, '');
  return path.join(outDir, local === '' ? 'index.html' : `${local.replace(/\/$/, '')}.html`);
}

interface StatsLike {
  toJson(options: Record<string, unknown>): {chunks?: StatsChunk[]};
}

/** The PWA plugin's options, validated: only the shell precached (`inShell`), our worker, the install head tags. */
function pwaOptionsOf(baseUrl: string, options: PluginOptions, workerDir: string, inShell: (url: string) => boolean): PwaOptions {
  return pwaModule.validateOptions({
    validate: normalizePluginOptions as OptionValidationContext<Partial<PwaOptions>, PwaOptions>['validate'],
    options: {
      offlineModeActivationStrategies: ['always'],
      swRegister: false,
      swCustom: path.join(workerDir, 'runtime.js'),
      injectManifestConfig: {
        // Only the shell: the PWA plugin's glob matches the whole build (see above). The folders no shell file is
        // in are not even read (other plugins are still writing pages and search shards there at this point).
        globIgnores: ['**/*.html', '**/*.md', 'docs/**', 'search/**', 'social-cards/**', '__server/**'],
        // Content-hashed files are their own revision: precached under their own URL, which the page has usually
        // just downloaded, rather than under a cache-busting one.
        dontCacheBustURLsMatching: /\.[0-9a-f]{6,}\.(js|css)$/,
        manifestTransforms: [
          (entries: Array<{url: string; size: number}>) => ({manifest: entries.filter((entry) => inShell(entry.url)), warnings: []}),
        ],
      },
      pwaHead: [
        {tagName: 'link', rel: 'manifest', href: `${baseUrl}${MANIFEST_FILE}`},
        {tagName: 'meta', name: 'theme-color', content: options.themeColor},
        {tagName: 'link', rel: 'apple-touch-icon', href: `${baseUrl}${iconFile(ICON_SIZES[0])}`},
      ],
    } as unknown as Partial<PwaOptions>,
  });
}

/** The web manifest and the icons drawn from the site's logo: what makes the site installable. */
function writeInstallFiles(outDir: string, context: LoadContext, options: PluginOptions): void {
  const {baseUrl, title, tagline} = context.siteConfig;
  const logo = readFileSync(path.join(context.siteDir, 'static', options.logo), 'utf8');
  mkdirSync(path.join(outDir, path.dirname(iconFile(ICON_SIZES[0]))), {recursive: true});
  for (const size of ICON_SIZES) {
    const png = new Resvg(iconSvg(logo, size, options.backgroundColor), {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}})
      .render()
      .asPng();
    writeFileSync(path.join(outDir, iconFile(size)), png);
  }
  const manifest = webManifest({title, tagline, baseUrl, themeColor: options.themeColor, backgroundColor: options.backgroundColor});
  writeFileSync(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The worker's sources as JavaScript, and its config.js with this build's values and precache list. */
function writeWorkerSources(workerDir: string, config: Parameters<typeof workerConfigModule>[0], precached: readonly string[]): void {
  mkdirSync(workerDir, {recursive: true});
  for (const file of WORKER_SOURCES) {
    const source = readFileSync(path.join(SOURCE_DIR, 'sw', file), 'utf8');
    writeFileSync(path.join(workerDir, file.replace(/\.ts$/, '.js')), toJavaScript(source, file));
  }
  writeFileSync(path.join(workerDir, 'config.js'), workerConfigModule(config, precached));
}

/** A bundler plugin that hands over, once the client build is done, the chunks the shell importers load on interaction. */
function interactionChunkCollector(shellImporters: PluginOptions['shellImporters'], found: (chunks: string[]) => void) {
  return {
    apply(compiler: {hooks: {done: {tap(name: string, callback: (stats: StatsLike) => void): void}}}) {
      compiler.hooks.done.tap('offline-shell', (stats) => {
        const {chunks = []} = stats.toJson({all: false, chunks: true, chunkOrigins: true, ids: true});
        found(chunkFilesImportedBy(chunks, shellImporters));
      });
    },
  };
}

export default function offlinePlugin(context: LoadContext, options: PluginOptions): Plugin | null {
  const {baseUrl} = context.siteConfig;
  const workerDir = path.join(context.generatedFilesDir, 'offline-worker');
  /** Files of the shell, set in postBuild before the PWA plugin builds the worker and its precache list. */
  let shell = new Set<string>();
  /** Chunks loaded by options.shellImporters' dynamic imports, read from the client build's stats. */
  let interactionChunks: string[] = [];

  const pwa = pwaModule.default(
    context,
    pwaOptionsOf(baseUrl, options, workerDir, (url) => shell.has(url)),
  );
  if (!pwa) {
    return null;
  }

  return {
    ...pwa,
    name: 'offline',
    getThemePath: () => path.join(PWA_PACKAGE_DIR, 'lib', 'theme'),
    getTypeScriptThemePath: () => path.join(PWA_PACKAGE_DIR, 'src', 'theme'),

    getClientModules() {
      return [path.join(SOURCE_DIR, 'client', 'register-when-idle.ts')];
    },

    configureWebpack(config, isServer, utils, content) {
      const fromPwa = pwa.configureWebpack?.(config, isServer, utils, content) ?? {};
      const define = new utils.currentBundler.instance.DefinePlugin({
        OFFLINE_DEFAULT_SEARCH_TAGS: JSON.stringify(options.defaultSearchTags),
      });
      const collect = interactionChunkCollector(options.shellImporters, (chunks) => {
        interactionChunks = chunks;
      });
      const plugins = [...((fromPwa as {plugins?: unknown[]}).plugins ?? []), define, ...(isServer ? [] : [collect])];
      return {...fromPwa, plugins} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },

    postBuild(props) {
      // The shell pages are read once route-sections has added their script tags: plugins/shared/post-build-order.ts.
      return inPostBuildOrder('offline', props.outDir, async () => {
        writeInstallFiles(props.outDir, context, options);
        const pageAssets = options.shellPages.flatMap((page) =>
          assetsOfHtml(readFileSync(htmlFileOf(props.outDir, page, baseUrl), 'utf8'), baseUrl),
        );
        const install = [...ICON_SIZES.map(iconFile), options.logo];
        shell = new Set(shellFiles(pageAssets, interactionChunks, install, baseUrl));
        writeWorkerSources(workerDir, {baseUrl, pageLimit: options.pageLimit, assetLimit: options.assetLimit}, [...shell]);
        console.log(`[offline] shell precached: ${shell.size} files (${interactionChunks.length} loaded on interaction)`);
        await pwa.postBuild?.(props);
      });
    },
  };
}
