/**
 * Lists passages of our pages that also appear, word for word, in the framework's own docs.
 * Usage: `npm run check:originality -- --against <framework docs folder> [--words 10] [pages...]`
 * The framework's docs are read from a checkout outside this repository; nothing of them is stored here.
 */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {outDirFor, API_VERSIONS} from '../plugins/api-reference/src/public';
import {listPages} from '../plugins/shared/pages';
import {shingleSet, sharedPassages} from './lib/originality';

/** Where the api-reference plugin writes each version's pages, relative to the site. */
const GENERATED_API_DIRS = API_VERSIONS.map((version) => outDirFor('', version) + path.sep);

/** The text we write that is not a page: the API summaries and member notes, and the known-issue entries. */
async function writtenTexts(): Promise<string[]> {
  const models = (await readdir('api-models', {recursive: true}))
    .filter((file) => /(summaries|members|former-pages)\.json$/.test(file))
    .map((file) => path.join('api-models', file));
  return [...models, ...(await listPages(['known-issues']))].sort();
}

/** A JSON file's string values (the prose in it), or the file as it is. */
function proseOf(file: string, content: string): string {
  if (!file.endsWith('.json')) return content;
  const strings: string[] = [];
  JSON.parse(content, (_key, value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    return value;
  });
  return strings.join('\n');
}

function isGeneratedApiPage(file: string): boolean {
  return GENERATED_API_DIRS.some((dir) => path.normalize(file).startsWith(dir));
}

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {against: {type: 'string'}, words: {type: 'string', default: '10'}},
  });
  if (!values.against) {
    console.error('Give the folder of the framework docs to compare against: --against <folder>');
    process.exitCode = 2;
    return;
  }
  const size = Number.parseInt(values.words ?? '10', 10);
  if (!Number.isInteger(size) || size < 4) {
    console.error('--words takes a whole number of at least 4');
    process.exitCode = 2;
    return;
  }
  const referenceFiles = await listPages([values.against]);
  const reference = new Set<string>();
  for (const file of referenceFiles) {
    for (const shingle of shingleSet(await readFile(file, 'utf8'), size)) {
      reference.add(shingle);
    }
  }
  // By default the written pages only: the API reference is generated from the models on every build (not
  // committed), and its runs of type names and signatures match the framework's generated reference as facts do.
  // …plus the API summaries and known issues, which generated pages and boxes on the written pages show.
  const ours =
    positionals.length > 0
      ? await listPages(positionals)
      : [...(await listPages(['docs', 'versioned_docs'])).filter((file) => !isGeneratedApiPage(file)), ...(await writtenTexts())];
  let flagged = 0;
  for (const file of ours) {
    const passages = sharedPassages(proseOf(file, await readFile(file, 'utf8')), reference, size);
    if (passages.length > 0) {
      flagged += 1;
      console.log(`${file}: ${passages.length} shared passage(s)`);
      for (const passage of passages.slice(0, 5)) {
        console.log(`   "${passage}"`);
      }
    }
  }
  console.log(`${flagged} of ${ours.length} pages and texts share runs of ${size}+ words with ${referenceFiles.length} reference pages`);
  process.exitCode = flagged > 0 ? 1 : 0;
}

void main();
