/** Source lines of 0.1.10 declarations and their members, found in a v0.1.10 checkout's text. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {findDeclaration, findMemberLines, type SourceFileText} from '../../plugins/api-reference/src/extract/v0-sources';
import type {ApiItem} from '../../plugins/api-reference/src/model/types';

const FILES: SourceFileText[] = [
  {
    path: 'packages/commandkit/src/Kit.ts',
    text: [
      'export class Kit {', // 1
      '    #data: string;', // 2
      '    constructor(options: Options) {', // 3
      '        this.#data = options.name;', // 4
      '    }', // 5
      '    async reload(type?: string) {', // 6
      '        return this.reloadLater();', // 7 (a call, not the declaration)
      '    }', // 8
      '    get name(): string {', // 9
      '        return this.#data;', // 10
      '    }', // 11
      '}', // 12
      'export interface Options {', // 13
      '    name?: string;', // 14
      '}', // 15
    ].join('\n'),
  },
];

test('v0 sources: items and their own members get the line that declares them', () => {
  assert.deepEqual(findDeclaration(FILES, 'Options', 'interfaces'), {path: 'packages/commandkit/src/Kit.ts', line: 13});
  const base: Pick<ApiItem, 'section' | 'importPaths' | 'primaryImport' | 'internal' | 'deprecated'> = {
    section: 'commandkit',
    importPaths: ['commandkit'],
    primaryImport: 'commandkit',
    internal: false,
    deprecated: false,
  };
  const kit: ApiItem = {
    ...base,
    id: 'commandkit:classes:Kit',
    name: 'Kit',
    kind: 'classes',
    source: {path: 'packages/commandkit/src/Kit.ts', line: 1},
    members: [
      {name: 'constructor', kind: 'constructor'},
      {name: 'reload', kind: 'method'},
      {name: 'name', kind: 'accessor'},
      {name: 'reloadLater', kind: 'method'},
    ],
  };
  findMemberLines(FILES, kit);
  assert.deepEqual(
    kit.members!.map((m) => m.source?.line),
    [3, 6, 9, undefined],
  );
  const options: ApiItem = {
    ...base,
    id: 'commandkit:interfaces:Options',
    name: 'Options',
    kind: 'interfaces',
    source: {path: 'packages/commandkit/src/Kit.ts', line: 13},
    members: [{name: 'name', kind: 'property'}],
  };
  findMemberLines(FILES, options);
  // The interface's `name` (line 14), not the class's getter above it.
  assert.equal(options.members![0]!.source?.line, 14);
});
