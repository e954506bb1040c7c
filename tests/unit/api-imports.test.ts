/**
 * API pages tell the truth about importing: the first import line of every item page works at run time
 * (per api-models/<version>/runtime.json), or the page says why not (type only, entry fails to load).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {API_VERSIONS, type ApiItem} from '../../plugins/api-reference/src/model/types';
import {
  hasValue,
  nameAtRunTime,
  READER_MODES,
  RUNTIME_SCHEMA_VERSION,
  type RuntimeFacts,
} from '../../plugins/api-reference/src/model/runtime';
import {aliasSentences, importSection} from '../../plugins/api-reference/src/generate/imports';
import {importFacts, loadIndex} from '../../plugins/api-reference/src/generate/write';
import {itemPage, type PageContext} from '../../plugins/api-reference/src/generate/pages';

const facts: RuntimeFacts = {
  schemaVersion: RUNTIME_SCHEMA_VERSION,
  version: '1.x',
  loaded: 'fixture',
  node: 'v20',
  entries: {
    commandkit: {
      package: 'commandkit',
      file: {},
      esm: {loads: true, names: ['setFlagProvider'], default: {binds: 'module'}},
      cjs: {loads: true, names: ['setFlagProvider'], default: {binds: 'export', name: 'CommandKit'}},
    },
    'commandkit/flag': {
      package: 'commandkit',
      file: {},
      esm: {loads: true, names: ['flag'], default: {binds: 'export', name: 'flag'}},
      cjs: {loads: true, names: ['flag']},
    },
    'commandkit/ratelimit': {
      package: 'commandkit',
      file: {},
      esm: {loads: false, names: [], error: 'ReferenceError: X is not defined'},
      cjs: {loads: false, names: [], error: 'ReferenceError: X is not defined'},
    },
  },
};
const item = (name: string, kind: ApiItem['kind'], paths: string[]): ApiItem => ({
  id: `commandkit:${kind}:${name}`,
  name,
  kind,
  section: 'commandkit',
  importPaths: paths,
  primaryImport: paths[0]!,
  internal: false,
  deprecated: false,
});
const text = (lines: string[]) => lines.join('\n');

test('a path that works at run time comes first; the declared-only path is named as such', () => {
  const out = text(importSection(item('setFlagProvider', 'functions', ['commandkit/flag', 'commandkit']), {runtime: facts}));
  assert.match(out, /^```ts partial\nimport \{ setFlagProvider \} from 'commandkit';\n```/);
  assert.match(out, /`commandkit\/flag` also declares `setFlagProvider` in its types, but does not give it at run time/);
});

test('a failing entry gets a warning with the error; the covering known issue is embedded, else "no workaround"', () => {
  const bare = text(importSection(item('ratelimit', 'functions', ['commandkit/ratelimit']), {runtime: facts}));
  assert.match(bare, /:::danger Fails at run time/);
  assert.match(bare, /throws `ReferenceError: X is not defined`/);
  assert.match(bare, /no workaround is recorded/);
  const covered = text(
    importSection(item('ratelimit', 'functions', ['commandkit/ratelimit']), {
      runtime: facts,
      issueByEntry: new Map([['commandkit/ratelimit', 'ratelimit-entry-fails']]),
    }),
  );
  assert.match(covered, /<KnownIssue id="ratelimit-entry-fails" \/>/);
  assert.doesNotMatch(covered, /no workaround is recorded/);
});

test('a value the run time never gives is shown with import type and a warning', () => {
  const out = text(importSection(item('Gone', 'enums', ['commandkit']), {runtime: facts}));
  assert.match(out, /import type \{ Gone \} from 'commandkit';/);
  assert.match(out, /:::warning Type only at run time/);
});

test('a default export is shown as an import only where a default import gets the item at run time; else a warning', () => {
  const withDefault = (name: string, path: string): ApiItem => ({
    ...item(name, 'classes', [path]),
    aliases: [{name: 'default', importPaths: [path]}],
  });
  const broken = text(
    aliasSentences(withDefault('CommandKit', 'commandkit'), {
      runtime: facts,
      issueByEntry: new Map([['commandkit#default', 'default-import-esm']]),
    }),
  );
  assert.doesNotMatch(broken, /Also the default export/);
  assert.match(broken, /:::warning Default import fails at run time/);
  assert.match(broken, /binds the whole CommonJS `module.exports` object of `commandkit`, not `CommandKit`/);
  assert.match(broken, /<KnownIssue id="default-import-esm" \/>/);
  const working = text(aliasSentences(withDefault('flag', 'commandkit/flag'), {runtime: facts}));
  assert.match(working, /Also the default export of `commandkit\/flag`: `import flag from 'commandkit\/flag';`\./);
  assert.doesNotMatch(working, /warning/);
});

test('types and interfaces keep their import type line, with no run-time warning', () => {
  const out = text(importSection(item('Options', 'interfaces', ['commandkit/ratelimit']), {runtime: facts}));
  assert.equal(out, "```ts partial\nimport type { Options } from 'commandkit/ratelimit';\n```\n");
});

for (const version of API_VERSIONS) {
  test(`${version}: every generated item page's first import line works at run time, or the page warns`, () => {
    const {index, summaries} = loadIndex('api-models', version);
    const imports = importFacts({modelsDir: 'api-models', version, knownIssuesDir: 'known-issues'});
    assert.ok(imports.runtime, 'runtime.json exists');
    const ctx: PageContext = {index, summaries, links: {urlOf: (id) => index.urlIfKnown(id), discordJsVersion: '14.22.1'}, imports};
    const problems: string[] = [];
    for (const it of index.items) {
      if (!it.primaryImport) continue;
      const page = itemPage(it, ctx);
      const m = /```ts partial\nimport (type )?\{ (\w+) \} from '([^']+)';/.exec(page);
      if (!m) {
        problems.push(`${it.id}: no import line`);
        continue;
      }
      const [, typeOnly, name, path] = m;
      if (typeOnly) {
        if (hasValue(it) && !page.includes('Type only at run time'))
          problems.push(`${it.id}: a value shown with import type and no warning`);
        continue;
      }
      const broken = READER_MODES[version].find((mode) => !nameAtRunTime(imports.runtime!, path!, name!, mode).ok);
      if (broken && !page.includes(':::danger Fails at run time'))
        problems.push(`${it.id}: import { ${name} } from '${path}' fails at run time (${broken}) with no warning`);
      // A default import shown as code must work the way readers load the version.
      for (const d of page.matchAll(/`import (\w+) from '([^']+)';`/g)) {
        if (READER_MODES[version].some((mode) => !nameAtRunTime(imports.runtime!, d[2]!, 'default', mode).ok))
          problems.push(`${it.id}: shows import ${d[1]} from '${d[2]}', whose default import does not get ${it.name} at run time`);
      }
    }
    assert.deepEqual(problems, []);
  });
}
