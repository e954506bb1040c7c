/** The API page components' props: named on both ends, compact on the page (plugins/shared/api-page-props.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {decodeHistory, decodeSignature, encodeHistory, encodeSignature, type SignatureView} from '../../plugins/shared/api-page-props';

const signature: SignatureView = {
  code: ['function run(', ['Client', '/docs/api-reference/client'], '): void'],
  typeParameters: [{name: 'T', constraint: ['object'], defaultType: null}],
  parameters: [
    {name: 'client', type: [['Client', '/docs/api-reference/client']], optional: false, rest: false, defaultValue: null},
    {name: 'names', type: ['string[]'], optional: true, rest: true, defaultValue: '[]'},
  ],
  returns: ['void'],
};

test('a signature travels as the compact props the pages carry and comes back the same', () => {
  const wire = encodeSignature(signature);
  assert.equal(
    JSON.stringify(wire),
    '{"c":["function run(",["Client","/docs/api-reference/client"],"): ' +
      'void"],"tp":[["T",["object"],null]],"p":[["client",[["Client","/docs/api-reference/client"]],"",null],["names",["string[]"],"or","[]"]],"r":["void"]}',
  );
  assert.deepEqual(decodeSignature(wire), signature);
  assert.deepEqual(
    Object.keys(encodeSignature({...signature, typeParameters: [], parameters: []})),
    ['c', 'r'],
    'empty lists are left out',
  );
});

test('a release history: nothing to say is no prop; the rest comes back the same', () => {
  assert.equal(encodeHistory({changes: []}), undefined);
  const history = {
    addedIn: {label: '1.0.0', href: null},
    changes: [{label: '1.2.0', href: '/docs/api-reference/changes/v1-2-0', before: 'a(): void', after: 'a(x?: number): void'}],
  };
  const wire = encodeHistory(history)!;
  assert.deepEqual(wire, {a: ['1.0.0', null], c: [['1.2.0', '/docs/api-reference/changes/v1-2-0', 'a(): void', 'a(x?: number): void']]});
  assert.deepEqual(decodeHistory(wire), history);
});
