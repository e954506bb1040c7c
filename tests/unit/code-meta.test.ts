import {test} from 'node:test';
import assert from 'node:assert/strict';
import {codeTitle, hasCodeFlag, mapCodeAttribute, parseCodeMeta} from '../../plugins/shared/code-meta';

// Every form a page may write, and what each reader of the meta gets from it.
interface MetaCase {
  meta: string | null | undefined;
  title?: string;
  flags: string[];
  attributes?: Record<string, string>;
  ranges?: string[];
}

const CASES: readonly MetaCase[] = [
  {meta: undefined, flags: []},
  {meta: null, flags: []},
  {meta: '', flags: []},
  {meta: 'title="src/index.ts"', title: 'src/index.ts', flags: []},
  {meta: "title='src/index.ts'", title: 'src/index.ts', flags: []},
  {meta: 'title=src/index.ts', title: 'src/index.ts', flags: []},
  {meta: 'title="src/a b.ts (excerpt)" partial', title: 'src/a b.ts (excerpt)', flags: ['partial']},
  {meta: 'title="src/index.js (0.1.10)" version="0.1.10"', title: 'src/index.js (0.1.10)', flags: [], attributes: {version: '0.1.10'}},
  {meta: 'partial title="x.ts" {1,3-4} showLineNumbers', title: 'x.ts', flags: ['partial', 'showLineNumbers'], ranges: ['{1,3-4}']},
  // A word inside quotes, inside a range or as part of a longer word is no flag.
  {meta: 'title="partial no-twin.ts"', title: 'partial no-twin.ts', flags: []},
  {meta: 'title="a.ts" partially', title: 'a.ts', flags: ['partially']},
  {meta: '{partial}', flags: [], ranges: ['{partial}']},
  {meta: 'no-twin no-preview', flags: ['no-twin', 'no-preview']},
  // The first title wins.
  {meta: 'title="a.ts" title="b.ts"', title: 'a.ts', flags: []},
];

for (const {meta, title, flags, attributes, ranges} of CASES) {
  test(`code meta ${JSON.stringify(meta)}`, () => {
    const parsed = parseCodeMeta(meta);
    assert.equal(codeTitle(meta), title);
    assert.deepEqual([...parsed.flags], flags);
    for (const flag of flags) assert.ok(hasCodeFlag(meta, flag));
    for (const [name, value] of Object.entries(attributes ?? {})) assert.equal(parsed.attributes.get(name), value);
    assert.deepEqual(parsed.ranges, ranges ?? []);
  });
}

const REWRITES: ReadonlyArray<[meta: string, expected: string]> = [
  ['title="src/a.ts" partial {1-2}', 'title="SRC/A.TS" partial {1-2}'],
  ["partial title='b.tsx'", "partial title='B.TSX'"],
  ['title=c.ts version="0.1.10"', 'title=C.TS version="0.1.10"'],
  ['partial {1}', 'partial {1}'],
  ['title="x" title="y"', 'title="X" title="y"'],
];

for (const [meta, expected] of REWRITES) {
  test(`code meta rewrite of the title in ${JSON.stringify(meta)}`, () => {
    assert.equal(
      mapCodeAttribute(meta, 'title', (value) => value.toUpperCase()),
      expected,
    );
  });
}
