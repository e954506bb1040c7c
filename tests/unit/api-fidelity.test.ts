/**
 * Model fidelity: facts TypeDoc's JSON hides or distorts, end to end on a small real project
 * (TypeDoc -> normalise -> declarations / pages / guide-link lookup):
 *
 * 1. call / construct / index signatures of interfaces and object types;
 * 2. written member types kept (an alias is not expanded into its resolved shape);
 * 3. export aliases (`export { X as Y }`, `export default X`);
 * 4. a const and a type alias sharing one name;
 * 5. signatures as the source writes them: an inferred `this` return, an enum member type, a generic base's
 *    defaults in the members a subclass inherits without type arguments.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {runTypeDoc} from '../../plugins/api-reference/src/extract/typedoc';
import {normaliseProject} from '../../plugins/api-reference/src/extract/normalise';
import {lineReader} from '../../plugins/api-reference/src/extract/extract';
import {bindDefaultTypeArguments, substituteTypeNames} from '../../plugins/api-reference/src/extract/bind-defaults';
import {declarationOf, fillMissingNames, modelsToDtsModules} from '../../plugins/api-reference/src/generate/dts';
import {itemPage} from '../../plugins/api-reference/src/generate/pages';
import {ApiIndex} from '../../plugins/api-reference/src/model/lookup';
import {resolveApiLink} from '../../plugins/api-reference/src/remark/api-links';
import type {ApiItem, ApiPackageModel} from '../../plugins/api-reference/src/model/types';

const SOURCE = `type Prettify<T> = { [K in keyof T]: T[K] } & {};
interface Base { name: string; type?: number }
export type CommandData = Prettify<Omit<Base, 'type'> & { description?: string }>;
export interface Native {
  command: CommandData | Record<string, any>;
  legacy?: CommandData;
}
export function register(data: CommandData | null, ...rest: CommandData[]): CommandData[] {
  return [];
}
export interface Runner<R> {
  (): Promise<R>;
  new (seed: number): Runner<R>;
  run(context: string): Promise<R>;
}
export interface Bus<E> {
  send<K extends keyof E = keyof E>(topic: K, message: E[K]): void;
}
export interface Bag {
  [key: string]: number;
}
export type Callable = { (a: string): number; (a: number): string; tag: string };
interface Box<T> { value: T }
export interface StringBox extends Box<string> {}
export const Mode = {
  Fast: 'fast',
  Slow: 'slow',
} as const;
export type Mode = (typeof Mode)[keyof typeof Mode];
export class Cache {
  get(key: string): string | undefined {
    return undefined;
  }
}
export { Cache as CacheProvider };
export default Cache;
export enum Kind { Runtime = 'runtime', Compiler = 'compiler' }
export interface PluginOptions { name?: string }
export abstract class PluginCommon<T extends PluginOptions = PluginOptions> {
  public constructor(public readonly options: T) {}
}
export abstract class PluginBase<T extends PluginOptions = PluginOptions> extends PluginCommon<T> {
  public readonly kind = Kind.Runtime;
  public chain() {
    return this;
  }
}
export class PlainPlugin extends PluginBase {}
export class NamedPlugin extends PluginBase<{ name: string }> {}
`;

let cached: Promise<ApiItem[]> | undefined;

/** Runs TypeDoc over SOURCE once (a few seconds) and normalises the result. */
function extractFixture(): Promise<ApiItem[]> {
  cached ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-fidelity-'));
    try {
      mkdirSync(join(dir, 'src'));
      writeFileSync(join(dir, 'src', 'index.ts'), SOURCE);
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true, skipLibCheck: true, types: []},
          files: ['src/index.ts'],
        }),
      );
      const project = await runTypeDoc({
        entryPoints: [join(dir, 'src', 'index.ts')],
        tsconfig: join(dir, 'tsconfig.json'),
        basePath: dir,
        missingExports: true,
      });
      return normaliseProject(project, {
        entries: [{fileName: 'src/index.ts', importPath: 'pkg', section: 'pkg'}],
        sourcePath: (f) => f,
        sectionOf: () => 'pkg',
        discordJsKinds: new Map(),
        packageNames: {pkg: 'pkg'},
        lineText: lineReader(dir),
      });
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  })();
  return cached;
}

function byId(items: ApiItem[], id: string): ApiItem {
  const item = items.find((i) => i.id === id);
  assert.ok(item, `missing ${id}; have ${items.map((i) => i.id).join(', ')}`);
  return item;
}

