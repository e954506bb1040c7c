/**
 * Suggestions for a URL that matches no page: the words of the missing path (for a search) and the published
 * pages of the same docs version that look most like it. Pure, unit tested.
 */
import {editDistance} from '../../../plugins/shared/edit-distance';

/**
 * Version segments readers type from the version's name or habit instead of the site's URL: 0.1.10 lives at
 * /docs/v0, the current 1.x line at /docs (Docusaurus sites often use /docs/next or the version's name).
 */
const OLD_VERSION_ALIASES = /^(?:v?0\.1(?:\.10|\.x)?|v?0\.x|0|legacy)$/i;
const CURRENT_VERSION_ALIASES = /^(?:next|current|latest|stable|v?1(?:\.x|\.0(?:\.0)?)?)$/i;

/** A docs path with its version segment written as the site writes it: "/docs/0.1.10/guide/x" -> "/docs/v0/guide/x". */
export function withSiteVersion(pathname: string): string {
  const match = /^\/docs\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match) return pathname;
  const segment = safeDecode(match[1]!);
  if (OLD_VERSION_ALIASES.test(segment)) return `/docs/v0${match[2] ?? ''}`;
  if (CURRENT_VERSION_ALIASES.test(segment)) return `/docs${match[2] ?? ''}`;
  return pathname;
}

/** "/docs/v0/api-reference/classes/ButtonKit" -> ["button", "kit"] after the version and section prefixes. */
export function pathWords(pathname: string): string[] {
  const decoded = safeDecode(withSiteVersion(pathname))
    .replace(/\.(html|md)$/i, '')
    .replace(/\/index$/i, '');
  const segments = decoded.split('/').filter(Boolean);
  const meaningful = segments.filter((s, i) => !(i === 0 && s === 'docs') && s !== 'v0');
  const words = meaningful
    .flatMap((segment) =>
      segment
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .split(/[\s\-_.]+/),
    )
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 0 && !STOP_SEGMENTS.has(w));
  return [...new Set(words)];
}

/** Path segments that say where a page is, not what it is about. */
const STOP_SEGMENTS = new Set([
  'guide',
  'api',
  'reference',
  'classes',
  'functions',
  'interfaces',
  'types',
  'variables',
  'enums',
  'commandkit',
]);

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export type DocsVersionPrefix = '/docs/v0' | '/docs';

/** The docs version a path belongs to, by its prefix; other paths (home, search) count as the current version. */
export function versionOf(pathname: string): DocsVersionPrefix {
  return /^\/docs\/v0(\/|$)/.test(pathname) ? '/docs/v0' : '/docs';
}

/** How alike two word lists are: shared words count fully, near-misses (typos, plurals) partly. */
function similarity(wanted: readonly string[], candidate: readonly string[]): number {
  if (!wanted.length || !candidate.length) return 0;
  let score = 0;
  for (const word of wanted) {
    let best = 0;
    for (const other of candidate) {
      if (word === other) best = 1;
      else if (word.length > 3 && other.length > 3) {
        const distance = editDistance(word, other);
        const closeness = 1 - distance / Math.max(word.length, other.length);
        if (closeness >= 0.6) best = Math.max(best, closeness * 0.8);
      }
    }
    score += best;
  }
  // Favour pages that are about little else than what was asked for.
  return score / Math.sqrt(wanted.length * candidate.length);
}

/** The `limit` published pages of the missing path's version most like it, best first (none when nothing is alike). */
export function closestPages(missing: string, published: readonly string[], limit = 5): string[] {
  const version = versionOf(withSiteVersion(missing));
  const wanted = pathWords(missing);
  return published
    .filter((url) => url.startsWith('/docs') && versionOf(url) === version)
    .map((url) => ({url, score: similarity(wanted, pathWords(url))}))
    .filter(({score}) => score > 0.25)
    .sort((a, b) => b.score - a.score || a.url.length - b.url.length || (a.url < b.url ? -1 : 1))
    .slice(0, limit)
    .map(({url}) => url);
}

/** A readable label for a page from its URL: "/docs/guide/commands/chat-input-commands" -> "Chat input commands". */
export function labelOf(url: string): string {
  const last = url.split('/').filter(Boolean).pop() ?? url;
  const words = last.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where a page sits, for the line under its label: "1.x guide · commands". */
export function placeOf(url: string): string {
  const segments = url.split('/').filter(Boolean).slice(1, -1);
  const version = segments[0] === 'v0' ? '0.1.10' : '1.x';
  const rest = segments.filter((s) => s !== 'v0').map((s) => s.replace(/-/g, ' '));
  return [version, ...rest].join(' · ');
}

/** Page URLs listed in a sitemap.xml, as paths. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    try {
      return new URL(m[1]!).pathname.replace(/\/$/, '') || '/';
    } catch {
      return m[1]!;
    }
  });
}
