import {test} from 'node:test';
import assert from 'node:assert/strict';
import {javascriptMeta, javascriptTitle, javascriptTwin} from '../../plugins/example-twins/src/twin';
import {isTypeOnlyTwinError, javascriptTwinPages, TWIN_SUFFIX} from '../../scripts/lib/examples/javascript-twins';
import {VFile} from 'vfile';
import {mdxTree, printMdx} from './markdown-tree';

const lines = (...l: string[]) => l.join('\n') + '\n';

test('twin: annotations, casts, generics, non-null and satisfies go; layout and comments stay', () => {
  const ts = lines(
    '// greets someone',
    'export const greet = async (name: string, times?: number): Promise<void> => {',
    '  const list = new Map<string, number>(); // counts',
    '  const upper = (name as string).toUpperCase();',
    '  const first = list.get(upper)!;',
    '  const config = {loud: true} satisfies Record<string, boolean>;',
    '',
    '  console.log(upper, first, config, times);',
    '};',
  );
  assert.equal(
    javascriptTwin(ts, 'ts').code,
    lines(
      '// greets someone',
      'export const greet = async (name, times) => {',
      '  const list = new Map(); // counts',
      '  const upper = (name).toUpperCase();',
      '  const first = list.get(upper);',
      '  const config = {loud: true};',
      '',
      '  console.log(upper, first, config, times);',
      '};',
    ),
  );
});

test('twin: type declarations leave with their doc comment, and no double blank line remains', () => {
  const ts = lines(
    'const a = 1;',
    '',
    '/** A shape. */',
    'interface Shape {',
    '  side: number;',
    '}',
    '',
    'type Id = string;',
    '',
    'export const b = a;',
  );
  assert.equal(javascriptTwin(ts, 'ts').code, lines('const a = 1;', '', 'export const b = a;'));
});

test('twin: imports used only as types are elided as TypeScript elides them', () => {
  const ts = lines(
    "import type { ChatInputCommand } from 'commandkit';",
    "import { Logger, type CommandData } from 'commandkit';",
    "import { ButtonStyle, Client } from 'discord.js';",
    "import Default, { OnlyType } from './types';",
    "import { helper } from './lib/helper.ts';",
    '',
    "export const command: CommandData = { name: 'x' };",
    'export const run: ChatInputCommand = (c: Client, d: OnlyType) => Logger.info(ButtonStyle.Primary, Default, helper);',
  );
  assert.equal(
    javascriptTwin(ts, 'ts').code,
    lines(
      "import { Logger } from 'commandkit';",
      "import { ButtonStyle } from 'discord.js';",
      "import Default from './types';",
      "import { helper } from './lib/helper.js';",
      '',
      "export const command = { name: 'x' };",
      'export const run = (c, d) => Logger.info(ButtonStyle.Primary, Default, helper);',
    ),
  );
});

test('twin: JSX keeps the components it renders; a multi-line import keeps its shape', () => {
  const tsx = lines(
    'import {',
    '  ActionRow,',
    '  Button,',
    '  type ChatInputCommand,',
    "} from 'commandkit';",
    '',
    'export const chatInput: ChatInputCommand = async ({ interaction }) => {',
    '  await interaction.reply({ components: [<ActionRow><Button>Hi</Button></ActionRow>] });',
    '};',
  );
  const twin = javascriptTwin(tsx, 'tsx');
  assert.equal(twin.lang, 'jsx');
  assert.equal(twin.method, 'stripped');
  assert.equal(
    twin.code,
    lines(
      'import {',
      '  ActionRow,',
      '  Button,',
      "} from 'commandkit';",
      '',
      'export const chatInput = async ({ interaction }) => {',
      '  await interaction.reply({ components: [<ActionRow><Button>Hi</Button></ActionRow>] });',
      '};',
    ),
  );
});

test('twin: class modifiers and implements clauses go without leaving gaps', () => {
  const ts = lines(
    'class Store implements Disposable {',
    '  private readonly items: string[] = [];',
    '  public add(item: string): void {',
    '    this.items.push(item);',
    '  }',
    '}',
  );
  assert.equal(
    javascriptTwin(ts, 'ts').code,
    lines('class Store {', '  items = [];', '  add(item) {', '    this.items.push(item);', '  }', '}'),
  );
});

