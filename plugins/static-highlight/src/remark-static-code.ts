/**
 * Remark plugin: a fenced block with the `static` flag (```ts title="x.ts" static) becomes a static code block
 * (./static-code): its HTML and its colours made here, drawn by the theme's StaticCodeBlock with a copy and a
 * word-wrap button, without the code-block component. For a page that shows one sample and nothing else of the
 * code-block machinery (the home page): the stock block's hovers, twins, line highlighting and magic comments are
 * not available in a static block.
 *
 * Usage (config/remark-pipeline.ts): remarkPlugins: [[remarkStaticCode, {themes: {light, dark}}]]
 */
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {codeTitle, hasCodeFlag} from '../../shared/code-meta';
import {defaultImportNode} from '../../shared/mdx-esm';
import {codeTokens} from './remark';
import {staticCode, type StaticCodeThemes} from './static-code';
import {tokenizeCode} from './tokenize';

export const STATIC_FLAG = 'static';
const COMPONENT = 'StaticCodeBlock__';
const COMPONENT_MODULE = '@theme/StaticCodeBlock';

export interface StaticCodeOptions {
  themes: StaticCodeThemes;
}

function element(node: Code, themes: StaticCodeThemes) {
  const language = (node.lang ?? 'text').toLowerCase();
  const {html, css} = staticCode(codeTokens(node) ?? tokenizeCode(node.value, language), language, themes);
  const title = codeTitle(node.meta);
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      attribute('language', language),
      ...(title ? [attribute('title', title)] : []),
      attribute('html', html),
      attribute('css', css),
    ],
    children: [],
  };
}

export default function remarkStaticCode({themes}: StaticCodeOptions) {
  return (tree: Root): void => {
    let count = 0;
    visit(tree, 'code', (node, index, parent) => {
      if (!parent || index === undefined || !hasCodeFlag(node.meta, STATIC_FLAG)) return;
      parent.children[index] = element(node, themes) as unknown as Root['children'][number];
      count++;
    });
    if (count > 0) tree.children.unshift(defaultImportNode(COMPONENT, COMPONENT_MODULE) as unknown as Root['children'][number]);
  };
}
