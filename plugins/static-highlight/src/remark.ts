/**
 * Remark plugin: every fenced code block gets its highlighting tokens, computed at build time, as a
 * `tokens` prop (JSON) that reaches the theme's CodeBlock; the browser then draws the block without Prism.
 *
 * Usage (docusaurus.config.ts): remarkPlugins: [[staticHighlight, {additionalLanguages: ['bash', …]}]]
 */
import {registerLanguages, tokenizeCode} from './tokenize';

export interface StaticHighlightOptions {
  /** The same list as themeConfig.prism.additionalLanguages. */
  additionalLanguages?: string[];
  /** Languages left alone (drawn by something else, such as `mermaid`). */
  skip?: string[];
}

interface MdNode {
  type: string;
  lang?: string | null;
  value?: string;
  data?: {hProperties?: Record<string, unknown>} & Record<string, unknown>;
  children?: MdNode[];
}

function visitCode(node: MdNode, visit: (node: MdNode) => void): void {
  if (node.type === 'code') visit(node);
  node.children?.forEach((child) => visitCode(child, visit));
}

export default function staticHighlight(options: StaticHighlightOptions = {}) {
  registerLanguages(options.additionalLanguages ?? []);
  const skip = new Set(options.skip ?? ['mermaid']);
  return (tree: MdNode): void => {
    visitCode(tree, (node) => {
      if (!node.lang || skip.has(node.lang)) return;
      const tokens = tokenizeCode(node.value ?? '', node.lang);
      node.data = {...node.data, hProperties: {...node.data?.hProperties, tokens: JSON.stringify(tokens)}};
    });
  };
}
