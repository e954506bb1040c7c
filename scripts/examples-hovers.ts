/**
 * npm run examples:hovers [-- --check]
 *
 * Writes the committed hover data (examples-data/hovers.json): every example of both versions compiled with
 * the example check, and what each identifier shows on hover, under the key of everything the compile read.
 * A build whose inputs have that key reads the file instead of compiling (plugins/example-hovers/src/compile.ts).
 * Run it after changing an example, the API models, the known issues or the example checker; the build still
 * works without it, only slower (and it then needs the 1.x framework built from source).
 *
 * --check: compiles nothing; exits 1, saying what to run, when the committed data is missing or stale.
 */
import {parseArgs} from 'node:util';
import {
  COMMITTED_HOVER_DATA,
  committedHoverDataKey,
  currentHoverInputs,
  defaultHoverDataDirs,
  loadHoverData,
  writeCommittedHoverData,
} from '../plugins/example-hovers/src/public';

const siteDir = process.cwd();
const {values} = parseArgs({options: {check: {type: 'boolean', default: false}}});

async function check(): Promise<number> {
  const {key} = await currentHoverInputs(siteDir);
  const committed = committedHoverDataKey(siteDir);
  if (committed === key) {
    console.log(`${COMMITTED_HOVER_DATA} is current (key ${key}).`);
    return 0;
  }
  console.error(
    committed === undefined
      ? `${COMMITTED_HOVER_DATA} is missing or unreadable.`
      : `${COMMITTED_HOVER_DATA} is stale: compiled from inputs ${committed}, the site's are ${key} (an example, the API models, the known issues, the example checker or a package changed).`,
  );
  console.error('Run `npm run examples:hovers` and commit the file.');
  return 1;
}

async function write(): Promise<number> {
  const data = await loadHoverData(siteDir, defaultHoverDataDirs(siteDir));
  const failing = Object.entries(data.failures);
  if (failing.length > 0 || data.globalErrors.length > 0) {
    for (const error of data.globalErrors) console.error(error);
    for (const [page, failures] of failing) console.error(`${page}:\n${failures.join('\n')}`);
    console.error('Examples do not compile: nothing written (npm run check:examples reports the same).');
    return 1;
  }
  writeCommittedHoverData(siteDir, data.key, data);
  const blocks = Object.values(data.pages).reduce((n, page) => n + Object.keys(page).length, 0);
  console.log(`${COMMITTED_HOVER_DATA}: ${blocks} blocks, ${data.entries.length} distinct hovers, key ${data.key}.`);
  return 0;
}

process.exitCode = await (values.check ? check() : write());
