/**
 * Validates a search relevance query set: its shape, that every expected URL is published
 * (config/published-urls.data.json) and belongs to the query's version, and, given a build folder, that
 * every member anchor is an id on the built page. Prints the reader/version mix; exits 1 on any problem.
 * Usage: npx tsx bench/validate-query-set.ts [set.json] [--build <build dir>] [--min-queries <n>]
 *        (default set: bench/search-queries-fresh.json)
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {readPublishedUrls} from '../config/published-urls';
import {countMix, formatMix, htmlIds, missingAnchors, parseQuerySet, unpublishedUrls} from './lib/query-set';

interface Arguments {
  file: string;
  buildDir?: string;
  minQueries: number;
}

function fail(message: string): never {
  console.error(message);
  console.error('Usage: npx tsx bench/validate-query-set.ts [set.json] [--build <build dir>] [--min-queries <n>]');
  process.exit(2);
}

function parseArguments(argv: string[]): Arguments {
  const parsed: Arguments = {file: join('bench', 'search-queries-fresh.json'), minQueries: 1};
  const rest = [...argv];
  while (rest.length > 0) {
    const arg = rest.shift()!;
    if (arg === '--build') parsed.buildDir = rest.shift() ?? fail('--build needs a folder');
    else if (arg === '--min-queries') {
      const value = Number(rest.shift());
      if (!Number.isInteger(value) || value < 1) fail('--min-queries needs a positive whole number');
      parsed.minQueries = value;
    } else if (arg.startsWith('--')) fail(`Unknown option ${arg}`);
    else parsed.file = arg;
  }
  return parsed;
}

/** The built HTML of a page path: `<path>.html`, or `<path>/index.html` for folders and the home page. */
function idsFromBuild(buildDir: string): (path: string) => Set<string> | undefined {
  const cache = new Map<string, Set<string> | undefined>();
  return (path) => {
    if (!cache.has(path)) {
      const candidates =
        path === '/' ? [join(buildDir, 'index.html')] : [join(buildDir, `${path}.html`), join(buildDir, path, 'index.html')];
      const file = candidates.find((candidate) => existsSync(candidate));
      cache.set(path, file ? htmlIds(readFileSync(file, 'utf8')) : undefined);
    }
    return cache.get(path);
  };
}

const args = parseArguments(process.argv.slice(2));
if (!existsSync(args.file)) fail(`No query set at ${args.file}`);
if (args.buildDir && !existsSync(join(args.buildDir, 'index.html'))) fail(`${args.buildDir} is not a site build (no index.html)`);

let data: unknown;
try {
  data = JSON.parse(readFileSync(args.file, 'utf8'));
} catch (error) {
  fail(`${args.file} is not valid JSON: ${(error as Error).message}`);
}

const {set, problems} = parseQuerySet(data);
if (set) {
  problems.push(...unpublishedUrls(set, new Set(readPublishedUrls())));
  if (args.buildDir) problems.push(...missingAnchors(set, idsFromBuild(args.buildDir)));
  if (set.queries.length < args.minQueries) problems.push(`${set.queries.length} queries, fewer than the ${args.minQueries} required`);
  console.log(`${args.file}`);
  console.log(formatMix(countMix(set)));
  const urls = set.queries.flatMap((entry) => entry.expect);
  const anchored = urls.filter((url) => url.includes('#')).length;
  console.log(
    `  expected URLs ${urls.length} (${new Set(urls).size} distinct, ${anchored} with an ` +
      `anchor${args.buildDir ? ', anchors checked against the build' : ', anchors not checked: no --build'})`,
  );
}

if (problems.length > 0) {
  console.error(`${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('OK');
