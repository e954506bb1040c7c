/**
 * What other units may use of the Markdown twins: the docs pages of a build, the twins' maker and cache, and
 * the remark plugin the site config puts first among the docs' plugins (twins made from the loader's parse).
 */
export {docPagesOf} from './index';
export {pagesFromFiles, SITE_VERSIONS, type DocPage} from './pages';
export {makeTwins} from './make-twins';
export {TwinCache} from './twin-cache';
export {docsRemarkPlugins} from './docs-config';
export {remarkTwinSource} from './twin-source';
