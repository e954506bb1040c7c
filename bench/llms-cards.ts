/**
 * What the files for AI tools and link previews cost (plugins/llms-markdown, plugins/social-cards,
 * src/components/PageMenu):
 * - build time: every Markdown twin converted from scratch and from the cache; every social card rendered
 *   from scratch (default worker pool) and copied from the cache, over all doc pages of both versions;
 * - page weight: the page menu's code as the site bundles it (minified, gzip level 9), split into what each
 *   doc page loads and what loads on the first copy.
 * Usage: npm run bench:llms   (`-- --print` to print instead of writing RESULTS.md)
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {availableParallelism, loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';
import {remarkApiLinks as apiLinks} from '../plugins/api-reference/src/public';
import {makeTwins, pagesFromFiles, SITE_VERSIONS, TwinCache} from '../plugins/llms-markdown/src/public';
import {writeCards, optionsSchema} from '../plugins/social-cards/src/index';
import {formatBytes} from './lib/results';
import {machineNote, writeSection} from './lib/write-results';

const siteDir = path.resolve('.');
const pages = pagesFromFiles(siteDir, SITE_VERSIONS);
const site = {origin: 'https://commandkit.dev', baseUrl: '/'};
const remarkPlugins = [[apiLinks, {modelsDir: path.join(siteDir, 'api-models')}]] as never;

async function timed<T>(run: () => Promise<T>): Promise<{ms: number; result: T}> {
  const started = performance.now();
  const result = await run();
  return {ms: performance.now() - started, result};
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function twinTimes() {
  const cacheFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-twins-')), 'twins.json');
  const cache = new TwinCache(cacheFile);
  const cold = await timed(() => makeTwins(pages, site, remarkPlugins, cache));
  cache.save();
  const warm = await timed(() => makeTwins(pages, site, remarkPlugins, new TwinCache(cacheFile)));
  rmSync(path.dirname(cacheFile), {recursive: true, force: true});
  return {cold: cold.ms, warm: warm.ms, bytes: cold.result.twins.reduce((sum, twin) => sum + Buffer.byteLength(twin.markdown), 0)};
}

async function cardTimes() {
  const workers = (optionsSchema.validate({}).value as {workers: number}).workers;
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'bench-cards-cache-'));
  const options = () => ({
    outDir: mkdtempSync(path.join(tmpdir(), 'bench-cards-out-')),
    cacheDir,
    baseUrl: '/',
    siteName: 'CommandKit',
    workers,
  });
  const coldOptions = options();
  const cold = await timed(() => writeCards(pages, coldOptions));
  const warmOptions = options();
  const warm = await timed(() => writeCards(pages, warmOptions));
  let bytes = 0;
  for (const page of pages) bytes += readFileSync(path.join(coldOptions.outDir, 'social-cards', `${page.permalink.slice(1)}.png`)).length;
  for (const dir of [cacheDir, coldOptions.outDir, warmOptions.outDir]) rmSync(dir, {recursive: true, force: true});
  return {cold: cold.ms, warm: warm.ms, rendered: cold.result.rendered, reused: warm.result.reused, workers, bytes};
}

/** The menu and its two theme wrappers bundled as the site does (framework modules external), minified. */
async function menuWeight() {
  const outdir = mkdtempSync(path.join(tmpdir(), 'bench-menu-'));
  const result = await build({
    entryPoints: {wrappers: path.join(siteDir, 'bench/lib/page-menu-entry.ts')},
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir,
    jsx: 'automatic',
    loader: {'.css': 'local-css'},
    alias: {'@site': siteDir},
    external: ['react', 'react/*', '@docusaurus/*', '@theme-original/*', '@theme/*'],
    logLevel: 'silent',
  });
  // write: false keeps the files in memory; the folder only names where they would go.
  rmSync(outdir, {recursive: true, force: true});
  const sizes = result.outputFiles.map((file) => ({
    name: path.basename(file.path),
    raw: file.contents.length,
    gzip: gzipSync(file.contents, {level: 9}).length,
  }));
  const copy = sizes.find((file) => /^copy-/.test(file.name));
  const js = sizes.filter((file) => file.name.endsWith('.js') && file !== copy);
  const css = sizes.filter((file) => file.name.endsWith('.css'));
  const sum = (files: typeof sizes) => ({raw: files.reduce((a, f) => a + f.raw, 0), gzip: files.reduce((a, f) => a + f.gzip, 0)});
  return {js: sum(js), css: sum(css), copy: copy ?? {raw: 0, gzip: 0}};
}

const load = loadavg()[0]!.toFixed(2);
const twins = await twinTimes();
const cards = await cardTimes();
const menu = await menuWeight();
const body = `## Markdown twins and social cards

Command: \`npm run bench:llms\`. ${machineNote()} ${availableParallelism()} cores, 1-minute load average ${load} at the start
(the machine is shared: times under load are upper bounds). ${pages.length} doc pages (guide and API, both versions).

| step (inside \`docusaurus build\`, postBuild) | from scratch | warm (nothing changed) |
| --- | --- | --- |
| Markdown twins (${formatBytes(twins.bytes)} of Markdown) | ${seconds(twins.cold)} | ${seconds(twins.warm)} (read + hash each source, no conversion) |
| social cards, ${cards.workers} worker threads (${formatBytes(cards.bytes)} of PNG, ${formatBytes(cards.bytes / pages.length)} per card) | ${seconds(cards.cold)} (${cards.rendered} rendered) | ${seconds(cards.warm)} (${cards.reused} copied from the cache) |

Page menu code added to doc pages (esbuild bundle of src/components/PageMenu and the two DocItem wrappers,
React and Docusaurus external, minified, gzip -9): **${formatBytes(menu.js.gzip)} JS** (${formatBytes(menu.js.raw)} raw) and
${formatBytes(menu.css.gzip)} CSS with every doc page; the copy code (${formatBytes(menu.copy.gzip)} gzip) loads on the first
"Copy page". The links of the menu are plain anchors rendered on the server.
`;
if (process.argv.includes('--print')) console.log(body);
else writeSection('Markdown twins and social cards', body);
console.log(body);
