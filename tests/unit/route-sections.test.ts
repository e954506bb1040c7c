import {describe, it} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import {partial, testValidate} from './test-helpers';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {
  chunkNamesOf,
  parseRegistryModule,
  parseRoutesChunkNames,
  parseRoutesModule,
  type RouteNode,
} from '../../plugins/route-sections/src/generated';
import {mainRoutes, planSections} from '../../plugins/route-sections/src/plan';
import {
  CHUNK_NAMES_FILE,
  emitRouteModules,
  REGISTRY_FILE,
  ROUTES_FILE,
  sectionFile,
  stubChunkNamesKey,
} from '../../plugins/route-sections/src/emit';
import {htmlFileOf, withSectionScript} from '../../plugins/route-sections/src/html';
import routeSectionsPlugin, {routeModuleAliases, validateOptions} from '../../plugins/route-sections/src/index';

// Route files in the format @docusaurus/core 3.8 writes (codegenRoutes): a small docs site with a
// 'classes' folder of four pages, a 'guide' folder of two, and the usual top-level routes.
const docs = [
  ['/docs/api/classes', 'a01', 'api'],
  ['/docs/api/classes/alpha', 'a02', 'api'],
  ['/docs/api/classes/beta', 'a03', 'api'],
  ['/docs/api/classes/gamma', 'a04', 'api'],
  ['/docs/api/classes/delta', 'a05', 'api'],
  ['/docs/guide/intro', 'g01', 'guide'],
  ['/docs/guide/setup', 'g02', 'guide'],
] as const;

const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', 's01'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'd01'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'd02'),
        routes: [
${docs
  .map(
    ([path, hash, sidebar]) => `          {
            path: '${path}',
            component: ComponentCreator('${path}', '${hash}'),
            exact: true,
            sidebar: "${sidebar}"
          }`,
  )
  .join(',\n')}
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'h01'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const chunkOf = (hash: string) => `c${hash}`;
const CHUNK_NAMES = {
  '/search-s01': {__comp: 'search'},
  '/docs-d01': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/docs-d02': {__comp: 'docRoot', __props: 'version'},
  '/-h01': {__comp: 'home'},
  ...Object.fromEntries(docs.map(([path, hash]) => [`${path}-${hash}`, {__comp: 'docItem', content: chunkOf(hash)}])),
};
const REGISTRY_JS = `export default {
${[...new Set(Object.values(CHUNK_NAMES).flatMap(chunkNamesOf))]
  .sort()
  .map(
    (name) =>
      `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.mdx"), ` +
      `"@site/${name}.mdx", require.resolveWeak("@site/${name}.mdx")],`,
  )
  .join('\n')}};
