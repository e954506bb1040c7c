/**
 * The work of the example-twins remark plugin (./twins.ts): TypeScript blocks → twin elements. Kept apart
 * because it loads the TypeScript compiler (through ts-blank-space), which the plugin imports only for pages
 * that have a TypeScript block: loading the site config, and builds whose pages come from the bundler's
 * cache, then never pay for it.
 */
import type {Code, Parent, Root} from 'mdast';
import {javascriptMeta, twinOf} from '../twin';
import {SKIP, visit} from 'unist-util-visit';
import {codeTitle, hasCodeFlag} from '../../../shared/code-meta';
import {defaultImportNode} from '../../../shared/mdx-esm';
import {COMPONENT, COMPONENT_MODULE, TYPESCRIPT} from './component';

export {COMPONENT, COMPONENT_MODULE} from './component';

/** The ESM import of the component, as MDX expects it. */
function componentImport() {
  return defaultImportNode(COMPONENT, COMPONENT_MODULE);
}

/** Replaces the TypeScript code blocks of a tree by twin elements; returns how many it replaced. */
export function addTwins(tree: Root, where = 'page'): number {
  let count = 0;
  visit(tree, 'code', (child, index, parent) => {
    const lang = TYPESCRIPT[(child.lang ?? '').toLowerCase()];
    if (!lang || hasCodeFlag(child.meta, 'no-twin') || !parent || index === undefined) return;
    let twin;
    try {
      twin = twinOf(child.value.endsWith('\n') ? child.value : child.value + '\n', lang, codeTitle(child.meta));
    } catch (error) {
      throw new Error(
        `${where}:${child.position?.start.line ?? '?'}: the ${lang} block cannot be turned into JavaScript: ${(error as Error).message}`,
      );
    }
    if (!twin) return; // a declaration file or types only: nothing to show in JavaScript
    const js: Code = {
      type: 'code',
      lang: twin.lang,
      meta: child.meta ? javascriptMeta(child.meta) : child.meta,
      value: twin.code.replace(/\n$/, ''),
    };
    const element = {type: 'mdxJsxFlowElement', name: COMPONENT, attributes: [], children: [child, js]};
    parent.children[index] = element as unknown as Parent['children'][number];
    count++;
    return SKIP; // the twin element holds the block: not walked again
  });
  if (count > 0) tree.children.unshift(componentImport() as unknown as Root['children'][number]);
  return count;
}
