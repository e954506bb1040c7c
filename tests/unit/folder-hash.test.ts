/** The one folder hasher (plugins/shared/folder-hash.ts) and the one loader of the API models. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {folderHash} from '../../plugins/shared/folder-hash';
import {loadModels, loadSummaries} from '../../plugins/api-reference/src/public';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'folder-hash-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), {recursive: true});
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

test("the key changes with an included file's bytes or name, not with an excluded file", () => {
  const dir = folder({'a/one.md': 'one', 'a/deep/two.md': 'two', 'a/notes.txt': 'x'});
  try {
    const md = {include: (file: string) => file.endsWith('.md')};
    const before = folderHash(dir, md);
    assert.match(before, /^[0-9a-f]{12}$/);
    writeFileSync(join(dir, 'a/notes.txt'), 'y');
    assert.equal(folderHash(dir, md), before);
    writeFileSync(join(dir, 'a/deep/two.md'), 'two!');
    const edited = folderHash(dir, md);
    assert.notEqual(edited, before);
    renameSync(join(dir, 'a/one.md'), join(dir, 'a/uno.md'));
    assert.notEqual(folderHash(dir, md), edited);
    // Not recursive: the file below a/deep/ no longer counts.
    assert.notEqual(folderHash(join(dir, 'a'), {...md, recursive: false}), folderHash(join(dir, 'a'), md));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a folder with no included file, or no folder, is "none"', () => {
  const dir = folder({'x.txt': 'x'});
  try {
    assert.equal(folderHash(dir, {include: (file) => file.endsWith('.md')}), 'none');
    assert.equal(folderHash(join(dir, 'missing'), {include: () => true}), 'none');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('the API models are read once, and again after a file changes', () => {
  const model = (summary: string) => JSON.stringify({version: '1.x', section: 'core', packageName: 'commandkit', items: [], note: summary});
  const dir = folder({'1.x/core.json': model('a'), '1.x/core.summaries.json': '{"core:x": "First."}'});
  try {
    const first = loadModels(dir, '1.x');
    assert.equal(first.length, 1);
    assert.equal(loadModels(dir, '1.x'), first, 'a second caller gets the same models without reading again');
    assert.deepEqual(loadSummaries(dir, '1.x'), {'core:x': 'First.'});
    writeFileSync(join(dir, '1.x/core.json'), model('bb'));
    utimesSync(join(dir, '1.x/core.json'), new Date(), new Date(Date.now() + 5000));
    const second = loadModels(dir, '1.x');
    assert.notEqual(second, first);
    assert.equal((second[0] as unknown as {note: string}).note, 'bb');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