`;

/** Evaluates an emitted module (imports bound to the given values) and returns its default export. */
function evaluate(source: string, imports: Record<string, unknown>): unknown {
  const sandbox: Record<string, unknown> = {require: {resolveWeak: (request: string) => `weak:${request}`}, Object};
  let body = source.replace(/^import (\w+) from (['"])(.+?)\2;$/gm, (_, name: string, _q, request: string) => {
    sandbox[`__import_${name}`] = imports[request];
    return `const ${name} = __import_${name};`;
  });
  body = body.replace(/^import \{(.+?)\} from (['"])(.+?)\2;$/gm, (_, names: string, _q, request: string) => {
    sandbox.__named = imports[request];
    return `const {${names}} = __named;`;
  });
  body = body.replace(/^export default /m, '__result = ');
  vm.runInNewContext(body, sandbox);
  return sandbox.__result;
}

interface BuiltRoute {
  path: string;
  component: unknown;
  exact?: boolean;
  routes?: BuiltRoute[];
  [attribute: string]: unknown;
}

/** Runs the emitted modules the way the client does, with every section installed, and returns the route table and maps. */
function runEmitted(minRoutes: number) {
  const plan = planSections(parseRoutesModule(ROUTES_JS), minRoutes);
  const files = emitRouteModules({
    plan,
    registry: parseRegistryModule(REGISTRY_JS),
    routesChunkNames: parseRoutesChunkNames(JSON.stringify(CHUNK_NAMES)),
    clientModule: '/client/sections.ts',
  });
  const registry = evaluate(files.get(REGISTRY_FILE)!, {}) as Record<string, unknown[]>;
  const chunkNames = evaluate(files.get(CHUNK_NAMES_FILE)!, {}) as Record<string, unknown>;
  const ComponentCreator = (path: string, hash?: string) => `component(${path}, ${hash})`;
  const stubs: Array<{stub: BuiltRoute; file: string}> = [];
  const client = {
    sectionRoute: (path: string, _load: unknown, moduleId: string) => {
      const stub: BuiltRoute = {path, exact: true, component: 'stub'};
      stubs.push({stub, file: moduleId.replace('weak:./', '')});
      return stub;
    },
    withLoadedSections: (routes: BuiltRoute[]) => routes,
  };
  const table = evaluate(files.get(ROUTES_FILE)!, {
    '@docusaurus/ComponentCreator': ComponentCreator,
    '/client/sections.ts': client,
  }) as BuiltRoute[];
  const mainTable = JSON.parse(JSON.stringify(table)) as BuiltRoute[];
  const mainChunkNames = JSON.parse(JSON.stringify(chunkNames)) as Record<string, unknown>;
  const install = (routes: BuiltRoute[]) => {
    for (const {stub, file} of stubs) {
      const index = routes.indexOf(stub);
      if (index !== -1) {
        const sectionRoutes = evaluate(files.get(file)!, {
          '@docusaurus/ComponentCreator': ComponentCreator,
          '@generated/registry': registry,
          '@generated/routesChunkNames': chunkNames,
        }) as BuiltRoute[];
        routes.splice(index, 1, ...sectionRoutes);
      }
    }
    routes.forEach((route) => route.routes && install(route.routes));
  };
  install(table);
  // Plain objects of this context (the modules ran in another one), for deepEqual.
  const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return {
    plan,
    files,
    table: plain(table),
    mainTable: plain(mainTable),
    registry,
    chunkNames: plain(chunkNames),
    mainChunkNames: plain(mainChunkNames),
  };
}

function expectedTable(routes: RouteNode[]): BuiltRoute[] {
  return routes.map((route) => ({
    path: route.path,
    component: route.hash === null ? `component(${route.path}, undefined)` : `component(${route.path}, ${route.hash})`,
    ...(route.exact === undefined ? {} : {exact: route.exact}),
    ...route.attributes,
    ...(route.routes ? {routes: expectedTable(route.routes)} : {}),
  }));
}

describe('route-sections: reading the generated route files', () => {
  it('reads the route tree with paths, hashes, exact flags, attributes and children', () => {
    const routes = parseRoutesModule(ROUTES_JS);
    assert.deepEqual(
      routes.map((route) => route.path),
      ['/search', '/docs', '/', '*'],
    );
    assert.equal(routes[3]!.hash, null);
    const leaf = routes[1]!.routes![0]!.routes![1]!;
    assert.deepEqual(leaf, {path: '/docs/api/classes/alpha', hash: 'a02', exact: true, attributes: {sidebar: 'api'}});
  });

  it('refuses route files of another shape, naming the file', () => {
    assert.throws(() => parseRoutesModule('export default [{path: "/a", component: null}];'), /routes\.js does not have the shape/);
    assert.throws(() => parseRoutesModule('export default {};'), /not an array/);
    assert.throws(() => parseRoutesModule('const x = 1;'), /no default export/);
    assert.throws(
      () => parseRegistryModule('export default {\n  "a": something,\n};'),
      /registry\.js does not have the shape.*unexpected entry/,
    );
    assert.throws(() => parseRoutesChunkNames('[]'), /routesChunkNames\.json/);
  });

  it('reads every registry entry with its request', () => {
    const registry = parseRegistryModule(REGISTRY_JS);
    assert.equal(registry.get('ca02')?.requestLiteral, '"@site/ca02.mdx"');
    assert.equal(registry.size, new Set(Object.values(CHUNK_NAMES).flatMap(chunkNamesOf)).size);
  });
});

describe('route-sections: the plan', () => {
  it('makes a section of each folder of at least minRoutes sibling pages, and keeps the rest in main', () => {
    const plan = planSections(parseRoutesModule(ROUTES_JS), 3);
    assert.deepEqual(
      plan.sections.map((section) => [section.parentPath, section.stubPath, section.routes.length]),
      [['/docs/api/classes', '/docs/api/classes/:page', 4]],
    );
    assert.ok(plan.sections[0]!.routes.some((route) => route.path === '/docs/api/classes/beta'));
    // The folder's own index page is a child of /docs/api, so it stays in main; so does the two-page guide.
    const kept = mainRoutes(plan.main).map((route) => route.path);
    assert.ok(kept.includes('/docs/api/classes') && kept.includes('/docs/guide/intro'));
    assert.ok(!kept.includes('/docs/api/classes/beta'));
    assert.equal(planSections(parseRoutesModule(ROUTES_JS), 2).sections.length, 2);
  });

  it('leaves alone arrays that hold anything but exact leaf routes (the top level, with its 404 route)', () => {
    const routes = parseRoutesModule(ROUTES_JS);
    const plan = planSections(routes, 2);
    assert.deepEqual(
      plan.main.map((item) => (item.kind === 'route' ? item.route.path : 'stub')),
      ['/search', '/docs', '/', '*'],
    );
  });
});

describe('route-sections: the emitted modules', () => {
  for (const minRoutes of [2, 3, 10]) {
    it(
      `rebuild exactly the route table, registry and chunk names Docusaurus generated once every section ` +
        `is installed (min ${minRoutes})`,
      () => {
        const {table, registry, chunkNames, plan} = runEmitted(minRoutes);
        assert.deepEqual(table, expectedTable(parseRoutesModule(ROUTES_JS)));
        const stubKeys = plan.sections.map(stubChunkNamesKey);
        const withoutStubs = Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !stubKeys.includes(key)));
        assert.deepEqual(withoutStubs, CHUNK_NAMES);
        const original = parseRegistryModule(REGISTRY_JS);
        assert.deepEqual(Object.keys(registry).sort(), [...original.keys()].sort());
        for (const [name, entry] of Object.entries(registry)) {
          // Loader, module path left out (only the server render reads it), weak request of the same module.
          assert.equal(typeof entry[0], 'function');
          assert.equal(entry[1], 0);
          assert.equal(entry[2], `weak:${original.get(name)!.requestLiteral.slice(1, -1)}`);
        }
      },
    );
  }

  it('keep the pages of a section out of the main modules, with a stub whose chunk can be prefetched', () => {
    const {mainTable, mainChunkNames, files, plan} = runEmitted(3);
    const main = JSON.stringify(mainTable) + JSON.stringify(mainChunkNames) + files.get(REGISTRY_FILE);
    assert.doesNotMatch(main, /alpha|ca02/);
    assert.match(main, /\/docs\/guide\/intro/);
    const [section] = plan.sections;
    assert.deepEqual(mainChunkNames[stubChunkNamesKey(section!)], {section: section!.chunkName});
    // Docusaurus's prefetch finds a route's chunk names by dropping the key's last `-…` part.
    assert.equal(stubChunkNamesKey(section!).replace(/-[^-]+$/, ''), section!.stubPath);
    assert.match(files.get(ROUTES_FILE)!, new RegExp(`webpackChunkName: "${section!.chunkName}" \\*/ "\\./${sectionFile(section!)}"`));
  });
});

describe('route-sections: pages', () => {
  const page =
    '<head><link rel=stylesheet href=/assets/css/s.css><script src=/assets/js/runtime~main.1a2b3c4d.js ' +
    'defer></script><script src=/assets/js/main.5e6f7a8b.js defer></script></head>';

  it('puts the section script between the runtime and main.js, once', () => {
    const once = withSectionScript(page, '/assets/js/12.abcdef12.js', 'a.html');
    assert.match(
      once,
      /runtime~main\.1a2b3c4d\.js defer><\/script><script src="\/assets\/js\/12\.abcdef12\.js" defer data-route-section><\/script><script src=\/assets\/js\/main/,
    );
    assert.equal(withSectionScript(once, '/assets/js/12.abcdef12.js', 'a.html'), once);
  });

  it('refuses a page without a main.js script, naming it', () => {
    assert.throws(() => withSectionScript('<head></head>', '/x.js', 'docs/a.html'), /docs\/a\.html has no main/);
  });

  it("finds a route's HTML file by Docusaurus's rule for trailing slashes", () => {
    assert.equal(htmlFileOf('/docs/a/b', '/', false), 'docs/a/b.html');
    assert.equal(htmlFileOf('/docs/a/b', '/', undefined), 'docs/a/b/index.html');
    assert.equal(htmlFileOf('/docs/a/b', '/', true), 'docs/a/b/index.html');
    assert.equal(htmlFileOf('/base/docs/a', '/base/', false), 'docs/a.html');
    assert.equal(htmlFileOf('/docs/a.html', '/', false), 'docs/a.html');
  });
});

describe('route-sections: the plugin', () => {
  it('aliases exactly the three generated route modules (exact match) to the written ones', () => {
    assert.deepEqual(routeModuleAliases('/g/route-sections'), {
      '@generated/routes$': '/g/route-sections/routes.js',
      '@generated/registry$': '/g/route-sections/registry.js',
      '@generated/routesChunkNames$': '/g/route-sections/routesChunkNames.js',
    });
  });

  it('leaves the server bundle and the development bundle alone', () => {
    const plugin = routeSectionsPlugin(partial<LoadContext>({generatedFilesDir: '/nowhere', baseUrl: '/'}), {
      id: 'default',
      minRoutesPerSection: 2,
    });
    const configure = plugin.configureWebpack! as unknown as (config: object, isServer: boolean) => object;
    assert.deepEqual(configure({mode: 'production'}, true), {});
    assert.deepEqual(configure({mode: 'development'}, false), {});
  });
});

describe('route-sections: options', () => {
  const validate = testValidate(validateOptions);

  it('defaults to sections of two pages or more and refuses a minimum under two', () => {
    assert.deepEqual(validate({}), {id: 'default', minRoutesPerSection: 2});
    assert.throws(() => validate({minRoutesPerSection: 1}), /minRoutesPerSection/);
  });
});
