/**
 * The twins of a build read from the cache alone, without the converter or the remark plugins: a warm build's
 * worker answers from here and loads the site config (about 8 s of CPU for its plugins' modules) only when a
 * page's twin is missing.
 */
import {pageBody, type DocPage} from './pages';
import {twinKey, type TwinCache} from './twin-cache';

/** Every page's twin in page order, or undefined when the cache lacks the twin of at least one page. */
export function twinsFromCache(pages: readonly DocPage[], fingerprint: string, cache: TwinCache): string[] | undefined {
  const texts: string[] = [];
  for (const page of pages) {
    const markdown = cache.get(twinKey(fingerprint, page, pageBody(page.sourceFile)));
    if (markdown === undefined) return undefined;
    texts.push(markdown);
  }
  return texts;
}
