/**
 * dev-lazy-pages: lazy compilation is switched on for the dev server's client compile only, when its compiler
 * starts watching, and its request handler reaches the dev server through Docusaurus's merge of `devServer`.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {merge} from 'webpack-merge';
import type {LoadContext} from '@docusaurus/types';
import devLazyPagesPlugin from '../../plugins/dev-lazy-pages/src/index';
import {isDevClientCompile, setupLazyMiddleware, type Middleware} from '../../plugins/dev-lazy-pages/src/lazy';
import {partial} from './test-helpers';

type Setup = (middlewares: unknown[], devServer?: unknown) => unknown[];

describe('dev-lazy-pages: which compile is lazy', () => {
  it('only the client compile of development mode with Rspack', () => {
    assert.equal(isDevClientCompile({mode: 'development'}, false, 'rspack'), true);
    assert.equal(isDevClientCompile({mode: 'production'}, false, 'rspack'), false);
    assert.equal(isDevClientCompile({mode: 'development'}, true, 'rspack'), false);
    assert.equal(isDevClientCompile({mode: 'development'}, false, 'webpack'), false);
    assert.equal(isDevClientCompile({}, false, 'rspack'), false);
  });
});

describe('dev-lazy-pages: the request handler in the dev server', () => {
  // Docusaurus's own setupMiddlewares (commands/start/webpack.js) puts its source-map handler first.
  const sourceMaps: Middleware = () => 'source maps';
  const docusaurusSetup: Setup = (middlewares) => {
    middlewares.unshift(sourceMaps);
    return middlewares;
  };

  it("comes first, once, when merged with Docusaurus's setup as Docusaurus merges devServer", () => {
    let lazy: Middleware | undefined;
    const merged = merge<{setupMiddlewares: Setup}>([
      {setupMiddlewares: docusaurusSetup},
      {setupMiddlewares: setupLazyMiddleware(() => lazy)},
    ]);
    const defaults: Middleware = () => 'dev middleware';
    const list = merged.setupMiddlewares([defaults]);
    assert.equal(list.length, 3);
    assert.equal(list[1], sourceMaps);
    assert.equal(list[2], defaults);
    const first = list[0] as Middleware;
    // Before the compiler watches there is no lazy handler: requests go on to the next handler.
    let passedOn = 0;
    first({}, {}, () => passedOn++);
    assert.equal(passedOn, 1);
    // Once it exists, requests reach it (it passes on what is not its own).
    lazy = (request, _response, next) => ((request as {url: string}).url.startsWith('/lazy-compilation-using-') ? 'compiled' : next?.());
    assert.equal(first({url: '/lazy-compilation-using-x'}, {}, () => passedOn++), 'compiled');
    first({url: '/docs/guide'}, {}, () => passedOn++);
    assert.equal(passedOn, 2);
  });
});

describe('dev-lazy-pages: the plugin', () => {
  interface FakeCompiler {
    options: {lazyCompilation?: unknown};
    hooks: {watchRun: {tap(name: string, callback: () => void): void}};
    watchRun(): void;
  }
  function fakeCompiler(): FakeCompiler {
    const taps: Array<() => void> = [];
    return {
      options: {},
      hooks: {watchRun: {tap: (_name, callback) => taps.push(callback)}},
      watchRun: () => taps.forEach((tap) => tap()),
    };
  }
  function configure(mode: string, isServer: boolean, made: unknown[]) {
    const plugin = devLazyPagesPlugin(partial<LoadContext>({}));
    const instance = {lazyCompilationMiddleware: (compiler: unknown) => (made.push(compiler), (() => 'lazy') as Middleware)};
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (plugin.configureWebpack as any)({mode}, isServer, {currentBundler: {name: 'rspack', instance}}) as {
      plugins?: Array<{apply(compiler: FakeCompiler): void}>;
      devServer?: {setupMiddlewares: Setup};
    };
  }

  it('changes nothing in a production compile or a server compile', () => {
    assert.deepEqual(configure('production', false, []), {});
    assert.deepEqual(configure('development', true, []), {});
  });

  it('switches lazy compilation on when the compiler first watches, not before, and once', () => {
    const made: unknown[] = [];
    const patch = configure('development', false, made);
    const compiler = fakeCompiler();
    for (const plugin of patch.plugins ?? []) plugin.apply(compiler);
    // A compiler that only runs once (`docusaurus build --dev`) never gets it.
    assert.equal(compiler.options.lazyCompilation, undefined);
    assert.equal(made.length, 0);
    compiler.watchRun();
    compiler.watchRun();
    assert.deepEqual(compiler.options.lazyCompilation, {entries: false, imports: true});
    assert.deepEqual(made, [compiler]);
    // The dev server's list gets the handler, which now reaches the lazy compilation's own.
    const list: unknown[] = [];
    assert.deepEqual(patch.devServer!.setupMiddlewares(list), []);
    assert.equal(list.length, 1);
    assert.equal((list[0] as Middleware)({url: '/lazy-compilation-using-x'}, {}), 'lazy');
  });
});
