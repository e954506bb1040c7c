/**
 * example-twins: every TypeScript example is shown with its JavaScript twin and a TypeScript / JavaScript switch.
 *
 * - remark/twins.ts (a docs remark plugin, registered in docusaurus.config.ts) turns each ts/tsx code block
 *   of a guide page into <ExampleTwins> holding the block and its twin (twin.ts makes it at build time).
 * - theme/ExampleTwins renders both blocks and the switch; CSS shows one of them according to an attribute
 *   of <html>, so every block of the page follows one choice and no script runs to show the right one.
 * - This plugin puts in <head> the small inline script that sets that attribute from storage before the
 *   page paints (language.ts), so a server-rendered page never flashes the other language.
 * scripts/lib/examples/javascript-twins.ts compiles the same twins in `npm run check:examples`.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headScript} from './language';
import type {PluginOptions} from './options';
import {themePaths} from '../../shared/theme-paths';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

export default function exampleTwinsPlugin(_context: LoadContext, _options: PluginOptions): Plugin {
  return {
    name: 'example-twins',

    ...themePaths(import.meta.url),

    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: headScript()}]};
    },
  };
}
