/** The repository's units keep their boundaries: no import into another unit's internals, no import cycle. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {importCycles, importEdges, isPublic, unitCycles, unitOf, violation} from '../../scripts/lib/import-graph';

const ROOT = path.resolve(import.meta.dirname, '../..');
const edges = importEdges(ROOT);

test('the import graph is read (a broken reader would pass every rule below)', () => {
  assert.ok(edges.some((edge) => edge.from === 'config/remark-pipeline.ts' && edge.to === 'plugins/static-highlight/src/public.ts'));
  assert.ok(edges.length > 300, `only ${edges.length} imports read`);
});

test('the rules tell internals from public modules', () => {
  assert.equal(unitOf('plugins/url-forms/src/forms.ts'), 'plugins/url-forms');
  assert.equal(unitOf('plugins/shared/joi.ts'), 'plugins/shared');
  assert.equal(unitOf('scripts/lib/examples/check.ts'), 'scripts/lib/examples');
  assert.equal(isPublic('plugins/url-forms/src/forms.ts'), false);
  assert.equal(isPublic('plugins/url-forms/src/public.ts'), true);
  assert.equal(isPublic('scripts/lib/examples/check.ts'), false);
  assert.equal(isPublic('framework/src/build.ts'), false);
  assert.equal(isPublic('framework/src/index.ts'), true);
  assert.ok(violation({from: 'plugins/local-search/src/collect.ts', to: 'plugins/url-forms/src/forms.ts'}));
  assert.ok(violation({from: 'plugins/local-search/src/collect.ts', to: 'src/search/types.ts'}));
  assert.ok(violation({from: 'deploy/csp-hashes.ts', to: 'bench/lib/html-assets.ts'}));
  assert.ok(violation({from: 'plugins/shared/joi.ts', to: 'plugins/url-forms/src/index.ts'}));
  assert.equal(violation({from: 'plugins/local-search/src/collect.ts', to: 'plugins/url-forms/src/public.ts'}), undefined);
  assert.equal(violation({from: 'plugins/url-forms/src/index.ts', to: 'plugins/url-forms/src/forms.ts'}), undefined);
  assert.deepEqual(
    importCycles([
      {from: 'a', to: 'b'},
      {from: 'b', to: 'c'},
      {from: 'c', to: 'a'},
      {from: 'c', to: 'd'},
    ]),
    [['a', 'b', 'c', 'a']],
  );
});

test("no unit imports another unit's internals", () => {
  const broken = edges.flatMap((edge) => {
    const why = violation(edge);
    return why ? [`${edge.from} -> ${edge.to}: ${why}`] : [];
  });
  assert.deepEqual(broken, [], `${broken.length} imports cross a boundary:\n${broken.join('\n')}`);
});

test('no file imports itself back through others', () => {
  const cycles = importCycles(edges).map((cycle) => cycle.join(' -> '));
  assert.deepEqual(cycles, [], `import cycles:\n${cycles.join('\n')}`);
});

test('no unit depends on itself through another unit', () => {
  const cycles = unitCycles(edges).map((cycle) => cycle.join(' -> '));
  assert.deepEqual(cycles, [], `unit cycles:\n${cycles.join('\n')}`);
});
