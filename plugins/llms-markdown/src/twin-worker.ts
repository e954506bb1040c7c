/**
 * Worker thread that makes every page's Markdown twin, so that a production build converts the pages while
 * Rspack bundles them instead of after the build. Remark plugins are functions and cannot be sent to a thread:
 * the worker loads the site config itself and takes the docs' remark plugins at the positions the plugin kept
 * (so the ones left out of the twins are the same ones), then answers with the twins' text in page order.
 */
import {pathToFileURL} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import {twinsFromCache} from './cached-twins';
import {docsRemarkPlugins} from './docs-config';
import type {DocPage} from './pages';
import {TwinCache} from './twin-cache';

export interface TwinJob {
  siteConfigPath: string;
  docsPluginId: string;
  /** Positions, in the docs' full remark plugin list, of the plugins the twins run. */
  keep: number[];
  /** Length of that full list in the build's own config (a different length means another config). */
  total: number;
  pages: DocPage[];
  site: {origin: string; baseUrl: string};
  /** The build's fingerprint (buildFingerprint of the kept plugins, computed on the build's thread). */
  fingerprint: string;
  cacheFile: string;
}

export type TwinReply = {markdown: string[]; converted: number} | {error: string; conversion: boolean};

async function siteConfig(file: string): Promise<Record<string, unknown>> {
  const loaded = (await import(pathToFileURL(file).href)) as {default?: unknown};
  // A CommonJS config arrives as its namespace (default.default); a config may also be a function.
  let config: unknown = loaded.default ?? loaded;
  if (config && typeof config === 'object' && 'default' in config) config = (config as {default: unknown}).default;
  return (typeof config === 'function' ? await (config as () => unknown)() : config) as Record<string, unknown>;
}

async function run(job: TwinJob): Promise<TwinReply> {
  const cache = new TwinCache(job.cacheFile);
  try {
    // Nothing changed since the last build: no need for the site config, its plugins or the converter.
    const cached = twinsFromCache(job.pages, job.fingerprint, cache);
    if (cached) {
      cache.save();
      return {markdown: cached, converted: 0};
    }
  } catch (error) {
    return {error: (error as Error).message, conversion: true};
  }
  let plugins;
  try {
    const all = docsRemarkPlugins((await siteConfig(job.siteConfigPath)) as never, job.docsPluginId);
    if (all.length !== job.total) throw new Error(`the site config gives ${all.length} remark plugins here, ${job.total} in the build`);
    plugins = job.keep.map((index) => all[index]!);
  } catch (error) {
    return {error: (error as Error).message, conversion: false};
  }
  try {
    const {makeTwins} = await import('./make-twins');
    const {twins, converted} = await makeTwins(job.pages, job.site, plugins, cache, job.fingerprint);
    cache.save();
    return {markdown: twins.map((twin) => twin.markdown), converted};
  } catch (error) {
    return {error: (error as Error).message, conversion: true};
  }
}

parentPort!.postMessage(await run(workerData as TwinJob));
