// The decisions of the page's light link (./index.tsx), pure so that they are unit tested without a browser.

/**
 * The href when a content link can be drawn as a plain anchor that the router opens, or null when it needs
 * Docusaurus's Link: only a path on this site (`/docs/...`, with an optional query and hash) with nothing
 * Link would change or treat specially: no base URL to add, no trailing slash to remove, not a file (a
 * Markdown twin, an image), no other window, no download.
 */
export function pagePathOf(props: {href?: string; target?: string; download?: unknown}, baseUrl: string): string | null {
  const {href, target, download} = props;
  if (baseUrl !== '/' || !href || (target && target !== '_self') || download !== undefined) return null;
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.replace(/[?#].*$/, '');
  if (path.length > 1 && path.endsWith('/')) return null;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return lastSegment.includes('.') ? null : href;
}

/** What a click must do, as React Router's Link decides: open in the page ('push', or 'replace' for the page shown), or leave it to the browser. */
export function clickAction(
  event: {defaultPrevented: boolean; button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean},
  href: string,
  current: {pathname: string; search: string; hash: string},
): 'push' | 'replace' | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  return href === current.pathname + current.search + current.hash ? 'replace' : 'push';
}
