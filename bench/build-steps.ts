/**
 * Where the production build's own steps spend their time, each step run alone in this process (no other step
 * competing for the cores), so the figures add up and can be compared with the perf logger's phases:
 * - API page generation from the models (plugins/api-reference), with every generated file removed first
 *   ("cold") and again with nothing changed ("warm");
 * - every remark plugin of the docs, per plugin, over all doc pages compiled with @mdx-js/mdx and the same
 *   plugin list and order as docusaurus.config.ts (the rest of the compile is reported as "MDX parse and
 *   compile, without our plugins");
 * - every postBuild step on an existing build: Markdown twins and social cards (from scratch and from the
 *   cache), search indexing (reading and parsing the built HTML), url-forms (listing the pages to copy).
 * Usage: npm run bench:build:steps -- <build folder>   (`--print` to print instead of writing RESULTS.md)
 */
import {compile} from '@mdx-js/mdx';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type {Pluggable, PluggableList} from 'unified';
import siteConfigModule from '../docusaurus.config';
import {generateAll} from '../plugins/api-reference/src/public';
import {loadHoverData} from '../plugins/example-hovers/src/public';
import {makeTwins, docsRemarkPlugins, pagesFromFiles, SITE_VERSIONS, TwinCache} from '../plugins/llms-markdown/src/public';
import {DEFAULT_OPTIONS as SEARCH_DEFAULTS, buildShards, collectRecords, RecordCache} from '../plugins/local-search/src/public';
import {listHtmlFiles} from '../plugins/shared/html-files';
import {writeCards, optionsSchema} from '../plugins/social-cards/src/index';
import {formCopies} from '../plugins/url-forms/src/public';
import {listPages} from '../plugins/shared/pages';
import {machineNote, writeSection} from './lib/write-results';

const siteDir = path.resolve('.');
// tsx hands the config module over as its CommonJS namespace when the file is compiled as CommonJS.
const config = (siteConfigModule as unknown as {default?: typeof siteConfigModule}).default ?? siteConfigModule;
const args = process.argv.slice(2);
const print = args.includes('--print');
const buildDir = args.find((arg) => !arg.startsWith('--'));

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(run: () => Promise<T> | T): Promise<{ms: number; cpuMs: number; result: T}> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(cpu);
  // process.cpuUsage counts every thread of the process, worker threads included.
  return {ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, result};
}

/** The example compile of types on hover (plugins/example-hovers), from scratch and from its cache. */
async function hoverCompile(): Promise<void> {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'steps-hovers-'));
  // The compile's page projects must lie inside the site, whose node_modules the examples import from.
  const dirs = {cacheDir, workDir: path.join(siteDir, '.examples-cache/steps-hovers')};
  const cold = await timed(() => loadHoverData(siteDir, dirs));
  const warm = await timed(() => loadHoverData(siteDir, dirs));
  const pages = Object.values(cold.result.pages);
  const blocks = pages.reduce((n, page) => n + Object.keys(page).length, 0);
  const identifiers = pages.reduce((n, page) => n + Object.values(page).reduce((m, block) => m + block.spans.length, 0), 0);
  rows.push([
    'types on hover: compile every example, quick info of each identifier (Bundling)',
    seconds(cold.ms),
    seconds(warm.ms),
    `${blocks} blocks, ${identifiers} identifiers, ${cold.result.entries.length} distinct hovers; CPU ` +
      `${seconds(cold.cpuMs)}; warm: read from its cache`,
  ]);
  rmSync(cacheDir, {recursive: true, force: true});
}

type Row = [step: string, cold: string, warm: string, note: string];
const rows: Row[] = [];

async function apiGeneration(): Promise<void> {
  for (const dir of ['docs/api-reference', 'versioned_docs/version-0.1.10/api-reference'])
    rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  const cold = await timed(() => generateAll({siteDir}));
  const warm = await timed(() => generateAll({siteDir}));
  const pages = cold.result.reduce((sum, result) => sum + result.pages, 0);
  rows.push([
    'API pages from the models (Load site)',
    seconds(cold.ms),
    seconds(warm.ms),
    `${pages} MDX pages; warm writes only files whose text changed`,
  ]);
}

