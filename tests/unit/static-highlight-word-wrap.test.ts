import assert from 'node:assert/strict';
import {test} from 'node:test';
import {overflows} from '../../plugins/static-highlight/src/theme/CodeBlock/word-wrap';

const block = (scrollWidth: number, clientWidth: number, wrapped = false) => ({
  scrollWidth,
  clientWidth,
  querySelector: () => ({hasAttribute: (name: string) => wrapped && name === 'style'}) as unknown as Element,
});

test('a block offers word wrap when its code is wider than it, or when it is already wrapped', () => {
  assert.equal(overflows(block(900, 400) as never), true);
  assert.equal(overflows(block(400, 400) as never), false);
  assert.equal(overflows(block(400, 400, true) as never), true);
});
