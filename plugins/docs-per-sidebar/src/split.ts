/**
 * Splits each docs version route by sidebar, so a page downloads only its own sidebar's navigation data.
 *
 * The docs plugin gives each version one route (`DocVersionRoot`) whose props (the version metadata:
 * every sidebar of the version, and id, title, description and sidebar of every doc) become one JSON
 * module that every page of the version loads: guide pages download the API sidebar and the metadata
 * of ~500 API pages. Here a version route becomes one route per sidebar, at the path all of that
 * sidebar's pages share (`/docs/guide`, `/docs/api-reference`), whose props hold that sidebar and its
 * docs only; pages outside every sidebar (and tag pages) stay on the version's own route. The router
 * matches the same page for every URL: a sidebar is split off only when no page outside it lives under
 * its path.
 */
import type {RouteConfig} from '@docusaurus/types';

/** The parts of the version metadata prop this reads (plugin-content-docs' PropVersionMetadata). */
export interface VersionMetadataProp {
  docsSidebars: Record<string, unknown>;
  docs: Record<string, {id: string; title: string; description?: string; sidebar?: string}>;
  [key: string]: unknown;
}

export interface SplitOptions {
  /**
   * What the version metadata keeps of each doc of its sidebar: `all` (id, title, description, sidebar),
   * `titles` (no description), `none` (an empty map). Only DocCard (`useDocById`: category index pages
   * and DocCardList) reads them; this site has neither, and the map is most of an API page's metadata.
   */
  docs: 'all' | 'titles' | 'none';
}

const segmentsOf = (routePath: string) => routePath.split('/').filter(Boolean);

/** The longest path all the given paths sit under (`/a/b` for `/a/b/c` and `/a/b/d/`). */
export function commonPath(paths: readonly string[]): string {
  if (paths.length === 0) return '/';
  let common = segmentsOf(paths[0]!);
  for (const other of paths.slice(1)) {
    const segments = segmentsOf(other);
    let index = 0;
    while (index < common.length && index < segments.length && common[index] === segments[index]) index += 1;
    common = common.slice(0, index);
  }
  return `/${common.join('/')}`;
}

function isUnder(routePath: string, base: string): boolean {
  const path = segmentsOf(routePath);
  const prefix = segmentsOf(base);
  return prefix.every((segment, index) => path[index] === segment);
}

function versionProp(route: RouteConfig): VersionMetadataProp | null {
  const version = (route.props as {version?: VersionMetadataProp} | undefined)?.version;
  return version && typeof version === 'object' && version.docsSidebars && version.docs ? version : null;
}

/** The version metadata limited to some sidebars and their docs. */
export function versionPropFor(version: VersionMetadataProp, sidebars: ReadonlySet<string>, options: SplitOptions): VersionMetadataProp {
  const docs = Object.fromEntries(
    Object.entries(version.docs)
      .filter(([, doc]) => options.docs !== 'none' && (doc.sidebar === undefined ? sidebars.has('') : sidebars.has(doc.sidebar)))
      .map(([id, doc]) => {
        if (options.docs === 'all') return [id, doc];
        const {description: _dropped, ...rest} = doc;
        return [id, rest];
      }),
  );
  const docsSidebars = Object.fromEntries(Object.entries(version.docsSidebars).filter(([name]) => sidebars.has(name)));
  return {...version, docsSidebars, docs};
}

/** One version route → a route per sidebar that can live apart, then the version route with the rest. */
export function splitVersionRoute(route: RouteConfig, options: SplitOptions): RouteConfig[] {
  const version = versionProp(route);
  const [docRoot, ...otherRoutes] = route.routes ?? [];
  if (!version || !docRoot?.routes) return [route];
  const pages = docRoot.routes;
  const bySidebar = new Map<string, RouteConfig[]>();
  for (const page of pages) {
    const sidebar = (page as RouteConfig & {sidebar?: string}).sidebar;
    if (sidebar) bySidebar.set(sidebar, [...(bySidebar.get(sidebar) ?? []), page]);
  }
  const split: RouteConfig[] = [];
  const splitPages = new Set<RouteConfig>();
  const splitNames = new Set<string>();
  const allPaths = [...pages, ...otherRoutes].map((page) => page.path);
  for (const [sidebar, members] of bySidebar) {
    const base = commonPath(members.map((page) => page.path));
    const ownPaths = new Set(members.map((page) => page.path));
    const sharesItsPath = allPaths.some((path) => !ownPaths.has(path) && isUnder(path, base));
    // A base at or above the version's path would catch the version's other pages: keep that sidebar in place.
    if (sharesItsPath || segmentsOf(base).length <= segmentsOf(route.path).length) continue;
    splitNames.add(sidebar);
    members.forEach((page) => splitPages.add(page));
    split.push({
      ...route,
      path: base,
      props: {...route.props, version: versionPropFor(version, new Set([sidebar]), options)},
      routes: [{...docRoot, path: base, routes: members}],
    });
  }
  if (split.length === 0) return [route];
  const restSidebars = new Set(['', ...[...bySidebar.keys()].filter((name) => !splitNames.has(name))]);
  const rest: RouteConfig = {
    ...route,
    props: {...route.props, version: versionPropFor(version, restSidebars, options)},
    routes: [{...docRoot, routes: pages.filter((page) => !splitPages.has(page))}, ...otherRoutes],
  };
  // Deeper paths first, as Docusaurus sorts parent routes that overlap.
  return [...split.sort((a, b) => segmentsOf(b.path).length - segmentsOf(a.path).length), rest];
}

/** The docs plugin's root route with each of its version routes split by sidebar. */
export function splitDocsRoutes(root: RouteConfig, options: SplitOptions): RouteConfig {
  if (!root.routes) return root;
  return {...root, routes: root.routes.flatMap((route) => splitVersionRoute(route, options))};
}
