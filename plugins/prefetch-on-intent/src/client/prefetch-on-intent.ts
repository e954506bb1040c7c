/**
 * Client module: a linked page's code is fetched when the reader shows the intent to open it, not as soon
 * as the link scrolls into view. Docusaurus's Link prefetches every internal link in the viewport and
 * preloads a link on pointer hover and touch. Here the in-view prefetch fetches nothing, and keyboard focus
 * on a link preloads it like a hover does, so pointer, touch and keyboard all start the download before the
 * click. Docusaurus's preload still honours slow connections and data saver.
 *
 * Docusaurus mounts its (frozen) `window.docusaurus` before the first render, after the client modules have
 * run; the accessor below receives that object and hands out a copy without the in-view prefetch.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {intentPathOf, withoutInViewPrefetch, type DocusaurusGlobal} from './intent';

function preloadFocusedLink(event: FocusEvent): void {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const path = anchor ? intentPathOf(anchor, window.location) : null;
  if (path) {
    window.docusaurus?.preload(path);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  let api: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set: (value: DocusaurusGlobal) => {
      api = withoutInViewPrefetch(value);
    },
  });
  document.addEventListener('focusin', preloadFocusedLink);
}
