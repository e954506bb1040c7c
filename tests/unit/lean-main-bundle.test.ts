import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {existsSync} from 'node:fs';
import {deferredModuleAliases, prismClientModuleOf} from '../../plugins/lean-main-bundle/src/index';
import {aliasFingerprint, cacheVersionPatch} from '../../plugins/shared/bundler-cache';

const siteDir = path.resolve(import.meta.dirname, '../..');

describe('lean-main-bundle', () => {
  it("finds theme-classic's Prism client module, the file that puts Prism in the main bundle", () => {
    const file = prismClientModuleOf(siteDir);
    assert.ok(existsSync(file));
    assert.match(file, /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/);
  });

  it('aliases exactly that file (exact match) to a module that exists', () => {
    const aliases = deferredModuleAliases('/x/prism-include-languages.js', path.join(siteDir, 'plugins/lean-main-bundle/src/client'));
    assert.deepEqual(Object.keys(aliases), ['/x/prism-include-languages.js$']);
    assert.ok(existsSync(aliases['/x/prism-include-languages.js$']!));
  });
});

describe('bundler cache key', () => {
  it('fingerprints aliases independently of their order', () => {
    assert.equal(aliasFingerprint({a: '1', b: '2'}), aliasFingerprint({b: '2', a: '1'}));
    assert.notEqual(aliasFingerprint({a: '1'}), aliasFingerprint({a: '2'}));
  });

  it('appends to the persistent cache version and leaves builds without one alone', () => {
    assert.deepEqual(cacheVersionPatch({experiments: {cache: {type: 'persistent', version: 'v1'}}}, 'x'), {experiments: {cache: {type: 'persistent', version: 'v1-x'}}});
    assert.deepEqual(cacheVersionPatch({experiments: {}}, 'x'), {});
    assert.deepEqual(cacheVersionPatch({}, 'x'), {});
  });
});
