import assert from 'node:assert/strict';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {pagePaths, seededSample} from '../../bench/reader-sample';
import {tempFolder} from './temp-folders';

test("a build's pages are the URLs of its HTML files, without the 404 page", async () => {
  const dir = tempFolder('reader-sample-');
  for (const file of ['index.html', '404.html', 'docs/guide/intro.html', 'docs/api/index.html', 'search/index.html']) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), '<html></html>');
  }
  assert.deepEqual((await pagePaths(dir)).sort(), ['/', '/docs/api', '/docs/guide/intro', '/search']);
});

test('the sample is reproducible from its seed, without repeats, and differs with another seed', () => {
  const items = Array.from({length: 50}, (_, i) => i);
  const a = seededSample(items, 10, 7);
  assert.deepEqual(a, seededSample(items, 10, 7));
  assert.equal(new Set(a).size, 10);
  assert.notDeepEqual(a, seededSample(items, 10, 8));
  assert.equal(seededSample(items, 80, 1).length, 50);
});
