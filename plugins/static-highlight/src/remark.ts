/**
 * Remark plugin: every fenced code block gets its highlighting tokens, computed at build time, as a
 * `tokens` prop (JSON) that reaches the theme's CodeBlock; the browser then draws the block without Prism.
 *
 * Usage (docusaurus.config.ts): remarkPlugins: [[staticHighlight, {additionalLanguages: ['bash', …]}]]
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {registerLanguages, tokenizeCode} from './tokenize';

export interface StaticHighlightOptions {
  /** The same list as themeConfig.prism.additionalLanguages. */
  additionalLanguages?: string[];
  /** Languages left alone (drawn by something else, such as `mermaid`). */
  skip?: string[];
}

export default function staticHighlight(options: StaticHighlightOptions = {}) {
  registerLanguages(options.additionalLanguages ?? []);
  const skip = new Set(options.skip ?? ['mermaid']);
  return (tree: Root): void => {
    visit(tree, 'code', (node) => {
      if (!node.lang || skip.has(node.lang)) return;
      const tokens = tokenizeCode(node.value ?? '', node.lang);
      node.data = {...node.data, hProperties: {...node.data?.hProperties, tokens: JSON.stringify(tokens)}};
    });
  };
}
