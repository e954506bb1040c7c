/**
 * Run-time facts (api-models/<version>/runtime.json): the reader's questions answered from them, the path
 * scrubbing of recorded errors, and the committed files themselves (every public import path has facts,
 * no machine path leaks into them).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {API_VERSIONS, type ApiItem} from '../../plugins/api-reference/src/model/types';
import {
  defaultWorks,
  failingEntries,
  importAdvice,
  nameAtRunTime,
  readRuntime,
  runtimePath,
  RUNTIME_SCHEMA_VERSION,
  type RuntimeFacts,
} from '../../plugins/api-reference/src/model/runtime';
import {loadModels} from '../../plugins/api-reference/src/model/io';
import {scrubPaths} from '../../plugins/api-reference/src/extract/runtime';

const loads = (names: string[]) => ({loads: true, names});
const fails = (error: string) => ({loads: false, names: [], error});

const facts: RuntimeFacts = {
  schemaVersion: RUNTIME_SCHEMA_VERSION,
  version: '1.x',
  loaded: 'fixture',
  node: 'v20',
  entries: {
    commandkit: {
      package: 'commandkit',
      file: {},
      esm: {...loads(['flag', 'CommandKit']), default: {binds: 'module'}},
      cjs: {...loads(['flag', 'CommandKit']), default: {binds: 'export', name: 'CommandKit'}},
    },
    'commandkit/flag': {package: 'commandkit', file: {}, esm: loads(['flag']), cjs: loads(['flag'])},
    'commandkit/ratelimit': {
      package: 'commandkit',
      file: {},
      esm: fails('ReferenceError: X is not defined'),
      cjs: fails('ReferenceError: X is not defined'),
    },
    '@commandkit/queue': {package: '@commandkit/queue', file: {}, esm: loads(['send']), cjs: fails('Error: No "exports" main defined')},
  },
};

function item(name: string, kind: ApiItem['kind'], paths: string[]): ApiItem {
  return {
    id: `commandkit:${kind}:${name}`,
    name,
    kind,
    section: 'commandkit',
    importPaths: paths,
    primaryImport: paths[0] ?? null,
    internal: false,
    deprecated: false,
  };
}

test('nameAtRunTime: present, missing, failing entry, unknown entry', () => {
  assert.deepEqual(nameAtRunTime(facts, 'commandkit/flag', 'flag', 'esm'), {ok: true});
  assert.deepEqual(nameAtRunTime(facts, 'commandkit/flag', 'setFlagProvider', 'esm'), {ok: false, reason: 'missing'});
  assert.deepEqual(nameAtRunTime(facts, 'commandkit/ratelimit', 'ratelimit', 'cjs'), {
    ok: false,
    reason: 'entry-fails',
    error: 'ReferenceError: X is not defined',
  });
  assert.deepEqual(nameAtRunTime(facts, 'commandkit/nope', 'x', 'esm'), {ok: false, reason: 'unknown-entry'});
});

test('nameAtRunTime: a default import works only when it binds a value of its own, not the CommonJS module object', () => {
  assert.deepEqual(nameAtRunTime(facts, 'commandkit', 'default', 'esm'), {ok: false, reason: 'default-differs', binds: {binds: 'module'}});
  assert.deepEqual(nameAtRunTime(facts, 'commandkit', 'default', 'cjs'), {ok: true});
  assert.deepEqual(
    nameAtRunTime(facts, 'commandkit/flag', 'default', 'esm'),
    {ok: false, reason: 'default-differs', binds: {binds: 'none'}},
    'no facts recorded: nothing is bound',
  );
  assert.equal(defaultWorks({binds: 'value', type: 'function'}), true);
  assert.equal(defaultWorks({binds: 'none'}), false);
});

test('failingEntries: 1.x readers load with import only, so an import-only package is not failing', () => {
  assert.deepEqual(
    failingEntries(facts).map((f) => f.path),
    ['commandkit/ratelimit'],
  );
  assert.deepEqual(
    failingEntries(facts, ['esm', 'cjs']).map((f) => f.path),
    ['commandkit/ratelimit', '@commandkit/queue'],
  );
});

test('importAdvice: a path that works is shown first; failing and missing paths are reported', () => {
  const flag = importAdvice(item('flag', 'functions', ['commandkit/flag', 'commandkit']), facts)!;
  assert.deepEqual(flag, {path: 'commandkit/flag', typeOnly: false, failing: [], missingAt: []});
  const provider = importAdvice(item('setFlagProvider', 'functions', ['commandkit/flag', 'commandkit']), facts)!;
  assert.equal(provider.path, 'commandkit/flag');
  assert.equal(provider.typeOnly, true, 'no path gives it: type-only');
  const limiter = importAdvice(item('ratelimit', 'functions', ['commandkit/ratelimit']), facts)!;
  assert.deepEqual(limiter.failing, [{path: 'commandkit/ratelimit', error: 'ReferenceError: X is not defined'}]);
  assert.equal(limiter.typeOnly, false);
  const moved = importAdvice(item('CommandKit', 'classes', ['commandkit/ratelimit', 'commandkit']), facts)!;
  assert.equal(moved.path, 'commandkit', 'the working path is preferred over the failing primary one');
  // Interfaces have no value: nothing to check at run time.
  assert.deepEqual(importAdvice(item('Options', 'interfaces', ['commandkit/ratelimit']), facts), {
    path: 'commandkit/ratelimit',
    typeOnly: false,
    failing: [],
    missingAt: [],
  });
});

test('scrubPaths keeps package-relative paths and drops machine paths', () => {
  assert.equal(
    scrubPaths('Cannot find /tmp/x/fw/packages/commandkit/ratelimit.cjs', ['/tmp/x/fw']),
    'Cannot find packages/commandkit/ratelimit.cjs',
  );
  assert.equal(scrubPaths('in file:///a/b/node_modules/commandkit/dist/index.js', []), 'in commandkit/dist/index.js');
  assert.equal(scrubPaths(`subpath './umami' is not defined`, []), `subpath './umami' is not defined`);
});

for (const version of API_VERSIONS) {
  test(`${version}: runtime.json covers every public import path and names no machine path`, () => {
    const recorded = readRuntime('api-models', version);
    assert.ok(recorded, `api-models/${version}/runtime.json is missing: run npm run api:extract`);
    const paths = new Set<string>();
    for (const model of loadModels('api-models', version)) for (const i of model.items) for (const p of i.importPaths) paths.add(p);
    const missing = [...paths].filter((p) => !recorded.entries[p]);
    assert.deepEqual(missing, []);
    assert.doesNotMatch(readFileSync(runtimePath('api-models', version), 'utf8'), /\/(tmp|home|work|root|Users)\//);
  });
}

test('the recorded facts hold the defects the guide warns about', () => {
  const v1 = readRuntime('api-models', '1.x')!;
  assert.equal(v1.entries['commandkit/ratelimit']!.esm.loads, false);
  assert.equal(v1.entries['commandkit/events']!.esm.loads, false);
  assert.equal(nameAtRunTime(v1, 'commandkit/ai', 'executeAI', 'esm').ok, false);
  // Node's ESM binds the default import of the CommonJS package to module.exports; require().default is the class.
  assert.deepEqual(v1.entries['commandkit']!.esm.default, {binds: 'module'});
  assert.deepEqual(v1.entries['commandkit']!.cjs.default, {binds: 'export', name: 'CommandKit'});
  assert.match(v1.node, /^v24\./, "1.x facts are taken on the framework's Node 24");
  const v0 = readRuntime('api-models', '0.1.10')!;
  assert.equal(nameAtRunTime(v0, 'commandkit', 'ReloadType', 'esm').ok, false);
  assert.equal(nameAtRunTime(v0, 'commandkit', 'CommandKit', 'cjs').ok, true);
});

test('0.1.10: loading the installed package again gives the committed facts (no drift, nothing hand-written)', async () => {
  const {extractRuntimeV0} = await import('../../plugins/api-reference/src/extract/runtime');
  const fresh = extractRuntimeV0('.');
  const committed = readRuntime('api-models', '0.1.10')!;
  assert.deepEqual(fresh.entries, committed.entries);
});

test(
  '1.x: probing the packed framework again on Node 24 gives the committed facts (one builder, no drift)',
  {timeout: 20 * 60_000},
  async () => {
    const {extractRuntime1x} = await import('../../plugins/api-reference/src/extract/runtime');
    const {DOCUMENTED_COMMIT} = await import('../../framework/src/index');
    const committed = readRuntime('api-models', '1.x')!;
    assert.match(
      committed.loaded,
      new RegExp(DOCUMENTED_COMMIT),
      'the committed facts are of the documented commit: run npm run api:extract -- --runtime-only',
    );
    const fresh = extractRuntime1x({commit: DOCUMENTED_COMMIT});
    assert.deepEqual(fresh.entries, committed.entries);
  },
);
