/**
 * Remark plugin: each ts/tsx code block of a guide page becomes
 *   <ExampleTwins>{the TypeScript block}{its JavaScript twin}</ExampleTwins>
 * with an import of the component added to the page (so only pages with examples load it).
 * Blocks whose meta has `no-twin`, declaration files, type-only code and pages under api-reference/ are left alone. A block that does not
 * parse fails the build with its file and line (check:examples reports the same block in detail).
 */
import type {Root} from 'mdast';
import {CONTINUE, EXIT, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {TYPESCRIPT} from './component';

export {COMPONENT, COMPONENT_MODULE, TYPESCRIPT} from './component';

export interface TwinsOptions {
  /** Pages whose path matches are left alone (default: generated API pages). */
  exclude?: RegExp;
}

/** Whether a tree has a code block in one of the TypeScript languages. */
export function hasTypeScriptBlock(tree: Root): boolean {
  let found = false;
  visit(tree, 'code', (node) => {
    found = TYPESCRIPT[(node.lang ?? '').toLowerCase()] !== undefined;
    return found ? EXIT : CONTINUE;
  });
  return found;
}

export default function remarkExampleTwins(options: TwinsOptions = {}) {
  const exclude = options.exclude ?? /[\\/]api-reference[\\/]/;
  return async (tree: Root, file: VFile) => {
    if (file.path && exclude.test(file.path)) return;
    // The transformation loads the TypeScript compiler: only for pages that have something to transform.
    if (!hasTypeScriptBlock(tree)) return;
    const {addTwins} = await import('./add-twins');
    addTwins(tree, file.path ?? 'page');
  };
}
