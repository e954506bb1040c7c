/**
 * JavaScript until idle on pages nobody picked: a seeded random sample of the pages both sites publish at the
 * same path (the built HTML files of both builds), each measured as bench/reader-bytes.ts measures its page
 * types (Chromium, cold cache, served with gzip, until the network is quiet). It guards the "no page worse
 * than 0.6x" target against pages the fixed page types do not cover.
 * Usage: npm run bench:reader:sample [-- --print]   (SAMPLE=24 pages, SEED=7, MATCH=<regexp on the path>)
 */
import {listHtmlFiles} from '../plugins/shared/html-files';
import {routeFromFile} from '../plugins/local-search/src/public';
import {formatBytes, ratio} from './lib/results';
import {hasBuild, OURS, THEIRS} from './lib/sites';
import {machineNote, writeSection} from './lib/write-results';
import {launchOffline, measure} from './reader-bytes';

/** Page paths of a build: every HTML file but the 404 page, as the URL that serves it (once per URL). */
export async function pagePaths(buildDir: string): Promise<string[]> {
  const files = (await listHtmlFiles(buildDir)).filter((file) => file !== '404.html');
  return [...new Set(files.map(routeFromFile))];
}

/** A reproducible shuffle (linear congruential generator): the same seed picks the same pages. */
export function seededSample<T>(items: readonly T[], size: number, seed: number): T[] {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, size);
}

async function main(): Promise<void> {
  if (!hasBuild(OURS) || !hasBuild(THEIRS)) throw new Error(`Both builds are needed: ${OURS.buildDir} and ${THEIRS.buildDir}`);
  const size = Number(process.env.SAMPLE ?? 24);
  const seed = Number(process.env.SEED ?? 7);
  const match = new RegExp(process.env.MATCH ?? '^/docs/');
  const ours = new Set(await pagePaths(OURS.buildDir));
  const common = (await pagePaths(THEIRS.buildDir)).filter((page) => ours.has(page) && match.test(page)).sort();
  const picks = seededSample(common, size, seed);
  const browser = await launchOffline();
  const rows: {page: string; ours: number; theirs: number}[] = [];
  try {
    for (const page of picks) {
      const mine = await measure(browser, OURS, page);
      const theirs = await measure(browser, THEIRS, page);
      rows.push({page, ours: mine.byKind.JS, theirs: theirs.byKind.JS});
      console.log(`${ratio(mine.byKind.JS, theirs.byKind.JS)}\t${page}`);
    }
  } finally {
    await browser.close();
  }
  rows.sort((a, b) => b.ours / b.theirs - a.ours / a.theirs);
  const body = `## What the reader downloads, pages nobody picked

Command: \`npm run bench:reader:sample\` (bench/reader-sample.ts, SAMPLE=${size}, SEED=${seed}, MATCH=\`${match.source}\`). ${machineNote()}
${size} pages drawn at random from the ${common.length} paths both builds publish, each measured like the page types above
(JavaScript downloaded from navigation until the network is quiet, gzip, cold cache). Worst first.

| page | JS ours | JS current site | ratio |
|---|---:|---:|---:|
${rows.map((row) => `| \`${row.page}\` | ${formatBytes(row.ours)} | ${formatBytes(row.theirs)} | ${ratio(row.ours, row.theirs)} |`).join('\n')}
`;
  if (process.argv.includes('--print')) console.log(body);
  else writeSection('What the reader downloads, pages nobody picked', body);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
