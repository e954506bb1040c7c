import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import remarkApiLinks, {clearApiLinksCache, versionOfFile} from '../../plugins/api-reference/src/remark/api-links';
import {ApiIndex} from '../../plugins/api-reference/src/model/lookup';
import type {ApiItem, ApiPackageModel} from '../../plugins/api-reference/src/model/types';
import {tempFolder} from './temp-folders';

const item = (section: string, kind: ApiItem['kind'], name: string, extra: Partial<ApiItem> = {}): ApiItem => ({
  id: `${section}:${kind}:${name}`,
  name,
  kind,
  section,
  importPaths: [section],
  primaryImport: section,
  internal: false,
  deprecated: false,
  source: {path: `packages/${section}/src/index.ts`, line: 1},
  ...extra,
});

const model = (version: ApiPackageModel['version'], section: string, items: ApiItem[]): ApiPackageModel => ({
  schemaVersion: 1,
  version,
  section,
  packageName: section === 'commandkit' ? 'commandkit' : `@commandkit/${section}`,
  sourceBaseUrl: 'https://example.test/blob/x/',
  items,
});

const modelsDir = tempFolder('api-links-test-');
const write = (m: ApiPackageModel) => {
  mkdirSync(join(modelsDir, m.version), {recursive: true});
  writeFileSync(join(modelsDir, m.version, `${m.section}.json`), JSON.stringify(m));
};
write(model('1.x', 'commandkit', [item('commandkit', 'classes', 'CommandKit'), item('commandkit', 'functions', 'getAIConfig')]));
write(
  model('1.x', 'tasks', [
    item('tasks', 'classes', 'Task'),
    item('tasks', 'functions', 'task'),
    item('tasks', 'functions', 'createTask'),
    item('tasks', 'interfaces', 'Dup'),
    item('tasks', 'types', 'Dup'),
  ]),
);
write(model('0.1.10', 'commandkit', [item('commandkit', 'classes', 'CommandKit'), item('commandkit', 'functions', 'createSignal')]));

async function run(markdown: string, path: string): Promise<string> {
  clearApiLinksCache();
  const file = await unified().use(remarkParse).use(remarkApiLinks, {modelsDir}).use(remarkStringify).process({value: markdown, path});
  return String(file);
}

test('item URLs follow <base>/<section>/<kind>/<slug> (1.x) and <base>/<kind>/<slug> (0.1.10)', () => {
  const models = ['commandkit', 'tasks'].map((s) => JSON.parse(JSON.stringify(model('1.x', s, []))) as ApiPackageModel);
  models[0]!.items = [item('commandkit', 'functions', 'getAIConfig')];
  models[1]!.items = [item('tasks', 'classes', 'Task'), item('tasks', 'functions', 'task')];
  const index = new ApiIndex('1.x', models);
  assert.equal(index.url('commandkit:functions:getAIConfig'), '/docs/api-reference/commandkit/functions/get-ai-config');
  assert.equal(index.url('tasks:classes:Task'), '/docs/api-reference/tasks/classes/task');
  assert.equal(index.url('tasks:functions:task'), '/docs/api-reference/tasks/functions/task');
  const v0 = new ApiIndex('0.1.10', [model('0.1.10', 'commandkit', [item('commandkit', 'functions', 'createSignal')])]);
  assert.equal(v0.url('commandkit:functions:createSignal'), '/docs/v0/api-reference/functions/create-signal');
  assert.equal(v0.sourceUrl(v0.items[0]!), 'https://example.test/blob/x/packages/commandkit/src/index.ts#L1');
});

test('the version comes from the file path', () => {
  assert.equal(versionOfFile('/site/versioned_docs/version-0.1.10/guide/a.mdx'), '0.1.10');
  assert.equal(versionOfFile('/site/docs/guide/a.mdx'), '1.x');
  assert.equal(versionOfFile(undefined), '1.x');
});