const modelOf = (items: ApiItem[]): ApiPackageModel => ({
  schemaVersion: 1,
  version: '1.x',
  section: 'pkg',
  packageName: 'pkg',
  sourceBaseUrl: 'https://example.invalid/',
  items,
});

const pageOf = (items: ApiItem[], id: string) => {
  const index = new ApiIndex('1.x', [modelOf(items)]);
  return itemPage(byId(items, id), {index, summaries: {}, links: {urlOf: (x) => index.urlIfKnown(x), discordJsVersion: '14.21.0'}});
};

test('1. call, construct and index signatures are recorded, rendered and declared', {timeout: 60_000}, async () => {
  const items = await extractFixture();
  const runner = byId(items, 'pkg:interfaces:Runner');
  const call = runner.members!.find((m) => m.kind === 'callSignature');
  const ctor = runner.members!.find((m) => m.kind === 'constructSignature');
  assert.deepEqual(
    call?.signatures?.map((s) => [s.parameters.length, s.returns.text]),
    [[0, 'Promise<R>']],
  );
  assert.deepEqual(
    ctor?.signatures?.map((s) => [s.parameters.map((p) => `${p.name}: ${p.type.text}`), s.returns.text]),
    [[['seed: number'], 'Runner<R>']],
  );
  assert.ok(runner.members!.some((m) => m.kind === 'method' && m.name === 'run'));

  const bag = byId(items, 'pkg:interfaces:Bag');
  assert.deepEqual(
    bag.members!.map((m) => [m.kind, m.indexParameters?.[0]?.type.text, m.type?.text]),
    [['indexSignature', 'string', 'number']],
  );

  // An object type with two call signatures and a property lists them as members; its text keeps them.
  const callable = byId(items, 'pkg:types:Callable');
  assert.equal(callable.type!.text, '{ (a: string): number; (a: number): string; tag: string }');
  assert.deepEqual(
    callable.members!.find((m) => m.kind === 'callSignature')?.signatures?.map((s) => s.returns.text),
    ['number', 'string'],
  );

  const decl = declarationOf(runner);
  assert.match(decl, /\n {2}\(\): Promise<R>;\n/);
  assert.match(decl, /\n {2}new \(seed: number\): Runner<R>;\n/);
  const page = pageOf(items, 'pkg:interfaces:Runner');
  // Under each member heading: its badges-and-source line, then the signature.
  assert.match(
    page,
    /## Call signatures\n\n### call signature\n\n<ApiMemberMeta src=\{"[^"]+#L\d+"\} n=\{"[^"]+"\} \/>\n\n<ApiSignature s=\{\{"c":\["\(\): Promise<R>"\]/,
  );
  assert.match(
    page,
    /### construct signature\n\n<ApiMemberMeta src=\{"[^"]+#L\d+"\} n=\{"[^"]+"\} \/>\n\n<ApiSignature s=\{\{"c":\["new \(seed: number\): /,
  );

  // The declarations compile and make the interface callable.
  const {errors} = fillMissingNames(modelsToDtsModules([modelOf(items)]), [resolve('node_modules/@types')], resolve('.'));
  assert.deepEqual(errors, []);
});

test('2. member, parameter and return types keep their written text (aliases are not expanded)', {timeout: 60_000}, async () => {
  const items = await extractFixture();
  const native = byId(items, 'pkg:interfaces:Native');
  const command = native.members!.find((m) => m.name === 'command')!;
  assert.equal(command.type!.text, 'CommandData | Record<string, any>');
  assert.deepEqual(command.type!.refs, [{start: 0, end: 11, id: 'pkg:types:CommandData'}]);
  const legacy = native.members!.find((m) => m.name === 'legacy')!;
  assert.equal(legacy.optional, true);
  assert.equal(legacy.type!.text, 'CommandData');

  const sig = byId(items, 'pkg:functions:register').signatures![0]!;
  assert.deepEqual(
    sig.parameters.map((p) => `${p.rest ? '...' : ''}${p.name}: ${p.type.text}`),
    ['data: CommandData | null', '...rest: CommandData[]'],
  );
  assert.equal(sig.returns.text, 'CommandData[]');

  // Type parameter constraints and defaults of signatures are written ones too.
  const send = byId(items, 'pkg:interfaces:Bus').members!.find((m) => m.name === 'send')!.signatures![0]!;
  assert.deepEqual(send.typeParameters, [{name: 'K', constraint: {text: 'keyof E'}, default: {text: 'keyof E'}}]);

  // Inherited from an instantiated generic base: the resolved type (T = string) is the right one.
  const value = byId(items, 'pkg:interfaces:StringBox').members!.find((m) => m.name === 'value')!;
  assert.equal(value.type!.text, 'string');
  assert.ok(value.inheritedFrom);

  assert.match(declarationOf(native), /command: CommandData \| Record<string, any>;/);
});

