/** The postBuild steps that depend on each other run in plugins/shared/post-build-order.ts's order. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {inPostBuildOrder, POST_BUILD_ORDER} from '../../plugins/shared/post-build-order';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('route-sections rewrites the pages before url-forms copies them and offline reads them', () => {
  assert.ok(POST_BUILD_ORDER.indexOf('route-sections') < POST_BUILD_ORDER.indexOf('url-forms'));
  assert.ok(POST_BUILD_ORDER.indexOf('route-sections') < POST_BUILD_ORDER.indexOf('offline'));
});

test("steps started together, in any order, run in the table's order", async () => {
  const ran: string[] = [];
  const outDir = `/build-${Math.random()}`;
  // As Docusaurus does: every postBuild started in one pass; here the later steps first and the first one slowest.
  await Promise.all([
    inPostBuildOrder('offline', outDir, () => void ran.push('offline')),
    inPostBuildOrder('url-forms', outDir, async () => {
      await tick(5);
      ran.push('url-forms');
    }),
    inPostBuildOrder('route-sections', outDir, async () => {
      await tick(20);
      ran.push('route-sections');
    }),
  ]);
  assert.deepEqual(ran, ['route-sections', 'url-forms', 'offline']);
});

test('a step whose plugin is not in the build is not waited for; builds of other folders are independent', async () => {
  const ran: string[] = [];
  await Promise.all([
    inPostBuildOrder('offline', '/a', () => void ran.push('a offline')),
    inPostBuildOrder('route-sections', '/b', async () => {
      await tick(20);
      ran.push('b route-sections');
    }),
  ]);
  assert.deepEqual(ran, ['a offline', 'b route-sections']);
});

test('a failing step fails the build without leaving the later ones waiting', async () => {
  const outDir = `/build-${Math.random()}`;
  const results = await Promise.allSettled([
    inPostBuildOrder('route-sections', outDir, () => {
      throw new Error('no chunk file');
    }),
    inPostBuildOrder('url-forms', outDir, () => 'copied'),
  ]);
  assert.equal(results[0].status, 'rejected');
  assert.deepEqual(results[1], {status: 'fulfilled', value: 'copied'});
});
