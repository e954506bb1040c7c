import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {listHtmlFiles} from '../../plugins/shared/html-files';
import {tempFolder} from './temp-folders';

describe('search indexer and the files for AI tools', () => {
  it('reads HTML pages only: Markdown twins, llms.txt and social cards are left out of the index', async () => {
    const dir = tempFolder('search-twins-');
    mkdirSync(path.join(dir, 'docs/guide'), {recursive: true});
    mkdirSync(path.join(dir, 'social-cards/docs/guide'), {recursive: true});
    writeFileSync(path.join(dir, 'docs/guide/page.html'), '<html></html>');
    writeFileSync(path.join(dir, 'docs/guide/page.md'), '# Page');
    writeFileSync(path.join(dir, 'llms.txt'), '# Site');
    writeFileSync(path.join(dir, 'llms-full.txt'), '# Site');
    writeFileSync(path.join(dir, 'social-cards/docs/guide/page.png'), '');
    assert.deepEqual(await listHtmlFiles(dir), [path.join('docs', 'guide', 'page.html')]);
  });
});
