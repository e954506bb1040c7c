/**
 * The pure parts of dev-lazy-pages: when the dev server compiles pages on first use, and how its request
 * handler joins the dev server's own.
 */

/** A request handler of the dev server (Express/connect style). */
export type Middleware = (request: unknown, response: unknown, next?: (error?: unknown) => void) => unknown;

/** Rspack's lazy compilation as this plugin sets it: dynamic imports (the routes' modules), not the entry. */
export const LAZY_COMPILATION = {entries: false, imports: true} as const;

/**
 * Whether a configuration can be the dev server's: the client compile, in development mode, with Rspack (the
 * production build and the server compile never are; `build --dev` is ruled out later, as it never watches).
 */
export function isDevClientCompile(config: {mode?: string}, isServer: boolean, bundlerName: string): boolean {
  return !isServer && config.mode === 'development' && bundlerName === 'rspack';
}

/**
 * The dev server's `setupMiddlewares`, as a plugin's configureWebpack gives it. Docusaurus merges it with its own
 * (webpack-merge calls both with the same list and concatenates what they return): this one puts a handler
 * first in that shared list and returns nothing more, so no handler is listed twice. The handler passes each
 * request to `handler()`, the lazy compilation's own, once there is one (the compiler makes it when it starts
 * watching, which may come after the server's setup), and to the next handler otherwise.
 */
export function setupLazyMiddleware(handler: () => Middleware | undefined) {
  const delegate: Middleware = (request, response, next) => {
    const lazy = handler();
    return lazy ? lazy(request, response, next) : next?.();
  };
  return (middlewares: unknown[]): unknown[] => {
    if (!middlewares.includes(delegate)) middlewares.unshift(delegate);
    return [];
  };
}
