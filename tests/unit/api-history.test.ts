/**
 * API release history: labels and points, compact snapshots, diffs (renames, the `constructor` member),
 * the timeline, the "Added in / Changed in" props and the "What changed" and removed-item pages, guide usage,
 * the confirmation check and the drift report's source-line comparison. The last tests hold the committed
 * data to account: the snapshot of the documented commit matches the committed models, every item removed
 * in the history has our prose, and every guide page is confirmed since the API it uses last changed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  changesSlug,
  coveredPoints,
  pointLabel,
  readPoints,
  snapshotFileName,
  type HistoryPoint,
} from '../../plugins/api-reference/src/history/points';
import {
  buildSnapshot,
  readSnapshot,
  snapshotItem,
  type HistorySnapshot,
  type SnapshotItem,
} from '../../plugins/api-reference/src/history/snapshot';
import {diffSnapshots} from '../../plugins/api-reference/src/history/diff';
import {buildTimeline} from '../../plugins/api-reference/src/history/timeline';
import {pageUse} from '../../plugins/api-reference/src/history/usage';
import {
  buildReleaseHistory,
  changesPage,
  historyProps,
  removedItemPage,
  removedItems,
} from '../../plugins/api-reference/src/generate/history';
import {ApiIndex} from '../../plugins/api-reference/src/model/lookup';
import type {ApiItem, ApiPackageModel} from '../../plugins/api-reference/src/model/types';
import {readRemovedNotes} from '../../plugins/api-reference/src/model/former-pages';
import {loadIndex} from '../../plugins/api-reference/src/generate/write';
import {CONFIRMED_FILE, readConfirmed, unconfirmedPages} from '../../scripts/lib/history/confirm';
import {loadSiteHistory} from '../../scripts/lib/history/load';
import {sourceLineDrift} from '../../scripts/lib/history/drift';
import {loadIssues, parseIssue} from '../../plugins/known-issues/src/issues';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {tempFolder} from './temp-folders';

const point = (version: string, commit: string, release = true): HistoryPoint => ({
  ref: version,
  commit: commit.padEnd(40, '0'),
  version,
  date: '2025-01-01',
  release,
});
const A = point('1.0.0-rc.1', 'aaaaaaa1');
const B = point('1.0.0-rc.1+3', 'bbbbbbb2', false);
const C = point('1.0.0-rc.2', 'ccccccc3');
const D = point('1.0.0', 'ddddddd4');

const snap = (items: Record<string, SnapshotItem>): HistorySnapshot => ({version: 'x', commit: 'x', date: 'x', release: true, items});
const cls = (signature: string, members?: Record<string, string>, aliases?: string[]): SnapshotItem => ({
  kind: 'classes',
  section: 'commandkit',
  signature,
  ...(members ? {members} : {}),
  ...(aliases ? {aliases} : {}),
});

test('labels: version and short commit; file names and page slugs safe for URLs and file systems', () => {
  assert.equal(pointLabel({version: '1.2.0-rc.5', commit: 'c9390dce4818240ce60aa18d5d5c1385501d0ca2'}), '1.2.0-rc.5 (c9390dc)');
  assert.equal(
    snapshotFileName({version: '1.2.0-rc.6+19', commit: '97094e905eabed48fc80c5e075edb63d1a504641'}),
    '1.2.0-rc.6-19-97094e9.json',
  );
  assert.equal(changesSlug('1.2.0-rc.10'), 'v1-2-0-rc-10');
  assert.equal(changesSlug('1.2.0'), 'v1-2-0');
});

test('coveredPoints: releases up to the documented commit, then the documented commit, release or not', () => {
  const all = [A, B, C, D];
  assert.deepEqual(
    coveredPoints(all, B.commit).map((p) => p.version),
    ['1.0.0-rc.1', '1.0.0-rc.1+3'],
  );
  assert.deepEqual(
    coveredPoints(all, D.commit.slice(0, 8)).map((p) => p.version),
    ['1.0.0-rc.1', '1.0.0-rc.2', '1.0.0'],
  );
  assert.throws(() => coveredPoints(all, 'eeeeeee'), /not a point of the API history.*api:history/);
});

test('snapshotItem: declared members by heading (constructor included), inherited members left out, enum values', () => {
  const item: ApiItem = {
    id: 'commandkit:classes:Thing',
    name: 'Thing',
    kind: 'classes',
    section: 'commandkit',
    importPaths: ['commandkit'],
    primaryImport: 'commandkit',
    internal: false,
    deprecated: false,
    extends: [{text: 'Base'}],
    members: [
      {
        name: 'constructor',
        kind: 'constructor',
        signatures: [{parameters: [{name: 'a', type: {text: 'string'}}], returns: {text: 'Thing'}}],
      },
      {name: 'run', kind: 'method', signatures: [{parameters: [], returns: {text: 'void'}}]},
      {name: 'size', kind: 'property', readonly: true, type: {text: 'number'}},
      {name: 'inheritedOne', kind: 'property', type: {text: 'string'}, inheritedFrom: {name: 'Base.inheritedOne'}},
    ],
  };
  const s = snapshotItem(item);
  assert.equal(s.signature, 'class Thing extends Base');
  assert.deepEqual(s.members, {constructor: 'constructor(a: string)', 'run()': 'run(): void', size: 'readonly size: number'});
  const en = snapshotItem({
    ...item,
    id: 'commandkit:enums:E',
    name: 'E',
    kind: 'enums',
    extends: undefined,
    members: [{name: 'A', kind: 'enumMember', value: "'a'"}],
  });
  assert.deepEqual(en, {kind: 'enums', section: 'commandkit', signature: 'enum E', members: {A: "A = 'a'"}});
});

test('diffSnapshots: items and members added, removed and changed; a constructor that appears is added, not changed', () => {
  const before = snap({
    'commandkit:classes:K': cls('class K', {'run()': 'run(): void', old: 'old: string'}),
    'commandkit:functions:gone': cls('function gone(): void;'),
  });
  const after = snap({
    'commandkit:classes:K': cls('class K<T>', {'run()': 'run(x: number): void', constructor: 'constructor(a: string)'}),
    'commandkit:functions:fresh': cls('function fresh(): void;'),
  });
  const d = diffSnapshots(before, after);
  assert.deepEqual(
    d.addedItems.map((a) => a.id),
    ['commandkit:functions:fresh'],
  );
  assert.deepEqual(
    d.removedItems.map((a) => a.id),
    ['commandkit:functions:gone'],
  );
  assert.deepEqual(d.changedItems, [{id: 'commandkit:classes:K', before: 'class K', after: 'class K<T>'}]);
  assert.deepEqual(
    d.addedMembers.map((m) => m.member),
    ['constructor'],
  );
  assert.deepEqual(
    d.removedMembers.map((m) => m.member),
    ['old'],
  );
  assert.deepEqual(d.changedMembers, [{id: 'commandkit:classes:K', member: 'run()', before: 'run(): void', after: 'run(x: number): void'}]);
});

test('diffSnapshots: an id that changed while its old name is still exported is a rename, with member changes under the new id', () => {
  const before = snap({
    'redis:classes:RedisCache': {...cls('class RedisCache extends CacheProvider', {'get()': 'get(): void'}), section: 'redis'},
  });
  const after = snap({
    'redis:classes:RedisCacheProvider': {
      ...cls('class RedisCacheProvider extends CacheProvider', {'get()': 'get(k: string): void'}, ['RedisCache']),
      section: 'redis',
    },
  });
  const d = diffSnapshots(before, after);
  assert.deepEqual(d.renamedItems, [{from: 'redis:classes:RedisCache', to: 'redis:classes:RedisCacheProvider'}]);
  assert.equal(d.addedItems.length + d.removedItems.length + d.changedItems.length, 0, 'the name alone is no new signature');
  assert.deepEqual(
    d.changedMembers.map((m) => `${m.id}#${m.member}`),
    ['redis:classes:RedisCacheProvider#get()'],
  );
});

test('buildTimeline: added in, changed in (before/after) per release, removed in with the last signature', () => {
  const s1 = snap({
    'commandkit:classes:K': cls('class K', {'run()': 'run(): void'}),
    'commandkit:functions:old': cls('function old(): void;'),
  });
  const s2 = snap({
    'commandkit:classes:K': cls('class K', {'run()': 'run(x: number): void', 'stop()': 'stop(): void'}),
    'commandkit:functions:old': cls('function old(): void;'),
    'commandkit:functions:n': cls('function n(): void;'),
  });
  const s3 = snap({
    'commandkit:classes:K': cls('class K<T>', {'run()': 'run(x: number): void', 'stop()': 'stop(): void'}),
    'commandkit:functions:n': cls('function n(): void;'),
  });
  const t = buildTimeline([
    {label: 'r1', snapshot: s1},
    {label: 'r2', snapshot: s2},
    {label: 'r3', snapshot: s3},
  ]);
  const k = t.get('commandkit:classes:K')!;
  assert.equal(k.added, undefined, 'in the oldest release: no "Added in"');
  assert.deepEqual(k.changes, [{in: 'r3', before: 'class K', after: 'class K<T>'}]);
  assert.deepEqual(k.members.get('run()')!.changes, [{in: 'r2', before: 'run(): void', after: 'run(x: number): void'}]);
  assert.equal(k.members.get('stop()')!.added, 'r2');
  assert.equal(t.get('commandkit:functions:n')!.added, 'r2');
  assert.deepEqual(
    {
      removed: t.get('commandkit:functions:old')!.removed,
      lastSeen: t.get('commandkit:functions:old')!.lastSeen,
      lastSignature: t.get('commandkit:functions:old')!.lastSignature,
    },
    {removed: 'r3', lastSeen: 'r2', lastSignature: 'function old(): void;'},
  );
});

function tinyIndex(items: Array<Partial<ApiItem> & {name: string; kind: ApiItem['kind']}>): ApiIndex {
  const model: ApiPackageModel = {
    schemaVersion: 1,
    version: '1.x',
    section: 'commandkit',
    packageName: 'commandkit',
    sourceBaseUrl: 'https://example.invalid/blob/ddddddd4/',
    items: items.map(
      (i) =>
        ({
          id: `commandkit:${i.kind}:${i.name}`,
          section: 'commandkit',
          importPaths: ['commandkit'],
          primaryImport: 'commandkit',
          internal: false,
          deprecated: false,
          ...i,
        }) as ApiItem,
    ),
  };
  return new ApiIndex('1.x', [model]);
}

test('historyProps and the What changed page: links to release pages, before/after, guide pages using it, known issues', () => {
  const s1 = snap({'commandkit:classes:K': cls('class K', {'run()': 'run(): void'})});
  const s2 = snap({
    'commandkit:classes:K': cls('class K', {'run()': 'run(x: number): void'}),
    'commandkit:functions:fresh': {...cls('function fresh(): void;'), kind: 'functions'},
  });
  const history = buildReleaseHistory([A, C], [s1, s2], '/docs/api-reference');
  const props = historyProps(history.timeline.get('commandkit:classes:K')!.members.get('run()'), history);
  assert.deepEqual(props, {
    c: [['1.0.0-rc.2 (ccccccc)', '/docs/api-reference/changes/v1-0-0-rc-2', 'run(): void', 'run(x: number): void']],
  });
  assert.deepEqual(historyProps(history.timeline.get('commandkit:functions:fresh'), history), {
    a: ['1.0.0-rc.2 (ccccccc)', '/docs/api-reference/changes/v1-0-0-rc-2'],
  });
  assert.equal(historyProps(history.timeline.get('commandkit:classes:K'), history), undefined, 'nothing to say about the class itself');

  const index = tinyIndex([
    {name: 'K', kind: 'classes', members: [{name: 'run', kind: 'method', signatures: [{parameters: [], returns: {text: 'void'}}]}]},
    {name: 'fresh', kind: 'functions'},
  ]);
  const usage = new Map([
    ['guide/a', pageUse({id: 'guide/a', source: '```ts title="a.ts"\nimport { K } from \'commandkit\';\nnew K().run(1);\n```\n'}, index)],
  ]);
  const page = changesPage({
    point: C,
    previous: A,
    diff: diffSnapshots(s1, s2),
    itemCount: 2,
    index,
    routeBase: '/docs/api-reference',
    usage,
    guideBase: '/docs',
    position: 2,
    issues: [
      {id: 'gone-bug', title: 'A bug', fixedIn: '1.0.0-rc.2'},
      {id: 'new-bug', title: 'Another bug', introducedIn: '1.0.0-rc.2'},
    ],
  });
  assert.match(page, /title: "What changed in 1\.0\.0-rc\.2"/);
  assert.match(page, /## Added\n\n- \*\*commandkit\*\*: \[`fresh`\]\(\/docs\/api-reference\/commandkit\/functions\/fresh\)/);
  assert.match(page, /<ApiDiff n=\{"run\(\)"\} b=\{"run\(\): void"\} a=\{"run\(x: number\): void"\} \/>/);
  assert.match(page, /- \[a\]\(\/docs\/guide\/a\): `K\.run\(\)`/);
  assert.match(page, /- Fixed: A bug/);
  assert.match(page, /- Introduced: \[Another bug\]\(\/docs\/guide\/known-issues#new-bug\)/);
  const oldest = changesPage({
    point: A,
    itemCount: 1,
    index,
    routeBase: '/docs/api-reference',
    usage,
    guideBase: '/docs',
    position: 1,
    issues: [],
  });
  assert.match(oldest, /oldest release this history covers/);
  assert.match(oldest, /\[migration guide\]\(\/docs\/guide\/advanced\/migrating-from-v0\)/);
});

test('removed items keep a page: when, the last declaration and our prose on what replaces it', () => {
  const s1 = snap({'commandkit:functions:old': {...cls('function old(): void;'), kind: 'functions'}});
  const s2 = snap({});
  const history = buildReleaseHistory([A, C], [s1, s2], '/docs/api-reference');
  const [r] = removedItems(history, tinyIndex([]));
  assert.equal(r!.name, 'old');
  const page = removedItemPage(
    r!,
    {
      name: 'old',
      section: 'commandkit',
      kind: 'functions',
      status: 'removed',
      legacyUrls: [],
      summary: 'Gone.',
      body: 'Use `fresh` instead.',
    },
    history,
    1,
  );
  assert.match(page, /unlisted: true/);
  assert.match(page, /`old` was removed in \[1\.0\.0-rc\.2 \(ccccccc\)\]\(\/docs\/api-reference\/changes\/v1-0-0-rc-2\)/);
  assert.match(page, /<ApiDiff a=\{"function old\(\): void;"\} \/>/);
  assert.match(page, /Use `fresh` instead\./);
});

test('pageUse: api: links, imports (aliases too) and member names written in the examples', () => {
  const index = tinyIndex([
    {
      name: 'CommandKit',
      kind: 'classes',
      aliases: [{name: 'default', importPaths: ['commandkit']}],
      members: [
        {name: 'reloadCommands', kind: 'method', signatures: [{parameters: [], returns: {text: 'void'}}]},
        {name: 'unused', kind: 'property', type: {text: 'string'}},
      ],
    },
    {name: 'useStore', kind: 'functions'},
  ]);
  const source = [
    'See [useStore](api:commandkit/useStore).',
    '',
    '```ts title="src/a.ts"',
    "import CommandKit from 'commandkit';",
    'declare const ck: CommandKit;',
    'ck.reloadCommands();',
    '```',
    '',
  ].join('\n');
  const use = pageUse({id: 'guide/x', source}, index);
  assert.deepEqual([...use.items].sort(), ['commandkit:classes:CommandKit', 'commandkit:functions:useStore']);
  assert.deepEqual([...use.linked], ['commandkit:functions:useStore']);
  assert.deepEqual([...(use.members.get('commandkit:classes:CommandKit') ?? [])], ['reloadCommands()']);
  assert.equal(use.blocks[0]!.line, 3);
});

test('unconfirmedPages: a page using an item changed since its confirmation fails with page, item and the command', () => {
  const index = tinyIndex([
    {name: 'K', kind: 'classes'},
    {name: 'L', kind: 'classes'},
  ]);
  const usage = new Map([
    ['guide/uses-k', pageUse({id: 'guide/uses-k', source: '[K](api:commandkit/K)'}, index)],
    ['guide/uses-l', pageUse({id: 'guide/uses-l', source: '[L](api:commandkit/L)'}, index)],
  ]);
  const snaps = new Map([
    [A.commit, snap({'commandkit:classes:K': cls('class K'), 'commandkit:classes:L': cls('class L')})],
    [C.commit, snap({'commandkit:classes:K': cls('class K<T>'), 'commandkit:classes:L': cls('class L')})],
  ]);
  const pointOf = (c: string) => [A, C].find((p) => p.commit.startsWith(c));
  const snapshotOf = (p: HistoryPoint) => snaps.get(p.commit)!;
  const problems = unconfirmedPages(usage, {'guide/uses-k': A.commit, 'guide/uses-l': A.commit}, C, pointOf, snapshotOf);
  assert.equal(problems.length, 1);
  assert.match(
    problems[0]!.message,
    /^guide\/uses-k: uses K \(changed\) since 1\.0\.0-rc\.1 \(aaaaaaa\).*npm run docs:confirm -- guide\/uses-k/,
  );
  assert.deepEqual(unconfirmedPages(usage, {'guide/uses-k': C.commit, 'guide/uses-l': A.commit}, C, pointOf, snapshotOf), []);
  assert.match(
    unconfirmedPages(usage, {'guide/uses-k': C.commit}, C, pointOf, snapshotOf)[0]!.message,
    /guide\/uses-l: no confirmation record/,
  );
});

test('sourceLineDrift: same line, moved line, changed text, file gone, file renamed', () => {
  const before = ['a', 'const x = 1;', 'b'];
  assert.equal(sourceLineDrift('i', 's#L2', 2, before, ['a', 'const x = 1;']), undefined);
  assert.deepEqual(sourceLineDrift('i', 's#L2', 2, before, ['new', 'a', 'b', 'const x = 1;']), {
    issue: 'i',
    source: 's#L2',
    status: 'moved',
    before: 'const x = 1;',
    newLine: 4,
  });
  assert.deepEqual(sourceLineDrift('i', 's#L2', 2, before, ['a', 'const x = 2;']), {
    issue: 'i',
    source: 's#L2',
    status: 'changed',
    before: 'const x = 1;',
    after: 'const x = 2;',
  });
  assert.equal(sourceLineDrift('i', 's#L2', 2, before, undefined)!.status, 'gone');
  assert.deepEqual(sourceLineDrift('i', 's#L2', 2, before, ['z', 'const x = 1;'], 'new/path.ts'), {
    issue: 'i',
    source: 's#L2',
    status: 'moved',
    before: 'const x = 1;',
    newLine: 2,
    newPath: 'new/path.ts',
  });
});

test('known issues: fixed_in / introduced_in are release versions; a fixed issue leaves the list but stays in the history', () => {
  const text = (extra: string) =>
    [
      '---',
      'title: T',
      'source: packages/x/y.ts#L3',
      'pages: [guide/a]',
      extra,
      '---',
      'What happens.',
      '',
      '**Workaround:** do this.',
    ].join('\n');
  assert.equal(parseIssue(text('fixed_in: 1.2.0'), 'x', '1.x', 'f.md').fixedIn, '1.2.0');
  assert.equal(parseIssue(text('introduced_in: 1.2.0-rc.10'), 'x', '1.x', 'f.md').introducedIn, '1.2.0-rc.10');
  assert.throws(() => parseIssue(text('fixed_in: soon'), 'x', '1.x', 'f.md'), /"fixed_in" must be a release version/);
  const dir = tempFolder('ki-');
  mkdirSync(join(dir, '1.x'));
  writeFileSync(join(dir, '1.x', 'open-one.md'), text('introduced_in: 1.2.0-rc.10'));
  writeFileSync(join(dir, '1.x', 'fixed-one.md'), text('fixed_in: 1.2.0'));
  assert.deepEqual([...loadIssues(dir, '1.x').keys()], ['open-one']);
  assert.deepEqual([...loadIssues(dir, '1.x', {includeFixed: true}).keys()], ['fixed-one', 'open-one']);
});

// ---- the committed data ----

test('the snapshot of the documented commit is what the committed 1.x models say (re-run npm run api:history after api:extract)', () => {
  const {index} = loadIndex('api-models', '1.x');
  const site = loadSiteHistory('.');
  const fresh = buildSnapshot(index.models, site.documented);
  const committed = readSnapshot('api-models', site.documented);
  const d = diffSnapshots(committed, fresh);
  const changed = Object.entries(d)
    .filter(([, v]) => v.length)
    .map(([k, v]) => `${k}: ${v.length}`);
  assert.deepEqual(
    changed,
    [],
    `api-models/1.x/history snapshot of ${pointLabel(site.documented)} differs from api-models/1.x: run ` +
      `npm run api:history -- --repo <framework clone> --only ${site.documented.commit.slice(0, 8)}`,
  );
});

test('every item removed anywhere in the history has our prose on what replaces it (former-pages.json, status "removed")', () => {
  const points = readPoints('api-models');
  const notes = readRemovedNotes('api-models', '1.x');
  const missing: string[] = [];
  for (let i = 1; i < points.length; i++) {
    for (const r of diffSnapshots(readSnapshot('api-models', points[i - 1]!), readSnapshot('api-models', points[i]!)).removedItems) {
      const [section, , name] = r.id.split(':');
      if (!notes.some((n) => n.section === section && n.name === name)) missing.push(`${r.id} (removed in ${pointLabel(points[i]!)})`);
    }
  }
  assert.deepEqual(missing, []);
});

test('every 1.x guide page is confirmed since the API it uses last changed (docs-history/confirmed.json)', () => {
  const site = loadSiteHistory('.');
  const problems = unconfirmedPages(site.usage, readConfirmed(CONFIRMED_FILE), site.documented, site.pointOf, site.snapshotOf);
  assert.deepEqual(
    problems.map((p) => p.message),
    [],
  );
});

test('the route manifest lists every "What changed" page the generator writes for the documented commit', async () => {
  const {V1_API_CHANGES_PAGES} = await import('../../config/routes');
  const site = loadSiteHistory('.');
  const {coveredPoints: covered} = await import('../../plugins/api-reference/src/history/points');
  const written = covered(site.points, site.documented.commit)
    .filter((p) => p.release)
    .map((p) => changesSlug(p.version));
  assert.deepEqual([...V1_API_CHANGES_PAGES], written, 'add the new release pages to V1_API_CHANGES_PAGES in config/routes.ts');
});
