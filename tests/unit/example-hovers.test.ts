/**
 * Types on hover (plugins/example-hovers): the pure parts (truncation, one-line summaries, the page table's
 * dedupe, cutting identifiers out of the build-time tokens, the page rewrite and its failure), the API link
 * lookup against the committed models, and one real compile of a small page per version.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {apiItemLinks} from '../../plugins/example-hovers/src/api-items';
import {compileHoverData, hoverCacheKey, pageInputsKey} from '../../plugins/example-hovers/src/compile';
import ts from 'typescript';
import {borrowedTwinHovers, inTypePosition, quickInfoText} from '../../plugins/example-hovers/src/collect';
import {
  expandEntry,
  HoverTable,
  MAX_TEXT,
  oneLine,
  truncate,
  twinHoversFromTypeScript,
  withHoverTokens,
  type HoverSpan,
} from '../../plugins/example-hovers/src/hovers';
import type {Code} from 'mdast';
import {applyHovers, COMPONENT, isStale, type MdNode} from '../../plugins/example-hovers/src/remark/hovers';
import {tokenizeCode} from '../../plugins/static-highlight/src/tokenize';
import {textOf, type CompactLine} from '../../plugins/static-highlight/src/tokens';
import {codeTokens, remarkStaticHighlight} from '../../plugins/static-highlight/src/public';
import {mdxTree} from './markdown-tree';

const siteDir = resolve(import.meta.dirname, '../..');

/** The hover tokens of `lines`: [text, table index] per identifier token. */
function hovered(lines: readonly CompactLine[]): Array<[string, number]> {
  return lines.flatMap((line) => line.filter((t) => typeof t[3] === 'number').map((t) => [t[1], t[3]!] as [string, number]));
}

describe('truncate and oneLine', () => {
  it('leaves short text alone and collapses white space', () => {
    assert.equal(truncate('const a:\n    string', 50), 'const a: string');
  });
  it('cuts long text at a word boundary with an ellipsis, never longer than the cap', () => {
    const long = `type X = { ${Array.from({length: 60}, (_, i) => `field${i}: string;`).join(' ')} }`;
    const cut = truncate(long, MAX_TEXT);
    assert.ok(cut.length <= MAX_TEXT, `${cut.length}`);
    assert.ok(cut.endsWith('…'));
    assert.ok(long.startsWith(cut.slice(0, -1).replace(/;$/, '')));
  });
  it('keeps the first sentence of a summary, without code ticks or link targets', () => {
    assert.equal(oneLine('Runs `ctx` before a command. Then [more](../x.md) text.'), 'Runs ctx before a command.');
    assert.equal(oneLine('See [the guide](../g.md) for e.g. details'), 'See the guide for e.g. details');
  });
  it('drops the "import X" line of an imported name', () => {
    assert.equal(quickInfoText('(alias) class CommandKit\nimport CommandKit'), '(alias) class CommandKit');
    assert.equal(quickInfoText('const a: number'), 'const a: number');
  });
});

describe('identifiers in type positions', () => {
  it('tells annotations, type imports and interfaces from values', () => {
    const code = [
      "import type { A } from 'a';",
      "import { b, type C } from 'b';",
      'interface I { f: D }',
      'const x: E<F> = b(y) as G;',
      'class K extends L implements M {}',
    ].join('\n');
    const sf = ts.createSourceFile('x.ts', code, ts.ScriptTarget.ES2022, true);
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) found.push(`${node.text}${inTypePosition(node) ? ':type' : ''}`);
      ts.forEachChild(node, visit);
    };
    visit(sf);
    assert.deepEqual(found, [
      'A:type',
      'b',
      'C:type',
      'I:type',
      'f:type',
      'D:type',
      'x',
      'E:type',
      'F:type',
      'b',
      'y',
      'G:type',
      'K',
      'L:type',
      'M:type',
    ]);
  });
});

describe('the page table', () => {
  it('stores identical entries once and keeps different ones apart', () => {
    const table = new HoverTable();
    const a = table.add({text: 'const a: number'});
    assert.equal(table.add({text: 'const a: number'}), a);
    const b = table.add({text: 'class X', url: '/docs/x', summary: 'An X.'});
    assert.notEqual(b, a);
    assert.notEqual(table.add({text: 'class X', url: '/docs/y'}), b);
    assert.equal(table.size, 3);
    assert.deepEqual(table.entries[a], ['const a: number']);
    assert.deepEqual(expandEntry(table.entries[b]), {text: 'class X', url: '/docs/x', summary: 'An X.'});
    assert.equal(expandEntry('nonsense'), null);
  });
});

