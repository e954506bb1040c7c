/**
 * Client module (in every page's main bundle, so it stays a few hundred bytes): the service worker is
 * registered only once the page has loaded and the browser is idle, so neither the registration code nor the
 * worker's own downloads compete with the page (client/register.ts does the work). After that, each page the
 * reader moves to is handed to the worker to keep for offline reading.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

type Register = typeof import('./register');
let registered: Promise<Register> | undefined;

function registerWhenIdle(): void {
  const start = () => {
    registered = import('./register');
    registered.then((module) => module.register()).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(start, {timeout: 10_000});
  } else {
    setTimeout(start, 3_000);
  }
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') {
    registerWhenIdle();
  } else {
    window.addEventListener('load', registerWhenIdle, {once: true});
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      registered?.then((module) => module.pageOpened()).catch(() => undefined);
    }
  },
};

export default clientModule;