/** Wraps a remark plugin so that its transformer's time is added to `totals[name]`. */
function timedPlugin(entry: Pluggable, name: string, totals: Map<string, number>): Pluggable {
  const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
  function wrapper(this: unknown) {
    const started = performance.now();
    const transformer = (plugin as (this: unknown, options: unknown) => ((...rest: unknown[]) => unknown) | undefined).call(this, options);
    totals.set(`${name} (setup)`, (totals.get(`${name} (setup)`) ?? 0) + performance.now() - started);
    if (!transformer) return undefined;
    return async (...rest: unknown[]) => {
      const begun = performance.now();
      try {
        return await transformer(...rest);
      } finally {
        totals.set(name, (totals.get(name) ?? 0) + performance.now() - begun);
      }
    };
  }
  return wrapper as Pluggable;
}

function pluginName(entry: Pluggable): string {
  const plugin = Array.isArray(entry) ? entry[0] : entry;
  return (plugin as {name?: string}).name || 'anonymous';
}

async function remarkPlugins(): Promise<void> {
  const plugins = docsRemarkPlugins(config as never, 'default');
  const totals = new Map<string, number>();
  const wrapped: PluggableList = plugins.map((entry) => timedPlugin(entry as Pluggable, pluginName(entry as Pluggable), totals));
  // Absolute paths, as the bundler gives them (the plugins pick their pages by path).
  const files = (await listPages(['docs', 'versioned_docs'])).map((file) => path.resolve(file));
  const bare = await timed(async () => {
    for (const file of files)
      await compile(
        {path: file, value: stripFrontMatter(readFileSync(file, 'utf8'))},
        {format: file.endsWith('.md') ? 'md' : 'mdx', remarkPlugins: [remarkGfm, remarkDirective]},
      );
  });
  const all = await timed(async () => {
    for (const file of files)
      await compile(
        {path: file, value: stripFrontMatter(readFileSync(file, 'utf8'))},
        {format: file.endsWith('.md') ? 'md' : 'mdx', remarkPlugins: [remarkGfm, remarkDirective, ...wrapped]},
      );
  });
  rows.push([
    `MDX parse and compile of ${files.length} pages, without our plugins (Bundling)`,
    seconds(bare.ms),
    '—',
    '@mdx-js/mdx with GFM and directives; Docusaurus adds its own plugins on top',
  ]);
  for (const [name, ms] of [...totals.entries()].sort((a, b) => b[1] - a[1])) {
    if (name.endsWith('(setup)') && ms < 50) continue;
    rows.push([
      `remark: ${name}`,
      seconds(ms),
      '—',
      name.endsWith('(setup)') ? 'once per compiler' : 'over all pages (each plugin picks its own)',
    ]);
  }
  rows.push([
    'MDX compile with our plugins, total',
    seconds(all.ms),
    '—',
    'warm builds reuse the compiled pages (Rspack persistent cache)',
  ]);
}

function stripFrontMatter(text: string): string {
  return text.replace(/^---\n[\s\S]*?\n---\n/, '');
}

