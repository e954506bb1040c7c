/**
 * The docusaurus_tag values the search bar will filter on from this page (browser only; small, so the
 * prefetch client module can use it without loading the search code).
 */
import globalData from '@generated/globalData';

interface DocsGlobalData {
  versions: {name: string; isLast: boolean}[];
}

/**
 * `default` plus the page's docs version, or on non-docs pages the reader's preferred (else latest) version,
 * mirroring useDocsContextualSearchTags.
 */
export function currentSearchTags(doc: Document = document): string[] {
  const tags = new Set<string>(['default']);
  const pageTag = doc.querySelector('meta[name="docsearch:docusaurus_tag"]')?.getAttribute('content');
  if (pageTag && pageTag !== 'default') {
    tags.add(pageTag);
    return [...tags];
  }
  const docsPlugins = (globalData as Record<string, Record<string, DocsGlobalData>>)['docusaurus-plugin-content-docs'] ?? {};
  for (const [pluginId, data] of Object.entries(docsPlugins)) {
    let preferred: string | null = null;
    try {
      preferred = window.localStorage.getItem(`docs-preferred-version-${pluginId}`);
    } catch {
      preferred = null;
    }
    const version = data.versions.find((v) => v.name === preferred) ?? data.versions.find((v) => v.isLast) ?? data.versions[0];
    if (version) {
      tags.add(`docs-${pluginId}-${version.name}`);
    }
  }
  return [...tags];
}
