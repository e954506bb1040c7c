/**
 * dev-server: bundler settings for `docusaurus start` only (a production build is unchanged).
 *
 * - Rspack's native file watcher. On every edit, the JavaScript watcher Rspack uses by default rebuilt its
 *   watch over every file of the compilation on Node's main thread, the thread that also runs Docusaurus's
 *   reload of all docs and the MDX loader: about 250 ms of that thread per edit, and more garbage to collect,
 *   measured in CPU profiles of an edit (bench/RESULTS.md, "Dev server: the file watcher"). The native watcher
 *   does the same off that thread (50-110 ms left).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from './options';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

/** What the dev server's bundler config gains; nothing outside development (`docusaurus start`). */
export function devBundlerConfig(nodeEnv: string | undefined): Record<string, unknown> {
  return nodeEnv === 'production' ? {} : {experiments: {nativeWatcher: true}};
}

export default function devServerPlugin(_context: LoadContext, _options: PluginOptions): Plugin {
  return {
    name: 'dev-server',
    configureWebpack() {
      return devBundlerConfig(process.env.NODE_ENV) as never;
    },
  };
}
