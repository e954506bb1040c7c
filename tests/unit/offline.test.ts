import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {optionsSchema} from '../../plugins/offline/src/options';
import {assetsOfHtml, chunkFilesImportedBy, shellFiles} from '../../plugins/offline/src/shell';
import {overLimit, pageKey, searchFilesFor, strategyFor, type Scope} from '../../plugins/offline/src/sw/routing';
import {iconFile, iconSvg, webManifest} from '../../plugins/offline/src/web-manifest';
import {toJavaScript, workerConfigModule} from '../../plugins/offline/src/index';

const scope: Scope = {origin: 'https://docs.test', baseUrl: '/', precached: new Set(['/assets/js/main.abc.js'])};
const get = (url: string, mode = 'no-cors', destination = 'script') => ({url: `https://docs.test${url}`, method: 'GET', mode, destination});

describe('offline: how the worker answers a request', () => {
  test('documents are pages (network first), whatever their URL form', () => {
    assert.equal(strategyFor(get('/docs/guide/x', 'navigate', 'document'), scope), 'page');
    assert.equal(strategyFor(get('/search?q=cache', 'navigate', 'document'), scope), 'page');
  });

  test('hashed bundles and search shards are immutable; the search manifest and images are revalidated', () => {
    assert.equal(strategyFor(get('/assets/js/1234.abcdef.js'), scope), 'immutable');
    assert.equal(strategyFor(get('/search/docs-default-current.aaf696115eb9.json', 'cors', ''), scope), 'immutable');
    assert.equal(strategyFor(get('/search/docs-default-current.text.69caae94998c.json', 'cors', ''), scope), 'immutable');
    assert.equal(strategyFor(get('/search/manifest.json', 'cors', ''), scope), 'revalidate');
    assert.equal(strategyFor(get('/img/logo.svg', 'no-cors', 'image'), scope), 'revalidate');
  });

  test('the precached shell, other origins, POSTs, the worker, social cards and Markdown twins are left alone', () => {
    assert.equal(strategyFor(get('/assets/js/main.abc.js'), scope), 'pass');
    assert.equal(strategyFor({...get('/x'), url: 'https://elsewhere.test/a.js'}, scope), 'pass');
    assert.equal(strategyFor({...get('/search/manifest.json'), method: 'POST'}, scope), 'pass');
    assert.equal(strategyFor(get('/sw.js'), scope), 'pass');
    assert.equal(strategyFor(get('/social-cards/docs/guide/x.png', 'no-cors', 'image'), scope), 'pass');
    assert.equal(strategyFor(get('/docs/guide/x.md', 'cors', ''), scope), 'pass');
  });

  test('outside the base URL nothing is handled', () => {
    const based: Scope = {...scope, baseUrl: '/site/'};
    assert.equal(strategyFor(get('/other/page', 'navigate', 'document'), based), 'pass');
    assert.equal(strategyFor(get('/site/assets/js/1.abc.js'), based), 'immutable');
  });

  test('the three URL forms of a page share one key', () => {
    const key = 'https://docs.test/docs/guide/x';
    for (const form of ['/docs/guide/x', '/docs/guide/x/', '/docs/guide/x/index.html', '/docs/guide/x.html', '/docs/guide/x?q=1#h']) {
      assert.equal(pageKey(`https://docs.test${form}`), key, form);
    }
    assert.equal(pageKey('https://docs.test/'), 'https://docs.test/');
    assert.equal(pageKey('https://docs.test/index.html'), 'https://docs.test/');
  });

  test('the oldest entries go when over the limit', () => {
    assert.deepEqual(overLimit(['a', 'b', 'c', 'd'], 2), ['a', 'b']);
    assert.deepEqual(overLimit(['a'], 2), []);
  });

  test('the index files of the reader version: titles and body text, unknown tags skipped', () => {
    const manifest = {shards: {default: {file: 'default.1.json', text: 'default.text.2.json'}, 'docs-default-current': {file: 'c.3.json'}}};
    assert.deepEqual(searchFilesFor(manifest, ['default', 'docs-default-current', 'nope'], 'https://docs.test/search/'), [
      'https://docs.test/search/default.1.json',
      'https://docs.test/search/default.text.2.json',
      'https://docs.test/search/c.3.json',
    ]);
  });
});

