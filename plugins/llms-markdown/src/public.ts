/**
 * What other units may use of the Markdown twins: the docs pages of a build, the twins' maker and cache, and
 * the remark plugin the site config puts first among the docs' plugins (twins made from the loader's parse).
 */
export {docPagesOf} from './index';
export {pageBody, pagesFromFiles, SITE_VERSIONS, type DocPage} from './pages';
export {makeTwins} from './make-twins';
export {TwinCache} from './twin-cache';
export {docsRemarkPlugins} from './docs-config';
export {closeTwinSession, openTwinSession, remarkTwinSource} from './twin-source';
// For bench/twins-cpu.ts and the unit tests, which make a twin both ways (the converter, the loader's session).
export {toMarkdownTwin} from './convert';
export {LoaderTwins} from './loader-twins';
export {parseWithDocusaurusLoader} from './loader-parse';
export type {MdNode} from './mdast';
