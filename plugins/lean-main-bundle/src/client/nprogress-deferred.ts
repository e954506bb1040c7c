// Stands in for theme-classic's nprogress client module, which puts nprogress (≈1.7 KiB gzip) in the main
// bundle although the bar only ever shows during a navigation that takes longer than 200 ms. Same behaviour
// (same delay, same bar and styles, no spinner); the library is fetched when the first navigation starts,
// so it is there by the time the delay has passed.
import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

/** The stock module's delay: navigations faster than this never show the bar. */
export const PROGRESS_DELAY_MS = 200;

interface ProgressBar {
  configure(options: {showSpinner: boolean}): unknown;
  start(): unknown;
  done(): unknown;
}

let bar: Promise<ProgressBar | undefined> | undefined;
/** Navigations started so far; the bar starts only for the one still under way when the library arrives. */
let navigation = 0;
let pending = false;

/**
 * The library, or undefined when it could not be fetched (offline, a deploy removed the chunk): the navigation
 * then goes on without a bar, with no unhandled rejection (which the site reports as a load failure), and the
 * next navigation tries again.
 */
function loadBar(): Promise<ProgressBar | undefined> {
  bar ??= import('nprogress').then(
    (module: {default?: ProgressBar} & Partial<ProgressBar>) => {
      const progress = (module.default ?? module) as ProgressBar;
      progress.configure({showSpinner: false});
      return progress;
    },
    () => {
      bar = undefined;
      return undefined;
    },
  );
  return bar;
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) {
      return undefined;
    }
    const current = ++navigation;
    pending = true;
    const loading = loadBar();
    const timer = window.setTimeout(() => {
      void loading.then((progress) => {
        if (progress && pending && current === navigation) progress.start();
      });
    }, PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    pending = false;
    void bar?.then((progress) => progress?.done());
  },
};

export default clientModule;
