/**
 * get_page's input: an absolute URL of the site or a site-relative path, in any of the forms a page answers at
 * (`/docs/x`, `/docs/x/`, `/docs/x.html`, `/docs/x/index.html`, `/docs/x.md`, with a query or an anchor), turned
 * into the page's site path. Pure; anything outside the site's docs is refused with the reason.
 */
import {absoluteUrl, type SiteLocation} from '../site';
import {ToolInputError} from '../tool-error';
import {versionOfPath, type DocsVersion} from '../versions';

export interface PageAddress {
  /** `/docs/guide/commands/middlewares` (below the base URL). */
  sitePath: string;
  version: DocsVersion;
}

export function pageAddress(input: string, site: Pick<SiteLocation, 'origin' | 'baseUrl'>): PageAddress {
  const docsRoot = absoluteUrl(site, '/docs/');
  let pathname: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(input)) {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new ToolInputError(
        `url "${input}" is not a valid URL: give a page address such as ` +
          `${docsRoot}guide/getting-started/introduction, or a path such as ` +
          `/docs/guide/getting-started/introduction`,
      );
    }
    if (url.origin !== site.origin) {
      throw new ToolInputError(
        `url "${input}" is outside the CommandKit docs: pages are under ${docsRoot} (1.x) and ${docsRoot}v0/ ` +
          `(0.1.10); a site-relative path such as /docs/guide/commands/middlewares works too`,
      );
    }
    pathname = url.pathname;
  } else if (input.startsWith('/')) {
    pathname = input.split(/[?#]/)[0]!;
  } else {
    throw new ToolInputError(`url "${input}" is neither an absolute URL nor a site path: give ${docsRoot}guide/... or /docs/guide/...`);
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new ToolInputError(`url "${input}" has a malformed %-escape`);
  }
  if (!decoded.startsWith(site.baseUrl)) {
    throw new ToolInputError(`url "${input}" is outside the site (its pages start with ${site.baseUrl}docs/)`);
  }
  const sitePath = `/${decoded.slice(site.baseUrl.length)}`
    .replace(/\/index\.html$/, '')
    .replace(/\.(html|md)$/, '')
    .replace(/\/+$/, '');
  if (sitePath.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new ToolInputError(`url "${input}" must not contain "." or ".." segments`);
  }
  const version = versionOfPath(sitePath);
  if (!version || sitePath === '/docs' || sitePath === '/docs/v0') {
    throw new ToolInputError(
      `url "${input}" is not a documentation page: get_page reads pages under ${docsRoot} (1.x) and ` +
        `${docsRoot}v0/ (0.1.10); use search_docs to find one`,
    );
  }
  return {sitePath, version};
}