test('twin: syntax with run-time meaning (an enum) goes through the TypeScript emitter, blank lines kept', () => {
  const twin = javascriptTwin(lines('enum Mode { On, Off }', '', 'export const m: Mode = Mode.On;'), 'ts');
  assert.equal(twin.method, 'transpiled');
  assert.match(twin.code, /var Mode;/);
  assert.match(twin.code, /\n\nexport const m = Mode\.On;\n$/);
});

test('twin: code that does not parse is refused with its position', () => {
  assert.throws(() => javascriptTwin('const = ;\n', 'ts'), /line 1:/);
});

test('titles and meta: .ts and .tsx become .js and .jsx, remarks and other words kept', () => {
  assert.equal(javascriptTitle('src/app/commands/ping.ts'), 'src/app/commands/ping.js');
  assert.equal(javascriptTitle('src/app/commands/menu.tsx'), 'src/app/commands/menu.jsx');
  assert.equal(javascriptTitle('src/app.ts (excerpt)'), 'src/app.js (excerpt)');
  assert.equal(javascriptTitle('commandkit.config.mts'), 'commandkit.config.mjs');
  assert.equal(javascriptTitle('Example'), 'Example');
  assert.equal(javascriptMeta('title="src/a.ts" partial {1-2}'), 'title="src/a.js" partial {1-2}');
  assert.equal(javascriptMeta("partial title='b.tsx'"), "partial title='b.jsx'");
});

test('check hook: twin pages hold each twin on its TypeScript block line; JavaScript blocks are not doubled', () => {
  const source = lines(
    '# Page',
    '',
    '```ts title="src/a.ts"',
    'export const a: number = 1;',
    '```',
    '',
    '```js title="src/b.js"',
    'module.exports = {};',
    '```',
    '',
    '<Tabs>',
    '  ```tsx title="src/c.tsx"',
    '  export const c = <b>{1 as number}</b>;',
    '  ```',
    '</Tabs>',
  );
  const {pages, twins} = javascriptTwinPages([{page: 'docs/x.mdx', source}]);
  assert.equal(twins, 2);
  assert.equal(pages.length, 1);
  assert.equal(pages[0]!.page, 'docs/x.mdx' + TWIN_SUFFIX);
  const out = pages[0]!.source.split('\n');
  assert.equal(out[2], '```js title="src/a.js"');
  assert.equal(out[3], 'export const a = 1;');
  assert.equal(out[11], '  ```jsx title="src/c.jsx"');
  assert.equal(out[12], '  export const c = <b>{1}</b>;');
  assert.ok(!pages[0]!.source.includes('module.exports'));
});

test('check hook: only type-only errors of twin pages are forgiven', () => {
  const twin = 'docs/x.mdx' + TWIN_SUFFIX;
  assert.equal(isTypeOnlyTwinError({page: twin, code: 'TS7006', message: "Parameter 'ctx' implicitly has an 'any' type."}), true);
  assert.equal(isTypeOnlyTwinError({page: twin, code: 'TS18047', message: "'client.user' is possibly 'null'."}), true);
  assert.equal(isTypeOnlyTwinError({page: twin, code: 'TS2339', message: "Property 'a' does not exist on type '{}'."}), true);
  assert.equal(isTypeOnlyTwinError({page: twin, code: 'TS2339', message: "Property 'a' does not exist on type 'Client<boolean>'."}), false);
  assert.equal(isTypeOnlyTwinError({page: twin, code: 'TS2304', message: "Cannot find name 'Logger'."}), false);
  assert.equal(isTypeOnlyTwinError({page: 'docs/x.mdx', code: 'TS7006', message: 'implicit'}), false);
});