test('3. export aliases are recorded, linked, shown and declared', {timeout: 60_000}, async () => {
  const items = await extractFixture();
  const cache = byId(items, 'pkg:classes:Cache');
  assert.deepEqual(cache.importPaths, ['pkg']);
  assert.deepEqual(cache.aliases, [
    {name: 'CacheProvider', importPaths: ['pkg']},
    {name: 'default', importPaths: ['pkg']},
  ]);
  assert.ok(!items.some((i) => i.name === 'CacheProvider'), 'an alias is not a second item');

  const index = new ApiIndex('1.x', [modelOf(items)]);
  assert.equal(resolveApiLink('api:pkg/CacheProvider', index, 'test'), '/docs/api-reference/pkg/classes/cache');
  assert.equal(resolveApiLink('api:pkg/classes/CacheProvider#get', index, 'test'), '/docs/api-reference/pkg/classes/cache#get');
  assert.throws(() => resolveApiLink('api:pkg/default', index, 'test'), /no "default"/);

  const page = pageOf(items, 'pkg:classes:Cache');
  assert.match(page, /Also exported as `CacheProvider` from `pkg`: `import \{ CacheProvider \} from 'pkg';`\./);
  assert.match(page, /Also the default export of `pkg`: `import Cache from 'pkg';`\./);

  const {text, errors} = fillMissingNames(modelsToDtsModules([modelOf(items)]), [resolve('node_modules/@types')], resolve('.'));
  assert.deepEqual(errors, []);
  assert.match(text, /export \{ Cache as CacheProvider \};/);
  assert.match(text, /export \{ Cache as default \};/);
});

test('3. an alias exported from another module re-exports the item there', () => {
  const item: ApiItem = {
    id: 'ck:interfaces:Options',
    name: 'Options',
    kind: 'interfaces',
    section: 'ck',
    importPaths: ['ck'],
    primaryImport: 'ck',
    internal: false,
    deprecated: false,
    aliases: [{name: 'Config', importPaths: ['ck/config']}],
    members: [{name: 'debug', kind: 'property', optional: true, type: {text: 'boolean'}}],
  };
  const {text, errors} = fillMissingNames(
    modelsToDtsModules([{...modelOf([item]), section: 'ck', packageName: 'ck'}]),
    [resolve('node_modules/@types')],
    resolve('.'),
  );
  assert.deepEqual(errors, []);
  assert.match(text, /declare module 'ck\/config' \{\n {2}export \{ Options as Config \} from 'ck';\n\}/);
});

