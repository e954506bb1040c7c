/**
 * The work of the discord-preview remark plugin (./previews.ts): examples → previews. Kept apart because
 * reading an example loads the TypeScript compiler (extract.ts), which the plugin imports only for the
 * pages that get previews: loading the site config and compiling every other page never pay for it.
 */
import type {Parent, Root} from 'mdast';
import {describeMessage, isDrawable} from '../describe';
import {extractMessage} from '../extract';
import type {MessagePreview} from '../model';
import {defaultImportNode} from '../../../shared/mdx-esm';
import {SKIP, visit} from 'unist-util-visit';
import {hasCodeFlag} from '../../../shared/code-meta';
import {COMPONENT, COMPONENT_MODULE} from './component';

export {COMPONENT, COMPONENT_MODULE, PREVIEW_PAGES} from './component';

/** The ESM import of the component, as MDX expects it. */
function componentImport() {
  return defaultImportNode(COMPONENT, COMPONENT_MODULE);
}

function previewElement(message: MessagePreview, description: string) {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [attribute('message', JSON.stringify(message)), attribute('description', description)],
    children: [],
  };
}

/** The preview a code block gets, if any. */
export function previewOf(
  lang: string | null | undefined,
  meta: string | null | undefined,
  code: string,
): {message: MessagePreview; description: string} | undefined {
  if (lang !== 'ts' && lang !== 'tsx') return undefined;
  if (hasCodeFlag(meta, 'no-preview')) return undefined;
  let message: MessagePreview | undefined;
  try {
    message = extractMessage(code, lang);
  } catch {
    return undefined;
  }
  if (!message || !isDrawable(message)) return undefined;
  return {message, description: describeMessage(message)};
}

/** Adds a preview after every example that has one; returns how many. */
export function addPreviews(tree: Root): number {
  let count = 0;
  visit(tree, 'code', (child, index, parent) => {
    const preview = previewOf(child.lang, child.meta, child.value);
    if (!preview || !parent || index === undefined) return;
    parent.children.splice(index + 1, 0, previewElement(preview.message, preview.description) as unknown as Parent['children'][number]);
    count++;
    return [SKIP, index + 2]; // on past the preview just added
  });
  if (count > 0) tree.children.unshift(componentImport() as unknown as Root['children'][number]);
  return count;
}
