/**
 * url-forms: every page of the build also answers at `<path>/` and `<path>/index.html` on any static host
 * (see forms.ts for why a copy, not a redirect). Runs in postBuild.
 *
 * Order matters: the copies must be taken after the other plugins have finished rewriting the pages
 * (route-sections adds a script tag to each): plugins/shared/post-build-order.ts runs this step after that one.
 * A browser-free test (tests/unit/url-forms-build.test.ts, on a real build) fails if a copy ever differs from its page.
 */
import {copyFileSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {listHtmlFiles} from '../../shared/html-files';
import {inPostBuildOrder} from '../../shared/post-build-order';
import {formCopies} from './forms';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

export default function urlFormsPlugin(_context: LoadContext, options: PluginOptions): Plugin {
  const exclude = options.exclude.map((pattern) => new RegExp(pattern));
  return {
    name: 'url-forms',
    postBuild({outDir}) {
      return inPostBuildOrder('url-forms', outDir, async () => {
        const files = (await listHtmlFiles(outDir)).map((file) => file.split(path.sep).join('/'));
        const copies = formCopies(files, exclude);
        for (const {from, to} of copies) {
          const target = path.join(outDir, to);
          mkdirSync(path.dirname(target), {recursive: true});
          copyFileSync(path.join(outDir, from), target);
        }
        console.log(`[url-forms] ${copies.length} pages also answer at <path>/ and <path>/index.html`);
      });
    },
  };
}
