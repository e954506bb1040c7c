/**
 * Where each URL of the framework's own documentation site (at every commit in config/legacy-urls.data.json) lands on ours:
 * the same page, a redirect to the page that documents the same thing, or nothing (a defect the unit test
 * names). Pure over a description of our site, so the test can run it without a build.
 */
import type {LegacyUrl} from './legacy-urls';

export type ApiVersionName = '1.x' | '0.1.10';

/** What the resolver needs to know about our site. */
export interface SiteIndex {
  /** Whether the site has a page at exactly this path. */
  hasPage(url: string): boolean;
  /** Our URL of the item of that name (exact name, export alias, or `unstable_` alias), preferring `section`. */
  itemUrl(version: ApiVersionName, name: string, section: string | undefined): string | undefined;
  /** Our URL of the section index, or undefined when we have no such section. */
  sectionUrl(version: ApiVersionName, section: string | undefined): string | undefined;
}

export type LegacyResolution =
  {url: string; status: 'page'} | {url: string; status: 'redirect'; to: string} | {url: string; status: 'unresolved'; reason: string};

interface ApiUrlParts {
  version: ApiVersionName;
  section?: string;
  kind?: string;
  slug?: string;
}

/** "/docs/api-reference/ai/functions/get-aiconfig" -> {1.x, ai, functions, get-aiconfig}; v0 has no section segment. */
export function apiUrlParts(url: string): ApiUrlParts | undefined {
  const v0 = url.match(/^\/docs\/v0\/api-reference(?:\/([^/]+))?(?:\/([^/]+))?$/);
  if (v0) return {version: '0.1.10', section: 'commandkit', kind: v0[1], slug: v0[2]};
  const v1 = url.match(/^\/docs\/api-reference(?:\/([^/]+))?(?:\/([^/]+))?(?:\/([^/]+))?$/);
  if (v1) return {version: '1.x', section: v1[1], kind: v1[2], slug: v1[3]};
  return undefined;
}

/**
 * Guide folders and pages the framework's site moved after our routes were fixed by the spec (its section 2 is
 * the contract): our pages keep their addresses and the framework's new ones redirect. A `from` ending in "/" is
 * a folder (the rest of the path carries over); the move applies only when our page exists.
 */
export const LEGACY_GUIDE_MOVES: ReadonlyArray<{from: string; to: string}> = [
  // Label wraps modal fields: our page sits beside Modal, not among the Components v2 message layouts.
  {from: '/docs/guide/jsx-components/display-components/label', to: '/docs/guide/jsx-components/discord-components-v1/label'},
  {from: '/docs/guide/jsx-components/interactive-components/', to: '/docs/guide/jsx-components/discord-components-v1/'},
  {from: '/docs/guide/jsx-components/display-components/', to: '/docs/guide/jsx-components/discord-components-v2/'},
  {from: '/docs/guide/official-plugins/commandkit-queue', to: '/docs/guide/useful-utilities/commandkit-queue'},
];

/**
 * The framework's guide pages on subjects our guide has no page of its own for: they land on the page of ours
 * that documents the same thing, an API item or section. A guide page of ours at the moved address (see
 * LEGACY_GUIDE_MOVES) takes precedence as soon as it exists.
 */
export const LEGACY_GUIDE_FALLBACKS: Readonly<Record<string, {item: string; section: string} | {section: string}>> = {
  '/docs/guide/jsx-components/display-components/label': {item: 'Label', section: 'commandkit'},
  '/docs/guide/jsx-components/display-components/section': {item: 'Section', section: 'commandkit'},
  '/docs/guide/jsx-components/interactive-components/poll': {item: 'Poll', section: 'commandkit'},
};

/** Our address for a guide URL the framework's site moved, when we have that page. */
export function movedGuideUrl(url: string, site: SiteIndex): string | undefined {
  for (const {from, to} of LEGACY_GUIDE_MOVES) {
    const target = from.endsWith('/') ? (url.startsWith(from) ? to + url.slice(from.length) : undefined) : url === from ? to : undefined;
    if (target && site.hasPage(target)) return target;
  }
  const fallback = LEGACY_GUIDE_FALLBACKS[url];
  if (!fallback) return undefined;
  return 'item' in fallback ? site.itemUrl('1.x', fallback.item, fallback.section) : site.sectionUrl('1.x', fallback.section);
}

/** Item names as the old site's titles spell them (GetAIConfig, Experimental_createConfig) become our item's name. */
export function resolveLegacyUrl(entry: LegacyUrl, site: SiteIndex): LegacyResolution {
  const {url} = entry;
  if (site.hasPage(url)) return {url, status: 'page'};
  const moved = movedGuideUrl(url, site);
  if (moved) return {url, status: 'redirect', to: moved};
  const parts = apiUrlParts(url);
  if (parts?.slug && entry.title) {
    const to = site.itemUrl(parts.version, entry.title, parts.section);
    if (to) return {url, status: 'redirect', to};
    return {url, status: 'unresolved', reason: `no item or former page named ${entry.title} in ${parts.version}`};
  }
  if (parts?.kind) {
    // A kind folder we do not have (1.x `ai/variables`): its items live under other kinds here, all listed
    // on the section's page.
    const to = site.sectionUrl(parts.version, parts.section);
    if (to) return {url, status: 'redirect', to};
  }
  return {url, status: 'unresolved', reason: 'no page at this path and no rule maps it'};
}

/** Names compare without case and underscores, so `GetAIConfig` finds `getAIConfig` and `COMMANDKIT_CWD` itself. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/_/g, '');
}
