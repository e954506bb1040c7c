/**
 * npm run bench:examples [-- <build dir>]: what the example twins and the Discord previews cost and cover.
 * - Twins: how many ts/tsx blocks got a JavaScript twin, how (stripped in place or through the emitter),
 *   and how many twins compile as JavaScript (the same check as `npm run check:examples`).
 * - Bytes per page, from a production build: the head script (every page), the twins' and previews' HTML
 *   (gzip of the page minus gzip of the page without them), the client code (gzip of the chunks that hold
 *   the two components) and their CSS (gzip of the CSS-module rules, minified).
 * - Types on hover (plugins/example-hovers): the compile's cost cold and from its cache, and per page the HTML
 *   (gzip of the page minus gzip of the page with the identifier marks removed and their tokens merged back)
 *   and the page script (the tokens and hover table the page's props carry, gzip, against the plain tokens),
 *   plus the tooltip code loaded on the first hover.
 * Writes the "Examples: JavaScript twins and Discord previews" section of bench/RESULTS.md.
 */
import {readFileSync, readdirSync, rmSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {loadavg} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {build} from 'esbuild';
import {headScript, twinOf} from '../plugins/example-twins/src/public';
import {previewOf} from '../plugins/discord-preview/src/index';
import {
  checkVersion,
  type PageSource,
  extractBlocks,
  javascriptTwinPages,
  withoutTypeOnlyTwinErrors,
  TWIN_SUFFIX,
} from '../scripts/lib/examples/index';
import {listPages} from '../plugins/shared/pages';
import {loadHoverData, type HoverData, expandEntry, HoverTable, withHoverTokens} from '../plugins/example-hovers/src/public';
import {tokenizeCode} from '../plugins/static-highlight/src/public';
import {formatBytes} from './lib/results';
import {machineNote, writeSection} from './lib/write-results';

const siteDir = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(process.argv[2] ?? path.join(siteDir, 'build'));
const gz = (text: string | Buffer) => gzipSync(text, {level: 6}).length;

const PAGES = [
  '/docs/guide/jsx-components/discord-components-v1/button',
  '/docs/guide/jsx-components/discord-components-v2/container',
  '/docs/guide/commands/chat-input-commands',
  '/docs/guide/commands/middlewares',
  '/docs/v0/guide/command-file-setup',
  '/docs/guide/getting-started/introduction',
];

async function twins(): Promise<string[]> {
  const pages: PageSource[] = [];
  const methods = {stripped: 0, transpiled: 0};
  let typescriptBlocks = 0;
  let buildMs = 0;
  let previews = 0;
  for (const [version, base] of [
    ['1.x', 'docs/guide'],
    ['0.1.10', 'versioned_docs/version-0.1.10/guide'],
  ] as const) {
    for (const file of await listPages([path.join(siteDir, base)])) {
      const source = await readFile(file, 'utf8');
      pages.push({page: path.relative(siteDir, file), source, version});
      for (const block of extractBlocks(file, source)) {
        if (block.lang !== 'ts' && block.lang !== 'tsx') continue;
        typescriptBlocks++;
        // What the two remark plugins add to a build: a twin for every block, a preview attempt for every block.
        const t0 = performance.now();
        const twin = twinOf(block.code, block.lang, block.title);
        if (previewOf(block.lang, block.meta, block.code)) previews++;
        buildMs += performance.now() - t0;
        if (twin) methods[twin.method]++;
      }
    }
  }
  const twinPages = javascriptTwinPages(pages);
  const lines: string[] = [];
  let compiled = 0;
  let failed = 0;
  for (const version of ['1.x', '0.1.10'] as const) {
    const result = withoutTypeOnlyTwinErrors(
      await checkVersion(version, twinPages.pages, {siteDir, cacheDir: path.join(siteDir, '.examples-cache', 'bench-twins')}),
    );
    compiled += result.compiled;
    failed += result.failed;
  }
  lines.push(
    `- ${twinPages.twins} of ${typescriptBlocks} TypeScript blocks have a JavaScript twin ` +
      `(${methods.stripped} with types deleted in place, ${methods.transpiled} through TypeScript's ` +
      `emitter); the others are declaration files or types only; ${twinPages.skipped} could not be made.`,
    `- Compiled as JavaScript against the same packages: ${compiled} twins compile (partial twins are ` +
      `only parsed and not counted), ${failed} fail.`,
  );
  lines.push(
    `- Build-time cost of the two remark plugins: ${Math.round(buildMs)} ms in all to make every twin ` +
      `and read every example's message (${previews} examples could be drawn if their page were a preview ` +
      `page), against a build of minutes.`,
  );
  return lines;
}

function htmlFile(route: string): string {
  return path.join(buildDir, `${route.replace(/^\//, '')}.html`);
}

function withoutSelector(html: string, selector: string): string {
  const $ = load(html);
  $(selector).remove();
  return $.html();
}

/** How many of the build's client chunks carry a component (the bundler copies it into each page's chunk). */
function chunksWith(marker: string): number {
  const dir = path.join(buildDir, 'assets', 'js');
  return readdirSync(dir).filter((f) => f.endsWith('.js') && readFileSync(path.join(dir, f), 'utf8').includes(marker)).length;
}

/** The component's own client code, minified as production does (React and the theme left out), gzip. */
async function componentGzip(entry: string, alsoExternal: string[] = []): Promise<number> {
  const result = await build({
    entryPoints: [path.join(siteDir, entry)],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    external: ['react', 'react/jsx-runtime', '@docusaurus/*', '@theme/*', ...alsoExternal],
    loader: {'.module.css': 'empty', '.css': 'empty'},
    logLevel: 'silent',
  });
  return gz(Buffer.from(result.outputFiles[0]!.contents));
}

function cssModule(file: string): number {
  const css = readFileSync(path.join(siteDir, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,])\s*/g, '$1');
  return gz(css);
}