test('rewrites api: links for the file version, with and without kind, keeping anchors', async () => {
  const out = await run(
    'See [CommandKit](api:commandkit/CommandKit), [the task fn](api:tasks/functions/task), [](api:tasks/Task#constructor).',
    '/site/docs/guide/x.mdx',
  );
  assert.match(out, /\[CommandKit\]\(\/docs\/api-reference\/commandkit\/classes\/command-kit\)/);
  assert.match(out, /\[the task fn\]\(\/docs\/api-reference\/tasks\/functions\/task\)/);
  assert.match(out, /\[`Task`\]\(\/docs\/api-reference\/tasks\/classes\/task#constructor\)/);
  const v0 = await run('[s](api:commandkit/createSignal)', '/site/versioned_docs/version-0.1.10/guide/x.mdx');
  assert.match(v0, /\(\/docs\/v0\/api-reference\/functions\/create-signal\)/);
});

test('a case-only clash (task vs Task) resolves by exact name', async () => {
  const out = await run('[a](api:tasks/task) [b](api:tasks/Task)', '/site/docs/x.md');
  assert.match(out, /\[a\]\(\/docs\/api-reference\/tasks\/functions\/task\)/);
  assert.match(out, /\[b\]\(\/docs\/api-reference\/tasks\/classes\/task\)/);
});

test('unknown items throw with file, link and a suggestion', async () => {
  await assert.rejects(run('x\n\n[t](api:tasks/createTsk)', '/site/docs/guide/t.mdx'), (error: Error) => {
    assert.match(error.message, /\/site\/docs\/guide\/t\.mdx:3/);
    assert.match(error.message, /api:tasks\/createTsk/);
    assert.match(error.message, /Did you mean "api:tasks\/createTask"/);
    return true;
  });
  // 0.1.10 files only know the 0.1.10 model.
  await assert.rejects(run('[t](api:tasks/Task)', '/site/versioned_docs/version-0.1.10/guide/t.mdx'), /unknown section "tasks"/);
});

test('a name present in two kinds asks for the kind', async () => {
  await assert.rejects(run('[d](api:tasks/Dup)', '/site/docs/d.md'), (error: Error) => {
    assert.match(error.message, /ambiguous/);
    assert.match(error.message, /api:tasks\/interfaces\/Dup/);
    return true;
  });
  const out = await run('[d](api:tasks/types/Dup)', '/site/docs/d.md');
  assert.match(out, /\/docs\/api-reference\/tasks\/types\/dup/);
});

test('the committed models resolve a few real links', async () => {
  clearApiLinksCache();
  const file = await unified().use(remarkParse).use(remarkApiLinks, {modelsDir: 'api-models'}).use(remarkStringify).process({
    value: '[a](api:commandkit/CommandKit) [b](api:commandkit/useStore) [c](api:tasks/functions/task)',
    path: 'docs/guide/x.mdx',
  });
  const out = String(file);
  assert.match(out, /\/docs\/api-reference\/commandkit\/classes\/command-kit\b/);
  assert.match(out, /\/docs\/api-reference\/commandkit\/functions\/use-store\b/);
  assert.match(out, /\/docs\/api-reference\/tasks\/functions\/task\b/);
});

test("onBrokenLink: 'warn' logs and leaves the link alone", async () => {
  clearApiLinksCache();
  const warn = console.warn;
  const messages: string[] = [];
  console.warn = (m: string) => messages.push(m);
  try {
    const file = await unified()
      .use(remarkParse)
      .use(remarkApiLinks, {modelsDir, onBrokenLink: 'warn'})
      .use(remarkStringify)
      .process({value: '[t](api:tasks/Nope)', path: '/site/docs/w.md'});
    assert.match(String(file), /\(api:tasks\/Nope\)/);
  } finally {
    console.warn = warn;
  }
  assert.equal(messages.length, 1);
  assert.match(messages[0]!, /broken API link "api:tasks\/Nope"/);
});
