/**
 * Client side of route sections (see ../index.ts). A section's stub route stands in the route table for
 * the section's pages until its module is loaded; the stub is then replaced, in the same array, by the
 * section's routes, so Docusaurus's router, preload and prefetch see the table they always see.
 *
 * A section gets loaded:
 * - for the page's own section, by a script tag before main.js (added by the plugin's postBuild), so it is
 *   installed synchronously when the route table is created, before the first render;
 * - when a page of another section is opened: Docusaurus preloads the new location before rendering it,
 *   which calls the stub's `preload`, which loads the section and then preloads the page itself (hovering
 *   a link preloads too);
 * - ahead of time, when a link to it is in view: Docusaurus prefetches the chunks a route's entry in
 *   routesChunkNames names, and a stub's entry names its section's chunk (emit.ts);
 * - if a stub is ever rendered (its section failed to load for the first render), it shows the stock
 *   Loading component, with its error text and Retry button, then the section's page.
 */
import type {ComponentType} from 'react';
import Loadable from 'react-loadable';
import {matchRoutes, renderRoutes, type RouteConfig} from 'react-router-config';
import Loading from '@theme/Loading';
import {SECTION_SCRIPT_ATTRIBUTE} from './script-attribute';

// The bundler's module table and require function (webpack/Rspack module variables).
declare const __webpack_modules__: Record<string | number, unknown>;
declare const __webpack_require__: (id: string | number) => unknown;

interface SectionModule {
  default: RouteConfig[];
}

interface SectionState {
  load: () => Promise<SectionModule>;
  moduleId: string | number;
  stub: RouteConfig;
  /** The array the stub sits in, found when the table is created. */
  parent?: RouteConfig[];
  /** The section's routes, once they have replaced the stub. */
  routes?: RouteConfig[];
}

type Preloadable = ComponentType<object> & {preload?: () => Promise<unknown>};

const sections = new Map<RouteConfig, SectionState>();

/**
 * Gives routes a key of their own. react-router-config keys each rendered route by its index when it has
 * none, so a section installed earlier in an array would shift the index of the page on screen and make
 * React mount it again (losing its state) at the next render, such as a click on a heading anchor.
 */
function keyByPath(routes: RouteConfig[]): void {
  for (const route of routes) {
    route.key ??= typeof route.path === 'string' ? route.path : undefined;
  }
}

function install(state: SectionState, module: SectionModule): RouteConfig[] {
  if (!state.routes) {
    const parent = state.parent!;
    keyByPath(module.default);
    parent.splice(parent.indexOf(state.stub), 1, ...module.default);
    state.routes = module.default;
  }
  return state.routes;
}

async function loadSection(state: SectionState): Promise<RouteConfig[]> {
  return state.routes ?? install(state, await state.load());
}

/** What Docusaurus's preload does for a location, limited to the section's routes. */
function preloadLocation(routes: RouteConfig[], pathname: string): Promise<unknown> {
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => matchRoutes(routes, path));
  return Promise.all(matches.map((match) => (match.route.component as Preloadable | undefined)?.preload?.()));
}

/** The stub of one section: an exact route `<parent>/:page`, placed where the section's first route was. */
export function sectionRoute(path: string, load: () => Promise<SectionModule>, moduleId: string | number): RouteConfig {
  const state = {load, moduleId} as SectionState;
  const SectionPages = Loadable({
    loader: () => loadSection(state),
    loading: Loading,
    render: (routes: RouteConfig[]) => renderRoutes(routes),
  }) as unknown as Preloadable;
  // Docusaurus calls `preload()` without the location; the browser's address already shows the page being
  // opened (first load, or a navigation that has pushed its new location and waits for it to load).
  SectionPages.preload = () => loadSection(state).then((routes) => preloadLocation(routes, window.location.pathname));
  const stub: RouteConfig = {path, exact: true, component: SectionPages};
  state.stub = stub;
  sections.set(stub, state);
  return stub;
}

function findStubParents(routes: RouteConfig[]): void {
  for (const route of routes) {
    const state = sections.get(route);
    if (state) {
      state.parent = routes;
      keyByPath(routes);
    } else if (route.routes) {
      findStubParents(route.routes);
    }
  }
}

/**
 * Returns the route table after installing every section whose module is already loaded (the page's own
 * section, from its script tag), so the first render matches the server-rendered page.
 */
export function withLoadedSections(routes: RouteConfig[]): RouteConfig[] {
  findStubParents(routes);
  for (const state of sections.values()) {
    if (state.parent && __webpack_modules__[state.moduleId] !== undefined) {
      install(state, __webpack_require__(state.moduleId) as SectionModule);
    }
  }
  // The page's section script has run or failed by now (deferred scripts run in order, before main.js). A
  // failed one must go: the bundler's chunk loader reuses a script element with the same address and would
  // wait on it instead of downloading the section again.
  document.querySelectorAll(`script[${SECTION_SCRIPT_ATTRIBUTE}]`).forEach((script) => script.remove());
  return routes;
}
