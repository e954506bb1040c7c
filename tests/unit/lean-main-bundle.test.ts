import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {
  BUILD_ONLY_CONFIG_KEYS,
  clientSiteConfig,
  deferredModuleAliases,
  nprogressClientModuleOf,
  prismClientModuleOf,
} from '../../plugins/lean-main-bundle/src/index';
import siteConfig from '../../docusaurus.config';
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
    assert.deepEqual(Object.keys(aliases), ['/x/prism-include-languages.js$', '@docusaurus/utils-common$']);
    Object.values(aliases).forEach((file) => assert.ok(existsSync(file), file));
  });

  it("aliases theme-classic's nprogress client module to the deferred one", () => {
    const file = nprogressClientModuleOf(siteDir);
    assert.ok(existsSync(file));
    const aliases = deferredModuleAliases('/x/p.js', path.join(siteDir, 'plugins/lean-main-bundle/src/client'), file);
    assert.equal(aliases[`${file}$`], path.join(siteDir, 'plugins/lean-main-bundle/src/client/nprogress-deferred.ts'));
    assert.ok(existsSync(aliases[`${file}$`]!));
  });

  it('gives the browser the site config without build-only keys, keeping what client code reads', async () => {
    const config = (await Promise.resolve(typeof siteConfig === 'function' ? (siteConfig as () => unknown)() : siteConfig)) as Parameters<
      typeof clientSiteConfig
    >[0];
    // Docusaurus fills `future` in when it loads the config; the bundler flags are dropped, the router's kept.
    const future = {experimental_faster: {rspackBundler: true}, experimental_router: 'browser', v4: {useCssCascadeLayers: false}};
    const full = {...config, future} as unknown as typeof config;
    const client = clientSiteConfig(full);
    for (const key of BUILD_ONLY_CONFIG_KEYS) assert.equal(key in client, false, key);
    assert.deepEqual(client.future, {experimental_router: 'browser', v4: {useCssCascadeLayers: false}});
    for (const key of [
      'title',
      'tagline',
      'url',
      'baseUrl',
      'trailingSlash',
      'favicon',
      'themeConfig',
      'titleDelimiter',
      'noIndex',
      'customFields',
    ] as const) {
      assert.deepEqual(client[key], (config as unknown as Record<string, unknown>)[key], key);
    }
    assert.ok(JSON.stringify(client).length < JSON.stringify(full).length);
  });

  it("stands in for @docusaurus/utils-common's entry with the same names and values, without tslib", async () => {
    const entry = createRequire(import.meta.url)('@docusaurus/utils-common') as Record<string, unknown>;
    const standIn = (await import('../../plugins/lean-main-bundle/src/client/utils-common')) as Record<string, unknown>;
    const names = (module: Record<string, unknown>) =>
      Object.keys(module)
        .filter((name) => name !== '__esModule' && name !== 'default')
        .sort();
    assert.deepEqual(names(standIn), names(entry));
    assert.equal(standIn.blogPostContainerID, entry.blogPostContainerID);
    const apply = standIn.applyTrailingSlash as typeof import('@docusaurus/utils-common').applyTrailingSlash;
    assert.equal(apply('/docs/a', {trailingSlash: true, baseUrl: '/'}), '/docs/a/');
    assert.equal(apply('/docs/a/', {trailingSlash: false, baseUrl: '/'}), '/docs/a');
    for (const name of names(entry).filter((n) => typeof entry[n] === 'function')) {
      assert.equal(typeof standIn[name], 'function', name);
    }
    const source = readFileSync(path.join(siteDir, 'plugins/lean-main-bundle/src/client/utils-common.ts'), 'utf8');
    assert.doesNotMatch(source, /from ['"]tslib['"]/);
  });
});

describe("history's browser-only entry", () => {
  it("exports every name history's own ES module entry exports, the hash and memory histories as failing stand-ins", async () => {
    const require = createRequire(import.meta.url);
    const esm = readFileSync(path.join(path.dirname(require.resolve('history/package.json')), 'esm/history.js'), 'utf8');
    const exported = /^export \{([^}]+)\};?$/m
      .exec(esm)?.[1]
      ?.split(',')
      .map((name) => name.trim());
    assert.ok(exported?.length, "history's ES module entry has one export list");
    const source = readFileSync(
      path.join(import.meta.dirname, '../../plugins/lean-main-bundle/src/client/history-browser-only.ts'),
      'utf8',
    );
    const reexported =
      /^export \{([^}]+)\} from 'history\/esm\/history\.js';$/m
        .exec(source)?.[1]
        ?.split(',')
        .map((name) => name.trim()) ?? [];
    const standIns = [...source.matchAll(/^export function (\w+)\(/gm)].map((match) => match[1]);
    assert.deepEqual([...reexported, ...standIns].sort(), [...exported!].sort());
    assert.deepEqual(standIns.sort(), ['createHashHistory', 'createMemoryHistory']);
  });
});

describe('bundler cache key', () => {
  it('fingerprints aliases independently of their order', () => {
    assert.equal(aliasFingerprint({a: '1', b: '2'}), aliasFingerprint({b: '2', a: '1'}));
    assert.notEqual(aliasFingerprint({a: '1'}), aliasFingerprint({a: '2'}));
  });

  it('appends to the persistent cache version and leaves builds without one alone', () => {
    assert.deepEqual(cacheVersionPatch({experiments: {cache: {type: 'persistent', version: 'v1'}}}, 'x'), {
      experiments: {cache: {type: 'persistent', version: 'v1-x'}},
    });
    assert.deepEqual(cacheVersionPatch({experiments: {}}, 'x'), {});
    assert.deepEqual(cacheVersionPatch({}, 'x'), {});
  });
});
