import {test} from 'node:test';
import assert from 'node:assert/strict';
import {allRedirects, shortNameRedirects, versionRootRedirects} from '../../config/redirects';
import {v1GuidePaths, V0_MAIN_DOC, V1_MAIN_DOC} from '../../config/routes';

test('every short-name redirect lands on a page of the manifest', () => {
  const pages = new Set(v1GuidePaths());
  for (const {from, to} of shortNameRedirects()) {
    assert.ok(pages.has(to), `${from} -> ${to} is not a manifest page`);
  }
});

test('the short forms named by the spec are all covered', () => {
  const froms = new Set(shortNameRedirects().map((redirect) => redirect.from));
  for (const name of ['ai', 'analytics', 'cache', 'devtools', 'i18n', 'legacy', 'redis', 'tasks']) {
    assert.ok(froms.has(`/docs/guide/official-plugins/${name}`), name);
  }
  for (const name of ['async-queue', 'kv', 'mutex', 'queue', 'ratelimit', 'semaphore']) {
    assert.ok(froms.has(`/docs/guide/useful-utilities/${name}`), name);
  }
  assert.ok(froms.has('/docs/guide/jsx-components/v1/button'));
  assert.ok(froms.has('/docs/guide/jsx-components/v2/media-gallery'));
});

test('version roots go to each version main doc', () => {
  const map = new Map(versionRootRedirects().map(({from, to}) => [from, to]));
  assert.equal(map.get('/docs'), V1_MAIN_DOC);
  assert.equal(map.get('/docs/v0'), V0_MAIN_DOC);
});

test('no redirect starts from a real page or from the same path twice', () => {
  const pages = new Set(v1GuidePaths());
  const redirects = allRedirects();
  assert.equal(new Set(redirects.map((r) => r.from)).size, redirects.length);
  for (const {from} of redirects) {
    assert.ok(!pages.has(from), `${from} is a page and cannot also be a redirect`);
  }
});
