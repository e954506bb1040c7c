import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {gzipSync} from 'node:zlib';
import {compactChunkHashTable, MIN_ENTRIES} from '../../plugins/lean-main-bundle/src/chunk-hash-table';
import {NAVBAR_ITEM_TYPES, navbarItemTypesOf} from '../../plugins/lean-main-bundle/src/navbar-item-types';
import {BASE_URL_BANNER_REQUEST, clientSiteMetadata, sideEffectFreeRule} from '../../plugins/lean-main-bundle/src/index';
import {stripTranslationDescriptions} from '../../plugins/lean-main-bundle/src/translation-descriptions';
import siteConfig from '../../docusaurus.config';

const siteDir = path.resolve(import.meta.dirname, '../..');

/** A table like the bundler's: `count` distinct ids below 100 000, 6-hex hashes, seeded so runs are equal. */
function table(count: number): Array<[number, string]> {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const ids = new Set<number>([91000, 0]);
  while (ids.size < count) ids.add(next() % 100_000);
  return [...ids].map((id) => [id, (next() % 16 ** 6).toString(16).padStart(6, '0')]);
}

/** The runtime's chunk file-name function as the minifier writes it, with round ids in exponent form. */
function minifiedRuntime(entries: ReadonlyArray<[number, string]>): string {
  const literal = entries.map(([id, hash]) => `${id % 1000 === 0 && id > 0 ? `${id / 1000}e3` : id}:"${hash}"`).join(',');
  return `(()=>{var n={};n.u=e=>"assets/js/"+e+"."+({${literal}})[e]+".js",n.miniCssF=e=>""+e+".css";return n})()`;
}

const fileNameFunction = (code: string) => (new Function(`return ${code}`)() as {u: (id: number) => string}).u;

describe('lean-main-bundle: compact chunk-hash table', () => {
  it('gives every chunk id the same file name as the literal, and unknown ids the same too', () => {
    const entries = table(760);
    const before = minifiedRuntime(entries);
    const {code, replaced} = compactChunkHashTable(before);
    assert.equal(replaced, 1);
    assert.doesNotMatch(code, /91e3:/);
    const [original, compact] = [fileNameFunction(before), fileNameFunction(code)];
    for (const [id, hash] of entries) {
      assert.equal(compact(id), `assets/js/${id}.${hash}.js`);
      assert.equal(compact(id), original(id));
    }
    assert.equal(compact(123_456), original(123_456));
  });

  it('reads the unminified form as well', () => {
    const entries = table(60);
    const literal = entries.map(([id, hash]) => `"${id}": "${hash}"`).join(',\n');
    const before = `(()=>{var r={};r.u = function(chunkId) { return "" + chunkId + "." + {\n${literal}\n}[chunkId] + ".js"; };return r})()`;
    const {code, replaced} = compactChunkHashTable(before);
    assert.equal(replaced, 1);
    for (const [id] of entries) assert.equal(fileNameFunction(code)(id), fileNameFunction(before)(id));
  });

  it('is at least 1.5 KiB lighter gzipped for a table of the size this site has', () => {
    const before = minifiedRuntime(table(760));
    const saved = gzipSync(before).length - gzipSync(compactChunkHashTable(before).code).length;
    assert.ok(saved > 1536, `saved ${saved} bytes`);
  });

  it('leaves small tables, and tables of mixed hash widths, as they are', () => {
    const small = minifiedRuntime(table(MIN_ENTRIES - 1));
    assert.deepEqual(compactChunkHashTable(small), {code: small, replaced: 0});
    const mixed = minifiedRuntime(table(200).map(([id, hash], index) => [id, index === 3 ? `${hash}ab` : hash]));
    assert.deepEqual(compactChunkHashTable(mixed), {code: mixed, replaced: 0});
  });
});

