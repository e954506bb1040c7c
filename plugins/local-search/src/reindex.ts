/**
 * `npm run search:reindex`: rebuilds the search index of an existing build from its HTML pages (after a
 * change to the indexer or the shard format; seconds instead of a full site build).
 *
 *   npm run search:reindex -- [--build-dir build] [--site-url https://commandkit.dev] [--base-url /]
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {DEFAULT_OPTIONS} from './options';
import {describeIndex, writeSearchIndex} from './write';

const {values} = parseArgs({
  options: {
    'build-dir': {type: 'string', default: process.env.SITE_BUILD_DIR ?? 'build'},
    'site-url': {type: 'string', default: process.env.SITE_URL ?? 'https://commandkit.dev'},
    'base-url': {type: 'string', default: process.env.SITE_BASE_URL ?? '/'},
  },
});

const buildDir = path.resolve(values['build-dir']);
if (!existsSync(path.join(buildDir, DEFAULT_OPTIONS.indexDir, 'manifest.json'))) {
  console.error(`${buildDir} has no search index: build the site first (npm run build), then re-index it.`);
  process.exit(1);
}
const baseUrl = values['base-url'];
const {records, manifest} = await writeSearchIndex(buildDir, {
  siteUrl: `${values['site-url'].replace(/\/$/, '')}${baseUrl.replace(/\/$/, '')}`,
  baseUrl,
  indexDir: DEFAULT_OPTIONS.indexDir,
  maxContentLength: DEFAULT_OPTIONS.maxContentLength,
  excludeRoutes: DEFAULT_OPTIONS.excludeRoutes,
});
console.log(describeIndex(DEFAULT_OPTIONS.indexDir, records, manifest));
