/**
 * plugins/url-forms on a real build: every page's directory-index twin exists and is the page, byte for byte.
 * A twin taken before another plugin finished rewriting its page (route-sections adds a script tag to each)
 * would differ, and a reader arriving at `<path>/` would get a page without it. Needs a built site (the test
 * command builds first); without one the test is skipped and says so.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {listHtmlFiles} from '../../plugins/shared/html-files';
import {formCopies} from '../../plugins/url-forms/src/forms';

const buildDir = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');
const built = existsSync(path.join(buildDir, 'index.html'));

test(
  'every page of the build has a <path>/index.html twin identical to it',
  {skip: built ? false : `no build in ${path.relative(process.cwd(), buildDir) || '.'}`},
  async () => {
    const files = (await listHtmlFiles(buildDir)).map((file) => file.split(path.sep).join('/'));
    const present = new Set(files);
    // The copies the plugin would still have to make: none, since it ran in postBuild.
    assert.deepEqual(formCopies(files), [], 'every copyable page already has its twin');
    const pages = files.filter(
      (file) => file.endsWith('.html') && !file.endsWith('/index.html') && file !== 'index.html' && file !== '404.html',
    );
    const twinned = pages.filter((file) => present.has(`${file.slice(0, -'.html'.length)}/index.html`));
    assert.ok(twinned.length > 100, `expected the site's pages to have twins, found ${twinned.length}`);
    const different = twinned.filter((file) => {
      const twin = `${file.slice(0, -'.html'.length)}/index.html`;
      return !readFileSync(path.join(buildDir, file)).equals(readFileSync(path.join(buildDir, twin)));
    });
    assert.deepEqual(different, [], 'a twin differs from its page');
  },
);
