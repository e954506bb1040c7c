/**
 * history 4's entry for a browser bundle whose router is the browser router (the site config's
 * `future.experimental_router` is not 'hash'): the same exports, with the hash and memory histories left out.
 *
 * Why: react-router 5 imports createMemoryHistory for MemoryRouter and react-router-dom createHashHistory for
 * HashRouter. Docusaurus picks HashRouter only for `experimental_router: 'hash'` and never uses MemoryRouter,
 * but the bundler keeps both histories: the routers' development-only propTypes statements still name them when
 * it decides what is used (the minifier drops the routers later, too late for the histories). About 2 KiB of
 * main.js. The plugin installs this alias only for the browser router, so the two stand-ins can never run; if
 * something calls one anyway it fails loudly instead of routing wrongly.
 */
export {createBrowserHistory, createLocation, createPath, locationsAreEqual, parsePath} from 'history/esm/history.js';

function unavailable(name: string): never {
  throw new Error(`${name}: not in this bundle (lean-main-bundle)`);
}

export function createHashHistory(): never {
  return unavailable('createHashHistory');
}

export function createMemoryHistory(): never {
  return unavailable('createMemoryHistory');
}
