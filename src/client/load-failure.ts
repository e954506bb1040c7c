/**
 * Client module: a page whose code fails to download on the first load. Docusaurus preloads the route's
 * chunks before hydrating and has no handler for a failure there, so the page would stay server-rendered
 * and inert (no search, no colour toggle) with an uncaught error in the console. Instead, the reader gets
 * the error text and a Retry button that reloads the page (site spec: page load failure), and the error
 * is logged once as a warning. After hydration Docusaurus's own handling applies (a failed route preload
 * reloads the page; a render-time load error shows @theme/Loading). Proven in tests/e2e/robustness.test.ts.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {isChunkLoadError} from './chunk-error';

export const LOAD_FAILURE_ID = 'ck-load-failure';

function showLoadFailure(error: Error): void {
  if (document.getElementById(LOAD_FAILURE_ID)) {
    return;
  }
  const box = document.createElement('div');
  box.id = LOAD_FAILURE_ID;
  box.className = 'alert alert--danger margin--md';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = `This page could not finish loading. ${error.message}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  box.append(text, retry);
  const target = document.querySelector('main') ?? document.getElementById('__docusaurus') ?? document.body;
  target.prepend(box);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (document.documentElement.dataset.hasHydrated === 'true' || !isChunkLoadError(event.reason)) {
      return;
    }
    event.preventDefault();
    console.warn('A page chunk failed to load:', event.reason.message);
    showLoadFailure(event.reason);
  });
}
