/**
 * The reader's example language in the browser. The <html> attribute (set before paint by the head script)
 * is the single source of truth: CSS shows the twins from it, this store reads it for the switch's
 * aria-pressed, and a choice is written to it and to storage (local storage; the session storage
 * src/client/storage-fallback.ts substitutes; else kept for the visit by the attribute itself).
 * Other tabs follow through the storage event.
 */
import {asExampleLanguage, LANGUAGE_ATTRIBUTE, STORAGE_KEY, type ExampleLanguage} from '../../language';

const listeners = new Set<() => void>();

function apply(language: ExampleLanguage): void {
  if (language === 'js') document.documentElement.setAttribute(LANGUAGE_ATTRIBUTE, 'js');
  else document.documentElement.removeAttribute(LANGUAGE_ATTRIBUTE);
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent): void {
  if (event.key === STORAGE_KEY) apply(asExampleLanguage(event.newValue));
}

export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function getLanguage(): ExampleLanguage {
  return asExampleLanguage(document.documentElement.getAttribute(LANGUAGE_ATTRIBUTE));
}

export function getServerLanguage(): ExampleLanguage {
  return 'ts';
}

export function setLanguage(language: ExampleLanguage): void {
  apply(language);
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // No storage: the attribute keeps the choice for this visit (client-side navigation keeps <html>).
  }
}
