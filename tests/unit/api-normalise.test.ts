import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {JSONOutput} from 'typedoc';
import {normaliseProject, pickPrimaryImport, type NormaliseContext} from '../../plugins/api-reference/src/extract/normalise';
import {TypePrinter} from '../../plugins/api-reference/src/extract/type-text';
import type {ApiItem} from '../../plugins/api-reference/src/model/types';
import {partial} from './test-helpers';

const src = (fileName: string, line: number) => [{fileName, line, character: 0, url: ''}];
const flags = {};

/** A hand-written TypeDoc JSON project: two entry modules, a re-export, an internal type. */
const fixture = {
  schemaVersion: '2.0',
  id: 0,
  name: 'fixture',
  variant: 'project',
  kind: 1,
  flags,
  children: [
    {
      id: 1,
      name: 'pkg/src',
      variant: 'declaration',
      kind: 2,
      flags,
      sources: src('pkg/src/index.ts', 1),
      children: [
        {
          id: 10,
          name: 'Store',
          variant: 'declaration',
          kind: 128,
          flags,
          comment: {
            summary: [{kind: 'text', text: 'SECRET DOC TEXT'}],
            blockTags: [{tag: '@deprecated', content: [{kind: 'text', text: 'use X'}]}],
          },
          sources: src('pkg/src/store.ts', 12),
          typeParameters: [{id: 11, name: 'T', variant: 'typeParam', kind: 131072, flags, default: {type: 'intrinsic', name: 'unknown'}}],
          extendedTypes: [
            {
              type: 'reference',
              target: {packageName: 'discord.js', packagePath: 'typings/index.d.ts', qualifiedName: 'Collection'},
              name: 'Collection',
              package: 'discord.js',
            },
          ],
          children: [
            {
              id: 12,
              name: 'constructor',
              variant: 'declaration',
              kind: 512,
              flags,
              signatures: [
                {
                  id: 13,
                  name: 'Store',
                  variant: 'signature',
                  kind: 16384,
                  flags,
                  parameters: [
                    {
                      id: 14,
                      name: 'options',
                      variant: 'param',
                      kind: 32768,
                      flags,
                      type: {type: 'reference', target: 40, name: 'StoreOptions', package: 'pkg'},
                      defaultValue: '{}',
                    },
                  ],
                  type: {type: 'reference', target: 10, name: 'Store', package: 'pkg'},
                },
              ],
            },
            {
              id: 15,
              name: 'size',
              variant: 'declaration',
              kind: 1024,
              flags: {isReadonly: true},
              type: {type: 'intrinsic', name: 'number'},
              sources: src('pkg/src/store.ts', 14),
            },
            {
              id: 16,
              name: 'get',
              variant: 'declaration',
              kind: 2048,
              flags,
              signatures: [
                {
                  id: 17,
                  name: 'get',
                  variant: 'signature',
                  kind: 4096,
                  flags,
                  comment: {summary: [{kind: 'text', text: 'SECRET METHOD DOC'}]},
                  parameters: [
                    {id: 18, name: 'key', variant: 'param', kind: 32768, flags, type: {type: 'intrinsic', name: 'string'}},
                    {
                      id: 19,
                      name: 'rest',
                      variant: 'param',
                      kind: 32768,
                      flags: {isRest: true},
                      type: {
                        type: 'array',
                        elementType: {
                          type: 'union',
                          types: [
                            {type: 'intrinsic', name: 'string'},
                            {type: 'literal', value: 1},
                          ],
                        },
                      },
                    },
                  ],
                  type: {
                    type: 'union',
                    types: [
                      {type: 'reference', target: 11, name: 'T', package: 'pkg', refersToTypeParameter: true},
                      {type: 'intrinsic', name: 'undefined'},
                    ],
                  },
                },
              ],
            },
            {
              id: 20,
              name: 'clear',
              variant: 'declaration',
              kind: 2048,
              flags,
              inheritedFrom: {type: 'reference', target: -1, name: 'Collection.clear', package: 'discord.js'},
              signatures: [{id: 21, name: 'clear', variant: 'signature', kind: 4096, flags, type: {type: 'intrinsic', name: 'void'}}],
            },
          ],
        },
        {
          id: 30,
          name: 'createStore',
          variant: 'declaration',
          kind: 64,
          flags,
          sources: src('pkg/src/store.ts', 40),
          signatures: [
            {
              id: 31,
              name: 'createStore',
              variant: 'signature',
              kind: 4096,
              flags,
              typeParameters: [{id: 32, name: 'T', variant: 'typeParam', kind: 131072, flags, type: {type: 'intrinsic', name: 'object'}}],
              parameters: [
                {
                  id: 33,
                  name: 'options',
                  variant: 'param',
                  kind: 32768,
                  flags: {isOptional: true},
                  type: {type: 'reference', target: 40, name: 'StoreOptions', package: 'pkg'},
                },
              ],
              type: {
                type: 'reference',
                target: 10,
                typeArguments: [{type: 'reference', target: 32, name: 'T', refersToTypeParameter: true}],
                name: 'Store',
                package: 'pkg',
              },
            },
          ],
        },
        {
          id: 50,
          name: 'Mode',
          variant: 'declaration',
          kind: 8,
          flags,
          sources: src('pkg/src/mode.ts', 3),
          children: [{id: 51, name: 'Fast', variant: 'declaration', kind: 16, flags, type: {type: 'literal', value: 'fast'}}],
        },
        {
          id: 60,
          name: 'Handler',
          variant: 'declaration',
          kind: 2097152,
          flags,
          sources: src('pkg/src/mode.ts', 9),
          type: {
            type: 'reflection',
            declaration: {
              id: 61,
              name: '__type',
              variant: 'declaration',
              kind: 65536,
              flags,
              signatures: [
                {
                  id: 62,
                  name: '__type',
                  variant: 'signature',
                  kind: 4096,
                  flags,
                  parameters: [
                    {
                      id: 63,
                      name: 'mode',
                      variant: 'param',
                      kind: 32768,
                      flags,
                      type: {type: 'reference', target: 50, name: 'Mode', package: 'pkg'},
                    },
                  ],
                  type: {
                    type: 'reference',
                    target: {packageName: 'typescript', packagePath: 'lib.d.ts', qualifiedName: 'Promise'},
                    typeArguments: [{type: 'intrinsic', name: 'void'}],
                    name: 'Promise',
                    package: 'typescript',
                  },
                },
              ],
            },
          },
        },
        {
          id: 2,
          name: '<internal>',
          variant: 'declaration',
          kind: 2,
          flags,
          children: [
            {
              id: 40,
              name: 'StoreOptions',
              variant: 'declaration',
              kind: 256,
              flags,
              sources: src('pkg/src/store.ts', 3),
              children: [
                {
                  id: 41,
                  name: 'ttl',
                  variant: 'declaration',
                  kind: 1024,
                  flags: {isOptional: true},
                  type: {type: 'intrinsic', name: 'number'},
                  sources: src('pkg/src/store.ts', 4),
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 3,
      name: 'pkg/store',
      variant: 'declaration',
      kind: 2,
      flags,
      sources: src('pkg/src/store-entry.ts', 1),
      children: [{id: 70, name: 'Store', variant: 'reference', kind: 4194304, flags, target: 10}],
    },
  ],
} as unknown as JSONOutput.ProjectReflection;

const ctx: NormaliseContext = {
  entries: [
    {fileName: 'pkg/src/index.ts', importPath: 'pkg', section: 'pkg'},
    {fileName: 'pkg/src/store-entry.ts', importPath: 'pkg/store', section: 'pkg'},
  ],
  sourcePath: (f) => f,
  sectionOf: () => 'pkg',
  discordJsKinds: new Map([['Collection', 'Class' as const]]),
  packageNames: {pkg: 'pkg'},
};

function byId(items: ApiItem[], id: string): ApiItem {
  const item = items.find((i) => i.id === id);
  assert.ok(item, `missing ${id}; have ${items.map((i) => i.id).join(', ')}`);
  return item;
}

test('normalises kinds, ids, import paths and internal types', () => {
  const items = normaliseProject(fixture, ctx);
  assert.deepEqual(
    items.map((i) => i.id),
    ['pkg:classes:Store', 'pkg:enums:Mode', 'pkg:functions:createStore', 'pkg:interfaces:StoreOptions', 'pkg:types:Handler'],
  );
  const store = byId(items, 'pkg:classes:Store');
  assert.deepEqual(store.importPaths, ['pkg', 'pkg/store']);
  assert.equal(store.primaryImport, 'pkg/store');
  assert.equal(store.deprecated, true);
  assert.deepEqual(store.source, {path: 'pkg/src/store.ts', line: 12});
  const options = byId(items, 'pkg:interfaces:StoreOptions');
  assert.equal(options.internal, true);
  assert.equal(options.primaryImport, null);
  assert.deepEqual(options.importPaths, []);
});

test('keeps signatures, members, heritage and references; no comment text anywhere', () => {
  const items = normaliseProject(fixture, ctx);
  const store = byId(items, 'pkg:classes:Store');
  assert.deepEqual(store.typeParameters, [{name: 'T', default: {text: 'unknown'}}]);
  assert.deepEqual(store.extends, [
    {text: 'Collection', refs: [{start: 0, end: 10, external: {package: 'discord.js', name: 'Collection', kind: 'Class'}}]},
  ]);
  const ctor = store.members!.find((m) => m.kind === 'constructor')!;
  assert.deepEqual(ctor.signatures![0]!.parameters[0], {
    name: 'options',
    type: {text: 'StoreOptions', refs: [{start: 0, end: 12, id: 'pkg:interfaces:StoreOptions'}]},
    defaultValue: '{}',
  });
  const get = store.members!.find((m) => m.name === 'get')!;
  assert.equal(get.signatures![0]!.parameters[1]!.rest, true);
  assert.equal(get.signatures![0]!.parameters[1]!.type.text, '(string | 1)[]');
  assert.equal(get.signatures![0]!.returns.text, 'T | undefined');
  const size = store.members!.find((m) => m.name === 'size')!;
  assert.equal(size.readonly, true);
  const clear = store.members!.find((m) => m.name === 'clear')!;
  assert.deepEqual(clear.inheritedFrom, {name: 'Collection.clear', external: {package: 'discord.js', name: 'Collection', kind: 'Class'}});

  const fn = byId(items, 'pkg:functions:createStore');
  assert.deepEqual(fn.signatures![0]!.typeParameters, [{name: 'T', constraint: {text: 'object'}}]);
  assert.equal(fn.signatures![0]!.parameters[0]!.optional, true);
  assert.equal(fn.signatures![0]!.returns.text, 'Store<T>');

  assert.equal(byId(items, 'pkg:types:Handler').type!.text, '(mode: Mode) => Promise<void>');
  assert.deepEqual(byId(items, 'pkg:enums:Mode').members, [{name: 'Fast', kind: 'enumMember', value: "'fast'", type: {text: "'fast'"}}]);

  const json = JSON.stringify(items);
  assert.ok(!json.includes('SECRET'), 'comment text leaked into the model');
});

test('primary import prefers the own package, then a subpath, then the smallest subpath', () => {
  const count = (p: string) => ({'commandkit/hooks': 6, 'commandkit/analytics': 9})[p] ?? 200;
  assert.equal(pickPrimaryImport(['commandkit', 'commandkit/hooks'], 'commandkit', count), 'commandkit/hooks');
  assert.equal(pickPrimaryImport(['commandkit/ai', '@commandkit/ai'], '@commandkit/ai', count), '@commandkit/ai');
  assert.equal(pickPrimaryImport(['commandkit/analytics', 'commandkit/hooks'], 'commandkit', count), 'commandkit/hooks');
  assert.equal(pickPrimaryImport([], 'commandkit', count), null);
});

/** A TypeDoc type as JSON, written with the fields the printer reads. */
const typeJson = (value: DeepPartialType) => partial<JSONOutput.SomeType>(value);
type DeepPartialType = Parameters<typeof partial<JSONOutput.SomeType>>[0];

test('type printer parenthesises where precedence needs it', () => {
  const p = new TypePrinter(() => undefined);
  const fn = typeJson({
    type: 'reflection',
    declaration: {
      id: 1,
      name: '__type',
      variant: 'declaration',
      kind: 65536,
      flags,
      signatures: [{id: 2, name: '__type', variant: 'signature', kind: 4096, flags, type: {type: 'intrinsic', name: 'void'}}],
    },
  });
  assert.equal(p.type(typeJson({type: 'union', types: [fn, {type: 'intrinsic', name: 'null'}]})).text, '(() => void) | null');
  assert.equal(p.type(typeJson({type: 'array', elementType: fn})).text, '(() => void)[]');
  assert.equal(
    p.type(typeJson({type: 'typeOperator', operator: 'keyof', target: {type: 'reference', name: 'Foo', target: 1}})).text,
    'keyof Foo',
  );
  assert.equal(
    p.type(
      typeJson({
        type: 'conditional',
        checkType: {type: 'reference', name: 'T', target: 1, refersToTypeParameter: true},
        extendsType: {type: 'intrinsic', name: 'string'},
        trueType: {type: 'literal', value: true},
        falseType: {type: 'literal', value: null},
      }),
    ).text,
    'T extends string ? true : null',
  );
  assert.equal(
    p.type(typeJson({type: 'templateLiteral', head: 'a-', tail: [[{type: 'intrinsic', name: 'string'}, '-b']]})).text,
    '`a-${string}-b`',
  );
});
