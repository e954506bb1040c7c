import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {
  DESCRIPTION_MAX_LENGTH,
  declarationSegs,
  descriptionText,
  escapeMdxText,
  frontMatter,
  mdxSafeMarkdown,
  plainText,
  shortened,
  signatureSegs,
  typeSegs,
  type LinkContext,
} from '../../plugins/api-reference/src/generate/render';
import {itemPage, kindIndexPage} from '../../plugins/api-reference/src/generate/pages';
import {ApiIndex} from '../../plugins/api-reference/src/model/lookup';
import {validateOptions} from '../../plugins/api-reference/src/options';
import type {Joi} from '@docusaurus/utils-validation';
import {malformed, testValidate} from './test-helpers';
import type {ApiItem, ApiPackageModel} from '../../plugins/api-reference/src/model/types';

const links: LinkContext = {
  urlOf: (id) => (id === 'ck:classes:Store' ? '/docs/api-reference/ck/classes/store' : undefined),
  discordJsVersion: '14.22.1',
};

test('type text becomes segments with our links and discord.js links', () => {
  const segs = typeSegs(
    {
      text: 'Store<Client> | Missing',
      refs: [
        {start: 0, end: 5, id: 'ck:classes:Store'},
        {start: 6, end: 12, external: {package: 'discord.js', name: 'Client', kind: 'Class'}},
        {start: 16, end: 23, id: 'ck:classes:Missing'},
      ],
    },
    links,
  );
  assert.deepEqual(segs, [
    ['Store', '/docs/api-reference/ck/classes/store'],
    '<',
    ['Client', 'https://discord.js.org/docs/packages/discord.js/14.22.1/Client:Class'],
    '> | Missing',
  ]);
});

test('signature and declaration lines', () => {
  const sig = {
    typeParameters: [{name: 'T', constraint: {text: 'object'}, default: {text: '{}'}}],
    parameters: [
      {name: 'a', type: {text: 'string'}},
      {name: 'b', type: {text: 'number'}, defaultValue: '1'},
      {name: 'c', type: {text: 'T[]'}, rest: true},
    ],
    returns: {text: 'void'},
  };
  assert.deepEqual(signatureSegs('function f', sig, links), ['function f<T extends object = {}>(a: string, b?: number, ...c: T[]): void']);
  const cls: ApiItem = {
    id: 'ck:classes:Store',
    name: 'Store',
    kind: 'classes',
    section: 'ck',
    importPaths: [],
    primaryImport: null,
    internal: false,
    deprecated: false,
    extends: [{text: 'Base'}],
    implements: [{text: 'A'}, {text: 'B'}],
  };
  assert.deepEqual(declarationSegs(cls, links), ['class Store extends Base implements A, B']);
});

test('MDX escaping, plain text and front matter', () => {
  assert.equal(escapeMdxText('get <T>{x}'), 'get \\<T\\>\\{x\\}');
  assert.equal(mdxSafeMarkdown('Use `Map<K, V>` or {x} <b>'), 'Use `Map<K, V>` or \\{x\\} \\<b\\>');
  assert.equal(plainText('Call `run()` on **the** [store](/x).'), 'Call run() on the store.');
  assert.equal(frontMatter({title: 'a "b": c', n: 2, skip: undefined}), '---\ntitle: "a \\"b\\": c"\nn: 2\n---');
});

test('options are validated with Joi and get defaults', () => {
  const validate = testValidate(validateOptions);
  const opts = validate({});
  assert.equal(opts.modelsDir, 'api-models');
  assert.equal(opts.routeBases['1.x'], '/docs/api-reference');
  assert.throws(() => validate(malformed({routeBases: {'1.x': 'no-slash'}})));
  assert.throws(() => validate({discordJsVersion: 'latest'}));
});

