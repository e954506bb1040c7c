/**
 * CPU of two of a cold build's extras, the code of a git commit against the working tree's, in one process,
 * rounds alternating which goes first (CPU = process.cpuUsage(): user+system of the process, garbage
 * collection included). The commit's modules are written out with `git show` below node_modules/.cache (so they
 * resolve the same packages) and loaded beside the working tree's.
 *
 * - cards: every doc page's social card rendered to PNG (`renderCard`), one thread; also checks that both give
 *   the same pixels (the PNGs decoded) and reports their sizes.
 * - search: the records of every built page of a build folder (`extractRecords`), checked equal.
 *
 *   npx tsx bench/extras-cpu.ts cards <commit> [rounds]
 *   npx tsx bench/extras-cpu.ts search <commit> <build dir> [rounds]
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {inflateSync} from 'node:zlib';
import {pagesFromFiles, SITE_VERSIONS} from '../plugins/llms-markdown/src/public';
import {cardTextOf} from '../plugins/social-cards/src/index';
import {listHtmlFiles} from '../plugins/shared/html-files';

const siteDir = path.resolve('.');
const [what, commit, ...rest] = process.argv.slice(2);
if ((what !== 'cards' && what !== 'search') || !commit) {
  console.error('usage: extras-cpu.ts cards <commit> [rounds] | search <commit> <build dir> [rounds]');
  process.exit(2);
}

/** The commit's version of these files, written out together; a file the commit lacks is skipped. */
function checkout(files: string[]): string {
  const dir = path.join(siteDir, 'node_modules/.cache/extras-cpu', commit!);
  for (const file of files) {
    let text: string;
    try {
      text = execFileSync('git', ['show', `${commit}:${file}`], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
    } catch {
      continue;
    }
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const load = <T>(dir: string, file: string): Promise<T> => import(pathToFileURL(path.join(dir, file)).href) as Promise<T>;
const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/** The RGBA pixels of an 8-bit palette PNG (filter 0 rows, as the cards are written). */
function palettePixels(png: Buffer): Buffer {
  let width = 0;
  let palette: Buffer = Buffer.alloc(0);
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR' && (body[8] !== 8 || body[9] !== 3)) throw new Error('not an 8-bit palette PNG');
    if (type === 'IHDR') width = body.readUInt32BE(0);
    if (type === 'PLTE') palette = body;
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  const height = rows.length / (width + 1);
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    if (rows[y * (width + 1)] !== 0) throw new Error('a row filter other than none');
    for (let x = 0; x < width; x++) {
      const index = rows[y * (width + 1) + 1 + x]!;
      palette.copy(out, (y * width + x) * 4, index * 3, index * 3 + 3);
      out[(y * width + x) * 4 + 3] = 255;
    }
  }
  return out;
}

type Run = {name: string; pass: () => Promise<unknown[]>};

async function compare(runs: [Run, Run], rounds: number, unit: string, count: number, same: (a: unknown[], b: unknown[]) => string) {
  const outputs = new Map<string, unknown[]>();
  console.log(`${count} ${unit}s, ${rounds} rounds, load ${loadavg()[0]!.toFixed(1)}`);
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 ? runs : [runs[1], runs[0]];
    const figures: string[] = [];
    for (const run of order) {
      const start = process.cpuUsage();
      outputs.set(run.name, await run.pass());
      const ms = cpuMs(start);
      figures.push(`${run.name} ${(ms / 1000).toFixed(2)} s (${(ms / count).toFixed(2)} ms a ${unit})`);
    }
    console.log(`round ${round}: ${figures.join(' | ')} | load ${loadavg()[0]!.toFixed(1)}`);
  }
  console.log(same(outputs.get(runs[0].name)!, outputs.get(runs[1].name)!));
}

const CARD_FILES = ['card.ts', 'png.ts', 'fonts.ts', 'regions.ts'].map((file) => `plugins/social-cards/src/${file}`);
const SEARCH_FILES = ['plugins/local-search/src/extract.ts', 'plugins/local-search/src/api-prose.ts', 'plugins/shared/search/types.ts'];

if (what === 'cards') {
  type Cards = {renderCard: (card: ReturnType<typeof cardTextOf>) => Promise<Buffer>};
  const rounds = Number(rest[0] ?? 3);
  const cards = pagesFromFiles(siteDir, SITE_VERSIONS).map((page) => cardTextOf(page, 'CommandKit'));
  const before = await load<Cards>(checkout(CARD_FILES), CARD_FILES[0]!);
  const after = await load<Cards>(siteDir, CARD_FILES[0]!);
  const pass = (module: Cards) => async () => {
    const out: Buffer[] = [];
    for (const card of cards) out.push(await module.renderCard(card));
    return out;
  };
  await compare(
    [
      {name: commit, pass: pass(before)},
      {name: 'working tree', pass: pass(after)},
    ],
    rounds,
    'card',
    cards.length,
    (a, b) => {
      const pngs = [a as Buffer[], b as Buffer[]];
      const differ = pngs[0]!.filter((png, index) => !palettePixels(png).equals(palettePixels(pngs[1]![index]!))).length;
      const bytes = pngs.map((list) => Math.round(list.reduce((sum, png) => sum + png.length, 0) / list.length));
      const identical = pngs[0]!.filter((png, index) => png.equals(pngs[1]![index]!)).length;
      return `pixels differ in ${differ} of ${cards.length} cards; files byte-identical: ${identical}; mean size ${bytes[0]} B -> ${bytes[1]} B`;
    },
  );
} else {
  type Search = {
    extractRecords: (html: string, route: string, options: {siteUrl: string; maxContentLength: number}) => unknown[];
    routeFromFile: (file: string) => string;
  };
  const [buildDir, roundsArg] = rest;
  if (!buildDir) throw new Error('search needs a build folder');
  const rounds = Number(roundsArg ?? 3);
  const before = await load<Search>(checkout(SEARCH_FILES), SEARCH_FILES[0]!);
  const after = await load<Search>(siteDir, SEARCH_FILES[0]!);
  const pages = (await listHtmlFiles(buildDir)).map((file) => ({
    route: after.routeFromFile(file),
    html: readFileSync(path.join(buildDir, file), 'utf8'),
  }));
  const options = {siteUrl: 'https://commandkit.dev', maxContentLength: 400};
  const pass = (module: Search) => async () => pages.map(({route, html}) => JSON.stringify(module.extractRecords(html, route, options)));
  await compare(
    [
      {name: commit, pass: pass(before)},
      {name: 'working tree', pass: pass(after)},
    ],
    rounds,
    'page',
    pages.length,
    (a, b) => {
      const differ = (a as string[]).filter((records, index) => records !== (b as string[])[index]).length;
      return `records differ on ${differ} of ${pages.length} pages`;
    },
  );
}
