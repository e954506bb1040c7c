import assert from 'node:assert/strict';
import type {LoadContext} from '@docusaurus/types';
import {configureWebpack, partial, testValidate} from './test-helpers';
import {describe, it} from 'node:test';
import {existsSync} from 'node:fs';
import path from 'node:path';
import React from 'react';
import {
  localAliases,
  localModuleRules,
  resolveMode,
  searchBarModuleOf,
  searchCacheVersionPatch,
} from '../../plugins/local-search/src/index';
import {isAlgoliaPreconnect} from '../../src/search/algolia-preconnect';
import {searchMode} from '../../plugins/local-search/src/mode';
import {validateOptions} from '../../plugins/local-search/src/options';

const ALL = {ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'};

describe('search mode', () => {
  it('is hosted only when all three Algolia variables are set', () => {
    assert.equal(searchMode(ALL), 'hosted');
    assert.equal(searchMode({}), 'local');
    assert.equal(searchMode({...ALL, ALGOLIA_INDEX_NAME: undefined}), 'local');
    assert.equal(searchMode({...ALL, ALGOLIA_SEARCH_API_KEY: '  '}), 'local');
    assert.equal(searchMode({ALGOLIA_APP_ID: 'APP'}), 'local');
  });

  it('can be forced by the plugin option', () => {
    assert.equal(resolveMode({mode: 'auto'}, ALL), 'hosted');
    assert.equal(resolveMode({mode: 'local'}, ALL), 'local');
    assert.equal(resolveMode({mode: 'hosted'}, {}), 'hosted');
  });

  it('aliases exactly the three modules DocSearch and the search page import', () => {
    const aliases = localAliases('/site/src/search');
    assert.deepEqual(Object.keys(aliases).sort(), ['@docsearch/react$', '@docsearch/react/modal$', 'algoliasearch/lite$']);
    assert.equal(aliases['@docsearch/react$'], '/site/src/search/docsearch-lite.tsx');
    assert.equal(aliases['algoliasearch/lite$'], '/site/src/search/liteClient.ts');
  });
});

describe("the SearchBar's head in local mode", () => {
  it("gives the theme's SearchBar module, and only it, the Head that drops Algolia preconnects and the button's texts alone", () => {
    const searchBar = searchBarModuleOf(path.resolve(import.meta.dirname, '../..'));
    assert.ok(existsSync(searchBar), searchBar);
    assert.match(searchBar, /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/);
    const [rule] = localModuleRules(searchBar, '/site/src/search');
    assert.deepEqual(rule, {
      test: searchBar,
      resolve: {
        alias: {
          '@docusaurus/Head': '/site/src/search/SearchBarHead.tsx',
          '@theme/SearchTranslations': '/site/src/search/SearchBarTranslations.ts',
        },
      },
    });
  });

  it('drops exactly the preconnect links to Algolia hosts', () => {
    const link = (props: Record<string, string>) => React.createElement('link', props);
    assert.ok(isAlgoliaPreconnect(link({rel: 'preconnect', href: 'https://LOCALSEARCH-dsn.algolia.net', crossOrigin: 'anonymous'})));
    assert.ok(!isAlgoliaPreconnect(link({rel: 'preconnect', href: 'https://fonts.example.org'})));
    assert.ok(!isAlgoliaPreconnect(link({rel: 'stylesheet', href: 'https://x.algolia.net'})));
    assert.ok(!isAlgoliaPreconnect(React.createElement('meta', {name: 'x'})));
    assert.ok(!isAlgoliaPreconnect('text'));
  });
});

describe('search mode in the bundler cache key', () => {
  it('appends the mode to the persistent cache version, so local and hosted builds never share resolutions', () => {
    const config = {experiments: {incremental: false, cache: {type: 'persistent', version: 'client-production-en-3.8.1-abc'}}};
    const local = searchCacheVersionPatch(config, 'local').experiments?.cache as {type: string; version: string};
    assert.equal(local.type, 'persistent');
    assert.match(local.version, /^client-production-en-3\.8\.1-abc-search-local-[0-9a-f]{8}$/);
    assert.notDeepEqual(searchCacheVersionPatch(config, 'local'), searchCacheVersionPatch(config, 'hosted'));
    assert.deepEqual(searchCacheVersionPatch({}, 'local'), {});
    assert.deepEqual(searchCacheVersionPatch({experiments: {cache: true}}, 'hosted'), {});
  });

  it('changes the key when the alias set changes, so new aliases are not hidden by cached resolutions', () => {
    const config = {experiments: {cache: {type: 'persistent', version: 'v'}}};
    const two = searchCacheVersionPatch(config, 'local', {a$: '/x/a.ts', b$: '/x/b.ts'});
    const three = searchCacheVersionPatch(config, 'local', {a$: '/x/a.ts', b$: '/x/b.ts', c$: '/x/c.ts'});
    assert.notDeepEqual(two, three);
    assert.deepEqual(two, searchCacheVersionPatch(config, 'local', {b$: '/x/b.ts', a$: '/x/a.ts'}));
  });
});

describe('search plugin options', () => {
  const validate = testValidate(validateOptions);

  it('fills defaults', () => {
    const options = validate({});
    assert.equal(options.indexDir, 'search');
    assert.equal(options.mode, 'auto');
    assert.deepEqual(options.excludeRoutes, ['/404']);
  });

  it('rejects bad values', () => {
    assert.throws(() => validate({indexDir: '../x'}));
    // @ts-expect-error a mode outside the list, as a site config could hold it
    assert.throws(() => validate({mode: 'cloud'}));
    assert.throws(() => validate({excludeRoutes: ['no-slash']}));
  });
});

describe('which dialog footer each mode ships', () => {
  const siteDir = path.resolve(import.meta.dirname, '../..');
  const context = partial<LoadContext>({siteDir, siteConfig: {url: 'https://commandkit.dev'}, baseUrl: '/'});
  const options = {id: 'default', indexDir: 'search', excludeRoutes: ['/404'], maxContentLength: 1500};

  it('hosted mode keeps the stock DocSearch dialog, whose footer credits Algolia: no alias, no client module', async () => {
    const {default: localSearchPlugin} = await import('../../plugins/local-search/src/index');
    const plugin = localSearchPlugin(context, {...options, mode: 'hosted' as const});
    const config = configureWebpack(plugin, {}) as {resolve?: unknown};
    assert.equal(config.resolve, undefined);
    assert.deepEqual(plugin.getClientModules!(), []);
  });

  it('local mode swaps in the modal that names this site’s own index in the footer', async () => {
    const {default: localSearchPlugin} = await import('../../plugins/local-search/src/index');
    const {LOCAL_CREDIT_TEXT} = await import('../../src/search/footer-credit');
    const plugin = localSearchPlugin(context, {...options, mode: 'local' as const});
    const config = configureWebpack(plugin, {}) as {resolve: {alias: Record<string, string>}};
    const modal = config.resolve.alias['@docsearch/react/modal$'];
    assert.equal(modal, path.join(siteDir, 'src/search/DocSearchModal.tsx'));
    assert.match(LOCAL_CREDIT_TEXT, /own index/);
    assert.doesNotMatch(LOCAL_CREDIT_TEXT, /Algolia/i);
  });
});
