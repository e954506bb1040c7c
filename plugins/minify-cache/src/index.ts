/**
 * minify-cache: production builds reuse the minified output of every JavaScript chunk whose text did not
 * change since the last build. Docusaurus's Rspack set-up minifies with SWC through Rspack's
 * SwcJsMinimizerRspackPlugin, which keeps nothing between builds; this plugin puts CachedJsMinimizer (same
 * minifier, same options) in its place. Webpack builds already cache minification, so they are left alone,
 * and DOCUSAURUS_NO_PERSISTENT_CACHE turns the cache off like Docusaurus's own.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import {CachedJsMinimizer} from './cached-js-minimizer';
import type {PluginOptions} from './options';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';
export {CachedJsMinimizer} from './cached-js-minimizer';

/** Rspack's stock SWC minimizer, the one this plugin replaces. */
export function isStockSwcMinimizer(minimizer: unknown): boolean {
  return (minimizer as {name?: unknown} | null)?.name === 'SwcJsMinimizerRspackPlugin' ||
    (minimizer as object | null)?.constructor?.name === 'SwcJsMinimizerRspackPlugin';
}

/** The minimizer list with the stock SWC minimizer swapped for `replacement` (null when there is none to swap). */
export function withCachedMinimizer(minimizers: readonly unknown[] | undefined, replacement: CachedJsMinimizer): unknown[] | null {
  if (!minimizers?.some(isStockSwcMinimizer)) {
    return null;
  }
  return minimizers.map((minimizer) => (isStockSwcMinimizer(minimizer) ? replacement : minimizer));
}

export default function minifyCachePlugin(context: LoadContext, options: PluginOptions): Plugin {
  const cacheDir = process.env.DOCUSAURUS_NO_PERSISTENT_CACHE ? null : path.resolve(context.siteDir, options.cacheDir);
  return {
    name: 'minify-cache',

    configureWebpack(config, isServer, utils) {
      if (isServer || utils.currentBundler.name !== 'rspack' || config.optimization?.minimize === false) {
        return {};
      }
      const minimizer = withCachedMinimizer(config.optimization?.minimizer, new CachedJsMinimizer({minifyOptions: {...getSwcJsMinimizerOptions()}, cacheDir}));
      if (!minimizer) {
        return {};
      }
      return {mergeStrategy: {'optimization.minimizer': 'replace'}, optimization: {minimizer}} as never;
    },
  };
}
