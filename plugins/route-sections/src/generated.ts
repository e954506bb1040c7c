/**
 * Reads the three route files Docusaurus generates for the client (routes.js, registry.js and
 * routesChunkNames.json in the generated-files folder) into plain data. Their shapes come from
 * @docusaurus/core's codegenRoutes; anything else is refused with a message naming the file, so a
 * Docusaurus upgrade that changes them fails the build instead of shipping a wrong route table.
 */
import vm from 'node:vm';

/** One route of routes.js. */
export interface RouteNode {
  path: string;
  /** ComponentCreator's second argument (the route's key in routesChunkNames); null for the 404 route `*`. */
  hash: string | null;
  exact?: boolean;
  routes?: RouteNode[];
  /** Other attributes Docusaurus serialised on the route, such as the docs plugin's `sidebar`. */
  attributes: Record<string, unknown>;
}

/** One entry of registry.js: the chunk name and the module request its loader imports. */
export interface RegistryEntry {
  chunkName: string;
  /** The module request exactly as written in registry.js, quotes and escapes included. */
  requestLiteral: string;
}

/** routesChunkNames.json: `<path>-<hash>` → the chunk names of the route's modules (nested objects). */
export type RoutesChunkNames = Record<string, unknown>;

const COMPONENT = Symbol('ComponentCreator call');

interface ComponentCall {
  [COMPONENT]: true;
  path: string;
  hash: string | null;
}

function invalid(file: string, why: string): Error {
  return new Error(`route-sections: ${file} does not have the shape Docusaurus 3.8 generates (${why}).`);
}

function toRouteNode(value: unknown, where: string): RouteNode {
  if (!value || typeof value !== 'object') {
    throw invalid('routes.js', `${where} is not an object`);
  }
  const {path, component, exact, routes, ...attributes} = value as Record<string, unknown>;
  const call = component as ComponentCall | undefined;
  if (typeof path !== 'string' || !call?.[COMPONENT] || call.path !== path) {
    throw invalid('routes.js', `${where} needs a path and a ComponentCreator(path, hash) component`);
  }
  if (exact !== undefined && typeof exact !== 'boolean') {
    throw invalid('routes.js', `${where}.exact is not a boolean`);
  }
  if (routes !== undefined && !Array.isArray(routes)) {
    throw invalid('routes.js', `${where}.routes is not an array`);
  }
  return {
    path,
    hash: call.hash,
    ...(exact === undefined ? {} : {exact}),
    ...(routes ? {routes: Array.from(routes as unknown[], (child, index) => toRouteNode(child, `${where}.routes[${index}]`))} : {}),
    // Through JSON: the values come from the evaluation context and must be plain objects of this one.
    attributes: JSON.parse(JSON.stringify(attributes)) as Record<string, unknown>,
  };
}

/**
 * The route tree of routes.js. The file is a module of object literals whose components are
 * `ComponentCreator(path, hash)` calls; it is evaluated with a ComponentCreator that records its arguments.
 */
export function parseRoutesModule(source: string): RouteNode[] {
  const body = source.replace(/^import .*;$/gm, '').replace(/^export default /m, 'result = ');
  if (body === source.replace(/^import .*;$/gm, '')) {
    throw invalid('routes.js', 'no default export');
  }
  const sandbox: {result?: unknown; ComponentCreator: (path: string, hash?: string) => ComponentCall} = {
    ComponentCreator: (path, hash) => ({[COMPONENT]: true, path, hash: hash ?? null}),
  };
  try {
    vm.runInNewContext(body, sandbox, {filename: 'routes.js', timeout: 5_000});
  } catch (error) {
    throw invalid('routes.js', `it did not evaluate: ${(error as Error).message}`);
  }
  if (!Array.isArray(sandbox.result)) {
    throw invalid('routes.js', 'the default export is not an array');
  }
  return Array.from(sandbox.result as unknown[], (route, index) => toRouteNode(route, `routes[${index}]`));
}

// One line per entry, as codegenRoutes writes it:
//   "<name>": [() => import(/* webpackChunkName: "<name>" */ "<request>"), "<request>", require.resolveWeak("<request>")],
const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const REGISTRY_LINE = new RegExp(
  String.raw`^\s*(${STRING}): \[` +
    String.raw`\(\) => import\(/\* webpackChunkName: (${STRING}) \*/ (${STRING})\), ` +
    String.raw`${STRING}, require\.resolveWeak\((${STRING})\)\],?\s*$`,
);

/** The entries of registry.js, by chunk name. */
export function parseRegistryModule(source: string): Map<string, RegistryEntry> {
  const lines = source.split('\n');
  const first = lines.findIndex((line) => line.trim() === 'export default {');
  if (first === -1) {
    throw invalid('registry.js', 'no `export default {` line');
  }
  const entries = new Map<string, RegistryEntry>();
  for (const line of lines.slice(first + 1)) {
    const text = line.replace(/\};\s*$/, '').trim();
    if (text === '') {
      continue;
    }
    const match = REGISTRY_LINE.exec(text);
    if (!match) {
      throw invalid('registry.js', `unexpected entry ${text.slice(0, 120)}`);
    }
    const [, key, chunkName, request, weakRequest] = match;
    const name = JSON.parse(key!) as string;
    if (JSON.parse(chunkName!) !== name || request !== weakRequest) {
      throw invalid('registry.js', `entry ${name} names another chunk or module in its weak request`);
    }
    entries.set(name, {chunkName: name, requestLiteral: request!});
  }
  return entries;
}

/** routesChunkNames.json, checked to be an object of objects. */
export function parseRoutesChunkNames(source: string): RoutesChunkNames {
  const value: unknown = JSON.parse(source);
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw invalid('routesChunkNames.json', 'not an object');
  }
  return value as RoutesChunkNames;
}

/** Every chunk name a route's entry in routesChunkNames refers to (the leaves of its nested object). */
export function chunkNamesOf(entry: unknown): string[] {
  if (typeof entry === 'string') {
    return [entry];
  }
  if (entry && typeof entry === 'object') {
    return Object.values(entry).flatMap(chunkNamesOf);
  }
  return [];
}

/** A route's key in routesChunkNames, as ComponentCreator looks it up. */
export function routeKey(route: Pick<RouteNode, 'path' | 'hash'>): string {
  return `${route.path}-${route.hash}`;
}
