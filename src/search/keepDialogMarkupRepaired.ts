/**
 * Keeps DocSearch's dialog markup repaired (src/search/dialog-markup.ts) while the dialog is open: repairs
 * it once, then again after each change DocSearch makes to it (new hits, a moved selection, a re-render
 * that writes an attribute back). Only the dialog's own subtree is observed.
 */
import {applyAttributeEdits, dialogMarkupRepairs, WATCHED_ATTRIBUTES} from './dialog-markup';

/** Starts repairing `container` (DocSearch's `.DocSearch-Container`); returns the function that stops. */
export function keepDialogMarkupRepaired(container: Element): () => void {
  const observer = new MutationObserver(() => {
    applyAttributeEdits(dialogMarkupRepairs(container));
    // Our own edits are not changes to react to.
    observer.takeRecords();
  });
  applyAttributeEdits(dialogMarkupRepairs(container));
  observer.observe(container, {subtree: true, childList: true, attributes: true, attributeFilter: WATCHED_ATTRIBUTES});
  return () => observer.disconnect();
}
