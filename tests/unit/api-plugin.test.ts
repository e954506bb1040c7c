import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadContext} from '@docusaurus/types';
import {configureWebpack, partial} from './test-helpers';
import {API_COMPONENTS_TEST, apiComponentsCacheGroup, modelsHash} from '../../plugins/api-reference/src/index';
import {cacheVersionConfig, cacheVersionPatch} from '../../plugins/shared/bundler-cache';
import pluginApiReference from '../../plugins/api-reference/src/index';

test('the persistent-cache version carries the models hash', () => {
  assert.deepEqual(cacheVersionPatch({experiments: {cache: {type: 'persistent', version: 'v1'}}}, 'api-abc'), {
    experiments: {cache: {type: 'persistent', version: 'v1-api-abc'}},
  });
  assert.deepEqual(cacheVersionPatch({cache: {type: 'filesystem', version: 'v2'}}, 'api-abc'), {
    cache: {type: 'filesystem', version: 'v2-api-abc'},
  });
  assert.deepEqual(cacheVersionPatch({cache: false}, 'api-abc'), {});
  assert.match(modelsHash('api-models'), /^[0-9a-f]{12}$/);
  assert.equal(modelsHash('/nonexistent-dir'), 'none');
});

test("a cache-version config replaces the cache entry and carries the plugin's other config", () => {
  assert.deepEqual(cacheVersionConfig({experiments: {cache: {type: 'persistent', version: 'v1'}}}, 'x', {optimization: {}}), {
    experiments: {cache: {type: 'persistent', version: 'v1-x'}},
    optimization: {},
    mergeStrategy: {'experiments.cache': 'replace', cache: 'replace'},
  });
  assert.deepEqual(cacheVersionConfig({}, 'x'), {mergeStrategy: {'experiments.cache': 'replace', cache: 'replace'}});
});

test('the plugin has a name, watches the models and patches the bundler config', () => {
  const plugin = pluginApiReference(partial<LoadContext>({siteDir: process.cwd()}), {
    modelsDir: 'api-models',
    generateOnLoad: false,
    routeBases: {'1.x': '/docs/api-reference', '0.1.10': '/docs/v0/api-reference'},
    discordJsVersion: '14.22.1',
  });
  assert.equal(plugin.name, 'api-reference');
  assert.match(String(plugin.getPathsToWatch!()[0]), /api-models\/\*\*\/\*\.json$/);
  const patch = configureWebpack(plugin, {experiments: {cache: {version: 'x'}}}) as {experiments: {cache: {version: string}}};
  assert.match(patch.experiments.cache.version, /^x-api-[0-9a-f]{12}$/);
});

test('the API page components leave the common chunk for one of their own', () => {
  assert.ok(API_COMPONENTS_TEST.test('/site/src/components/api/index.tsx'));
  assert.ok(API_COMPONENTS_TEST.test('C:\\site\\src\\components\\api\\index.tsx'));
  assert.ok(!API_COMPONENTS_TEST.test('/site/src/components/api/styles.module.css'), 'the CSS stays in the one stylesheet');
  assert.ok(!API_COMPONENTS_TEST.test('/site/src/components/PackageInstall/index.tsx'));
  assert.ok(!API_COMPONENTS_TEST.test('/site/node_modules/@docusaurus/core/lib/client/exports/Link.js'));
  // Above Docusaurus's `common` group (priority 40), below its `styles` group (50).
  assert.ok(apiComponentsCacheGroup.priority > 40 && apiComponentsCacheGroup.priority < 50);
});
