/**
 * Pure logic of the old-version banner: which docs version gets our own banner, and which 1.x page a
 * 0.1.10 page links to. Kept free of React and Docusaurus imports so that it can be unit-tested with node:test.
 */

/** Name of the docs version whose pages show our banner instead of the theme's. */
export const LEGACY_VERSION_NAME = '0.1.10';

/**
 * Front matter key a 0.1.10 page sets to the URL of the same topic in 1.x, e.g. `/docs/guide/events/discordjs-events`
 * (guide pages) or `/docs/api-reference/commandkit/classes/button-kit` (generated API pages).
 */
export const CURRENT_VERSION_DOC_KEY = 'current_version_doc';

/** Where a 0.1.10 page links when it names no 1.x counterpart (or names one we cannot accept). */
export const FALLBACK_TARGET = '/docs/guide/getting-started/introduction';

/** The link the banner renders. */
export interface BannerTarget {
  /** Site-absolute URL of a 1.x guide or API reference page, optionally with a `#fragment`. */
  readonly href: string;
  /** True when the page named its own 1.x counterpart; false for the fallback to the introduction. */
  readonly sameTopic: boolean;
}

/**
 * A 1.x URL as we accept it in front matter: `/docs/guide/` or `/docs/api-reference/` followed by one or more
 * lowercase slug segments (letters, digits, dashes), an optional trailing slash and an optional `#fragment`.
 * Anything else (another site, a v0 page, a relative path, `..`, a query string) falls back.
 */
const CURRENT_DOC_URL = /^\/docs\/(?:guide|api-reference)(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+\/?(#[A-Za-z0-9_-]+)?$/;

/** Whether pages of this docs version get our banner. */
export function isLegacyVersion(versionName: string | null | undefined): boolean {
  return versionName === LEGACY_VERSION_NAME;
}

/**
 * Turns the value of the `current_version_doc` front matter key into the banner's link. A missing, empty or
 * malformed value yields the 1.x introduction. A trailing slash is dropped (the site uses URLs without one).
 */
export function resolveBannerTarget(value: unknown): BannerTarget {
  if (typeof value !== 'string') {
    return {href: FALLBACK_TARGET, sameTopic: false};
  }
  const candidate = value.trim();
  if (!CURRENT_DOC_URL.test(candidate)) {
    return {href: FALLBACK_TARGET, sameTopic: false};
  }
  const href = candidate.replace(/\/(?=#|$)/, '');
  return {href, sameTopic: href.split('#')[0] !== FALLBACK_TARGET};
}

/** Reads the key from a page's front matter (which may be absent, e.g. on generated category pages). */
export function bannerTargetFromFrontMatter(frontMatter: Readonly<Record<string, unknown>> | null | undefined): BannerTarget {
  return resolveBannerTarget(frontMatter?.[CURRENT_VERSION_DOC_KEY]);
}