test('remark: ts/tsx blocks become twin elements with the component imported once; others stay', async () => {
  const {addTwins, COMPONENT, COMPONENT_MODULE} = await import('../../plugins/example-twins/src/remark/add-twins');
  const code = (lang: string, value: string, meta: string | null = null) => ({type: 'code', lang, meta, value});
  const tree = {
    type: 'root',
    children: [
      code('ts', 'export const a: number = 1;', 'title="src/a.ts"'),
      code('js', 'module.exports = {};'),
      {type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [], children: [code('tsx', 'export const b = <x>{1 as number}</x>;')]},
      code('ts', 'const c: number = 1;', 'no-twin'),
      code('bash', 'npm i'),
    ],
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const count = addTwins(tree as any);
  assert.equal(count, 2);
  const [esm, first, js, tab, untouched] = tree.children as any[];
  assert.equal(esm.type, 'mdxjsEsm');
  assert.equal(esm.data.estree.body[0].source.value, COMPONENT_MODULE);
  assert.equal(first.name, COMPONENT);
  assert.deepEqual(
    first.children.map((c: any) => [c.lang, c.meta, c.value]),
    [
      ['ts', 'title="src/a.ts"', 'export const a: number = 1;'],
      ['js', 'title="src/a.js"', 'export const a = 1;'],
    ],
  );
  assert.equal(js.lang, 'js');
  assert.equal(tab.children[0].name, COMPONENT);
  assert.equal(tab.children[0].children[1].value, 'export const b = <x>{1}</x>;');
  assert.equal(untouched.meta, 'no-twin');
  assert.equal(untouched.type, 'code');
});

test('remark: a block that does not parse fails with the page and line', async () => {
  const {addTwins} = await import('../../plugins/example-twins/src/remark/add-twins');
  const tree = {type: 'root', children: [{type: 'code', lang: 'ts', meta: null, value: 'const = ;', position: {start: {line: 7}}}]};
  assert.throws(() => addTwins(tree as any, 'docs/x.mdx'), /docs\/x\.mdx:7: the ts block cannot be turned into JavaScript/);
});

test('head script: applies a stored "js" before paint, ignores anything else, survives blocked storage', async () => {
  const {headScript, LANGUAGE_ATTRIBUTE, STORAGE_KEY} = await import('../../plugins/example-twins/src/language');
  const run = (local: () => string | null, session: () => string | null = () => null) => {
    const attributes = new Map<string, string>();
    const document = {documentElement: {setAttribute: (k: string, v: string) => attributes.set(k, v)}};
    new Function('localStorage', 'sessionStorage', 'document', headScript())(
      {getItem: (k: string) => (k === STORAGE_KEY ? local() : null)},
      {getItem: (k: string) => (k === STORAGE_KEY ? session() : null)},
      document,
    );
    return attributes.get(LANGUAGE_ATTRIBUTE);
  };
  assert.equal(
    run(() => 'js'),
    'js',
  );
  assert.equal(
    run(() => 'ts'),
    undefined,
  );
  assert.equal(
    run(() => '<script>'),
    undefined,
  );
  assert.equal(
    run(
      () => {
        throw new Error('denied');
      },
      () => 'js',
    ),
    'js',
  );
  assert.equal(
    run(
      () => {
        throw new Error('denied');
      },
      () => {
        throw new Error('denied');
      },
    ),
    undefined,
  );
});

test('no twin for a declaration file or for code made only of types', async () => {
  const {twinOf} = await import('../../plugins/example-twins/src/twin');
  assert.equal(twinOf('/// <reference path="x.d.ts" />\n', 'ts', 'commandkit-env.d.ts'), undefined);
  assert.equal(twinOf('export interface A { a: string }\ntype B = A;\n', 'ts', 'src/types.ts'), undefined);
  assert.equal(twinOf('export const a = 1;\n', 'ts', 'src/a.ts')?.code, 'export const a = 1;\n');
});

test('remark plugin: twins a TypeScript block nested in JSX, leaves pages without one and API pages alone', async () => {
  const {default: remarkExampleTwins, COMPONENT, hasTypeScriptBlock} = await import('../../plugins/example-twins/src/remark/twins');
  const transform = remarkExampleTwins();
  const nested = () => mdxTree('<TabItem>\n\n```ts\nconst a: number = 1;\n```\n\n</TabItem>\n');
  const guide = nested();
  assert.equal(hasTypeScriptBlock(guide), true);
  await transform(guide, new VFile({path: '/site/docs/guide/x.mdx'}));
  assert.equal(
    printMdx(guide),
    lines(
      `import ${COMPONENT} from '@theme/ExampleTwins';`,
      '',
      '<TabItem>',
      `  <${COMPONENT}>`,
      '    ```ts',
      '    const a: number = 1;',
      '    ```',
      '',
      '    ```js',
      '    const a = 1;',
      '    ```',
      `  </${COMPONENT}>`,
      '</TabItem>',
    ),
  );
  const api = nested();
  await transform(api, new VFile({path: '/site/docs/api-reference/x.mdx'}));
  assert.equal(printMdx(api), printMdx(nested()));
  const plain = mdxTree('```bash\nnpm i\n```\n');
  assert.equal(hasTypeScriptBlock(plain), false);
  await transform(plain, new VFile({path: '/site/docs/guide/y.mdx'}));
  assert.equal(printMdx(plain), '```bash\nnpm i\n```\n');
});
