import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractBlocks, parseMeta} from '../../scripts/lib/examples/extract';
import {blockFileName} from '../../scripts/lib/examples/check';

test('meta: title in double or single quotes, the bare word partial, highlight ranges ignored', () => {
  assert.deepEqual(parseMeta('title="src/flags.ts"'), {title: 'src/flags.ts', partial: false});
  assert.deepEqual(parseMeta("title='src/app.ts' partial"), {title: 'src/app.ts', partial: true});
  assert.deepEqual(parseMeta('partial title="x.ts" {1,3-4} showLineNumbers'), {title: 'x.ts', partial: true});
  // "partial" inside the title or as part of another word is not the flag.
  assert.deepEqual(parseMeta('title="partial.ts"'), {title: 'partial.ts', partial: false});
  assert.deepEqual(parseMeta('title="a.ts" partially'), {title: 'a.ts', partial: false});
  assert.deepEqual(parseMeta(''), {title: undefined, partial: false});
  assert.deepEqual(parseMeta('title="src/index.js (0.1.10)" version="0.1.10"'), {
    title: 'src/index.js (0.1.10)',
    partial: false,
    version: '0.1.10',
  });
});

const page = [
  '---', // 1
  'title: Fixture', // 2
  '---', // 3
  '', // 4
  '```ts title="src/flags.ts"', // 5
  'export const a = 1;', // 6
  '```', // 7
  '', // 8
  '<Tabs>', // 9
  '  <TabItem value="js">', // 10
  '', // 11
  '  ```js title="src/index.js" partial', // 12
  '  const x = 1;', // 13
  '    if (x) {}', // 14
  '  ```', // 15
  '  </TabItem>', // 16
  '</Tabs>', // 17
  '', // 18
  '```bash', // 19
  'npm i commandkit', // 20
  '```', // 21
  '', // 22
  '````md', // 23
  '```ts', // 24
  'not: extracted', // 25
  '```', // 26
  '````', // 27
  '', // 28
  '```tsx', // 29
  'const y = <A />;', // 30
  '```', // 31
  '~~~typescript title="src/x.ts"', // 32
  'let z = 2;', // 33
  '~~~', // 34
].join('\n');

test('blocks: languages, titles, partial flag, page line numbers, indentation inside JSX', () => {
  const blocks = extractBlocks('docs/fixture.mdx', page);
  assert.deepEqual(
    blocks.map((b) => [b.lang, b.title, b.partial, b.fenceLine, b.startLine]),
    [
      ['ts', 'src/flags.ts', false, 5, 6],
      ['js', 'src/index.js', true, 12, 13],
      ['tsx', undefined, false, 29, 30],
      ['ts', 'src/x.ts', false, 32, 33],
    ],
  );
  assert.equal(blocks[0]!.code, 'export const a = 1;\n');
  // The fence's indentation is removed, deeper indentation kept.
  assert.equal(blocks[1]!.code, 'const x = 1;\n  if (x) {}\n');
  assert.deepEqual(
    blocks.map((b) => b.index),
    [0, 1, 2, 3],
  );
});

test('file names: titles are paths inside the page project, untitled blocks get unique names', () => {
  const [flags, index, untitled] = extractBlocks('p.mdx', page);
  const taken = new Set<string>();
  assert.equal(blockFileName(flags!, taken), 'src/flags.ts');
  assert.equal(blockFileName(index!, taken), 'src/index.js');
  assert.equal(blockFileName(untitled!, taken), '__block_L29.tsx');
  // The same title twice (e.g. a before/after pair) does not overwrite the first file.
  assert.equal(blockFileName(flags!, taken), 'src/flags.__L5.ts');
  // A trailing remark in parentheses is not part of the path.
  assert.equal(blockFileName({...flags!, title: 'src/index.js (0.1.10)'}, new Set()), 'src/index.js');
  // A title that is not a code file name is ignored.
  assert.equal(blockFileName({...flags!, title: 'Flags'}, taken), '__block_L5.ts');
});
