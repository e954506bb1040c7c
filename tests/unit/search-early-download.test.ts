import assert from 'node:assert/strict';
import {test} from 'node:test';

const requested: string[] = [];
const manifest = {
  format: 1,
  shards: {
    'docs-default-current': {file: 'current.a1.json', text: 'current.text.b2.json', records: 2, bytes: 10},
    default: {file: 'default.c3.json', records: 1, bytes: 5},
    'docs-default-0.1.10': {file: 'v0.d4.json', records: 1, bytes: 5},
  },
};
globalThis.fetch = (async (url: string) => {
  requested.push(String(url));
  return new Response(String(url).endsWith('manifest.json') ? JSON.stringify(manifest) : '{}', {status: 200});
}) as typeof fetch;

const {downloadIndexEarly, takeEarlyResponse} = await import('../../src/search/early-download');
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

test("the manifest and the shards of the page's tags are requested at once, each handed over once", async () => {
  takeEarlyResponse('/search/current.text.b2.json'); // the loader already asked for this one itself
  downloadIndexEarly('/search', ['default', 'docs-default-current']);
  await settle();
  assert.deepEqual(requested, ['/search/manifest.json', '/search/default.c3.json', '/search/current.a1.json']);
  const early = takeEarlyResponse('/search/manifest.json');
  assert.ok(early, 'the manifest is handed over');
  assert.deepEqual(((await (await early).json()) as typeof manifest).shards.default.file, 'default.c3.json', 'its body is still unread');
  assert.equal(takeEarlyResponse('/search/manifest.json'), undefined, 'only once');
  assert.ok(takeEarlyResponse('/search/current.a1.json'));
  downloadIndexEarly('/search', ['default', 'docs-default-current']);
  await settle();
  assert.equal(requested.length, 3, 'nothing is requested twice once the loader owns it');
});
