/** What other units may use of the Markdown twins: the docs pages of a build, and the twins' maker and cache. */
export {docPagesOf} from './index';
export {pagesFromFiles, SITE_VERSIONS, type DocPage} from './pages';
export {makeTwins} from './make-twins';
export {TwinCache} from './twin-cache';
export {docsRemarkPlugins} from './docs-config';
