/**
 * The committed hover data (examples-data/hovers.json): a build reads it instead of compiling every example
 * only when its key is the key of the site's inputs, so a stale copy never shows old hovers; and main keeps it
 * current, so that a build (and the serve command on a fresh machine) does not compile the examples.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {tmpdir} from 'node:os';
import {
  COMMITTED_HOVER_DATA,
  committedHoverDataKey,
  currentHoverInputs,
  loadHoverData,
  readCommittedHoverData,
  writeCommittedHoverData,
  type HoverData,
} from '../../plugins/example-hovers/src/compile';

const SITE = resolve(import.meta.dirname, '../..');

const sample: HoverData = {
  pages: {
    'docs/guide/a.mdx': {'12': {code: 'const kit = 1;\n', spans: [[0, 6, 3, 0]]}},
    'docs/guide/b.mdx': {'3': {code: 'x\n', spans: []}},
  },
  entries: [['const kit: number']],
  failures: {},
  globalErrors: [],
  inputs: {'docs/guide/b.mdx': 'bbbb', 'docs/guide/a.mdx': 'aaaa'},
};

describe('committed hover data', () => {
  it('is read back as written when the key matches, and ignored under another key', (t) => {
    const site = mkdtempSync(join(tmpdir(), 'hover-data-'));
    t.after(() => rmSync(site, {recursive: true, force: true}));
    writeCommittedHoverData(site, 'key-1', sample);
    assert.deepEqual(readCommittedHoverData(site, 'key-1'), sample);
    assert.equal(readCommittedHoverData(site, 'key-2'), undefined);
    assert.equal(committedHoverDataKey(site), 'key-1');
  });

  it('puts one page per line, so that an edited example is a one-line change', (t) => {
    const site = mkdtempSync(join(tmpdir(), 'hover-data-'));
    t.after(() => rmSync(site, {recursive: true, force: true}));
    writeCommittedHoverData(site, 'k', sample);
    const lines = readFileSync(join(site, COMMITTED_HOVER_DATA), 'utf8').split('\n');
    assert.equal(lines.filter((line) => line.trimStart().startsWith('"docs/guide/a.mdx": {"12"')).length, 1);
    // Pages in path order whatever order the compile met them in.
    const inputs = lines.filter((line) => line.includes('"docs/guide/') && !line.includes('{'));
    assert.deepEqual(
      inputs.map((line) => line.trim().slice(0, 18)),
      ['"docs/guide/a.mdx"', '"docs/guide/b.mdx"'],
    );
  });

  it('is ignored when unreadable (a merge left conflict markers in it)', (t) => {
    const site = mkdtempSync(join(tmpdir(), 'hover-data-'));
    t.after(() => rmSync(site, {recursive: true, force: true}));
    mkdirSync(join(site, 'examples-data'));
    writeFileSync(join(site, COMMITTED_HOVER_DATA), '<<<<<<< HEAD\n{"key": "k"}\n');
    assert.equal(readCommittedHoverData(site, 'k'), undefined);
    assert.equal(committedHoverDataKey(site), undefined);
  });

  it('is read under any key when asked (the dev server), and only then', (t) => {
    const site = mkdtempSync(join(tmpdir(), 'hover-data-'));
    t.after(() => rmSync(site, {recursive: true, force: true}));
    writeCommittedHoverData(site, 'old-key', sample);
    assert.deepEqual(readCommittedHoverData(site, undefined), sample);
    assert.equal(readCommittedHoverData(site, 'new-key'), undefined);
  });

  it('a dev server keeps the committed copy of other inputs instead of compiling every example', async (t) => {
    const site = mkdtempSync(join(tmpdir(), 'hover-data-'));
    t.after(() => rmSync(site, {recursive: true, force: true}));
    mkdirSync(join(site, 'docs/guide'), {recursive: true});
    writeFileSync(join(site, 'docs/guide/a.mdx'), '# A\n\n```ts\nconst kit = 2;\n```\n');
    writeCommittedHoverData(site, 'compiled-from-older-inputs', sample);
    const dirs = {cacheDir: join(site, 'cache'), workDir: join(site, 'work')};
    const kept = await loadHoverData(site, dirs, {keepStaleCommitted: true});
    assert.equal(kept.source, 'stale-committed');
    assert.deepEqual(kept.pages, sample.pages);
    assert.equal(existsSync(dirs.workDir), false, 'nothing was compiled');
  });

  it("is current on this branch: compiled from the site's examples, models, known issues and checker as they are", async () => {
    const {key} = await currentHoverInputs(SITE);
    assert.equal(
      committedHoverDataKey(SITE),
      key,
      `${COMMITTED_HOVER_DATA} is stale or missing: run \`npm run examples:hovers\` and commit it (a build still works, but compiles every example)`,
    );
  });
});
