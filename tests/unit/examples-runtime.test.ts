/**
 * The run-time half of the code-example check: which imports are values (and so must exist in the built
 * JavaScript), what fails per runtime.json, and the known issue on the page that allows a broken import.
 */
import {test, before} from 'node:test';
import assert from 'node:assert/strict';
import {resolve} from 'node:path';
import ts from 'typescript';
import {
  issueEntryKey,
  problemMessage,
  runtimeImportProblems,
  runtimeImportRefs,
  valueIdentifiers,
} from '../../scripts/lib/examples/runtime-imports';
import {checkVersion, type VersionResult} from '../../scripts/lib/examples/check';
import {TWIN_SUFFIX} from '../../scripts/lib/examples/twin-suffix';
import {RUNTIME_SCHEMA_VERSION, type RuntimeFacts} from '../../plugins/api-reference/src/model/runtime';

const parse = (code: string, name = 'a.ts') =>
  ts.createSourceFile(name, code, ts.ScriptTarget.ES2022, true, name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
const isCk = (s: string) => s === 'commandkit' || s.startsWith('commandkit/');
const refs = (code: string, name?: string) => runtimeImportRefs(parse(code, name), isCk).map(({spec, names, via}) => ({spec, names, via}));

test('type-only imports and bindings used only as types are erased: no run-time import', () => {
  assert.deepEqual(refs(`import type { ReloadType } from 'commandkit';\nlet a: ReloadType;`), []);
  assert.deepEqual(refs(`import { type ReloadType, CommandKit } from 'commandkit';\nlet a: ReloadType; new CommandKit({} as never);`), [
    {spec: 'commandkit', names: ['CommandKit'], via: 'import'},
  ]);
  assert.deepEqual(refs(`import { ReloadType } from 'commandkit';\nfunction f(t: ReloadType, u: typeof ReloadType) {}`), []);
  assert.deepEqual(refs(`import { ReloadType } from 'commandkit';\nconst t = ReloadType.Developer;`), [
    {spec: 'commandkit', names: ['ReloadType'], via: 'import'},
  ]);
});

test('value uses: calls, extends, JSX tags, shorthand properties; property names are not uses', () => {
  const ids = valueIdentifiers(
    parse(`class A extends Base<Opts> implements I {}\nconst x = { ratelimit };\nobj.useAI;\nconst y = { flag: 1 };\n<Button />;`, 'a.tsx'),
  );
  assert.ok(ids.has('Base') && ids.has('ratelimit') && ids.has('Button'));
  assert.ok(!ids.has('Opts') && !ids.has('I') && !ids.has('useAI') && !ids.has('flag'));
});

test('require, side-effect imports, dynamic imports and re-exports are run-time loads', () => {
  assert.deepEqual(refs(`const { ratelimit } = require('commandkit/ratelimit');`), [
    {spec: 'commandkit/ratelimit', names: ['ratelimit'], via: 'require'},
  ]);
  assert.deepEqual(refs(`import 'commandkit/events';`), [{spec: 'commandkit/events', names: [], via: 'import'}]);
  assert.deepEqual(refs(`await import('commandkit/events');`), [{spec: 'commandkit/events', names: [], via: 'import'}]);
  assert.deepEqual(refs(`export { flag } from 'commandkit/flag';\nexport type { X } from 'commandkit';`), [
    {spec: 'commandkit/flag', names: ['flag'], via: 'import'},
  ]);
  assert.deepEqual(refs(`import { x } from 'discord.js';\nx();`), []);
});

const facts: RuntimeFacts = {
  schemaVersion: RUNTIME_SCHEMA_VERSION,
  version: '0.1.10',
  loaded: 'fixture',
  node: 'v20',
  entries: {
    commandkit: {
      package: 'commandkit',
      file: {},
      esm: {loads: true, names: ['CommandKit'], default: {binds: 'module'}},
      cjs: {loads: true, names: ['CommandKit', 'OnlyCjs'], default: {binds: 'export', name: 'CommandKit'}},
    },
  },
};

test('problems: a name missing in either way a 0.1.10 reader loads it; require checks CommonJS only', () => {
  const p = (code: string) =>
    runtimeImportProblems(runtimeImportRefs(parse(code), isCk), facts).map(({name, kind, mode}) => ({name, kind, mode}));
  assert.deepEqual(p(`import { ReloadType, CommandKit } from 'commandkit';\nReloadType; CommandKit;`), [
    {name: 'ReloadType', kind: 'missing', mode: 'esm'},
  ]);
  assert.deepEqual(p(`import { OnlyCjs } from 'commandkit';\nOnlyCjs;`), [{name: 'OnlyCjs', kind: 'missing', mode: 'esm'}]);
  assert.deepEqual(p(`const { OnlyCjs } = require('commandkit');`), []);
});

test('problems: a default import that binds the CommonJS module object under ESM is a problem; require().default is not', () => {
  const problems = runtimeImportProblems(runtimeImportRefs(parse(`import CommandKit from 'commandkit';\nnew CommandKit();`), isCk), facts);
  assert.deepEqual(
    problems.map(({name, kind, mode, binds}) => ({name, kind, mode, binds})),
    [{name: 'default', kind: 'default', mode: 'esm', binds: {binds: 'module'}}],
  );
  assert.match(problemMessage(problems[0]!, facts, []), /binds the whole CommonJS `module.exports` object of `commandkit`/);
  assert.deepEqual(runtimeImportProblems(runtimeImportRefs(parse(`const ck = require('commandkit').default;`), isCk), facts), []);
  assert.equal(issueEntryKey(problems[0]!), 'commandkit#default');
});

const fence = '```';
const brokenImport = `${fence}ts title="src/limits.ts"\nimport { ratelimit } from 'commandkit/ratelimit';\n\nexport const check = ratelimit;\n${fence}\n`;
const pages = [
  {page: 'fixtures/rt-unwarned.mdx', source: `## Limits\n\n${brokenImport}`, version: '1.x' as const},
  {page: 'fixtures/rt-warned.mdx', source: `## Limits\n\n<KnownIssue id="ratelimit-entry" />\n\n${brokenImport}`, version: '1.x' as const},
  // The JavaScript twin of the warned page, as javascript-twins.ts hands it over: its blocks only, no boxes.
  {
    page: `fixtures/rt-warned.mdx${TWIN_SUFFIX}`,
    source:
      `${fence}js title="src/limits.js"\nimport { ratelimit } from 'commandkit/ratelimit';\n\n` +
      `export const check = ratelimit;\n${fence}\n`,
    version: '1.x' as const,
  },
  {
    page: 'fixtures/rt-inline.mdx',
    source: "## Limits\n\nCall it after \`import { ratelimit } from 'commandkit/ratelimit';\` at the top.\n",
    version: '1.x' as const,
  },
  {
    page: 'fixtures/rt-default.mdx',
    source:
      `${fence}ts title="src/bot.ts"\nimport CommandKit from 'commandkit';\n` +
      `import { Client } from 'discord.js';\n\n` +
      `export const commandkit = new CommandKit({ client: new Client({ intents: [] }) });\n${fence}\n`,
    version: '1.x' as const,
  },
  {
    page: 'fixtures/rt-default-warned.mdx',
    source:
      `<KnownIssue id="default-import" />\n\n${fence}ts title="src/bot.ts"\n` +
      `import CommandKit from 'commandkit';\n\nexport const kit = CommandKit;\n${fence}\n`,
    version: '1.x' as const,
  },
  {
    page: 'fixtures/rt-type-only.mdx',
    source:
      `## Limits\n\n${fence}ts title="src/limits.ts"\n` +
      `import type { RateLimitStorage } from 'commandkit/ratelimit';\n\n` +
      `export let storage: RateLimitStorage | undefined;\n${fence}\n`,
    version: '1.x' as const,
  },
];
let r: VersionResult;

before(async () => {
  const siteDir = resolve('.');
  r = await checkVersion('1.x', pages, {
    siteDir,
    cacheDir: resolve('.examples-cache/unit-runtime'),
    issuesDir: resolve('tests/fixtures/runtime-imports/known-issues'),
  });
});

test('check: an import that fails at run time fails the example, naming page, line and the defect', () => {
  const f = r.failures.filter((x) => x.page === 'fixtures/rt-unwarned.mdx');
  assert.equal(f.length, 1);
  assert.equal(f[0]!.code, 'runtime-load');
  assert.equal(f[0]!.line, 4);
  assert.match(f[0]!.message, /'commandkit\/ratelimit' fails to load at run time .*RateLimitStorage is not defined/);
  assert.match(f[0]!.message, /<KnownIssue id="ratelimit-entry" \/>/, 'names the issue that would cover it');
});

test('check: the same import on a page showing the covering known issue is accepted, and said so', () => {
  assert.deepEqual(
    r.failures.filter((x) => x.page === 'fixtures/rt-warned.mdx'),
    [],
  );
  assert.deepEqual(
    r.runtimeAccepted.filter((a) => a.page === 'fixtures/rt-warned.mdx'),
    [{page: 'fixtures/rt-warned.mdx', line: 6, spec: 'commandkit/ratelimit', name: undefined, issue: 'ratelimit-entry'}].map(
      ({name, ...rest}) => rest,
    ),
  );
});

test('check: the JavaScript twin of that page is covered by the same box', () => {
  const twin = `fixtures/rt-warned.mdx${TWIN_SUFFIX}`;
  assert.deepEqual(
    r.failures.filter((x) => x.page === twin),
    [],
  );
  assert.deepEqual(
    r.runtimeAccepted.filter((a) => a.page === twin).map((a) => a.issue),
    ['ratelimit-entry'],
  );
});

test(
  'check: a default import the real declarations accept but that binds module.exports under ESM fails; ' +
    'with the known issue shown it is accepted',
  () => {
    const f = r.failures.filter((x) => x.page === 'fixtures/rt-default.mdx');
    assert.deepEqual(
      f.map((x) => [x.code, x.line]),
      [['runtime-default', 2]],
    );
    assert.match(f[0]!.message, /default import of 'commandkit'.*binds the whole CommonJS `module.exports` object/);
    assert.deepEqual(
      r.failures.filter((x) => x.page === 'fixtures/rt-default-warned.mdx'),
      [],
    );
    assert.ok(
      r.runtimeAccepted.some((a) => a.page === 'fixtures/rt-default-warned.mdx' && a.spec === 'commandkit' && a.issue === 'default-import'),
    );
  },
);

test('check: a type-only import of a broken entry is fine (erased before run time)', () => {
  assert.deepEqual(
    r.failures.filter((x) => x.page === 'fixtures/rt-type-only.mdx'),
    [],
  );
});

test('inline import lines in prose are found outside fenced blocks', async () => {
  const {inlineImportLines} = await import('../../scripts/lib/examples/runtime-imports');
  const src =
    "Intro `import { useEvents } from 'commandkit/events';` here.\n```ts\n" +
    "`import { x } from 'commandkit/events'`\n```\nAnd `import type { A } from 'commandkit'`.";
  assert.deepEqual(inlineImportLines(src), [
    {line: 1, code: "import { useEvents } from 'commandkit/events';"},
    {line: 5, code: "import type { A } from 'commandkit'"},
  ]);
});

test('check: an inline import line in prose that fails at run time fails the page, at its line', () => {
  const f = r.failures.filter((x) => x.page === 'fixtures/rt-inline.mdx');
  assert.equal(f.length, 1);
  assert.equal(f[0]!.line, 3);
  assert.equal(f[0]!.code, 'runtime-load');
});