describe('identifiers cut out of the build-time tokens', () => {
  const code = 'const client = new Client({ intents: [] });\n\nclient.login(token);';
  const lines = tokenizeCode(code, 'ts');

  it('splits plain-text tokens at the identifier and keeps the text the lines spell', () => {
    const spans = [
      {line: 0, column: 6, length: 6, index: 0}, // client (inside a plain " client = " run)
      {line: 0, column: 19, length: 6, index: 1}, // Client (a class-name token)
      {line: 2, column: 0, length: 6, index: 0}, // client
      {line: 2, column: 7, length: 5, index: 2}, // login
      {line: 2, column: 13, length: 5, index: 3}, // token
    ];
    const out = withHoverTokens(lines, spans);
    assert.equal(textOf(out), code);
    assert.deepEqual(hovered(out), [
      ['client', 0],
      ['Client', 1],
      ['client', 0],
      ['login', 2],
      ['token', 3],
    ]);
    // The Prism types of the pieces are the token's own: colours do not change.
    const client = out[0]!.find((t) => t[1] === 'Client')!;
    assert.match(client[0], /class-name/);
  });
  it('leaves out a span that does not match the code (crossing tokens) and keeps empty lines', () => {
    const out = withHoverTokens(lines, [{line: 0, column: 4, length: 6, index: 9}]);
    assert.equal(textOf(out), code);
    assert.deepEqual(hovered(out), []);
    assert.deepEqual(out[1], lines[1]);
  });
});

describe("JavaScript twins take the TypeScript block's hovers", () => {
  const span = (name: string, text: string, line: number, inType = false): HoverSpan => ({
    name,
    line,
    column: 0,
    length: name.length,
    entry: {text},
    ...(inType ? {inType} : {}),
  });
  const typescript = [
    span('ChatInputCommand', 'type ChatInputCommand', 0, true),
    span('chatInput', 'const chatInput: ChatInputCommand', 1),
    span('ChatInputCommand', 'type ChatInputCommand', 1, true),
    span('ctx', '(parameter) ctx: ChatInputCommandContext', 1),
    span('ctx', '(parameter) ctx: ChatInputCommandContext', 2),
    span('x', 'const x: number', 3),
  ];

  it("pairs the n-th occurrence of a name outside types with the twin's n-th occurrence", () => {
    const javascript = [
      span('chatInput', 'const chatInput: (ctx: any) => Promise<void>', 0),
      span('ctx', '(parameter) ctx: any', 0),
      span('ctx', '(parameter) ctx: any', 1),
    ];
    assert.deepEqual(
      twinHoversFromTypeScript(typescript, javascript).map((s) => [s.name, s.line, s.entry.text]),
      [
        ['chatInput', 0, 'const chatInput: ChatInputCommand'],
        ['ctx', 0, '(parameter) ctx: ChatInputCommandContext'],
        ['ctx', 1, '(parameter) ctx: ChatInputCommandContext'],
      ],
    );
  });
  it("leaves the twin's type positions (a class's `extends`) out of the pairing", () => {
    const javascript = [
      span('ctx', 'in a heritage clause', 0, true),
      span('ctx', '(parameter) ctx: any', 1),
      span('ctx', '(parameter) ctx: any', 2),
    ];
    assert.deepEqual(
      twinHoversFromTypeScript(typescript, javascript).map((s) => s.entry.text),
      ['in a heritage clause', '(parameter) ctx: ChatInputCommandContext', '(parameter) ctx: ChatInputCommandContext'],
    );
  });
  it("keeps the twin's own hover when the occurrences do not pair up, or the name is new", () => {
    const javascript = [
      span('ctx', '(parameter) ctx: any', 0),
      span('x', 'const x: number', 1),
      span('x', 'let x: number', 2),
      span('y', 'const y: string', 3),
      span('ctx', 'ctx in a heritage clause', 4, true),
    ];
    assert.deepEqual(
      twinHoversFromTypeScript(typescript, javascript).map((s) => s.entry.text),
      ['(parameter) ctx: any', 'const x: number', 'let x: number', 'const y: string', 'ctx in a heritage clause'],
    );
  });
});