describe('lean-main-bundle: what the site does not use', () => {
  it('keeps a navbar component for every item type the config uses', () => {
    // Loaded as CommonJS by the test runner, the config may arrive as the module's namespace.
    const config = ((siteConfig as unknown as {default?: typeof siteConfig}).default ?? siteConfig) as typeof siteConfig;
    const items = (config.themeConfig as {navbar: {items: Array<{type?: string}>}}).navbar.items;
    const used = navbarItemTypesOf(items);
    for (const type of used) assert.ok((NAVBAR_ITEM_TYPES as readonly string[]).includes(type), `navbar item type ${type}`);
    assert.ok(used.includes('docsVersionDropdown') && used.includes('default'));
  });

  it("lists exactly NAVBAR_ITEM_TYPES in the theme's map", () => {
    const source = readFileSync(path.join(siteDir, 'plugins/lean-main-bundle/src/theme/NavbarItem/ComponentTypes.tsx'), 'utf8');
    const map = /const ComponentTypes = \{([^}]*)\}/.exec(source)![1]!;
    const keys = [...map.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]).sort();
    assert.deepEqual(keys, [...NAVBAR_ITEM_TYPES].sort());
  });

  it('gives dropdowns without a type the dropdown component, as theme-classic does', () => {
    assert.deepEqual(navbarItemTypesOf([{items: [{type: 'doc'}]}, {}]), ['default', 'doc', 'dropdown']);
  });

  it("replaces the banner by the request Docusaurus's App imports it with", () => {
    const app = readFileSync(createRequire(import.meta.url).resolve('@docusaurus/core/lib/client/App.js'), 'utf8');
    const requests = [...app.matchAll(/from '([^']+)'/g)]
      .map((match) => match[1]!)
      .filter((request) => BASE_URL_BANNER_REQUEST.test(request));
    assert.deepEqual(requests, ['./BaseUrlIssueBanner']);
  });

  it('flags only the named packages side-effect free', () => {
    const {test} = sideEffectFreeRule();
    assert.ok(test.test('/s/node_modules/react-is/cjs/react-is.production.min.js'));
    assert.ok(test.test('C:\\s\\node_modules\\hoist-non-react-statics\\dist\\x.js'));
    assert.ok(!test.test('/s/node_modules/react-isx/index.js'));
    assert.ok(!test.test('/s/node_modules/react-dom/index.js'));
  });

  it("gives the browser the site metadata without the plugins' versions", () => {
    const full = {docusaurusVersion: '3.8.1', siteVersion: '1.0.0', pluginVersions: {a: {type: 'package', version: '1'}}};
    assert.deepEqual(clientSiteMetadata(full), {docusaurusVersion: '3.8.1', siteVersion: '1.0.0', pluginVersions: {}});
  });
});

describe('lean-main-bundle: translator notes', () => {
  it('drops the description of theme labels, in calls and in JSX, wherever it stands in the object', () => {
    const code =
      'let a=(0,c.T)({id:"theme.common.skip",description:"For translators",message:"Skip to main content"});' +
      'let b=(0,c.T)({message:"Switch (currently {mode})",id:"theme.colorToggle.ariaLabel",description:"The \\"toggle\\" label"},{mode:m});' +
      '(0,r.jsx)(T.A,{description:"First",id:"theme.x",children:"Close"});';
    const {code: stripped, removed} = stripTranslationDescriptions(code);
    assert.equal(removed, 3);
    assert.equal(
      stripped,
      'let a=(0,c.T)({id:"theme.common.skip",message:"Skip to main content"});' +
        'let b=(0,c.T)({message:"Switch (currently {mode})",id:"theme.colorToggle.ariaLabel"},{mode:m});' +
        '(0,r.jsx)(T.A,{id:"theme.x",children:"Close"});',
    );
    new Function(stripped);
  });

  it('leaves other objects with a description alone', () => {
    const code =
      '(0,t.jsx)(c.A,{title:"Build bots",description:"Documentation for CommandKit",children:x});' +
      'const s={id:"guide/intro",description:"An introduction"};const k={badge:"b",description:"description_Q0Lb"};';
    assert.deepEqual(stripTranslationDescriptions(code), {code, removed: 0});
  });
});
