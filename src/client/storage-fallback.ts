/**
 * Client module, first in line: when the browser refuses local storage but allows session storage
 * (some privacy settings and embedded views), the page uses session storage in its place, so the colour
 * mode, the closed announcement bar and the chosen docs version hold for the whole visit instead of
 * resetting whenever the page layout changes (Docusaurus's own no-op fallback forgets them); one warning.
 * (An in-memory stand-in is not possible: Docusaurus dispatches StorageEvents that need a real Storage.)
 * With both storages blocked, Docusaurus's no-op fallback applies. Proven in tests/e2e/robustness.test.ts.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {storageWorks} from './storage-probe';

if (ExecutionEnvironment.canUseDOM && !storageWorks(() => window.localStorage) && storageWorks(() => window.sessionStorage)) {
  try {
    Object.defineProperty(window, 'localStorage', {configurable: true, value: window.sessionStorage});
    console.warn('Local storage is not available: preferences are kept for this visit only.');
  } catch {
    // Not replaceable here: Docusaurus falls back to no storage (and warns once itself).
  }
}

export {};
