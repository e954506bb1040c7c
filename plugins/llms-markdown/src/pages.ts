/**
 * The doc pages the twins, llms.txt and the social cards are made for, in reading order. In a build they come
 * from the docs plugin's loaded content (its permalinks and sidebars are the truth); `pagesFromFiles` lists
 * the same pages straight from the docs folders, for tests that run without a build.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {DOCS_VERSIONS} from '../../shared/docs-versions';

export type PageKind = 'guide' | 'api';

export interface DocPage {
  /** Docs version name (`current`, `0.1.10`) and its label (`1.x`, `0.1.10`). */
  version: string;
  versionLabel: string;
  /** True for the version readers get by default. */
  latest: boolean;
  kind: PageKind;
  /** The page's top-level sidebar category ("Commands", "commandkit"), or the kind for a top-level page. */
  section: string;
  title: string;
  description: string;
  /** Path of the HTML page, base path included. */
  permalink: string;
  /** Absolute path of the MDX source. */
  sourceFile: string;
}

/** The part of the docs plugin's content we read (plugin-content-docs LoadedContent). */
export interface DocsContent {
  loadedVersions: Array<{
    versionName: string;
    label: string;
    isLast?: boolean;
    docs: Array<{id: string; title: string; description: string; source: string; permalink: string}>;
    sidebars: Record<string, SidebarItem[]>;
  }>;
}

interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

const kindOf = (relativeSource: string): PageKind => (/(^|\/)api-reference(\/|\.|$)/.test(relativeSource) ? 'api' : 'guide');

/** Doc ids of a sidebar in reading order, each with the label of its top-level category. */
function sidebarOrder(
  items: SidebarItem[],
  topLabel?: string,
  out = new Map<string, string | undefined>(),
): Map<string, string | undefined> {
  for (const item of items) {
    const label = topLabel ?? (item.type === 'category' ? item.label : undefined);
    if (item.type === 'doc' && item.id && !out.has(item.id)) out.set(item.id, label);
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id && !out.has(item.link.id)) out.set(item.link.id, label);
      sidebarOrder(item.items ?? [], label, out);
    }
  }
  return out;
}

export function resolveSiteAlias(source: string, siteDir: string): string {
  return path.resolve(siteDir, source.replace(/^@site\//, ''));
}

export function pagesFromDocsContent(content: DocsContent, siteDir: string): DocPage[] {
  const pages: DocPage[] = [];
  const latestName = content.loadedVersions.find((version) => version.isLast)?.versionName ?? content.loadedVersions[0]?.versionName;
  for (const version of content.loadedVersions) {
    const order = new Map<string, string | undefined>();
    for (const items of Object.values(version.sidebars)) sidebarOrder(items, undefined, order);
    const rank = [...order.keys()];
    const docs = [...version.docs].sort((a, b) => {
      const ra = rank.indexOf(a.id);
      const rb = rank.indexOf(b.id);
      return (ra === -1 ? Infinity : ra) - (rb === -1 ? Infinity : rb) || a.permalink.localeCompare(b.permalink);
    });
    for (const doc of docs) {
      const sourceFile = resolveSiteAlias(doc.source, siteDir);
      const kind = kindOf(path.relative(siteDir, sourceFile).split(path.sep).join('/'));
      pages.push({
        version: version.versionName,
        versionLabel: version.label,
        latest: version.versionName === latestName,
        kind,
        section: order.get(doc.id) ?? (kind === 'api' ? 'API reference' : 'Guide'),
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
        sourceFile,
      });
    }
  }
  return pages;
}

export interface VersionFolder {
  name: string;
  label: string;
  /** Folder of the version's docs, relative to the site. */
  dir: string;
  /** Route of the version, base path included (`/docs`, `/docs/v0`). */
  routeBase: string;
}

function listDocFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function categoryLabel(folder: string, fallback: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(folder, '_category_.json'), 'utf8')) as {label?: string}).label ?? fallback;
  } catch {
    return fallback;
  }
}

/** Every doc page of the given version folders, by the file naming rule (path without extension, index = folder). */
export function pagesFromFiles(siteDir: string, versions: VersionFolder[]): DocPage[] {
  return versions.flatMap((version, index) =>
    listDocFiles(path.join(siteDir, version.dir)).map((sourceFile): DocPage => {
      const relative = path.relative(path.join(siteDir, version.dir), sourceFile).split(path.sep).join('/');
      const route = relative.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
      const {data, content} = matter(readFileSync(sourceFile, 'utf8'));
      const kind = kindOf(relative);
      const [top, second] = relative.split('/');
      const sectionFolder = kind === 'api' ? second : top;
      const isFolder = second !== undefined && (kind === 'guide' || relative.split('/').length > 2);
      return {
        version: version.name,
        versionLabel: version.label,
        latest: index === 0,
        kind,
        section:
          isFolder && sectionFolder
            ? categoryLabel(
                path.join(siteDir, version.dir, kind === 'api' ? `${top}/${sectionFolder}` : top!),
                sectionFolder.replace(/\.mdx?$/, ''),
              )
            : kind === 'api'
              ? 'API reference'
              : 'Guide',
        title: typeof data.title === 'string' ? data.title : (/^#\s+(.+)$/m.exec(content)?.[1] ?? route),
        description: typeof data.description === 'string' ? data.description : '',
        permalink: route ? `${version.routeBase}/${route}` : version.routeBase,
        sourceFile,
      };
    }),
  );
}

/** The site's two doc versions as folders (tests and tools that run without a build). */
export const SITE_VERSIONS: VersionFolder[] = DOCS_VERSIONS.map((version) => ({
  name: version.docusaurusName,
  label: version.name,
  dir: version.contentDir,
  routeBase: version.routeBase,
}));

/** Page body without its front matter. */
export function pageBody(sourceFile: string): string {
  return matter(readFileSync(sourceFile, 'utf8')).content;
}
