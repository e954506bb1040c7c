import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assignSlugs, toSlug} from '../../plugins/api-reference/src/model/slug';

test('slugs are kebab-case and keep acronyms whole', () => {
  assert.equal(toSlug('getAIConfig'), 'get-ai-config');
  assert.equal(toSlug('ButtonKit'), 'button-kit');
  assert.equal(toSlug('JSONValue'), 'json-value');
  assert.equal(toSlug('createAI'), 'create-ai');
  assert.equal(toSlug('HTTPError'), 'http-error');
  assert.equal(toSlug('useI18n'), 'use-i18n');
  assert.equal(toSlug('COMMANDKIT_IS_DEV'), 'commandkit-is-dev');
  assert.equal(toSlug('MemoryKV'), 'memory-kv');
  assert.equal(toSlug('CommandKitHMREvent'), 'command-kit-hmr-event');
});

test('mixed-case product names stay one word', () => {
  assert.equal(toSlug('SQLiteDriver'), 'sqlite-driver');
  assert.equal(toSlug('PostHogPluginOptions'), 'posthog-plugin-options');
  assert.equal(toSlug('BullMQDriver'), 'bullmq-driver');
});

test('task and Task give the same slug: the kind folder keeps them apart', () => {
  assert.equal(toSlug('task'), 'task');
  assert.equal(toSlug('Task'), 'task');
  // In their own folders neither gets a suffix.
  assert.deepEqual([...assignSlugs([{id: 'tasks:functions:task', name: 'task'}])], [['tasks:functions:task', 'task']]);
  assert.deepEqual([...assignSlugs([{id: 'tasks:classes:Task', name: 'Task'}])], [['tasks:classes:Task', 'task']]);
});

test('colliding slugs in one folder get a stable numeric suffix (exported first, then by source)', () => {
  const items = [
    {id: 'x:types:fooBar~2', name: 'fooBar', internal: true, source: {path: 'a.ts', line: 1}},
    {id: 'x:types:FooBar', name: 'FooBar', source: {path: 'b.ts', line: 9}},
    {id: 'x:types:foo_bar', name: 'foo_bar', source: {path: 'a.ts', line: 5}},
  ];
  const slugs = assignSlugs(items);
  assert.equal(slugs.get('x:types:foo_bar'), 'foo-bar');
  assert.equal(slugs.get('x:types:FooBar'), 'foo-bar-2');
  assert.equal(slugs.get('x:types:fooBar~2'), 'foo-bar-3');
  // Input order does not matter.
  assert.deepEqual(assignSlugs([...items].reverse()), slugs);
});

test('a suffix never collides with a real slug', () => {
  const slugs = assignSlugs([
    {id: '1', name: 'a', source: {path: 'a', line: 1}},
    {id: '2', name: 'A', source: {path: 'b', line: 1}},
    {id: '3', name: 'a2', source: {path: 'c', line: 1}},
  ]);
  assert.equal(slugs.get('1'), 'a');
  assert.equal(slugs.get('3'), 'a2');
  assert.equal(slugs.get('2'), 'a-2');
});

test('slugs that would shadow a folder index page get a suffix', () => {
  const slugs = assignSlugs([
    {id: 'x:functions:index', name: 'index'},
    {id: 'x:classes:Readme', name: 'README'},
  ]);
  assert.equal(slugs.get('x:functions:index'), 'index-2');
  assert.equal(slugs.get('x:classes:Readme'), 'readme-2');
});
