import assert from 'node:assert/strict';
import {test} from 'node:test';
import {dataFiles, pageProjects} from '../../scripts/lib/examples/run-1x/project';

const page = [
  '---',
  'title: T',
  '---',
  '',
  '```json title="src/app/locales/fr/wave.json"',
  '{ "waved": "salut" }',
  '```',
  '',
  '```json',
  '{ "untitled": true }',
  '```',
  '',
  '```json title="../outside.json"',
  '{}',
  '```',
  '',
  '```json title="package.json"',
  '{ "type": "module" }',
  '```',
  '',
  '```ts title="src/app/commands/wave.ts"',
  "export const command = { name: 'wave', description: 'w' };",
  '```',
  '',
].join('\n');

test('json blocks titled with a path below src/ become data files of the page project, others are left out', () => {
  assert.deepEqual(dataFiles(page), {'src/app/locales/fr/wave.json': '{ "waved": "salut" }\n'});
  const {projects, blocks} = pageProjects('docs/guide/x.mdx', page);
  assert.equal(blocks.length, 1, 'json blocks are not counted as code blocks');
  assert.deepEqual(Object.keys(projects[0]!.data), ['src/app/locales/fr/wave.json']);
});
