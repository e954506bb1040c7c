/**
 * plugins/dev-server: the native watcher is asked for in development only, so a production build's bundler
 * config (and output) is what it was.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {devBundlerConfig} from '../../plugins/dev-server/src/index';

describe('dev-server plugin', () => {
  it("gives `docusaurus start` Rspack's native watcher", () => {
    assert.deepEqual(devBundlerConfig('development'), {experiments: {nativeWatcher: true}});
    assert.deepEqual(devBundlerConfig(undefined), {experiments: {nativeWatcher: true}});
  });

  it('leaves a production build alone', () => {
    assert.deepEqual(devBundlerConfig('production'), {});
  });
});