test('4. a const and a type alias of one name are one item with both facts', {timeout: 60_000}, async () => {
  const items = await extractFixture();
  assert.ok(!items.some((i) => i.id === 'pkg:variables:Mode'), 'the const is not a separate item');
  const mode = byId(items, 'pkg:types:Mode');
  assert.equal(mode.type!.text, 'typeof Mode[keyof typeof Mode]');
  assert.deepEqual(mode.value, {
    const: true,
    type: {text: "{ readonly Fast: 'fast'; readonly Slow: 'slow' }"},
    source: {path: 'src/index.ts', line: 25},
  });
  // The type alias's own line, not the const's.
  assert.deepEqual(mode.source, {path: 'src/index.ts', line: 29});

  assert.equal(
    declarationOf(mode),
    "export const Mode: { readonly Fast: 'fast'; readonly Slow: 'slow' };\nexport type Mode = typeof Mode[keyof typeof Mode];",
  );
  const page = pageOf(items, 'pkg:types:Mode');
  assert.match(page, /\nimport \{ Mode \} from 'pkg';\n/, 'a value import, not `import type`');
  assert.match(
    page,
    /`Mode` is also a value: a constant of the same name, exported together with the type\.\n\n<ApiCode c=\{\["const Mode: \{ readonly Fast: 'fast'; readonly Slow: 'slow' \}"\]\} \/>/,
  );
  assert.match(page, /The constant: \[src\/index\.ts, line 25\]\(https:\/\/example\.invalid\/src\/index\.ts#L25\)/);

  // Both meanings are declared: the value is usable in expressions and the type in annotations.
  const {text, errors} = fillMissingNames(modelsToDtsModules([modelOf(items)]), [resolve('node_modules/@types')], resolve('.'));
  assert.deepEqual(errors, []);
  assert.match(text, /export const Mode: /);
});

test('5. inferred this returns, enum member types and bound defaults of a generic base', {timeout: 60_000}, async () => {
  const items = await extractFixture();
  const base = byId(items, 'pkg:classes:PluginBase');
  const member = (item: ApiItem, name: string) => item.members!.find((m) => m.name === name)!;
  assert.equal(member(base, 'chain').signatures![0]!.returns.text, 'this');
  const kind = member(base, 'kind').type!;
  assert.equal(kind.text, 'Kind.Runtime');
  assert.deepEqual(
    kind.refs?.map((r) => [kind.text.slice(r.start, r.end), r.id]),
    [['Kind', 'pkg:enums:Kind']],
  );
  assert.equal(member(base, 'options').type!.text, 'T');
  // No type arguments: the subclass's inherited members read the base's default, linked.
  const plain = byId(items, 'pkg:classes:PlainPlugin');
  const options = member(plain, 'options').type!;
  assert.equal(options.text, 'PluginOptions');
  assert.equal(options.refs?.[0]?.id, 'pkg:interfaces:PluginOptions');
  assert.equal(member(plain, 'constructor').signatures![0]!.parameters[0]!.type.text, 'PluginOptions');
  // Type arguments given: TypeDoc's own substitution stands.
  assert.equal(member(byId(items, 'pkg:classes:NamedPlugin'), 'options').type!.text, '{ name: string }');
});

test('5. inherited members of a base from another package get its defaults for the type parameters left open', () => {
  // As TypeDoc leaves `class CachePlugin extends RuntimePlugin` (RuntimePlugin in another entry point).
  const T = {text: 'T'};
  const items: ApiItem[] = [
    {
      id: 'ck:classes:RuntimePlugin',
      name: 'RuntimePlugin',
      kind: 'classes',
      section: 'ck',
      importPaths: ['ck'],
      primaryImport: 'ck',
      internal: false,
      deprecated: false,
      typeParameters: [
        {
          name: 'T',
          constraint: {text: 'PluginOptions', refs: [{start: 0, end: 13, id: 'ck:types:PluginOptions'}]},
          default: {text: 'PluginOptions', refs: [{start: 0, end: 13, id: 'ck:types:PluginOptions'}]},
        },
      ],
      members: [{name: 'options', kind: 'property', type: T}],
    },
    {
      id: 'cache:classes:CachePlugin',
      name: 'CachePlugin',
      kind: 'classes',
      section: 'cache',
      importPaths: ['@ck/cache'],
      primaryImport: '@ck/cache',
      internal: false,
      deprecated: false,
      extends: [{text: 'RuntimePlugin', refs: [{start: 0, end: 13, id: 'ck:classes:RuntimePlugin'}]}],
      members: [
        {name: 'options', kind: 'property', type: T, inheritedFrom: {name: 'RuntimePlugin.options', id: 'ck:classes:RuntimePlugin'}},
        {
          name: 'constructor',
          kind: 'constructor',
          inheritedFrom: {name: 'RuntimePlugin.constructor', id: 'ck:classes:RuntimePlugin'},
          signatures: [
            {
              parameters: [{name: 'options', type: {text: 'Map<T, Store>', refs: [{start: 7, end: 12, id: 'ck:classes:Store'}]}}],
              returns: {text: 'CachePlugin'},
            },
          ],
        },
      ],
    },
  ];
  bindDefaultTypeArguments(items);
  const cache = items[1]!;
  assert.deepEqual(cache.members![0]!.type, {text: 'PluginOptions', refs: [{start: 0, end: 13, id: 'ck:types:PluginOptions'}]});
  assert.deepEqual(cache.members![1]!.signatures![0]!.parameters[0]!.type, {
    text: 'Map<PluginOptions, Store>',
    refs: [
      {start: 4, end: 17, id: 'ck:types:PluginOptions'},
      {start: 19, end: 24, id: 'ck:classes:Store'},
    ],
  });
  // The base's own members keep their type parameter.
  assert.equal(items[0]!.members![0]!.type!.text, 'T');
  // Property keys, qualified names and string literals are not type names.
  assert.equal(substituteTypeNames({text: "{ T: T; a: X.T; b: 'T' }"}, new Map([['T', {text: 'U'}]])).text, "{ T: U; a: X.T; b: 'T' }");
});
