/** Makes every link of a twin absolute: twins are read outside the site (pasted, fetched by tools). */
import path from 'node:path';

export interface LinkTarget {
  /** The site's origin, e.g. https://commandkit.dev (siteConfig.url). */
  origin: string;
  /** The site's base path, with leading and trailing slash (siteConfig.baseUrl). */
  baseUrl: string;
  /** The page's own path (a permalink, base path included). */
  permalink: string;
  /** Absolute path of the page's source file. */
  sourceFile: string;
  /** The permalink of another source file, by absolute path; undefined when it is not a doc. */
  permalinkOfFile(file: string): string | undefined;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const DOC_FILE = /\.mdx?$/;

export function absoluteUrl(url: string, target: LinkTarget): string {
  const origin = target.origin.replace(/\/+$/, '');
  const pageUrl = `${origin}${target.permalink}`;
  if (url === '' || SCHEME.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  if (url.startsWith('/')) {
    const withBase = url.startsWith(target.baseUrl) || url === target.baseUrl.replace(/\/$/, '') ? url : `${target.baseUrl}${url.slice(1)}`;
    return `${origin}${withBase}`;
  }
  const hashAt = url.search(/[?#]/);
  const filePart = hashAt === -1 ? url : url.slice(0, hashAt);
  const suffix = hashAt === -1 ? '' : url.slice(hashAt);
  if (DOC_FILE.test(filePart)) {
    const permalink = target.permalinkOfFile(path.resolve(path.dirname(target.sourceFile), decodeURIComponent(filePart)));
    if (permalink) return `${origin}${permalink}${suffix}`;
  }
  return new URL(url, pageUrl).href;
}