/** The guide file a route is built from (the bench's pages have no slug of their own). */
function pageFileOf(route: string): string {
  return route.startsWith('/docs/v0/guide/')
    ? `versioned_docs/version-0.1.10/guide/${route.slice('/docs/v0/guide/'.length)}.mdx`
    : `${route.slice(1)}.mdx`;
}

/** The page HTML without types on hover: identifier marks removed, the tokens they were cut from merged back. */
function withoutHovers(html: string): string {
  const $ = load(html);
  $('[data-hover]').removeAttr('data-hover').removeAttr('tabindex');
  $('.token-line').each((_, line) => {
    const spans = $(line).children('span');
    for (let i = spans.length - 1; i > 0; i--) {
      const [previous, current] = [$(spans[i - 1]!), $(spans[i]!)];
      if (
        previous.attr('class') === current.attr('class') &&
        previous.attr('style') === current.attr('style') &&
        previous.children().length === 0 &&
        current.children().length === 0
      ) {
        previous.text(previous.text() + current.text());
        current.remove();
      }
    }
  });
  return $.html();
}

/**
 * What a page's script carries for its hovers: the blocks' tokens with hovers and the table, against the plain tokens
 * (gzip of the string literals).
 */
function pageScriptGain(data: HoverData, page: string, source: string): {blocks: number; hovers: number; gain: number} {
  const langs = new Map<string, string>();
  for (const b of extractBlocks(page, source)) langs.set(`${page}:${b.fenceLine}`, b.lang);
  for (const twin of javascriptTwinPages([{page, source}]).pages)
    for (const b of extractBlocks(twin.page, twin.source)) langs.set(`${twin.page}:${b.fenceLine}`, b.lang);
  const table = new HoverTable();
  const plain: string[] = [];
  const hovered: string[] = [];
  let blocks = 0;
  for (const key of [page, page + TWIN_SUFFIX]) {
    for (const [fence, block] of Object.entries(data.pages[key] ?? {})) {
      const lang = langs.get(`${key}:${fence}`);
      if (!lang || block.spans.length === 0) continue;
      blocks++;
      const tokens = tokenizeCode(block.code.replace(/\n$/, ''), lang);
      const spans = block.spans.map(([line, column, length, entry]) => ({
        line,
        column,
        length,
        index: table.add(expandEntry(data.entries[entry])!),
      }));
      plain.push(JSON.stringify(JSON.stringify(tokens)));
      hovered.push(JSON.stringify(JSON.stringify(withHoverTokens(tokens, spans))));
    }
  }
  hovered.push(JSON.stringify(JSON.stringify(table.entries)));
  return {blocks, hovers: table.size, gain: gz(hovered.join(',')) - gz(plain.join(','))};
}