test('an item page compiles as MDX and carries headings, import and source', async () => {
  const model: ApiPackageModel = {
    schemaVersion: 1,
    version: '1.x',
    section: 'ck',
    packageName: 'ck',
    sourceBaseUrl: 'https://example.test/blob/abc/',
    items: [
      {
        id: 'ck:classes:Store',
        name: 'Store',
        kind: 'classes',
        section: 'ck',
        importPaths: ['ck', 'ck/store'],
        primaryImport: 'ck/store',
        internal: false,
        deprecated: true,
        source: {path: 'src/store.ts', line: 7},
        typeParameters: [{name: 'T'}],
        members: [
          {
            name: 'constructor',
            kind: 'constructor',
            signatures: [{parameters: [{name: 'o', type: {text: '{ a: string }'}, optional: true}], returns: {text: 'Store<T>'}}],
          },
          {name: 'size', kind: 'property', readonly: true, type: {text: 'number'}},
          {
            name: 'get',
            kind: 'method',
            signatures: [{parameters: [{name: 'k', type: {text: 'string'}}], returns: {text: 'T | undefined'}}],
          },
          {name: 'clear', kind: 'method', inheritedFrom: {name: 'Map.clear'}, signatures: [{parameters: [], returns: {text: 'void'}}]},
        ],
      },
    ],
  };
  const index = new ApiIndex('1.x', [model]);
  const page = itemPage(model.items[0]!, {
    index,
    summaries: {'ck:classes:Store': 'Keeps `Map<K, V>` pairs {fast}.'},
    links: {urlOf: (id) => index.urlIfKnown(id), discordJsVersion: '14.22.1'},
  });
  assert.match(page, /^---\ntitle: "Store"/);
  assert.match(page, /description: "Keeps Map‹K, V› pairs \(fast\)."/);
  assert.match(page, /```ts partial\nimport \{ Store \} from 'ck\/store';\n```/);
  assert.match(page, /Also exported from `ck`\./);
  assert.match(page, /:::warning Deprecated/);
  assert.match(page, /^### constructor$/m);
  assert.match(page, /^### size$/m);
  assert.match(page, /^### get\\\(\\\)$/m);
  // Inherited members are grouped apart, after the item's own members, one collapsible group per base.
  assert.match(page, /## Inherited members\n\n<ApiInherited from=\{"Map"\} count=\{1\}>\n\n### clear\\\(\\\)/);
  assert.match(page, /\[src\/store\.ts, line 7\]\(https:\/\/example\.test\/blob\/abc\/src\/store\.ts#L7\)/);
  await compile(page, {format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective]});
  const kindPage = kindIndexPage(
    'ck',
    'classes',
    model.items,
    {index, summaries: {}, links: {urlOf: () => undefined, discordJsVersion: '14.22.1'}},
    {title: 'Classes', position: 1},
  );
  assert.match(kindPage, /- \[`Store`\]\(\/docs\/api-reference\/ck\/classes\/store\) \*\(deprecated\)\*/);
  // An index lists summaries shown on the items' pages: it ranks itself down in search (a catalogue).
  assert.match(kindPage, /<meta name="docsearch:page_rank" content="-1" \/>/);
  assert.doesNotMatch(page, /docsearch:page_rank/);
  await compile(kindPage, {format: 'mdx', remarkPlugins: [remarkGfm]});
});

test('front matter descriptions fit a search result: whole text, first sentence, or whole words and an ellipsis', () => {
  assert.equal(shortened('Short enough.', 160), 'Short enough.');
  const twoSentences = `Starts the bot and logs in. ${'Then it does many more things in a sentence that goes on. '.repeat(4)}`.trim();
  assert.equal(shortened(twoSentences, 160), 'Starts the bot and logs in.');
  const oneLong = `Returns ${'a very long list of words '.repeat(10)}end.`;
  const cut = shortened(oneLong, 60);
  assert.ok(cut.length <= 60 && cut.endsWith('…') && oneLong.startsWith(cut.slice(0, -1)), cut);
  assert.ok(!/\s…$/.test(cut));
  // "e.g. something" is not the end of a sentence: the next word is lower case
  assert.equal(shortened(`Works with e.g. buttons. ${'More text follows here. '.repeat(10)}`, 40), 'Works with e.g. buttons.');
  const description = descriptionText(`The main object: it holds the \`Client\`. ${'It also does {many} <things>. '.repeat(10)}`);
  assert.equal(description, 'The main object: it holds the Client.');
  assert.ok(descriptionText('x '.repeat(200)).length <= DESCRIPTION_MAX_LENGTH);
});
