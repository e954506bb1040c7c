/**
 * Client module (local mode): the index shards for the current page's version start downloading
 * as soon as the search button is hovered, focused or touched, like the DocSearch modal code itself.
 * The search code is imported on that first intent, so pages that never search do not load it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function onIntent(event: Event): void {
  const target = event.target as Element | null;
  if (!target || typeof target.closest !== 'function' || !target.closest('.DocSearch-Button')) {
    return;
  }
  import('./runtime')
    .then(({currentSearchTags, getLocalSearchClient}) => getLocalSearchClient().warm(currentSearchTags()))
    .catch(() => undefined);
}

if (ExecutionEnvironment.canUseDOM) {
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, onIntent, {capture: true, passive: true});
  }
}

export {};
