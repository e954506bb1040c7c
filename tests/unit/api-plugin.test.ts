import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cpSync, existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {configureWebpack, partial} from './test-helpers';
import {API_COMPONENTS_TEST, apiComponentsCacheGroup, modelsHash} from '../../plugins/api-reference/src/index';
import {cacheVersionConfig, cacheVersionPatch} from '../../plugins/shared/bundler-cache';
import pluginApiReference from '../../plugins/api-reference/src/index';
import {tempFolder} from './temp-folders';

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

test('in the dev server, a changed model writes the pages again when the plugin reloads, and only then', async () => {
  const siteDir = tempFolder('api-plugin-site-');
  for (const dir of ['api-models', 'known-issues', 'docs/guide']) cpSync(dir, path.join(siteDir, dir), {recursive: true});
  const plugin = pluginApiReference(partial<LoadContext>({siteDir}), {
    modelsDir: 'api-models',
    generateOnLoad: true,
    routeBases: {'1.x': '/docs/api-reference', '0.1.10': '/docs/v0/api-reference'},
    discordJsVersion: '14.22.1',
  });
  const page = path.join(siteDir, 'docs/api-reference/commandkit/classes/analytics-engine.mdx');
  assert.ok(existsSync(page));
  // Unchanged models: a reload writes nothing (the page removed here stays removed).
  rmSync(page);
  await plugin.loadContent!();
  assert.ok(!existsSync(page));
  const summaries = path.join(siteDir, 'api-models/1.x/commandkit.summaries.json');
  const data = JSON.parse(readFileSync(summaries, 'utf8')) as Record<string, string>;
  data['commandkit:classes:AnalyticsEngine'] = `Edited in the dev server. ${data['commandkit:classes:AnalyticsEngine']}`;
  writeFileSync(summaries, JSON.stringify(data, null, 2));
  await plugin.loadContent!();
  assert.match(readFileSync(page, 'utf8'), /Edited in the dev server\./);
});
