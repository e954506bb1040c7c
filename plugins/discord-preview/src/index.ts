/**
 * discord-preview's entry for the site build: the remark transform that adds a drawn Discord message after the
 * examples that send one, and the preview of one example (used by the benches). The browser-safe model is public.ts.
 */
export {default as remarkDiscordPreviews} from './remark/previews';
export {previewOf} from './remark/add-previews';