describe("a twin's identifiers whose hover comes from the TypeScript block are not asked for their own", () => {
  const span = (name: string, text: string): HoverSpan => ({name, line: 0, column: 0, length: name.length, entry: {text}});
  /** The identifiers of a small JavaScript file and its checker. */
  function compiled(code: string) {
    const program = ts.createProgram({
      rootNames: ['/twin.js'],
      options: {allowJs: true, noLib: true},
      host: {
        ...ts.createCompilerHost({}),
        getSourceFile: (name, target) =>
          name === '/twin.js' ? ts.createSourceFile(name, code, target, true, ts.ScriptKind.JS) : undefined,
        fileExists: (name) => name === '/twin.js',
      },
    });
    const sf = program.getSourceFile('/twin.js')!;
    const identifiers: ts.Identifier[] = [];
    const visit = (node: ts.Node): void => (ts.isIdentifier(node) ? void identifiers.push(node) : ts.forEachChild(node, visit));
    visit(sf);
    return {identifiers, checker: program.getTypeChecker()};
  }

  it('borrows each occurrence of a name that pairs up one to one and resolves to a declaration', () => {
    const {identifiers, checker} = compiled('const run = (ctx) => ctx;\nrun(1);\n');
    const borrowed = borrowedTwinHovers(
      [
        span('run', 'const run: (ctx: Context) => Context'),
        span('ctx', '(parameter) ctx: Context'),
        span('ctx', '(parameter) ctx: Context'),
        span('run', 'const run: (ctx: Context) => Context'),
      ],
      identifiers,
      checker,
    );
    assert.deepEqual(
      identifiers.map((node) => borrowed.get(node)?.text),
      [
        'const run: (ctx: Context) => Context',
        '(parameter) ctx: Context',
        '(parameter) ctx: Context',
        'const run: (ctx: Context) => Context',
      ],
    );
  });

  it('asks as before when the counts differ or an occurrence has no declared symbol', () => {
    const {identifiers, checker} = compiled('const run = (ctx) => missing;\nrun(1);\n');
    const borrowed = borrowedTwinHovers(
      [span('run', 'const run'), span('ctx', '(parameter) ctx: Context'), span('ctx', '(parameter) ctx: Context'), span('missing', 'any')],
      identifiers,
      checker,
    );
    assert.deepEqual(
      identifiers.map((node) => borrowed.get(node)?.text),
      [undefined, undefined, undefined, undefined],
    );
  });
});

describe('the page rewrite', () => {
  const value = 'const a = 1;';
  // The page as the pipeline hands it over: Markdown parsed, then highlighted (the example's fence on line 7).
  const page = (code = value): MdNode => {
    const tree = mdxTree(`# Page\n\nText.\n\nMore text.\n\n\`\`\`ts\n${code}\n\`\`\`\n`);
    remarkStaticHighlight()(tree);
    return tree as unknown as MdNode;
  };
  const data = {
    pages: {'docs/guide/p.mdx': {'7': {code: `${value}\n`, spans: [[0, 6, 1, 0]] as Array<[number, number, number, number]>}}},
    entries: [['const a: 1']] as Array<[string]>,
    failures: {},
    globalErrors: [],
  };

  it('marks the identifiers of the block at the fence line and appends the table once', () => {
    const tree = page();
    assert.equal(applyHovers(tree, 'docs/guide/p.mdx', data), 1);
    const code = tree.children!.find((node) => node.type === 'code') as unknown as Code;
    assert.deepEqual(hovered(codeTokens(code)!), [['a', 0]]);
    assert.deepEqual(
      JSON.parse(code.data!.hProperties!.tokens as string),
      codeTokens(code),
      'the prop the theme reads carries the same tokens',
    );
    const last = tree.children!.at(-1)!;
    assert.equal(last.name, COMPONENT);
    assert.deepEqual(JSON.parse((last.attributes![0] as {value: string}).value), [['const a: 1']]);
  });
  it('leaves a block whose code differs from the compiled one (and the page without a table)', () => {
    const tree = page('const b = 2;');
    const before = tree.children!.length;
    assert.equal(applyHovers(tree, 'docs/guide/p.mdx', data), 0);
    assert.equal(tree.children!.length, before);
  });
  it('fails a page whose example does not compile, naming the page and line', () => {
    const tree = page();
    const failing = {
      ...data,
      failures: {'docs/guide/p.mdx': ['✗ docs/guide/p.mdx:9 (block at line 7, line 2 of the block) TS2304: Cannot find name']},
    };
    assert.throws(() => applyHovers(tree, 'docs/guide/p.mdx', failing), /docs\/guide\/p\.mdx:9 .*TS2304/);
  });
});

