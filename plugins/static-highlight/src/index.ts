/**
 * static-highlight: code blocks are highlighted when the site is built, not in the browser. The remark
 * plugin (remark.ts) gives each fenced block its Prism tokens; this theme's CodeBlock/Content draws them
 * with the stock line and token components and the colour mode's Prism theme. Prism (≈35 KiB gzip with
 * prism-react-renderer's languages) is then downloaded only by a page that shows a code block the build
 * could not tokenize (one built by a component at run time), and only after that page is displayed:
 * until then the server-rendered, highlighted block stays on screen.
 */
import type {Plugin} from '@docusaurus/types';
import {themePaths} from '../../shared/theme-paths';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

export default function staticHighlightPlugin(): Plugin {
  return {
    name: 'static-highlight',
    ...themePaths(import.meta.url),
  };
}
