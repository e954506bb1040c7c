/**
 * Decides which routes leave the main bundle. A section is a group of sibling doc pages with the same
 * parent path (all the classes of one API package, all the pages of one guide folder). In the route
 * table that stays in main, the group is replaced by one stub route `<parent>/:page` that loads the
 * section's routes when a page of it is first needed.
 *
 * Only arrays made entirely of exact leaf routes are split (the docs plugin's page lists). There a stub
 * matches exactly the one-segment children of its parent, and all of those are in its section, so no
 * route can be matched differently than before: the router still picks the same page for every URL.
 */
import {createHash} from 'node:crypto';
import {chunkNamesOf, routeKey, type RouteNode, type RoutesChunkNames} from './generated';

export interface Section {
  /** Short stable id, used for the module file and the chunk name. */
  id: string;
  /** The parent path shared by the section's routes. */
  parentPath: string;
  /** The stub's path: every one-segment child of the parent. */
  stubPath: string;
  /** The chunk the section's module is bundled into. */
  chunkName: string;
  routes: RouteNode[];
}

/** A position in the main route table: a route kept there, or the stub of a section. */
export type PlannedRoute = {kind: 'route'; route: RouteNode; routes?: PlannedRoute[]} | {kind: 'section'; section: Section};

export interface SectionPlan {
  main: PlannedRoute[];
  sections: Section[];
}

// A parent path made of plain segments, so the stub `<parent>/:page` has no pattern but its last segment.
const PLAIN_PATH = /^(\/[A-Za-z0-9._~%-]+)+$/;

function parentOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

function isExactLeaf(route: RouteNode): boolean {
  return route.exact === true && !route.routes && route.hash !== null;
}

/** A short id from the parent path: it is written into main.js once per section, in the runtime's chunk table. */
export function sectionId(parentPath: string): string {
  return createHash('sha256').update(parentPath).digest('hex').slice(0, 6);
}

function planArray(routes: RouteNode[], minRoutes: number, sections: Section[]): PlannedRoute[] {
  const splittable = routes.length > 0 && routes.every(isExactLeaf);
  const groups = new Map<string, RouteNode[]>();
  if (splittable) {
    for (const route of routes) {
      const parent = parentOf(route.path);
      groups.set(parent, [...(groups.get(parent) ?? []), route]);
    }
  }
  const sectionOf = new Map<RouteNode, Section>();
  for (const [parentPath, members] of groups) {
    if (members.length < minRoutes || !PLAIN_PATH.test(parentPath)) {
      continue;
    }
    const id = sectionId(parentPath);
    if (sections.some((other) => other.id === id)) {
      throw new Error(`route-sections: ${parentPath} and another folder have the same section id ${id}.`);
    }
    const section: Section = {id, parentPath, stubPath: `${parentPath}/:page`, chunkName: `rs-${id}`, routes: members};
    sections.push(section);
    members.forEach((member) => sectionOf.set(member, section));
  }
  const planned: PlannedRoute[] = [];
  const placed = new Set<Section>();
  for (const route of routes) {
    const section = sectionOf.get(route);
    if (!section) {
      planned.push({kind: 'route', route, ...(route.routes ? {routes: planArray(route.routes, minRoutes, sections)} : {})});
    } else if (!placed.has(section)) {
      // The stub takes the place of the section's first route; the others are only in the section.
      placed.add(section);
      planned.push({kind: 'section', section});
    }
  }
  return planned;
}

/** The plan for a route table: what stays in main, and the sections (each of at least `minRoutes` routes). */
export function planSections(routes: RouteNode[], minRoutes: number): SectionPlan {
  const sections: Section[] = [];
  const main = planArray(routes, minRoutes, sections);
  return {main, sections};
}

/** The routes kept in the main table (stubs excluded), depth first. */
export function mainRoutes(planned: PlannedRoute[]): RouteNode[] {
  return planned.flatMap((item) => (item.kind === 'route' ? [item.route, ...mainRoutes(item.routes ?? [])] : []));
}

/** The chunk names the given routes need, from routesChunkNames. */
export function chunkNamesNeededBy(routes: RouteNode[], routesChunkNames: RoutesChunkNames): Set<string> {
  return new Set(routes.flatMap((route) => (route.hash === null ? [] : chunkNamesOf(routesChunkNames[routeKey(route)]))));
}
