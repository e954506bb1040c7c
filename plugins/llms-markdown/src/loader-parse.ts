/**
 * Runs a page through Docusaurus's own MDX compilation (its preprocessing, parser and syntax extensions, with the
 * docs' default Markdown options) as far as the twin source: remarkTwinSource first among the remark plugins, as
 * the site config puts it, then `after` sees the tree and the compilation stops. What the unit test that compares
 * the two ways of making a twin, and the bench that times them, both need; the build itself never calls it.
 */
import {readFileSync} from 'node:fs';
import {compileToJSX} from '@docusaurus/mdx-loader/lib/utils.js';
import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation.js';
import type {MdNode} from './mdast';
import {remarkTwinSource} from './twin-source';

const STOP = new Error('stopped after the twin source');

export async function parseWithDocusaurusLoader(
  sourceFile: string,
  siteDir: string,
  after: (tree: MdNode) => void = () => undefined,
): Promise<void> {
  const options = {
    admonitions: true,
    markdownConfig: {...DEFAULT_MARKDOWN_CONFIG, mermaid: false},
    siteDir,
    staticDirs: [],
    removeContentTitle: true,
    beforeDefaultRemarkPlugins: [
      remarkTwinSource,
      () => (tree: MdNode) => {
        after(tree);
        throw STOP;
      },
    ],
    remarkPlugins: [],
  };
  const fileContent = readFileSync(sourceFile, 'utf8');
  try {
    await compileToJSX({filePath: sourceFile, fileContent, frontMatter: {}, options: options as never, compilerName: 'server'});
  } catch (error) {
    if ((error as Error).cause !== STOP) throw error;
    return;
  }
  throw new Error(`${sourceFile}: the compilation ran past the twin source`);
}