async function postBuildSteps(outDir: string): Promise<void> {
  const pages = pagesFromFiles(siteDir, SITE_VERSIONS);
  const site = {origin: config.url, baseUrl: config.baseUrl};
  const remark = docsRemarkPlugins(config as never, 'default', llmsSkip());
  const cacheFile = path.join(mkdtempSync(path.join(tmpdir(), 'steps-twins-')), 'twins.json');
  const twinCache = new TwinCache(cacheFile);
  const twinsCold = await timed(() => makeTwins(pages, site, remark, twinCache));
  twinCache.save();
  const twinsWarm = await timed(() => makeTwins(pages, site, remark, new TwinCache(cacheFile)));
  rows.push([
    `Markdown twins, ${pages.length} pages (postBuild)`,
    seconds(twinsCold.ms),
    seconds(twinsWarm.ms),
    'parse MDX, our remark plugins, print Markdown; warm: read + hash each source',
  ]);

  const workers = (optionsSchema.validate({}).value as {workers: number}).workers;
  const cardsCache = mkdtempSync(path.join(tmpdir(), 'steps-cards-'));
  const cardsOut: string[] = [];
  const cardOptions = () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'steps-cards-out-'));
    cardsOut.push(outDir);
    return {outDir, cacheDir: cardsCache, baseUrl: config.baseUrl, siteName: config.title, workers};
  };
  const cardsCold = await timed(() => writeCards(pages, cardOptions()));
  const cardsWarm = await timed(() => writeCards(pages, cardOptions()));
  rows.push([
    `social cards, ${pages.length} (postBuild, ${workers} worker threads)`,
    seconds(cardsCold.ms),
    seconds(cardsWarm.ms),
    `satori layout + resvg raster + PNG; CPU ${seconds(cardsCold.cpuMs)} ` +
      `(${(cardsCold.cpuMs / Math.max(1, cardsCold.result.rendered)).toFixed(1)} ms per card); warm: ` +
      `copied from the cache`,
  ]);

  const searchOptions = {
    siteUrl: config.url,
    baseUrl: config.baseUrl,
    maxContentLength: SEARCH_DEFAULTS.maxContentLength,
    excludeRoutes: SEARCH_DEFAULTS.excludeRoutes,
  };
  const searchCache = mkdtempSync(path.join(tmpdir(), 'steps-search-'));
  const searchRun = async () => {
    const cache = await RecordCache.open(searchCache, searchOptions);
    const shards = buildShards(await collectRecords(outDir, searchOptions, cache));
    await cache.save();
    return shards;
  };
  const searchCold = await timed(searchRun);
  const searchWarm = await timed(searchRun);
  rows.push([
    'search index (postBuild)',
    seconds(searchCold.ms),
    seconds(searchWarm.ms),
    `reads and parses every built page (${searchCold.result.files.length} files written); warm: reads ` +
      `and hashes each page, records from the cache`,
  ]);
  const forms = await timed(async () => formCopies((await listHtmlFiles(outDir)).map((file) => file.split(path.sep).join('/'))));
  rows.push([
    'url-forms: list the pages to copy (postBuild)',
    seconds(forms.ms),
    seconds(forms.ms),
    `${forms.result.length} copies still to make (0 when the build is already post-processed)`,
  ]);
  for (const dir of [path.dirname(cacheFile), cardsCache, ...cardsOut, searchCache]) rmSync(dir, {recursive: true, force: true});
}

/** The plugins the llms-markdown entry of the config leaves out of the twins. */
function llmsSkip(): unknown[] {
  const entry = (config.plugins ?? []).find((plugin) => Array.isArray(plugin) && String(plugin[0]).includes('llms-markdown')) as
    [string, {skipRemarkPlugins?: unknown[]}] | undefined;
  return entry?.[1].skipRemarkPlugins ?? [];
}

const load = loadavg()[0]!.toFixed(2);
await apiGeneration();
await remarkPlugins();
await hoverCompile();
if (buildDir && existsSync(buildDir)) await postBuildSteps(path.resolve(buildDir));

const body = `## Build steps, one at a time

Command: \`npm run bench:build:steps -- <build folder>\` (bench/build-steps.ts). ${machineNote()} 1-minute load average ${load} at the start.
Each step runs alone in one process, so these figures add up where the build's own phases overlap; "cold" is
without any cache, "warm" is the same step again with its cache (— where the step has none of its own).

| step | cold | warm | what it does |
|---|---:|---:|---|
${rows.map((row) => `| ${row.join(' | ')} |`).join('\n')}
`;
if (print) console.log(body);
else {
  writeSection('Build steps, one at a time', body);
  console.log(body);
}
