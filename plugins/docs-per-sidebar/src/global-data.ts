/**
 * The docs plugin's global data without the list of every doc. Docusaurus puts each plugin's global data into
 * main.js, which every page loads before anything else: for the docs plugin that is the id, path and sidebar of
 * every doc of every version (~600 docs: 75 KB raw, 6.5 KiB gzip), read by the theme for three things only:
 * - the version dropdown links a page to the same doc id in the other version (`alternateDocVersions`), else to
 *   that version's main doc: both are kept (docs whose id exists in more than one version, and main docs);
 * - a navbar item of type `doc` finds its doc by id: this site has none (it uses `docSidebar` items);
 * - a `docSidebar` navbar item is highlighted when the current doc belongs to its sidebar: here each sidebar
 *   carries the path all its docs share (`basePath`), which this plugin's NavbarItem/DocSidebarNavbarItem reads.
 * Versions, their paths and their sidebars' links are unchanged.
 */
import {commonPath} from './split';

export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
  [key: string]: unknown;
}

export interface GlobalSidebar {
  link?: {path: string; label: string};
  /** Added here: the path every doc of the sidebar sits under (`/docs/guide`). */
  basePath?: string;
  [key: string]: unknown;
}

export interface GlobalVersion {
  name: string;
  mainDocId: string;
  docs: GlobalDoc[];
  sidebars?: Record<string, GlobalSidebar>;
  [key: string]: unknown;
}

export interface DocsGlobalData {
  versions: GlobalVersion[];
  [key: string]: unknown;
}

function isDocsGlobalData(data: unknown): data is DocsGlobalData {
  const versions = (data as {versions?: unknown} | null)?.versions;
  return Array.isArray(versions) && versions.every((version) => Array.isArray((version as {docs?: unknown})?.docs));
}

/** The global data with only the docs the theme still looks up, and each sidebar's base path. Anything else is returned as is. */
export function slimGlobalData<T>(data: T): T {
  if (!isDocsGlobalData(data)) return data;
  const versionCount = new Map<string, number>();
  for (const version of data.versions) {
    for (const id of new Set(version.docs.map((doc) => doc.id))) versionCount.set(id, (versionCount.get(id) ?? 0) + 1);
  }
  const versions = data.versions.map((version) => {
    const sidebars = version.sidebars
      ? Object.fromEntries(
          Object.entries(version.sidebars).map(([name, sidebar]) => {
            const paths = version.docs.filter((doc) => doc.sidebar === name).map((doc) => doc.path);
            return [name, paths.length > 0 ? {...sidebar, basePath: commonPath(paths)} : sidebar];
          }),
        )
      : version.sidebars;
    const docs = version.docs.filter((doc) => doc.id === version.mainDocId || (versionCount.get(doc.id) ?? 0) > 1);
    return {...version, docs, ...(sidebars ? {sidebars} : {})};
  });
  return {...data, versions};
}

/** Whether `pathname` is `basePath` or below it (segment by segment, so `/docs/guide-x` is not under `/docs/guide`). */
export function isUnderBasePath(pathname: string, basePath: string | undefined): boolean {
  if (!basePath) return false;
  const base = basePath.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}
