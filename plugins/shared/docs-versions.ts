/**
 * The site's docs versions, in one table: which folder holds a version's pages, where its routes start and what
 * Docusaurus calls it. Plugins, the examples toolkit and the scripts read versions from here.
 */
export type DocsVersion = '1.x' | '0.1.10';

export interface DocsVersionInfo {
  readonly name: DocsVersion;
  /** Docusaurus's name for it: `current` for the docs/ folder, else the versioned_docs suffix. */
  readonly docusaurusName: string;
  /** The folder of its pages, relative to the site. */
  readonly contentDir: string;
  /** Where its routes start. */
  readonly routeBase: string;
}

export const LATEST_VERSION = '1.x' satisfies DocsVersion;
export const LEGACY_VERSION = '0.1.10' satisfies DocsVersion;

export const DOCS_VERSIONS: readonly DocsVersionInfo[] = [
  {name: LATEST_VERSION, docusaurusName: 'current', contentDir: 'docs', routeBase: '/docs'},
  {name: LEGACY_VERSION, docusaurusName: LEGACY_VERSION, contentDir: `versioned_docs/version-${LEGACY_VERSION}`, routeBase: '/docs/v0'},
];

/** The version names, newest first. */
export const VERSION_NAMES: readonly DocsVersion[] = DOCS_VERSIONS.map((version) => version.name);

const VERSIONED_FOLDER = /(?:^|[\\/])versioned_docs[\\/]version-([^\\/]+)[\\/]/;

/** Which docs version a page file belongs to: a versioned_docs/version-<name>/ folder, else the latest. */
export function versionOfFile(filePath: string | undefined): DocsVersion {
  const folder = filePath ? VERSIONED_FOLDER.exec(filePath)?.[1] : undefined;
  return DOCS_VERSIONS.find((version) => version.docusaurusName === folder)?.name ?? LATEST_VERSION;
}
