/**
 * Runs the save / remove actions of recent and favorite searches from a pointer click on their icon or
 * from their keys on the search box (the design is in hit-actions.ts), and shows those keys under the hits.
 * The work is always DocSearch's own click handler on its (disabled) button, so its transitions and
 * storage stay exactly as they are.
 */
import {
  HIT_ACTION_HINT_ATTRIBUTE,
  HIT_ACTION_HINT_IDS,
  HIT_ACTION_SHORTCUTS,
  hitActionAnnouncement,
  hitActionControls,
  hitActionForKey,
  hitActionOfWrapper,
  type HitAction,
} from './hit-actions';

const HINT_LABELS: Readonly<Record<HitAction, string>> = {save: 'to save it as a favorite', remove: 'to remove it'};

const HINTS_CLASS = 'DocSearch-HitActionHints';

const STATUS_CLASS = 'DocSearch-HitActionStatus';

/**
 * Says what an action did in a polite status region inside the dialog box (outside it, an `aria-modal`
 * dialog would hide it from assistive technology). The text is cleared first so a repeat is heard again.
 */
function announce(container: Element, text: string): void {
  const modal = container.querySelector('.DocSearch-Modal');
  if (!modal) {
    return;
  }
  const status = modal.querySelector(`:scope > .${STATUS_CLASS}`) ?? modal.appendChild(statusRegion());
  status.textContent = '';
  requestAnimationFrame(() => {
    status.textContent = text;
  });
}

function statusRegion(): HTMLElement {
  const region = document.createElement('div');
  region.className = STATUS_CLASS;
  region.setAttribute('role', 'status');
  return region;
}

/** The search a hit stands for, as its title shows it. */
function searchOf(hit: Element): string {
  return hit.querySelector('.DocSearch-Hit-title')?.textContent ?? hit.textContent ?? '';
}

function hintFor(action: HitAction): HTMLElement {
  const hint = document.createElement('span');
  hint.id = HIT_ACTION_HINT_IDS[action];
  hint.setAttribute(HIT_ACTION_HINT_ATTRIBUTE, action);
  hint.hidden = true;
  HIT_ACTION_SHORTCUTS[action].split('+').forEach((key, index) => {
    if (index > 0) {
      hint.append('+');
    }
    const kbd = document.createElement('kbd');
    kbd.textContent = key;
    hint.append(kbd);
  });
  hint.append(` ${HINT_LABELS[action]}`);
  return hint;
}

/**
 * Puts the hints for the action keys (hidden until dialog-markup.ts shows them) under the hits, once.
 * Not in DocSearch's footer list of keys: with the Algolia logo it has no room left for them.
 */
export function addHitActionHints(container: Element): void {
  const dropdown = container.querySelector('.DocSearch-Dropdown');
  if (!dropdown) {
    return;
  }
  const hints = dropdown.querySelector(`:scope > .${HINTS_CLASS}`);
  if (!hints) {
    const created = document.createElement('div');
    created.className = HINTS_CLASS;
    created.append(hintFor('remove'), hintFor('save'));
    dropdown.append(created);
  } else if (hints.nextElementSibling) {
    // React appends the screen it renders after nodes it does not own; keep the hints below it. Moving
    // our own node is safe: React never refers to it.
    dropdown.append(hints);
  }
}

/** Starts handling action clicks and keys inside `container` (`.DocSearch-Container`); returns the function that stops. */
export function handleHitActionEvents(container: Element): () => void {
  let running = false;
  /**
   * Runs DocSearch's own handler of a (disabled) action button. A disabled button dispatches no click, so
   * it is enabled for the call; `running` lets that click pass the capture listener below.
   */
  const run = (button: Element, action: HitAction | null, hit: Element): void => {
    if (!(button instanceof HTMLButtonElement)) {
      return;
    }
    const search = searchOf(hit);
    running = true;
    button.disabled = false;
    try {
      button.click();
    } finally {
      button.disabled = true;
      running = false;
    }
    if (action) {
      announce(container, hitActionAnnouncement(action, search));
    }
  };

  // Capture phase, so neither the hit's link (navigation) nor DocSearch's item click (which records the
  // hit and closes the dialog) sees a click that was meant for the icon.
  const onClick = (event: Event): void => {
    if (running || !(event.target instanceof Element)) {
      return;
    }
    const wrapper = event.target.closest('.DocSearch-Hit-action');
    const button = wrapper?.querySelector('.DocSearch-Hit-action-button');
    const hit = wrapper?.closest('.DocSearch-Hit');
    if (!wrapper || !button || !hit || !container.contains(wrapper)) {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    run(button, hitActionOfWrapper(hit, wrapper), hit);
  };

  const onKeyDown = (event: Event): void => {
    const action = event instanceof KeyboardEvent && !event.isComposing ? hitActionForKey(event) : null;
    const input = event.target;
    if (!action || !(input instanceof HTMLInputElement) || !input.classList.contains('DocSearch-Input')) {
      return;
    }
    const option = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    const control = option && container.contains(option) ? hitActionControls<Element>(option)[action] : undefined;
    if (!option || !control) {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    run(control.button, action, option);
  };

  container.addEventListener('click', onClick, true);
  container.addEventListener('keydown', onKeyDown, true);
  return () => {
    container.removeEventListener('click', onClick, true);
    container.removeEventListener('keydown', onKeyDown, true);
  };
}
