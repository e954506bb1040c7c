/**
 * Stands in for @docusaurus/utils-common's entry file in the bundles. That file is CommonJS compiled with
 * tslib's helpers, so it pulls the whole of tslib (≈4 KiB gzip) into the main bundle for one
 * `__importDefault` call. This module re-exports the same names from the same files, as ES modules, without
 * it. tests/unit/lean-main-bundle.test.ts checks that the names and values match the entry's.
 */
import * as trailingSlash from '@docusaurus/utils-common/lib/applyTrailingSlash.js';

export {addPrefix, addSuffix, removePrefix, removeSuffix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';
export {addLeadingSlash, addTrailingSlash, removeTrailingSlash} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';

type ApplyTrailingSlash = typeof import('@docusaurus/utils-common').applyTrailingSlash;
// The file is CommonJS with `exports.default`: a bundler gives that function as the default export, Node's
// loader (unit tests) gives the whole `exports` object.
const defaultExport = trailingSlash.default as ApplyTrailingSlash | {default: ApplyTrailingSlash};
export const applyTrailingSlash: ApplyTrailingSlash = typeof defaultExport === 'function' ? defaultExport : defaultExport.default;

/** The id of the blog post container, as the entry file exports it (search crawlers skip `__` anchors). */
export const blogPostContainerID = '__blog-post-container';
