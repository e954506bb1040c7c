/**
 * Remark plugin: each ts/tsx code block of a guide page becomes
 *   <ExampleTwins>{the TypeScript block}{its JavaScript twin}</ExampleTwins>
 * with an import of the component added to the page (so only pages with examples load it).
 * Blocks whose meta has `no-twin`, declaration files, type-only code and pages under api-reference/ are left alone. A block that does not
 * parse fails the build with its file and line (check:examples reports the same block in detail).
 */
import type {Code, Parent, Root} from 'mdast';
import type {VFile} from 'vfile';
import {javascriptMeta, twinOf, type TypeScriptLang} from '../twin';
import {defaultImportNode} from '../../../shared/mdx-esm';

const TYPESCRIPT: Record<string, TypeScriptLang> = {ts: 'ts', typescript: 'ts', tsx: 'tsx', mts: 'ts', cts: 'ts'};
export const COMPONENT = 'ExampleTwins__';
export const COMPONENT_MODULE = '@theme/ExampleTwins';

export interface TwinsOptions {
  /** Pages whose path matches are left alone (default: generated API pages). */
  exclude?: RegExp;
}

/** The ESM import of the component, as MDX expects it. */
function componentImport() {
  return defaultImportNode(COMPONENT, COMPONENT_MODULE);
}

function titleOf(meta: string | null | undefined): string | undefined {
  const m = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? '');
  return m ? (m[1] ?? m[2]) : undefined;
}

function hasWord(meta: string | null | undefined, word: string): boolean {
  return new RegExp(`(?:^|\\s)${word}(?:\\s|$)`).test((meta ?? '').replace(/"[^"]*"|'[^']*'/g, ' '));
}

/** Replaces the TypeScript code blocks of a tree by twin elements; returns how many it replaced. */
export function addTwins(tree: Root, where = 'page'): number {
  let count = 0;
  const visit = (parent: Parent) => {
    parent.children.forEach((child, index) => {
      if (child.type === 'code') {
        const lang = TYPESCRIPT[(child.lang ?? '').toLowerCase()];
        if (!lang || hasWord(child.meta, 'no-twin')) return;
        let twin;
        try {
          twin = twinOf(child.value.endsWith('\n') ? child.value : child.value + '\n', lang, titleOf(child.meta));
        } catch (error) {
          throw new Error(`${where}:${child.position?.start.line ?? '?'}: the ${lang} block cannot be turned into JavaScript: ${(error as Error).message}`);
        }
        if (!twin) return; // a declaration file or types only: nothing to show in JavaScript
        const js: Code = {type: 'code', lang: twin.lang, meta: child.meta ? javascriptMeta(child.meta) : child.meta, value: twin.code.replace(/\n$/, '')};
        const element = {type: 'mdxJsxFlowElement', name: COMPONENT, attributes: [], children: [child, js]};
        parent.children[index] = element as unknown as Parent['children'][number];
        count++;
        return;
      }
      if ('children' in child && Array.isArray(child.children)) visit(child as Parent);
    });
  };
  visit(tree);
  if (count > 0) tree.children.unshift(componentImport() as unknown as Root['children'][number]);
  return count;
}

export default function remarkExampleTwins(options: TwinsOptions = {}) {
  const exclude = options.exclude ?? /[\\/]api-reference[\\/]/;
  return (tree: Root, file: VFile) => {
    if (file.path && exclude.test(file.path)) return;
    addTwins(tree, file.path ?? 'page');
  };
}
