/**
 * Remark plugin: every fenced code block gets its highlighting tokens, computed at build time. Later transforms
 * read and change them as typed data on the node (`node.data.tokens`, see `codeTokens`/`setCodeTokens`); the
 * `tokens` prop (JSON) that reaches the theme's CodeBlock is written from that data, here only, so the browser
 * then draws the block without Prism.
 *
 * Usage (config/remark-pipeline.ts): remarkPlugins: [[staticHighlight, {additionalLanguages: ['bash', …]}]]
 */
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {registerLanguages, tokenizeCode} from './tokenize';
import type {CompactLine} from './tokens';

declare module 'mdast' {
  interface CodeData {
    /** The block's build-time tokens (static-highlight), hover indexes included once example-hovers ran. */
    tokens?: CompactLine[];
  }
}

export interface StaticHighlightOptions {
  /** The same list as themeConfig.prism.additionalLanguages. */
  additionalLanguages?: string[];
  /** Languages left alone (drawn by something else, such as `mermaid`). */
  skip?: string[];
}

/** The tokens static-highlight gave a code block, or undefined when it gave none. */
export function codeTokens(node: Code): readonly CompactLine[] | undefined {
  return node.data?.tokens;
}

/** Gives a code block its tokens: the typed data later transforms read and the prop the theme's CodeBlock gets. */
export function setCodeTokens(node: Code, tokens: CompactLine[]): void {
  node.data = {...node.data, tokens, hProperties: {...node.data?.hProperties, tokens: JSON.stringify(tokens)}};
}

export default function staticHighlight(options: StaticHighlightOptions = {}) {
  registerLanguages(options.additionalLanguages ?? []);
  const skip = new Set(options.skip ?? ['mermaid']);
  return (tree: Root): void => {
    visit(tree, 'code', (node) => {
      if (!node.lang || skip.has(node.lang)) return;
      setCodeTokens(node, tokenizeCode(node.value ?? '', node.lang));
    });
  };
}
