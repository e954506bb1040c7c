/**
 * diagrams: fenced `mermaid` blocks are drawn at build time into static SVG (remark.ts, render.ts) and
 * shown by this theme's `@theme/Mermaid`, so no page downloads a diagram library. Replaces
 * @docusaurus/theme-mermaid, whose renderer (mermaid, ≈160 KiB gzip) ran in the browser on every docs page.
 */
import type {Plugin} from '@docusaurus/types';
import {themePaths} from '../../shared/theme-paths';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

export default function diagramsPlugin(): Plugin {
  return {
    name: 'diagrams',
    ...themePaths(import.meta.url),
  };
}
