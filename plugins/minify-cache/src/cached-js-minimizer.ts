/**
 * An Rspack plugin that minifies JavaScript assets with the SWC minifier Rspack ships (the same one its
 * SwcJsMinimizerRspackPlugin runs), remembering each result on disk. Rspack's persistent cache covers module
 * builds only, so without this every build minified all ~1 100 chunks again although almost none changed.
 */
import type {Compiler} from '@rspack/core';
import {MinifyCacheStore, cacheKey} from './cache-store';

/** Options handed to SWC's minify (Docusaurus's choice: `getSwcJsMinimizerOptions()` of @docusaurus/faster). */
export type SwcMinifyOptions = Record<string, unknown>;

export interface CachedJsMinimizerOptions {
  minifyOptions: SwcMinifyOptions;
  /** Folder of the cache; null minifies without remembering. */
  cacheDir: string | null;
}

export interface MinifyStats {
  fromCache: number;
  minified: number;
}

const JS_ASSET = /\.[cm]?js(\?.*)?$/i;
const PLUGIN_NAME = 'CachedJsMinimizer';

export class CachedJsMinimizer {
  /** Counts of the last compilation (reported after the build, read by tests). */
  lastStats: MinifyStats = {fromCache: 0, minified: 0};

  constructor(readonly options: CachedJsMinimizerOptions) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources, experiments, rspackVersion} = compiler.rspack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE}, async () => {
        const store = this.options.cacheDir ? new MinifyCacheStore(this.options.cacheDir) : null;
        const stats: MinifyStats = {fromCache: 0, minified: 0};
        const assets = compilation.getAssets().filter((asset) => JS_ASSET.test(asset.name) && !asset.info.minimized);
        await Promise.all(
          assets.map(async (asset) => {
            const source = asset.source.source().toString();
            const key = cacheKey(rspackVersion, this.options.minifyOptions, source);
            let code = store ? await store.get(key) : null;
            if (code === null) {
              code = (await experiments.swc.minify(source, this.options.minifyOptions as never)).code;
              await store?.set(key, code);
              stats.minified += 1;
            } else {
              stats.fromCache += 1;
            }
            compilation.updateAsset(asset.name, new sources.RawSource(code), {...asset.info, minimized: true});
          }),
        );
        await store?.prune();
        this.lastStats = stats;
      });
    });
  }
}
