/**
 * The new-deploy offer: the PWA plugin's reload popup (@theme/PwaReloadPopup, swizzlable), rendered into its own
 * root at the end of the body, inside a polite live region so screen readers announce it.
 */
import React from 'react';
import {createRoot} from 'react-dom/client';
import PwaReloadPopup from '@theme/PwaReloadPopup';

const CONTAINER_ID = 'offline-update-offer';

export function showOffer(onReload: () => void): void {
  let container = document.getElementById(CONTAINER_ID);
  if (!container) {
    container = document.createElement('div');
    container.id = CONTAINER_ID;
    container.setAttribute('role', 'status');
    container.setAttribute('aria-live', 'polite');
    document.body.appendChild(container);
  }
  createRoot(container).render(<PwaReloadPopup onReload={onReload} />);
}
