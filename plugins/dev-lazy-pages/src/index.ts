/**
 * dev-lazy-pages: `docusaurus start` compiles a page's code when the page is first opened, instead of compiling
 * every page of the site before the first one answers (Rspack's lazy compilation of dynamic imports: each
 * route's modules are `import()`s, so the first compile holds the app shell and a stub per route; opening a page
 * asks the dev server for its modules, which are compiled then and swapped in by hot reload).
 *
 * What a writer sees: the dev server answers sooner; a page's first opening takes the time of its own compile
 * (its remark transforms: hovers, twins, diagrams...); an error in a page (an example that does not compile, a
 * diagram that does not render) shows when that page is opened or edited, in the browser's overlay and in the
 * terminal, as before. `npm run build` and `npm run check:examples` still check every page.
 *
 * Opt-in (DEV_LAZY_PAGES=true) and development only: the site config registers this plugin for the dev server
 * and never for production builds (so the production build's config, and main.js's copy of it, are unchanged),
 * configureWebpack changes nothing but the dev client compile, and lazy compilation is switched on only when
 * that compiler starts watching (`docusaurus start`; `docusaurus build --dev` runs once and compiles everything).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isDevClientCompile, LAZY_COMPILATION, setupLazyMiddleware, type Middleware} from './lazy';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

/** The part of @rspack/core this plugin uses. */
interface RspackLike {
  lazyCompilationMiddleware(compiler: unknown): Middleware;
}

/** The part of Rspack's compiler this plugin uses. */
interface CompilerLike {
  options: {lazyCompilation?: unknown};
  hooks: {watchRun: {tap(name: string, callback: () => void): void}};
}

export default function devLazyPagesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'dev-lazy-pages',

    configureWebpack(config, isServer, utils) {
      const bundler = utils.currentBundler;
      if (!isDevClientCompile(config, isServer, bundler.name)) return {};
      let handler: Middleware | undefined;
      const switchOnWhenWatching = {
        apply(compiler: CompilerLike) {
          compiler.hooks.watchRun.tap('dev-lazy-pages', () => {
            if (handler) return;
            // Rspack adds its lazy compilation to the compiler when this handler is made; the first watch run
            // comes before the compiler's first build, which is when Rspack reads its plugins.
            compiler.options.lazyCompilation = {...LAZY_COMPILATION};
            handler = (bundler.instance as unknown as RspackLike).lazyCompilationMiddleware(compiler);
          });
        },
      };
      return {plugins: [switchOnWhenWatching], devServer: {setupMiddlewares: setupLazyMiddleware(() => handler)}} as never;
    },
  };
}
