/**
 * First-load JavaScript and CSS per page type: the scripts and stylesheets named by the built HTML's
 * `<script src>` and `<link rel="stylesheet">` tags, raw and gzip (level 9), ours vs theirs.
 * Usage: npm run bench:size   (`-- --print` to print instead of writing RESULTS.md, e.g. for an experiment's build)
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {assetPathInBuild, firstLoadAssets, sumSizes, type SizeTotals} from '../plugins/shared/html-assets';
import {formatBytes, ratio} from './lib/results';
import {hasBuild, OURS, PAGES, readHtml, THEIRS, type SiteUnderTest} from './lib/sites';
import {machineNote, writeSection} from './lib/write-results';

interface PageSizes {
  js: SizeTotals;
  css: SizeTotals;
  html: {raw: number; gzip: number};
  inlineScript: number;
  external: string[];
}

function sizeOf(file: string): {raw: number; gzip: number} {
  const content = readFileSync(file);
  return {raw: content.length, gzip: gzipSync(content, {level: 9}).length};
}

export function measurePage(site: SiteUnderTest, urlPath: string): PageSizes {
  const html = readHtml(site, urlPath);
  const assets = firstLoadAssets(html);
  const external: string[] = [];
  const sized = (urls: string[]) =>
    urls.flatMap((url) => {
      const relative = assetPathInBuild(url);
      if (relative === null) {
        external.push(url);
        return [];
      }
      return [sizeOf(path.join(site.buildDir, relative))];
    });
  return {
    js: sumSizes(sized(assets.scripts)),
    css: sumSizes(sized(assets.stylesheets)),
    html: {raw: Buffer.byteLength(html), gzip: gzipSync(html, {level: 9}).length},
    inlineScript: assets.inlineScriptBytes,
    external,
  };
}

function main(): void {
  const sites = [OURS, THEIRS].filter(hasBuild);
  if (!hasBuild(OURS)) {
    throw new Error(`No build of ours in ${OURS.buildDir}: run npm run build -- --out-dir ${OURS.buildDir}`);
  }
  const theirsBuilt = hasBuild(THEIRS);
  const rows: string[] = [];
  const summary: Record<string, number> = {};
  for (const page of PAGES) {
    const ours = measurePage(OURS, page.path);
    const theirs = theirsBuilt ? measurePage(THEIRS, page.path) : undefined;
    const cell = (value: number | undefined) => (value === undefined ? '—' : formatBytes(value));
    const line = (what: string, pick: (s: PageSizes) => number) =>
      `| ${page.label} | ${what} | ${cell(pick(ours))} | ${cell(theirs && pick(theirs))} | ${ratio(pick(ours), theirs && pick(theirs))} |`;
    rows.push(
      line('JS raw', (s) => s.js.raw),
      line('JS gzip', (s) => s.js.gzip),
      line('CSS raw', (s) => s.css.raw),
      line('CSS gzip', (s) => s.css.gzip),
      line('JS+CSS gzip', (s) => s.js.gzip + s.css.gzip),
      line('HTML gzip', (s) => s.html.gzip),
    );
    summary[`${page.key}.js.gzip`] = ours.js.gzip;
    if (theirs) {
      summary[`${page.key}.js.gzip.theirs`] = theirs.js.gzip;
    }
    console.log(page.path, JSON.stringify({ours, theirs}));
  }
  const body = `## First-load JavaScript and CSS

Command: \`npm run bench:size\` (bench/size.ts). ${machineNote()}
Files named by each page's built HTML (\`<script src>\`, \`<link rel="stylesheet">\`), sizes on disk, gzip level 9.
Docusaurus puts only the entry scripts (runtime and main) in the HTML; ours also names the chunk with the
routes of the page's folder (plugins/route-sections), which is counted here. The page's own chunks are
fetched by main before hydration and are counted in "Bytes to render the page" below.
${theirsBuilt ? '' : `\n**The current site's build was not found (THEIRS_DIR, a scratch copy): its columns are empty.**\n`}
| Page | Figure | Ours | Current site | Ratio |
|------|--------|-----:|-------------:|------:|
${rows.join('\n')}
`;
  if (process.argv.includes('--print')) {
    console.log(body); // experiments: PERF_BUILD_DIR=<other build> tsx bench/size.ts --print
  } else {
    writeSection('First-load JavaScript and CSS', body);
  }
  console.log(`sites measured: ${sites.map((site) => site.label).join(', ')}`);
}

main();
