import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {writeChangedFiles} from '../../plugins/shared/write-changed-files';
import {tempFolder} from './temp-folders';

describe('writeChangedFiles', () => {
  it('writes only the files whose text changed and removes the ones no longer generated', async () => {
    const dir = tempFolder('write-changed-');
    writeChangedFiles(
      dir,
      new Map([
        ['routes.js', 'a'],
        ['section-1.js', 'b'],
      ]),
    );
    const before = statSync(path.join(dir, 'routes.js')).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(path.join(dir, 'stray.js'), 'x');
    writeChangedFiles(
      dir,
      new Map([
        ['routes.js', 'a'],
        ['section-2.js', 'c'],
      ]),
    );
    assert.deepEqual(readdirSync(dir).sort(), ['routes.js', 'section-2.js']);
    assert.equal(statSync(path.join(dir, 'routes.js')).mtimeMs, before, 'an unchanged file keeps its time (the bundler cache checks it)');
    assert.equal(readFileSync(path.join(dir, 'section-2.js'), 'utf8'), 'c');
  });

  it('creates nested folders and removes the folders it empties', () => {
    const dir = tempFolder('write-changed-');
    writeChangedFiles(
      dir,
      new Map([
        ['index.mdx', 'i'],
        ['core/classes/a.mdx', 'a'],
        ['core/types/b.mdx', 'b'],
      ]),
    );
    assert.equal(readFileSync(path.join(dir, 'core/classes/a.mdx'), 'utf8'), 'a');
    writeChangedFiles(
      dir,
      new Map([
        ['index.mdx', 'i'],
        ['core/types/b.mdx', 'b2'],
      ]),
    );
    assert.equal(existsSync(path.join(dir, 'core/classes')), false, 'the emptied folder is gone');
    assert.deepEqual(readdirSync(path.join(dir, 'core')), ['types']);
    assert.equal(readFileSync(path.join(dir, 'core/types/b.mdx'), 'utf8'), 'b2');
  });
});