describe('API links from the committed models', () => {
  it('finds an item by its import path, with its page and one-line summary', () => {
    const links = apiItemLinks(siteDir, '1.x');
    const link = links.link({module: 'commandkit', name: 'CommandKit'});
    assert.equal(link?.url, '/docs/api-reference/commandkit/classes/command-kit');
    assert.ok(link?.summary && link.summary.length > 20 && !link.summary.includes('`'), link?.summary);
    assert.equal(links.link({module: 'commandkit', name: 'NoSuchThing'}), undefined);
    assert.equal(links.link({module: 'commandkit/ai', name: 'CommandKit'}), undefined, 'not exported from that path');
  });
  it('links a member to its owner page', () => {
    const link = apiItemLinks(siteDir, '1.x').link({module: 'commandkit', name: 'commandName', owner: 'Context'});
    assert.equal(link?.url, '/docs/api-reference/commandkit/classes/context');
  });
  it('0.1.10 has its own pages', () => {
    assert.equal(
      apiItemLinks(siteDir, '0.1.10').link({module: 'commandkit', name: 'CommandKit'})?.url,
      '/docs/v0/api-reference/classes/command-kit',
    );
  });
});

describe('a real compile', () => {
  const page = 'versioned_docs/version-0.1.10/guide/hover-fixture.mdx';
  const source = [
    '---',
    'title: Fixture',
    '---',
    '',
    '```ts title="src/index.ts"',
    "import { Client } from 'discord.js';",
    "import { CommandKit } from 'commandkit';",
    '',
    'const client = new Client({ intents: [] });',
    "new CommandKit({ client, commandsPath: 'commands' });",
    '```',
    '',
  ].join('\n');

  it('records quick info and API links per identifier, and a broken example as a failure with page and line', async () => {
    // Inside the site, as the build's: the examples resolve discord.js and commandkit from its node_modules.
    mkdirSync(join(siteDir, '.examples-cache'), {recursive: true});
    const cacheDir = mkdtempSync(join(siteDir, '.examples-cache', 'unit-hovers-'));
    try {
      const broken = source.replace("commandsPath: 'commands'", 'commandsPath: 42');
      const data = await compileHoverData(
        siteDir,
        [
          {page, source, version: '0.1.10'},
          {page: page.replace('fixture', 'broken'), source: broken, version: '0.1.10'},
        ],
        cacheDir,
      );
      const block = data.pages[page]?.['5'];
      assert.ok(block, `hovers for the block at line 5: ${Object.keys(data.pages).join(', ')}`);
      const at = (line: number, column: number) => {
        const span = block.spans.find((s) => s[0] === line && s[1] === column);
        return span && expandEntry(data.entries[span[3]]);
      };
      assert.match(at(3, 6)!.text, /^const client: Client<boolean>$/);
      const commandKit = at(4, 4)!;
      assert.match(commandKit.text, /CommandKit/);
      assert.equal(commandKit.url, '/docs/v0/api-reference/classes/command-kit');
      assert.deepEqual(data.failures[page], undefined);
      const failures = data.failures[page.replace('fixture', 'broken')] ?? [];
      // Reported for the TypeScript block and for its JavaScript twin, both on the page's line.
      assert.ok(failures.length >= 1);
      for (const failure of failures) assert.match(failure, /hover-broken\.mdx( \[JavaScript twin\])?:10 .*TS2322/);
    } finally {
      rmSync(cacheDir, {recursive: true, force: true});
    }
  });

  it('a page edited after the compile (dev server) is stale, one left alone is not', () => {
    const data = {inputs: {[page]: pageInputsKey(page, source, '0.1.10')}};
    assert.equal(isStale(data, page, source), false);
    assert.equal(isStale(data, page, source.replace('title: Fixture', 'title: Other')), false, 'prose only');
    assert.equal(isStale(data, page, source.replace('intents: []', 'intents: [1]')), true);
    assert.equal(isStale(data, 'docs/guide/unknown.mdx', source), false, 'a page the compile did not see');
  });

  it('the cache key follows the examples, not the prose', () => {
    const key = hoverCacheKey(siteDir, [{page, source, version: '0.1.10'}]);
    assert.equal(hoverCacheKey(siteDir, [{page, source: source.replace('title: Fixture', 'title: Other'), version: '0.1.10'}]), key);
    assert.notEqual(hoverCacheKey(siteDir, [{page, source: source.replace('intents: []', 'intents: [1]'), version: '0.1.10'}]), key);
  });
});
