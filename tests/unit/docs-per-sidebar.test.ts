import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from '@docusaurus/types';
import {matchRoutes} from 'react-router-config';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {commonPath, splitDocsRoutes, type VersionMetadataProp} from '../../plugins/docs-per-sidebar/src/split';
import {splitOptionsFor} from '../../plugins/docs-per-sidebar/src/index';
import {isUnderBasePath, slimGlobalData, type GlobalSidebar} from '../../plugins/docs-per-sidebar/src/global-data';
import {tempFolder} from './temp-folders';

const page = (path: string, sidebar?: string): RouteConfig =>
  ({path, component: 'DocItem', exact: true, ...(sidebar ? {sidebar} : {})}) as RouteConfig;

function versionRoute(path: string, pages: RouteConfig[], extra: RouteConfig[] = []): RouteConfig {
  const version: VersionMetadataProp = {
    pluginId: 'default',
    version: path,
    docsSidebars: {guide: [{type: 'link', href: `${path}/guide/a`}], api: [{type: 'link', href: `${path}/api/x`}]},
    docs: Object.fromEntries(
      pages.map((route) => {
        const id = route.path.slice(1);
        const sidebar = (route as {sidebar?: string}).sidebar;
        return [id, {id, title: id, description: `About ${id}`, ...(sidebar ? {sidebar} : {})}];
      }),
    ),
  };
  return {
    path,
    exact: false,
    component: 'DocVersionRoot',
    props: {version},
    routes: [{path, exact: false, component: 'DocRoot', routes: pages}, ...extra],
  };
}

const root = (...versions: RouteConfig[]): RouteConfig => ({path: '/docs', exact: false, component: 'DocsRoot', routes: versions});

/** Docusaurus's routes as the router's matcher takes them: it reads only path, exact and routes (a component is a module name here). */
const routerRoutes = (routes: RouteConfig[]) => routes as unknown as Parameters<typeof matchRoutes>[0];

/** The version metadata a URL's page is rendered with, and the page route the router picks. */
function resolve(tree: RouteConfig, url: string): {version: VersionMetadataProp; page: string} {
  const matches = matchRoutes(routerRoutes([tree]), url);
  const versionMatch = matches.find((match) => (match.route as unknown as RouteConfig).props?.version);
  return {
    version: (versionMatch!.route as unknown as RouteConfig).props!.version as VersionMetadataProp,
    page: matches.at(-1)!.route.path as string,
  };
}

describe('docs-per-sidebar', () => {
  const current = versionRoute(
    '/docs',
    [
      page('/docs/guide/a', 'guide'),
      page('/docs/guide/b/c', 'guide'),
      page('/docs/api/x', 'api'),
      page('/docs/api/', 'api'),
      page('/docs/loose'),
    ],
    [page('/docs/tags')],
  );
  const old = versionRoute('/docs/v0', [page('/docs/v0/guide/a', 'guide'), page('/docs/v0/api/x', 'api'), page('/docs/v0/api/y', 'api')]);
  const tree = root(old, current);
  const split = splitDocsRoutes(tree, {docs: 'titles'});

  it('finds the path a sidebar’s pages share', () => {
    assert.equal(commonPath(['/docs/guide/a', '/docs/guide/b/c']), '/docs/guide');
    assert.equal(commonPath(['/docs/api/x', '/docs/api/']), '/docs/api');
    assert.equal(commonPath(['/docs/v0/guide/a']), '/docs/v0/guide/a');
  });

  it('routes every URL to the same page as before', () => {
    for (const url of [
      '/docs/guide/a',
      '/docs/guide/b/c',
      '/docs/api/x',
      '/docs/api/',
      '/docs/loose',
      '/docs/tags',
      '/docs/v0/guide/a',
      '/docs/v0/api/x',
      '/docs/v0/api/y',
    ]) {
      assert.equal(resolve(split, url).page, resolve(tree, url).page, url);
    }
  });

  it('gives a page only its own sidebar and its sidebar’s docs, without descriptions', () => {
    const guide = resolve(split, '/docs/guide/b/c').version;
    assert.deepEqual(Object.keys(guide.docsSidebars), ['guide']);
    assert.deepEqual(Object.keys(guide.docs).sort(), ['docs/guide/a', 'docs/guide/b/c']);
    assert.equal(guide.docs['docs/guide/a']!.description, undefined);
    assert.equal(guide.version, '/docs');
    const api = resolve(split, '/docs/api/x').version;
    assert.deepEqual(Object.keys(api.docsSidebars), ['api']);
    const oldApi = resolve(split, '/docs/v0/api/y').version;
    assert.deepEqual(Object.keys(oldApi.docs).sort(), ['docs/v0/api/x', 'docs/v0/api/y']);
    const none = splitDocsRoutes(tree, {docs: 'none'});
    assert.deepEqual(resolve(none, '/docs/api/x').version.docs, {});
    assert.deepEqual(Object.keys(resolve(none, '/docs/api/x').version.docsSidebars), ['api']);
    const loose = resolve(split, '/docs/loose').version;
    assert.deepEqual(Object.keys(loose.docsSidebars), []);
    assert.deepEqual(Object.keys(loose.docs), ['docs/loose']);
  });

  it('keeps a sidebar in place when another page lives under its path', () => {
    const shared = versionRoute('/docs', [page('/docs/guide/a', 'guide'), page('/docs/guide/b', 'guide'), page('/docs/guide/extra')]);
    const result = splitDocsRoutes(root(shared), {docs: 'all'});
    assert.equal(result.routes!.length, 1);
    assert.deepEqual(Object.keys((result.routes![0]!.props!.version as VersionMetadataProp).docsSidebars).sort(), ['api', 'guide']);
  });

  it('keeps doc titles as soon as the site has a category index page or a page that uses DocCard', () => {
    const siteDir = tempFolder('docs-per-sidebar-');
    writeFileSync(path.join(siteDir, 'plain.mdx'), '# Plain');
    writeFileSync(path.join(siteDir, 'cards.mdx'), "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />");
    assert.deepEqual(splitOptionsFor(siteDir, [{categoryGeneratedIndices: [], docs: [{source: '@site/plain.mdx'}]}]), {docs: 'none'});
    assert.deepEqual(splitOptionsFor(siteDir, [{categoryGeneratedIndices: [{}], docs: []}]), {docs: 'titles'});
    assert.deepEqual(
      splitOptionsFor(siteDir, [{categoryGeneratedIndices: [], docs: [{source: '@site/plain.mdx'}, {source: '@site/cards.mdx'}]}]),
      {docs: 'titles'},
    );
  });

  it('sees a doc that starts using DocCard after an edit (the dev server reloads on every edit)', () => {
    const siteDir = tempFolder('docs-per-sidebar-');
    const versions = [{categoryGeneratedIndices: [], docs: [{source: '@site/page.mdx'}]}];
    writeFileSync(path.join(siteDir, 'page.mdx'), '# Page');
    assert.deepEqual(splitOptionsFor(siteDir, versions), {docs: 'none'});
    writeFileSync(path.join(siteDir, 'page.mdx'), "# Page\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />");
    assert.deepEqual(splitOptionsFor(siteDir, versions), {docs: 'titles'});
    writeFileSync(path.join(siteDir, 'page.mdx'), '# Page, plain again');
    assert.deepEqual(splitOptionsFor(siteDir, versions), {docs: 'none'});
  });
});

