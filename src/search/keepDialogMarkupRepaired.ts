/**
 * Keeps DocSearch's dialog markup repaired (src/search/dialog-markup.ts) while the dialog is open: repairs
 * it once, then again after each change DocSearch makes to it (new hits, a moved selection, a re-render
 * that writes an attribute back). Only the dialog's own subtree is observed.
 */
import {applyAttributeEdits, dialogMarkupRepairs, WATCHED_ATTRIBUTES} from './dialog-markup';
import {creditLocalSearch} from './footer-credit';
import {addHitActionHints} from './hitActionEvents';

/** Starts repairing `container` (DocSearch's `.DocSearch-Container`); returns the function that stops. */
export function keepDialogMarkupRepaired(container: Element): () => void {
  const repair = (): void => {
    // The key hints are part of the markup the plan shows and hides (and options point at).
    addHitActionHints(container);
    creditLocalSearch(container);
    applyAttributeEdits(dialogMarkupRepairs(container));
  };
  const observer = new MutationObserver(() => {
    repair();
    // Our own edits are not changes to react to.
    observer.takeRecords();
  });
  repair();
  observer.observe(container, {subtree: true, childList: true, attributes: true, attributeFilter: WATCHED_ATTRIBUTES});
  return () => observer.disconnect();
}
