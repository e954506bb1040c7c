/**
 * What other units may use of the Discord previews: the preview model and its text description. The site's
 * component imports this module into the browser bundle, so it re-exports only browser-safe code; the remark
 * transform (which loads the TypeScript compiler) is the plugin's entry, src/index.ts.
 */
export * from './model';
export * from './describe';
