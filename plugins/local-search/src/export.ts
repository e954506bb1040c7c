/**
 * `npm run search:export`: writes the DocSearch records of a built site as one JSON array, ready to
 * push to Algolia (or a compatible engine) with its own client: objectID, url, type, hierarchy,
 * content, language, docusaurus_tag (declare the last two as attributesForFaceting), api, weight.pageRank (the
 * page's docsearch:page_rank; rank on it descending as DocSearch does) and weight.position.
 *
 *   npm run search:export -- [--build-dir build] [--out build/search-records.json] [--site-url https://commandkit.dev]
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {collectRecords} from './collect';
import {DEFAULT_OPTIONS} from './options';

const {values} = parseArgs({
  options: {
    'build-dir': {type: 'string', default: process.env.SITE_BUILD_DIR ?? 'build'},
    out: {type: 'string'},
    'site-url': {type: 'string', default: process.env.SITE_URL ?? 'https://commandkit.dev'},
    'base-url': {type: 'string', default: process.env.SITE_BASE_URL ?? '/'},
  },
});

const buildDir = path.resolve(values['build-dir']);
const out = path.resolve(values.out ?? path.join(buildDir, 'search-records.json'));
const baseUrl = values['base-url'];
const records = await collectRecords(buildDir, {
  siteUrl: `${values['site-url'].replace(/\/$/, '')}${baseUrl.replace(/\/$/, '')}`,
  baseUrl,
  maxContentLength: DEFAULT_OPTIONS.maxContentLength,
  excludeRoutes: DEFAULT_OPTIONS.excludeRoutes,
});
if (records.length === 0) {
  console.error(`No pages found in ${buildDir}: build the site first (npx docusaurus build).`);
  process.exit(1);
}
await mkdir(path.dirname(out), {recursive: true});
await writeFile(
  out,
  JSON.stringify(records.map(({position, page_rank: pageRank, ...record}) => ({...record, weight: {pageRank: pageRank ?? 0, position}}))),
);
const tags = new Map<string, number>();
for (const record of records) {
  tags.set(record.docusaurus_tag, (tags.get(record.docusaurus_tag) ?? 0) + 1);
}
console.log(`${records.length} records → ${out} (${[...tags].map(([tag, n]) => `${tag}: ${n}`).join(', ')})`);
