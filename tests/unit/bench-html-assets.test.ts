import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assetPathInBuild, firstLoadAssets, parseAttributes, sumSizes} from '../../plugins/shared/html-assets';

const DOCUSAURUS_LIKE = `<!doctype html><html lang="en"><head>
<meta charset="UTF-8"><title>Intro</title>
<link rel="preload" href="/assets/js/ignored.js" as="script">
<link rel="stylesheet" href="/assets/css/styles.abc.css">
<link rel=stylesheet href='/assets/css/extra.css?v=1'>
<link rel="alternate stylesheet" href="/assets/css/alt.css">
<link rel="icon" href="/img/favicon.svg">
<script src="/assets/js/runtime~main.1.js" defer="defer"></script>
<script src="/assets/js/main.2.js" defer></script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<!-- <script src="/assets/js/commented.js"></script> -->
</head><body><script>(function(){document.documentElement.setAttribute("data-theme","dark")})()</script>
<style>.a{color:red}</style>
<script type="module" src="/assets/js/mod.js"></script>
<script src="/assets/js/main.2.js" defer></script>
<SCRIPT SRC="https://cdn.example.com/x.js"></SCRIPT>
</body></html>`;

test('scripts: src tags in order, deduplicated, data blocks and comments ignored', () => {
  const assets = firstLoadAssets(DOCUSAURUS_LIKE);
  assert.deepEqual(assets.scripts, [
    '/assets/js/runtime~main.1.js',
    '/assets/js/main.2.js',
    '/assets/js/mod.js',
    'https://cdn.example.com/x.js',
  ]);
  assert.equal(assets.inlineScriptBytes, Buffer.byteLength('(function(){document.documentElement.setAttribute("data-theme","dark")})()'));
});

test('stylesheets: rel may hold several tokens; preload and icon links are not stylesheets', () => {
  const assets = firstLoadAssets(DOCUSAURUS_LIKE);
  assert.deepEqual(assets.stylesheets, ['/assets/css/styles.abc.css', '/assets/css/extra.css?v=1', '/assets/css/alt.css']);
  assert.equal(assets.inlineStyleBytes, Buffer.byteLength('.a{color:red}'));
});

test('a page with no assets gives empty lists', () => {
  assert.deepEqual(firstLoadAssets('<html><body>hi</body></html>'), {
    scripts: [],
    stylesheets: [],
    inlineScriptBytes: 0,
    inlineStyleBytes: 0,
  });
});

test('attributes: quoted, unquoted, bare, entities decoded, first one wins', () => {
  assert.deepEqual(parseAttributes(` src="/a.js?x=1&amp;y=2" defer data-x=plain class='c' src="/b.js"`), {
    src: '/a.js?x=1&y=2',
    defer: '',
    'data-x': 'plain',
    class: 'c',
  });
});

test('asset URLs map into the build folder; other origins do not', () => {
  assert.equal(assetPathInBuild('/assets/js/main.2.js'), 'assets/js/main.2.js');
  assert.equal(assetPathInBuild('/assets/css/extra.css?v=1'), 'assets/css/extra.css');
  assert.equal(assetPathInBuild('/docs-site/assets/js/a%7Eb.js', '/docs-site/'), 'assets/js/a~b.js');
  assert.equal(assetPathInBuild('https://cdn.example.com/x.js'), null);
  assert.equal(assetPathInBuild('//cdn.example.com/x.js'), null);
});

test('sizes add up', () => {
  assert.deepEqual(
    sumSizes([
      {raw: 10, gzip: 4},
      {raw: 5, gzip: 3},
    ]),
    {files: 2, raw: 15, gzip: 7},
  );
  assert.deepEqual(sumSizes([]), {files: 0, raw: 0, gzip: 0});
});