describe('offline: the shell', () => {
  test('styles and scripts a page loads first, same site only', () => {
    const html =
      '<link rel=stylesheet href=/assets/css/styles.a.css><script src=/assets/js/runtime~main.b.js defer></script>' +
      '<script src="/assets/js/1.c.js" defer data-route-section></script><link rel=preload as=image href=/img/logo.svg>' +
      '<link rel=icon href=/img/favicon.svg><script src=https://cdn.test/x.js></script><script>inline()</script>';
    assert.deepEqual(assetsOfHtml(html, '/'), ['/assets/css/styles.a.css', '/assets/js/runtime~main.b.js', '/assets/js/1.c.js']);
  });

  test('every chunk a module loads with import(), its split-out chunks included; nothing else', () => {
    const searchBar = './node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js';
    const chunks = [
      {id: 1, files: ['assets/js/1.a.js'], origins: [{moduleName: searchBar, request: '@docsearch/react/modal'}]},
      {
        id: 2,
        files: ['assets/js/2.b.js'],
        origins: [
          {moduleName: searchBar, request: '@docsearch/react/modal'},
          {moduleName: './src/other.ts', request: './x'},
        ],
      },
      {id: 3, files: ['assets/js/3.c.js'], origins: [{moduleName: './.docusaurus/registry.js', request: '@site/docs/guide/x.mdx'}]},
      {
        id: 4,
        files: ['assets/js/4.d.js'],
        origins: [{moduleIdentifier: 'builtin:swc-loader??ruleSet!/site/src/search/prefetch.ts', request: './runtime'}],
      },
    ];
    assert.deepEqual(chunkFilesImportedBy(chunks, ['theme-search-algolia/lib/theme/SearchBar/index.js', 'src/search/prefetch.ts']), [
      'assets/js/1.a.js',
      'assets/js/2.b.js',
      'assets/js/4.d.js',
    ]);
    assert.deepEqual(chunkFilesImportedBy(chunks, ['src/nothing.ts']), []);
  });

  test('shell files are build-relative and listed once', () => {
    assert.deepEqual(shellFiles(['/assets/js/a.js', '/assets/js/b.js'], ['assets/js/b.js'], ['img/logo.svg'], '/'), [
      'assets/js/a.js',
      'assets/js/b.js',
      'img/logo.svg',
    ]);
  });
});

describe('offline: installation', () => {
  test('the manifest names the site, starts at its base URL, stands alone, with 192 and 512 px PNG icons', () => {
    const manifest = webManifest({title: 'CommandKit', tagline: 'Bots', baseUrl: '/', themeColor: '#123', backgroundColor: '#000'});
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.display, 'standalone');
    assert.deepEqual(
      (manifest.icons as Array<{sizes: string; src: string}>).map((icon) => [icon.sizes, icon.src]),
      [
        ['192x192', `/${iconFile(192)}`],
        ['512x512', `/${iconFile(512)}`],
      ],
    );
  });

  test('the icon is the logo placed on the background, at the icon size', () => {
    const svg = iconSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>', 192, '#000');
    assert.match(svg, /^<svg[^>]*width="192" height="192"/);
    assert.match(svg, /<svg x="27" y="27" width="138" height="138" xmlns/);
  });
});

describe('offline: the worker build', () => {
  test('TypeScript becomes JavaScript with the same lines', () => {
    const source = "import type {A} from './a';\nexport function f(x: number): A {\n  return x as A;\n}\n";
    const js = toJavaScript(source, 'x.ts');
    assert.equal(js.split('\n').length, source.split('\n').length);
    assert.doesNotMatch(js, /: number|as A|import type/);
    assert.match(js, /export function f\(x\s*\)/);
  });

  test('the config module carries the build values', () => {
    const module = workerConfigModule({baseUrl: '/', pageLimit: 5, assetLimit: 9}, ['assets/js/main.a.js']);
    assert.match(module, /export const CONFIG = \{"baseUrl":"\/","pageLimit":5,"assetLimit":9\};/);
    assert.match(module, /export const PRECACHED = \["assets\/js\/main\.a\.js"\];/);
  });

  test('options: defaults, and shell pages must be site paths', () => {
    const {value, error} = optionsSchema.validate({});
    assert.equal(error, undefined);
    assert.equal(value.pageLimit, 500);
    assert.ok(optionsSchema.validate({shellPages: ['docs/x']}).error);
  });
});