async function hovers(): Promise<{lines: string[]; rows: string[]}> {
  const dirs = {
    cacheDir: path.join(siteDir, '.examples-cache', 'bench-hovers', 'result'),
    workDir: path.join(siteDir, '.examples-cache', 'bench-hovers', 'compile'),
  };
  rmSync(dirs.cacheDir, {recursive: true, force: true});
  const loadBefore = loadavg()[0]!.toFixed(1);
  const cold = await loadHoverData(siteDir, dirs, {readCommitted: false});
  const warm = await loadHoverData(siteDir, dirs, {readCommitted: false});
  const blocks = Object.values(cold.pages).reduce((n, p) => n + Object.keys(p).length, 0);
  const identifiers = Object.values(cold.pages).reduce((n, p) => n + Object.values(p).reduce((m, b) => m + b.spans.length, 0), 0);
  const linked = cold.entries.filter((e) => e[1]).length;
  const rows: string[] = [];
  for (const route of PAGES) {
    const page = pageFileOf(route);
    const source = readFileSync(path.join(siteDir, page), 'utf8');
    const html = readFileSync(htmlFile(route), 'utf8');
    const marks = load(html)('[data-hover]').length;
    const script = pageScriptGain(cold, page, source);
    rows.push(
      `| \`${route}\` | ${script.blocks} | ${marks} | ${script.hovers} | ` +
        `${formatBytes(gz(html) - gz(withoutHovers(html)))} | ${formatBytes(script.gain)} |`,
    );
  }
  const tooltip = await componentGzip('plugins/example-hovers/src/client/tooltip.ts');
  // The loader without the tooltip module it imports on demand (a chunk of its own in the site's build).
  const loader = await componentGzip('plugins/example-hovers/src/theme/ExampleHovers/index.tsx', ['../../client/tooltip']);
  const lines = [
    `- Compile (every example of both versions, with the example check's own language service, and the ` +
      `quick info of each identifier): ${(cold.ms / 1000).toFixed(1)} s cold (1-minute load average ` +
      `${loadBefore} before it, on a machine shared with other builds); ${Math.round(warm.ms)} ms from its ` +
      `cache when nothing it depends on changed (${warm.source === 'cache' ? 'cache hit' : 'NO cache hit'}). ${blocks} ` +
      `blocks (twins included), ${identifiers} identifiers, ${cold.entries.length} distinct hovers of ` +
      `which ${linked} link to an API page.`,
    '- A warm production build (nothing changed) does not run it at all: the pages come from the bundler ' +
      'cache, which is keyed to the models, the checker and the package versions.',
  ];
  lines.push(
    `- Tooltip code, loaded on the first hover or focus of an identifier: ${formatBytes(tooltip)} gzip; ` +
      `the loader that waits for that first hover, in the page's chunk: ${formatBytes(loader)} gzip (both ` +
      `minified, React excluded; the tooltip's styles are in its code). CSS in the stylesheet every page ` +
      `loads (the identifiers' hover and focus marks): ` +
      `${cssModule('plugins/example-hovers/src/theme/ExampleHovers/styles.css')} B gzip.`,
  );
  return {lines, rows};
}

async function main(): Promise<void> {
  const hover = await hovers();
  const twinLines = await twins();
  const script = headScript();
  const twinsJs = await componentGzip('plugins/example-twins/src/theme/ExampleTwins/index.tsx');
  const previewJs = await componentGzip('src/components/DiscordPreview/index.tsx');
  const rows: string[] = [];
  for (const route of PAGES) {
    const html = readFileSync(htmlFile(route), 'utf8');
    const $ = load(html);
    const blocks = $('[data-example-twin="js"]').length;
    const previews = $('figure[data-discord-preview]').length;
    const all = gz(html);
    const noTwins = gz(withoutSelector(html, '[data-example-twin="js"], [role="group"][aria-label="Example language"]'));
    const noPreviews = gz(withoutSelector(html, 'figure[data-discord-preview]'));
    rows.push(
      `| \`${route}\` | ${blocks} | ${formatBytes(all - noTwins)} | ${previews} | ` +
        `${previews ? formatBytes(all - noPreviews) : '-'} | ${formatBytes(all)} |`,
    );
  }
  const body = [
    '## Examples: JavaScript twins and Discord previews',
    '',
    `Command: \`npm run bench:examples\` (bench/examples.ts), on a production build. ${machineNote()}`,
    '',
    ...twinLines,
    '',
    'HTML a page gains (gzip, level 6: the page minus the page without the JavaScript twins and switches, or without the previews):',
    '',
    '| Page | twins | twins + switches, gzip | previews | previews, gzip | whole page HTML, gzip |',
    '|------|------:|-----:|------:|------:|------:|',
    ...rows,
    '',
    'Code and styles (client code only on pages with examples; the CSS goes into the site stylesheet every page loads):',
    '',
    `- Head script (every page, inline, before paint): ${script.length} B (${gz(script)} B gzip).`,
    `- Switch component, client JavaScript: ${formatBytes(twinsJs)} gzip (minified, React excluded); the ` +
      `bundler puts a copy in the chunk of each page that uses it ` +
      `(${chunksWith('data-example-language-option')} chunks).`,
    `- Preview component, client JavaScript: ${formatBytes(previewJs)} gzip (minified, React excluded), ` +
      `copied likewise into ${chunksWith('data-discord-drawing')} chunks.`,
    `- CSS: switch ${cssModule('plugins/example-twins/src/theme/ExampleTwins/styles.module.css')} B ` +
      `gzip, preview ${cssModule('src/components/DiscordPreview/styles.module.css')} B gzip (minified ` +
      `module sources).`,
    '',
    '### Types on hover',
    '',
    ...hover.lines,
    '',
    'What a page gains (gzip, level 6). HTML: the page minus the page with the identifier marks removed ' +
      'and the tokens they were cut from merged back (an estimate: the merge itself can move gzip by about ' +
      '0.1 KiB either way, hence a negative figure on a page with few marks). Script: the string literals ' +
      "the page's props carry (each block's tokens with hovers, and the page's hover table) minus the " +
      'plain tokens:',
    '',
    '| Page | blocks with hovers (twins included) | identifiers marked | distinct hovers | HTML, gzip | script, gzip |',
    '|------|------:|------:|------:|------:|------:|',
    ...hover.rows,
  ].join('\n');
  writeSection('Examples: JavaScript twins and Discord previews', body);
  console.log(body);
}

await main();
