import {test} from 'node:test';
import assert from 'node:assert/strict';
import {resolve} from 'node:path';
import {declarationOf, fillMissingNames, modelsToDtsModules} from '../../plugins/api-reference/src/generate/dts';
import type {ApiItem, ApiPackageModel} from '../../plugins/api-reference/src/model/types';

const base = {section: 'ck', internal: false, deprecated: false, importPaths: ['ck'], primaryImport: 'ck'};

const items: ApiItem[] = [
  {
    ...base,
    id: 'ck:classes:Store',
    name: 'Store',
    kind: 'classes',
    importPaths: ['ck', 'ck/store'],
    primaryImport: 'ck/store',
    typeParameters: [{name: 'T', default: {text: 'unknown'}}],
    extends: [{text: 'Collection<string, T>'}],
    members: [
      {
        name: 'constructor',
        kind: 'constructor',
        signatures: [
          {
            typeParameters: [{name: 'T'}],
            parameters: [
              {name: 'o', type: {text: 'StoreOptions', refs: [{start: 0, end: 12, id: 'ck:interfaces:StoreOptions'}]}, defaultValue: '{}'},
            ],
            returns: {text: 'Store<T>'},
          },
        ],
      },
      {name: 'size', kind: 'property', readonly: true, type: {text: 'number'}},
      {
        name: 'peek',
        kind: 'method',
        signatures: [
          {
            parameters: [
              {name: 'k', type: {text: 'string'}},
              {name: 'rest', rest: true, type: {text: 'number[]'}},
            ],
            returns: {text: 'T | undefined'},
          },
        ],
      },
      {name: '[dispose]', kind: 'method', signatures: [{parameters: [], returns: {text: 'void'}}]},
      {name: 'clear', kind: 'method', inheritedFrom: {name: 'Collection.clear'}, signatures: [{parameters: [], returns: {text: 'void'}}]},
    ],
  },
  {
    ...base,
    id: 'ck:interfaces:StoreOptions',
    name: 'StoreOptions',
    kind: 'interfaces',
    internal: true,
    importPaths: [],
    primaryImport: null,
    members: [{name: 'ttl', kind: 'property', optional: true, type: {text: 'number'}}],
  },
  {
    ...base,
    id: 'ck:functions:useStore',
    name: 'useStore',
    kind: 'functions',
    signatures: [{parameters: [], returns: {text: 'Store<string>', refs: [{start: 0, end: 5, id: 'ck:classes:Store'}]}}],
  },
  {...base, id: 'ck:enums:Mode', name: 'Mode', kind: 'enums', members: [{name: 'Fast', kind: 'enumMember', value: "'fast'"}]},
  {
    ...base,
    id: 'ck:types:Handler',
    name: 'Handler',
    kind: 'types',
    type: {text: '(mode: Mode, ctx: ThirdPartyCtx) => Awaitable<void>', refs: [{start: 7, end: 11, id: 'ck:enums:Mode'}]},
  },
];

const model: ApiPackageModel = {schemaVersion: 1, version: '1.x', section: 'ck', packageName: 'ck', sourceBaseUrl: '', items};

test('declarations are regenerated from the model', () => {
  assert.equal(declarationOf(items[2]!), 'export function useStore(): Store<string>;');
  assert.match(
    declarationOf(items[0]!),
    /^export class Store<T = unknown> extends Collection<string, T> \{\n  constructor\(o\?: StoreOptions\);\n  readonly size: number;\n  peek\(k: string, \.\.\.rest: number\[\]\): T \| undefined;\n  \[Symbol\.dispose\]\(\): void;\n\}$/,
  );
  assert.equal(declarationOf(items[3]!), "export enum Mode {\n  Fast = 'fast',\n}");
});

test('the declarations compile, with discord.js names imported and unknown names as any', () => {
  const {text, errors, missing} = fillMissingNames(modelsToDtsModules([model]), [resolve('node_modules/@types')], resolve('.'));
  assert.deepEqual(errors, []);
  assert.match(text, /declare module 'ck\/store' \{\n  import \{ StoreOptions \} from 'commandkit-api-internal\/ck';/);
  assert.match(text, /declare module 'ck' \{[\s\S]*export \{ Store \} from 'ck\/store';/);
  assert.match(text, /import \{ Awaitable \} from 'discord\.js';/);
  assert.deepEqual([...(missing.get('ck') ?? [])], ['ThirdPartyCtx']);
});
