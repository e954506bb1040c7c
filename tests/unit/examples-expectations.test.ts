// The 1.x expectation files (scripts/examples-expect/1.x/**.json): their format, and how a follow-up finds the
// component a page names.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import {expectationProblems, findComponent, flagProblems} from '../../scripts/lib/examples/run-1x/expectations';

const ROOT = join(import.meta.dirname, '../../scripts/examples-expect/1.x');

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
  );
}

test('every expectations file has the documented shape', () => {
  const found = files(ROOT);
  assert.ok(found.length > 5, 'expectation files exist');
  for (const file of found) {
    assert.deepEqual(expectationProblems(JSON.parse(readFileSync(file, 'utf8'))), [], relative(ROOT, file));
  }
});

test('a misspelt key, a follow-up naming nothing and a broken pattern are reported', () => {
  const problems = expectationProblems({
    runs: [{kind: 'chatInput', name: 'counter', reply: {contnet: 'x'}, then: [{reply: {content: '('}}]}],
    log: ['x'],
    notRegisters: ['bookmark'],
  });
  assert.deepEqual(problems, [
    'page: unknown key "log"',
    'runs[0].reply: unknown key "contnet"',
    'runs[0].then[0]: give exactly one of click or select',
    'runs[0].then[0].reply.content: invalid regular expression "("',
  ]);
});

test("a follow-up's modal submission is checked like a step's", () => {
  const step = (submit: unknown) => ({runs: [{kind: 'chatInput', name: 'nickname', then: [{click: 'Change nickname', submit}]}]});
  assert.deepEqual(expectationProblems(step({content: '^You are now', ephemeral: true})), []);
  assert.deepEqual(expectationProblems(step({contents: 'x'})), ['runs[0].then[0].submit: unknown key "contents"']);
  assert.deepEqual(expectationProblems(step({content: '['})), ['runs[0].then[0].submit.content: invalid regular expression "["']);
});

test('a follow-up finds a button by label or custom id, in rows, containers and section accessories', () => {
  const components = [
    {type: 17, components: [{type: 9, components: [{type: 10}], accessory: {type: 2, custom_id: 'buttonkit::1', label: 'Refresh'}}]},
    {
      type: 1,
      components: [
        {type: 2, custom_id: 'buttonkit::2', label: 'Add one'},
        {type: 2, label: 'Docs'},
      ],
    },
    {type: 1, components: [{type: 3, custom_id: 'select-menu::3', placeholder: 'Pick one'}]},
  ];
  assert.equal(findComponent(components, {click: 'Add one'})?.custom_id, 'buttonkit::2');
  assert.equal(findComponent(components, {click: 'buttonkit::1'})?.label, 'Refresh');
  // a link button has no custom id: nothing to click
  assert.equal(findComponent(components, {click: 'Docs'}), undefined);
  assert.equal(findComponent(components, {select: ''})?.custom_id, 'select-menu::3');
  assert.equal(findComponent(components, {select: 'Pick one'})?.custom_id, 'select-menu::3');
  assert.equal(findComponent(components, {select: 'other'}), undefined);
});

test('the flags a reply claim names are compared bit by bit with the flags it was sent with', () => {
  // IsComponentsV2 (32768) together with Ephemeral (64), as a private layout is sent
  assert.deepEqual(flagProblems({componentsV2: true, ephemeral: true}, 32768 | 64, 'reply'), []);
  assert.deepEqual(flagProblems({componentsV2: true}, 64, 'reply'), ['reply is not sent with IsComponentsV2']);
  assert.deepEqual(flagProblems({componentsV2: false, ephemeral: false}, 32768, 'reply'), ['reply is sent with IsComponentsV2']);
  assert.deepEqual(flagProblems({ephemeral: true}, undefined, 'click'), ['click is not ephemeral']);
  // a claim that names no flag checks none
  assert.deepEqual(flagProblems({content: 'x'}, 32768, 'reply'), []);
});
