// Reproduces known issue flag-entry-missing-setflagprovider on the real build.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

export async function reproduce(): Promise<void> {
  const dataUrl = `data:text/javascript,import {setFlagProvider} from '${import.meta.resolve('commandkit/flag')}';`;
  await assert.rejects(import(dataUrl), {name: 'SyntaxError', message: /setFlagProvider/});
  assert.equal(createRequire(import.meta.url)('commandkit/flag').setFlagProvider, undefined);
}

export async function workaround(): Promise<void> {
  const {setFlagProvider, flag, FeatureFlag} = await import('commandkit');
  assert.equal(typeof setFlagProvider, 'function');
  assert.equal(typeof flag, 'function');
  assert.equal(typeof FeatureFlag, 'function');
}
