/**
 * Short page names used by the specification, redirected to the real slugs (design section 3),
 * plus the version roots, which redirect to each version's main doc.
 */
import {V0_MAIN_DOC, V1_MAIN_DOC} from './routes';
import {readLegacyUrls} from './legacy-urls';
import {resolveLegacyUrl} from './legacy-links';
import {siteIndex} from './legacy-site-index';

export interface Redirect {
  from: string;
  to: string;
}

const PLUGIN_SHORT_NAMES = ['ai', 'analytics', 'cache', 'devtools', 'i18n', 'legacy', 'redis', 'tasks'];
const UTILITY_SHORT_NAMES = ['async-queue', 'kv', 'mutex', 'queue', 'ratelimit', 'semaphore'];
const COMPONENTS_V1 = ['action-row', 'button', 'modal', 'select-menu'];
const COMPONENTS_V2 = ['container', 'file', 'media-gallery', 'separator', 'text-display'];

export function shortNameRedirects(): Redirect[] {
  const guide = '/docs/guide';
  return [
    ...PLUGIN_SHORT_NAMES.map((name) => ({
      from: `${guide}/official-plugins/${name}`,
      to: `${guide}/official-plugins/commandkit-${name}`,
    })),
    ...UTILITY_SHORT_NAMES.map((name) => ({
      from: `${guide}/useful-utilities/${name}`,
      to: `${guide}/useful-utilities/commandkit-${name}`,
    })),
    ...COMPONENTS_V1.map((name) => ({
      from: `${guide}/jsx-components/v1/${name}`,
      to: `${guide}/jsx-components/discord-components-v1/${name}`,
    })),
    ...COMPONENTS_V2.map((name) => ({
      from: `${guide}/jsx-components/v2/${name}`,
      to: `${guide}/jsx-components/discord-components-v2/${name}`,
    })),
  ];
}

export function versionRootRedirects(): Redirect[] {
  return [
    {from: '/docs', to: V1_MAIN_DOC},
    {from: '/docs/guide', to: V1_MAIN_DOC},
    {from: '/docs/v0', to: V0_MAIN_DOC},
    {from: '/docs/v0/guide', to: V0_MAIN_DOC},
  ];
}

/**
 * The framework's own site's URLs whose page lives at another address here (config/legacy-urls.data.json):
 * API items whose slug or kind folder differs, 0.1.10's name-cased API URLs, names we document on a
 * former-page. A URL that resolves to nothing is not listed here; tests/unit/legacy-links.test.ts fails on it.
 */
export function legacyRedirects(siteDir?: string): Redirect[] {
  const site = siteIndex(siteDir);
  return readLegacyUrls().flatMap((entry) => {
    const resolution = resolveLegacyUrl(entry, site);
    return resolution.status === 'redirect' ? [{from: resolution.url, to: resolution.to}] : [];
  });
}

/** All redirects, checked for duplicates and self-loops so a typo fails loudly at config time. */
export function allRedirects(): Redirect[] {
  const redirects = [...versionRootRedirects(), ...shortNameRedirects(), ...legacyRedirects()];
  const seen = new Set<string>();
  for (const {from, to} of redirects) {
    if (from === to) {
      throw new Error(`Redirect from ${from} points to itself`);
    }
    if (seen.has(from)) {
      throw new Error(`Two redirects start from ${from}`);
    }
    seen.add(from);
  }
  return redirects;
}
