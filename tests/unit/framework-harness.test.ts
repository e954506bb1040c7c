/**
 * The framework harness's pure parts (which packages are built and in what order, the catalog reader, install
 * specifiers, transpiled imports) and the known-issue runner's verdicts, the latter by running small
 * reproductions in real child processes: one that shows its defect, one gone stale, one broken.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {installSpecifiers, publishedPackages, readCatalogs} from '../../framework/src/index';
import {rewriteRelativeSpecifiers, transpileToJs} from '../../framework/src/transpile';
import {declaredInstalls, declaredNeeds, prepareWorkFolder, runReproduction} from '../../framework/src/known-issues/run';
import {isFailure, summaryLine, verdictOf, type IssueOutcome} from '../../framework/src/known-issues/outcome';
import {tempFolder} from './temp-folders';

function tempDir(): string {
  return tempFolder('harness-test-');
}

test('publishedPackages builds commandkit first and skips private, unpublished and script-less packages', () => {
  const dir = tempDir();
  const add = (folder: string, manifest: object) => {
    mkdirSync(join(dir, 'packages', folder), {recursive: true});
    writeFileSync(join(dir, 'packages', folder, 'package.json'), JSON.stringify(manifest));
  };
  add('ai', {name: '@commandkit/ai', version: '1.2.0', scripts: {build: 'tsc'}});
  add('commandkit', {name: 'commandkit', version: '1.2.0', scripts: {build: 'tsdown'}});
  add('devtools', {name: '@commandkit/devtools', version: '1.2.0', scripts: {build: 'ui && server', 'build:server': 'tsc'}});
  add('devtools-ui', {name: '@commandkit/devtools-ui', version: '0.0.0', scripts: {build: 'vite build'}});
  add('create-commandkit', {name: 'create-commandkit', version: '1.2.0', scripts: {build: 'tsc'}});
  add('tsconfig', {name: 'tsconfig', version: '0.0.0', private: true});
  const packages = publishedPackages(dir);
  assert.deepEqual(
    packages.map((p) => [p.name, p.script]),
    [
      ['commandkit', 'build'],
      ['@commandkit/ai', 'build'],
      ['@commandkit/devtools', 'build:server'],
    ],
  );
});

test('readCatalogs reads the name: range lines of the catalogs block only', () => {
  const yaml = [
    'packages:',
    '  - packages/*',
    'catalogs:',
    '  discordjs:',
    '    discord.js: ^14.22.1',
    '  build:',
    "    typescript: '^5.8.3'",
    'other:',
    '    zod: ^4',
  ].join('\n');
  assert.deepEqual(readCatalogs(yaml), {'discord.js': '^14.22.1', typescript: '^5.8.3'});
});

test('installSpecifiers installs tarballs by file path and third-party packages by range, discord.js from the catalog', () => {
  const packed = {
    commit: 'c'.repeat(40),
    packsDir: '/cache/packs/abc',
    packages: [
      {name: 'commandkit', version: '1.2.0', folder: 'commandkit', tarball: 'commandkit-1.2.0.tgz'},
      {name: '@commandkit/redis', version: '1.2.0', folder: 'redis', tarball: 'commandkit-redis-1.2.0.tgz'},
    ],
    catalogs: {'discord.js': '^14.22.1'},
    pnpm: 'pnpm@10.15.0',
    node: '24.11.1',
    source: 'cccccccc',
    builtAt: '',
  };
  assert.deepEqual(installSpecifiers(packed, '/cache/consumers/x', {frameworkPackages: ['commandkit'], dependencies: {ioredis: '^5'}}), [
    'commandkit@file:../../packs/abc/commandkit-1.2.0.tgz',
    'discord.js@^14.22.1',
    'ioredis@^5',
  ]);
});

test('transpiled modules import the .js files emitted for relative .ts imports, and JSX uses commandkit', () => {
  assert.equal(
    rewriteRelativeSpecifiers(`import {a} from './a.ts';\nimport b from "../b.tsx";\nimport c from 'pkg.ts';`),
    `import {a} from './a.js';\nimport b from "../b.js";\nimport c from 'pkg.ts';`,
  );
  const js = transpileToJs('const x: number = 1;\nexport const row = <ActionRow />;', 'x.tsx');
  assert.match(js, /from "commandkit\/jsx-runtime"/);
  assert.doesNotMatch(js, /: number/);
});

test('declaredNeeds reads the services a reproduction asks for', () => {
  assert.deepEqual(declaredNeeds(`export const needs = ['redis'];\nexport async function reproduce() {}`), ['redis']);
  assert.deepEqual(declaredNeeds('export async function reproduce() {}'), []);
  assert.deepEqual(declaredInstalls(`export const installs = {'@discordjs/brokers': '^1.0.0', "bullmq": "^5"};`), {
    '@discordjs/brokers': '^1.0.0',
    bullmq: '^5',
  });
  assert.deepEqual(declaredInstalls(`export const installs = {typescript: '^5.8.3'};`), {typescript: '^5.8.3'});
  assert.deepEqual(declaredInstalls('export const needs = [];'), {});
});

test('verdicts: a failed assertion is stale, any other error is a broken reproduction', () => {
  assert.equal(verdictOf({ok: true}), 'reproduced');
  assert.equal(verdictOf({ok: false, assertion: true}), 'stale');
  assert.equal(verdictOf({ok: false, message: 'boom'}), 'broken');
  assert.equal(verdictOf({ok: false, missing: true}), 'missing');
  const outcomes: IssueOutcome[] = [
    {id: 'a', version: '1.x', file: 'a.md', verdict: 'reproduced', workaround: true},
    {id: 'b', version: '0.1.10', file: 'b.md', verdict: 'reproduced', workaround: 'none exists'},
    {id: 'c', version: '1.x', file: 'c.md', verdict: 'stale', workaround: false},
  ];
  assert.deepEqual(outcomes.map(isFailure), [false, false, true]);
  assert.equal(summaryLine(outcomes), 'known issues: 2 reproduced (1.x 1, 0.1.10 1), 1 workarounds run, 1 stale');
});

test('an issue marked fixed must no longer reproduce: its failed assertion is the pass, a reproduction is a regression', () => {
  assert.equal(verdictOf({ok: false, assertion: true}, '1.2.0'), 'fixed');
  assert.equal(verdictOf({ok: true}, '1.2.0'), 'regressed');
  assert.equal(verdictOf({ok: false, message: 'boom'}, '1.2.0'), 'broken');
  const outcomes: IssueOutcome[] = [
    {id: 'a', version: '1.x', file: 'a.md', verdict: 'reproduced', workaround: true},
    {id: 'f', version: '1.x', file: 'f.md', verdict: 'fixed', workaround: false, fixedIn: '1.2.0'},
    {id: 'r', version: '1.x', file: 'r.md', verdict: 'regressed', workaround: false, fixedIn: '1.2.0'},
  ];
  assert.deepEqual(outcomes.map(isFailure), [false, false, true]);
  assert.equal(
    summaryLine(outcomes),
    'known issues: 1 reproduced (1.x 1, 0.1.10 0), 1 workarounds run, 0 stale; 1 marked fixed and no longer reproducing, 1 regressed',
  );
});

test('runReproduction runs reproduce and workaround in child processes and tells stale from broken', async () => {
  const project = {dir: tempDir(), node: process.execPath};
  const work = prepareWorkFolder(project, {});
  const write = (name: string, body: string) => {
    const file = join(project.dir, `${name}.repro.ts`);
    writeFileSync(file, `import assert from 'node:assert/strict';\n${body}`);
    return {id: name, version: '1.x', file: `${name}.md`, reproFile: file};
  };
  const shows = write(
    'shows',
    `export async function reproduce() { assert.equal([1, 2].includes(2), true); }\n` +
      `export async function workaround() { setInterval(() => {}, 1000); }`,
  );
  const stale = write(
    'stale',
    `export async function reproduce() { assert.equal(1 + 1, 3, 'the defect is gone'); }\nexport async function workaround() {}`,
  );
  const broken = write('broken', `export async function reproduce() { throw new Error('cannot load'); }`);
  const noFix = write('nofix', `export async function reproduce() {}\nexport const noWorkaround = 'nothing to do';`);
  const badFix = write(
    'badfix',
    `export async function reproduce() {}\nexport async function workaround() { assert.ok(false, 'still wrong'); }`,
  );
  const run = (t: ReturnType<typeof write> & {fixedIn?: string}) => runReproduction(t, project, work, {stepTimeoutMs: 20_000});
  const shown = await run(shows);
  assert.deepEqual([shown.verdict, shown.workaround], ['reproduced', true], 'a timer left running does not hang the step');
  const gone = await run(stale);
  assert.equal(gone.verdict, 'stale');
  assert.match(gone.detail ?? '', /the defect is gone/);
  assert.equal((await run(broken)).verdict, 'broken');
  assert.equal((await run(noFix)).workaround, 'nothing to do');
  const failedFix = await run(badFix);
  assert.deepEqual([failedFix.verdict, failedFix.workaround], ['reproduced', false]);
  assert.equal((await run({...shows, reproFile: join(project.dir, 'absent.repro.ts')})).verdict, 'missing');
  // Marked fixed: the stale reproduction is the proof of the fix, and no workaround runs for it.
  const fixed = await run({...stale, fixedIn: '1.2.0'});
  assert.deepEqual([fixed.verdict, fixed.workaround, fixed.fixedIn], ['fixed', false, '1.2.0']);
  assert.equal((await run({...shows, fixedIn: '1.2.0'})).verdict, 'regressed');
});
