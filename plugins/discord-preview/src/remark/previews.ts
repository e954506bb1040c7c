/**
 * Remark plugin: after each ts/tsx example of the pages it is given (the JSX component pages and the command
 * pages) that sends a message or opens a modal the preview can draw, adds
 *   <DiscordPreview message="{...model as JSON}" description="...text alternative..." />
 * with the component imported once per page. The model is read from the example's own code
 * (extract.ts), so the drawing changes when the example does. Blocks with `no-preview` in their meta are skipped.
 */
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {PREVIEW_PAGES} from './component';

export {COMPONENT, COMPONENT_MODULE, PREVIEW_PAGES} from './component';

export interface PreviewsOptions {
  /** Pages (by file path) that get previews. */
  include: RegExp;
}

export default function remarkDiscordPreviews(options: Partial<PreviewsOptions> = {}) {
  const include = options.include ?? PREVIEW_PAGES;
  return async (tree: Root, file: VFile) => {
    if (!file.path || !include.test(file.path)) return;
    // Reading examples loads the TypeScript compiler: only for the pages that get previews.
    const {addPreviews} = await import('./add-previews');
    addPreviews(tree);
  };
}
