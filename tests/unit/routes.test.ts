import {test} from 'node:test';
import assert from 'node:assert/strict';
import {allDocRoutes, apiIndexPaths, v0GuidePaths, v1GuidePaths, V1_API_SECTIONS, PENDING_ROUTES} from '../../config/routes';
import {docFileCandidates, docFileExists} from '../../config/doc-files';

test('the manifest has the 50 guide pages of 1.x and 11 of 0.1.10 (each with its known-issues list)', () => {
  // The spec's 46 pages, plus Label, File upload, Poll and Section (the JSX components added at 392b9d81).
  assert.equal(v1GuidePaths().length, 50);
  assert.equal(v0GuidePaths().length, 11);
  assert.equal(new Set(v1GuidePaths()).size, 50, 'no duplicates');
});

test('API index routes cover the nine sections and the v0 reference', () => {
  assert.deepEqual(V1_API_SECTIONS, ['ai', 'analytics', 'cache', 'commandkit', 'i18n', 'legacy', 'queue', 'redis', 'tasks', 'workflow']);
  assert.ok(apiIndexPaths().includes('/docs/api-reference/commandkit'));
  assert.ok(apiIndexPaths().includes('/docs/v0/api-reference'));
});

test('routes carry their version and sidebar, and pending ones are flagged', () => {
  const pending = new Set(['/docs/guide/events/custom-events']);
  const routes = allDocRoutes(pending);
  const custom = routes.find((route) => route.path === '/docs/guide/events/custom-events');
  assert.deepEqual(custom, {path: '/docs/guide/events/custom-events', version: 'current', sidebar: 'guide', pending: true});
  const v0 = routes.find((route) => route.path === '/docs/v0/guide/buttonkit');
  assert.equal(v0?.version, '0.1.10');
  assert.equal(routes.find((route) => route.path === '/docs/api-reference/redis')?.sidebar, 'api');
});

test('every pending route is a route of the manifest', () => {
  const paths = new Set(allDocRoutes().map((route) => route.path));
  for (const path of PENDING_ROUTES) {
    assert.ok(paths.has(path), `${path} is pending but not in the manifest`);
  }
});

test('every written guide route has its page file', () => {
  const missing = allDocRoutes()
    .filter((route) => route.sidebar === 'guide' && !route.pending)
    .filter((route) => !docFileExists(route.path))
    .map((route) => route.path);
  assert.deepEqual(missing, [], 'write these pages or mark them pending in config/routes.ts');
});

test('doc file candidates map URLs to both versions folders', () => {
  assert.ok(docFileCandidates('/docs/guide/commands/middlewares').includes('docs/guide/commands/middlewares.mdx'));
  assert.ok(docFileCandidates('/docs/v0/guide/buttonkit').includes('versioned_docs/version-0.1.10/guide/buttonkit.mdx'));
});
