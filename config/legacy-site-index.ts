/**
 * Our side of the legacy-link map, read from what the build is made of: the docs files (guide pages) and the
 * committed API models plus former pages and the pages of items removed since an earlier release (API pages are
 * generated from them when the site loads).
 */
import {join} from 'node:path';
import {docFileExists} from './doc-files';
import {nameKey, type ApiVersionName, type SiteIndex} from './legacy-links';
import {
  loadIndex,
  removedItemUrls,
  formerPagesToGenerate,
  formerPageSlug,
  DEFAULT_ROUTE_BASES,
  kindUrl,
  sectionUrl,
} from '../plugins/api-reference/src/public';
import type {ApiItem} from '../plugins/api-reference/src/public';

interface NamedUrl {
  key: string;
  section: string;
  url: string;
}

function itemKeys(item: ApiItem): string[] {
  const names = [item.name, ...(item.aliases ?? []).map((a) => a.name)];
  // `unstable_after` is the public name of the function the old site called `after`.
  const unprefixed = names.filter((n) => n.startsWith('unstable_')).map((n) => n.slice('unstable_'.length));
  return [...names, ...unprefixed].map(nameKey);
}

export function siteIndex(siteDir: string = process.cwd()): SiteIndex {
  const modelsDir = join(siteDir, 'api-models');
  const pages = new Set<string>(['/', '/search']);
  const named = new Map<ApiVersionName, NamedUrl[]>();
  for (const version of ['1.x', '0.1.10'] as const) {
    const {index} = loadIndex(modelsDir, version);
    const base = DEFAULT_ROUTE_BASES[version];
    const list: NamedUrl[] = [];
    pages.add(base);
    for (const section of index.sections) pages.add(sectionUrl(base, version, section));
    for (const item of index.items) {
      const url = index.url(item.id);
      pages.add(url);
      pages.add(kindUrl(base, version, item.section, item.kind));
      for (const key of itemKeys(item)) list.push({key, section: item.section, url});
    }
    for (const page of formerPagesToGenerate(modelsDir, version, index.items)) {
      const url = `${kindUrl(base, version, page.section, page.kind)}/${formerPageSlug(page)}`;
      pages.add(url);
      // Only 0.1.10's former pages get a kind index page (their folder may have no items); see generate/write.ts.
      if (version === '0.1.10') pages.add(kindUrl(base, version, page.section, page.kind));
      list.push({key: nameKey(page.name), section: page.section, url});
    }
    for (const removed of removedItemUrls(modelsDir, index)) {
      pages.add(removed.url);
      list.push({key: nameKey(removed.name), section: removed.section, url: removed.url});
    }
    named.set(version, list);
  }
  return {
    hasPage: (url) => pages.has(url) || docFileExists(url, siteDir),
    itemUrl(version, name, section) {
      const candidates = (named.get(version) ?? []).filter((n) => n.key === nameKey(name));
      return (candidates.find((c) => c.section === section) ?? candidates[0])?.url;
    },
    sectionUrl(version, section) {
      const url = sectionUrl(DEFAULT_ROUTE_BASES[version], version, section ?? 'commandkit');
      return pages.has(url) ? url : undefined;
    },
  };
}