describe('docs-per-sidebar: global data', () => {
  const data = {
    path: '/docs',
    versions: [
      {
        name: 'current',
        mainDocId: 'guide/intro',
        sidebars: {
          guide: {link: {path: '/docs/guide/intro', label: 'guide/intro'}},
          api: {link: {path: '/docs/api-reference/', label: 'Overview'}},
        },
        docs: [
          {id: 'guide/intro', path: '/docs/guide/intro', sidebar: 'guide'},
          {id: 'guide/known-issues', path: '/docs/guide/known-issues', sidebar: 'guide'},
          {id: 'guide/commands/middlewares', path: '/docs/guide/commands/middlewares', sidebar: 'guide'},
          {id: 'api-reference/index', path: '/docs/api-reference/', sidebar: 'api'},
          {id: 'api-reference/commandkit/classes/command-kit', path: '/docs/api-reference/commandkit/classes/command-kit', sidebar: 'api'},
        ],
      },
      {
        name: '0.1.10',
        mainDocId: 'guide/installation',
        sidebars: {guide: {link: {path: '/docs/v0/guide/installation', label: 'guide/installation'}}},
        docs: [
          {id: 'guide/installation', path: '/docs/v0/guide/installation', sidebar: 'guide'},
          {id: 'guide/known-issues', path: '/docs/v0/guide/known-issues', sidebar: 'guide'},
        ],
      },
    ],
    breadcrumbs: true,
  };

  it('keeps main docs and docs whose id exists in another version, and nothing else', () => {
    const slim = slimGlobalData(data);
    assert.deepEqual(
      slim.versions[0]!.docs.map((doc) => doc.id),
      ['guide/intro', 'guide/known-issues'],
    );
    assert.deepEqual(
      slim.versions[1]!.docs.map((doc) => doc.id),
      ['guide/installation', 'guide/known-issues'],
    );
    assert.equal(slim.path, '/docs');
    assert.equal(slim.breadcrumbs, true);
  });

  it("gives each sidebar the path its docs share, and keeps the sidebar's link", () => {
    const slim = slimGlobalData(data);
    assert.deepEqual(slim.versions[0]!.sidebars, {
      guide: {link: {path: '/docs/guide/intro', label: 'guide/intro'}, basePath: '/docs/guide'},
      api: {link: {path: '/docs/api-reference/', label: 'Overview'}, basePath: '/docs/api-reference'},
    });
    assert.equal((slim.versions[1]!.sidebars as Record<string, GlobalSidebar>).guide!.basePath, '/docs/v0/guide');
  });

  it('returns data of another shape untouched', () => {
    const other = {something: 'else'};
    assert.equal(slimGlobalData(other), other);
  });

  it('a path is under a base path segment by segment', () => {
    assert.ok(isUnderBasePath('/docs/guide', '/docs/guide'));
    assert.ok(isUnderBasePath('/docs/guide/commands/middlewares', '/docs/guide'));
    assert.ok(isUnderBasePath('/docs/api-reference/', '/docs/api-reference'));
    assert.ok(!isUnderBasePath('/docs/guide-extra', '/docs/guide'));
    assert.ok(!isUnderBasePath('/docs/v0/guide/installation', '/docs/guide'));
    assert.ok(!isUnderBasePath('/docs/guide/intro', undefined));
  });
});
