/**
 * Remark plugin: after each ts/tsx example of the pages it is given (the JSX component pages and the command
 * pages) that sends a message or opens a modal the preview can draw, adds
 *   <DiscordPreview message="{...model as JSON}" description="...text alternative..." />
 * with the component imported once per page. The model is read from the example's own code
 * (extract.ts), so the drawing changes when the example does. Blocks with `no-preview` in their meta are skipped.
 */
import type {Parent, Root} from 'mdast';
import type {VFile} from 'vfile';
import {describeMessage, isDrawable} from '../describe';
import {extractMessage} from '../extract';
import type {MessagePreview} from '../model';
import {defaultImportNode} from '../../../shared/mdx-esm';

export const COMPONENT = 'DiscordPreview__';
export const COMPONENT_MODULE = '@site/src/components/DiscordPreview';

export interface PreviewsOptions {
  /** Pages (by file path) that get previews. */
  include: RegExp;
}

/** The pages the issue names: JSX components v1 and v2, chat-input and message commands. */
export const PREVIEW_PAGES = /[\\/]docs[\\/]guide[\\/](jsx-components[\\/]discord-components-v[12][\\/][^\\/]+|commands[\\/](chat-input|message)-commands)\.mdx?$/;

/** The ESM import of the component, as MDX expects it. */
function componentImport() {
  return defaultImportNode(COMPONENT, COMPONENT_MODULE);
}

function previewElement(message: MessagePreview, description: string) {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  return {type: 'mdxJsxFlowElement', name: COMPONENT, attributes: [attribute('message', JSON.stringify(message)), attribute('description', description)], children: []};
}

/** The preview a code block gets, if any. */
export function previewOf(lang: string | null | undefined, meta: string | null | undefined, code: string): {message: MessagePreview; description: string} | undefined {
  if (lang !== 'ts' && lang !== 'tsx') return undefined;
  if (/(?:^|\s)no-preview(?:\s|$)/.test(meta ?? '')) return undefined;
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
  const visit = (parent: Parent) => {
    for (let i = 0; i < parent.children.length; i++) {
      const child = parent.children[i]!;
      if (child.type === 'code') {
        const preview = previewOf(child.lang, child.meta, child.value);
        if (preview) {
          parent.children.splice(i + 1, 0, previewElement(preview.message, preview.description) as unknown as Parent['children'][number]);
          i++;
          count++;
        }
      } else if ('children' in child && Array.isArray(child.children)) visit(child as Parent);
    }
  };
  visit(tree);
  if (count > 0) tree.children.unshift(componentImport() as unknown as Root['children'][number]);
  return count;
}

export default function remarkDiscordPreviews(options: Partial<PreviewsOptions> = {}) {
  const include = options.include ?? PREVIEW_PAGES;
  return (tree: Root, file: VFile) => {
    if (!file.path || !include.test(file.path)) return;
    addPreviews(tree);
  };
}
