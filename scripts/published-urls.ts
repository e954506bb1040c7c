/**
 * Writes config/published-urls.data.json from a build: every page the site publishes.
 *   npm run links:published [-- <build dir>]   (default build/)
 * Run it after adding or renaming pages (with a redirect from the old URL), then commit the list.
 */
import {existsSync} from 'node:fs';
import {readBuildPages} from './lib/links/build-pages';
import {PUBLISHED_URLS_FILE, writePublishedUrls} from '../config/published-urls';

const buildDir = process.argv[2] ?? 'build';
if (!existsSync(`${buildDir}/index.html`)) {
  console.error(`No build at ${buildDir}: run npm run build first.`);
  process.exit(2);
}
const {pages} = readBuildPages(buildDir);
writePublishedUrls([...pages]);
console.log(`${pages.size} published URLs -> ${PUBLISHED_URLS_FILE}`);
