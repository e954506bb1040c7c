/**
 * The site's robots.txt: every page may be crawled, and crawlers are told where the sitemap is (a sitemap URL
 * must be absolute, so it is written from the site's configured URL and base path at build time).
 */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const base = `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}${base}sitemap.xml`, ''].join('\n');
}
