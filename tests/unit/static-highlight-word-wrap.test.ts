import assert from 'node:assert/strict';
import {test} from 'node:test';
import {overflows} from '../../plugins/static-highlight/src/theme/CodeBlock/word-wrap';
import {partial} from './test-helpers';

const block = (scrollWidth: number, clientWidth: number, wrapped = false) =>
  partial<HTMLElement>({
    scrollWidth,
    clientWidth,
    querySelector: () => partial<Element>({hasAttribute: (name: string) => wrapped && name === 'style'}),
  });

test('a block offers word wrap when its code is wider than it, or when it is already wrapped', () => {
  assert.equal(overflows(block(900, 400)), true);
  assert.equal(overflows(block(400, 400)), false);
  assert.equal(overflows(block(400, 400, true)), true);
});
