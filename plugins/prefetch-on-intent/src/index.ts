/**
 * prefetch-on-intent: a linked page's code downloads when the reader points at, touches or focuses the link,
 * not whenever the link scrolls into view (client/prefetch-on-intent.ts). Docusaurus's in-view prefetch
 * downloaded the chunks of every internal link on screen: ≈90 KiB on an API page whose sidebar lists ~35
 * pages, 20–50 KiB on the others (bench/RESULTS.md, "Reader weight").
 *
 * The in-view prefetch was also the only user of the table Docusaurus's ChunkAssetPlugin writes into the
 * runtime every page loads first (`__webpack_require__.gca`: route chunk name → chunk file, one entry per
 * chunk, ≈6 KiB gzip). With that prefetch gone the table is dead weight, so the client build drops the
 * plugin (found by its class name; when it is not there, nothing changes). Preloading on hover and
 * navigation load chunks through `import()` and never read the table.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

/** Docusaurus's plugin that writes the chunk-name → file table into the runtime. */
export function isChunkAssetPlugin(plugin: unknown): boolean {
  return (plugin as object | null)?.constructor?.name === 'ChunkAssetPlugin';
}

/** The plugin list without the chunk-name table (null when there is none to remove). */
export function withoutChunkAssetTable(plugins: readonly unknown[] | undefined): unknown[] | null {
  if (!plugins?.some(isChunkAssetPlugin)) {
    return null;
  }
  return plugins.filter((plugin) => !isChunkAssetPlugin(plugin));
}

export default function prefetchOnIntentPlugin(): Plugin {
  const clientDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client');
  return {
    name: 'prefetch-on-intent',

    getClientModules() {
      return [path.join(clientDir, 'prefetch-on-intent.ts')];
    },

    configureWebpack(config, isServer) {
      const plugins = isServer ? null : withoutChunkAssetTable(config.plugins);
      return plugins ? ({mergeStrategy: {plugins: 'replace'}, plugins} as never) : {};
    },
  };
}
