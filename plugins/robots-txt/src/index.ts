/**
 * robots-txt: writes robots.txt at the root of the build in postBuild, naming the sitemap that
 * @docusaurus/plugin-sitemap writes (see robots.ts).
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {robotsTxt} from './robots';

export {validateOptions} from './options';

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.siteConfig.baseUrl));
    },
  };
}
