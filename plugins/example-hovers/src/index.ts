/**
 * example-hovers: the identifiers of the guide's examples show their type on hover and on keyboard focus,
 * twoslash-style, with an API item's one-line summary and a link to its page.
 *
 * - compile.ts compiles every version's examples once per build with the example check's own compile
 *   (scripts/lib/examples/check.ts) and records each identifier's quick info (collect.ts), cached on disk
 *   under a hash of everything the compile reads; a failing example fails the build with its page and line.
 * - remark/hovers.ts (a docs remark plugin, after static-highlight) cuts those identifiers out of each
 *   block's build-time tokens with the index of their entry in the page's deduplicated table, and appends
 *   <ExampleHovers table=…/> to the page.
 * - The bundler cache is keyed to the inputs every page's hovers share (models, checker, packages).
 * - theme/ExampleHovers loads client/tooltip.ts on the first hover or focus of an identifier; nothing runs
 *   before. static-highlight's CodeBlock/Content marks the identifiers (`data-hover`, focusable).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheVersionConfig, type BundlerCacheConfig} from '../../shared/bundler-cache';
import {sharedInputsKey} from './compile';
import type {PluginOptions} from './options';
import {themePaths} from '../../shared/theme-paths';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

export default function exampleHoversPlugin(context: LoadContext, _options: PluginOptions): Plugin {
  return {
    name: 'example-hovers',
    ...themePaths(import.meta.url),
    // A page's compiled module holds its hovers, which also depend on files outside the module graph (the API
    // models and summaries, the checker, the packages): the bundler cache is keyed to them.
    configureWebpack(config) {
      return cacheVersionConfig(config as BundlerCacheConfig, `hovers-${sharedInputsKey(context.siteDir)}`) as never;
    },
  };
}
