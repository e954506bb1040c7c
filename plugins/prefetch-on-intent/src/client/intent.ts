// The decisions of the prefetch-on-intent client module, pure so that they are unit tested without a browser.

/** The fields of an anchor element this decision reads (an HTMLAnchorElement has all of them). */
export interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * The path to preload for a focused link, or null: only links that the router would open in the page
 * (same origin, no other window, no download, not a file such as a Markdown twin or the sitemap) and
 * that lead elsewhere than the current page.
 */
export function intentPathOf(anchor: AnchorLike, current: {origin: string; pathname: string}): string | null {
  if (!anchor.href || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || url.pathname === current.pathname) {
    return null;
  }
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return lastSegment.includes('.') ? null : url.pathname;
}

/** What Docusaurus mounts on `window.docusaurus` (the functions its Link calls). */
export interface DocusaurusGlobal {
  prefetch: (url: string) => false | Promise<void[]>;
  preload: (url: string) => false | Promise<void[]>;
}

/**
 * The same object with an in-view prefetch that fetches nothing and returns false, which is what Docusaurus
 * returns for a page it does not prefetch (slow connection, already fetched). `preload` is kept as is.
 */
export function withoutInViewPrefetch<T extends DocusaurusGlobal>(api: T): T {
  const prefetchNothing = (): false => false;
  return Object.freeze({...api, prefetch: prefetchNothing});
}
