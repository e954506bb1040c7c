/**
 * Client module (local mode): the index shards for the current page's version start downloading
 * as soon as the search button is hovered, focused or touched, like the DocSearch modal code itself, or
 * the dialog's shortcut is pressed (Ctrl/Cmd+K, `/`): the small titles part first, then the body text.
 * The search code is imported on that first intent, so pages that never search do not load it; the index files
 * are requested at the same moment (early-download.ts), not once that code has run.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {downloadIndexEarly} from './early-download';
import {currentSearchTags} from './search-tags';

function warm(): void {
  const tags = currentSearchTags();
  // The index files start downloading now, alongside the search code rather than after it.
  downloadIndexEarly(`${siteConfig.baseUrl}search/`, tags);
  import('./runtime').then(({getLocalSearchClient}) => getLocalSearchClient().warm(tags)).catch(() => undefined);
}

function onIntent(event: Event): void {
  const target = event.target as Element | null;
  if (target && typeof target.closest === 'function' && target.closest('.DocSearch-Button')) {
    warm();
  }
}

/** DocSearch's own shortcuts: Ctrl/Cmd+K anywhere, `/` outside a text field. */
function onShortcut(event: KeyboardEvent): void {
  const target = event.target as HTMLElement | null;
  const typing = target !== null && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
  if ((event.key?.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !typing)) {
    warm();
  }
}

if (ExecutionEnvironment.canUseDOM) {
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, onIntent, {capture: true, passive: true});
  }
  document.addEventListener('keydown', onShortcut, {capture: true, passive: true});
}

export {};
