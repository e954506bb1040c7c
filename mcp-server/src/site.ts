/**
 * Where the built site is and which address it was built for. The address comes from the build itself
 * (robots.txt names the sitemap by its absolute URL, plugins/robots-txt), so links the tools return match the
 * links inside the Markdown twins and the search index.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The repository root (mcp-server/src/ is two levels down). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULT_BUILD_DIR = path.join(REPO_ROOT, 'build');

export interface SiteLocation {
  buildDir: string;
  /** `https://commandkit.dev` (no trailing slash). */
  origin: string;
  /** `/` or `/some/base/` (always with both slashes). */
  baseUrl: string;
  /** Committed data the pages are generated from (API models, known issues). */
  modelsDir: string;
  knownIssuesDir: string;
}

/** The site's origin and base path, read from the build's robots.txt; SITE_URL / SITE_BASE_URL otherwise. */
export function readSiteAddress(buildDir: string): {origin: string; baseUrl: string} {
  const robots = path.join(buildDir, 'robots.txt');
  const sitemap = existsSync(robots) ? /^Sitemap:\s*(\S+)sitemap\.xml\s*$/m.exec(readFileSync(robots, 'utf8'))?.[1] : undefined;
  const address = new URL(sitemap ?? `${process.env.SITE_URL ?? 'https://commandkit.dev'}${process.env.SITE_BASE_URL ?? '/'}`);
  const baseUrl = address.pathname.endsWith('/') ? address.pathname : `${address.pathname}/`;
  return {origin: address.origin, baseUrl};
}

export function siteLocation(buildDir: string = DEFAULT_BUILD_DIR): SiteLocation {
  return {
    buildDir,
    ...readSiteAddress(buildDir),
    modelsDir: path.join(REPO_ROOT, 'api-models'),
    knownIssuesDir: path.join(REPO_ROOT, 'known-issues'),
  };
}

/** Absolute URL of a site path (`/docs/x`, below the base URL). */
export function absoluteUrl(site: Pick<SiteLocation, 'origin' | 'baseUrl'>, sitePath: string): string {
  return `${site.origin}${site.baseUrl}${sitePath.replace(/^\//, '')}`;
}

/** The Markdown twin of a page URL (plugins/llms-markdown writes `<page>.md` beside the page). */
export function twinOf(pageUrl: string): string {
  return `${pageUrl.split('#')[0]!.replace(/\/$/, '')}.md`;
}
