/**
 * The save / remove actions of a recent or favorite search in DocSearch 3.9's dialog, made to fit the
 * combobox pattern. DocSearch renders them as buttons inside the hit's link, which the repair makes the
 * option (dialog-markup.ts): an option cannot hold focusable controls (axe: nested-interactive), and in an
 * `aria-activedescendant` combobox focus never leaves the input, so those buttons were only reachable by
 * Tab, outside the pattern. Instead:
 *
 * - the buttons are `disabled` (so not focusable; React never writes the attribute, DocSearch passes no
 *   such prop) and their wrappers `aria-hidden`, as the option's children are presentational anyway;
 * - a pointer click lands on the wrapper (the button has `pointer-events: none`, dialog-selection.css) and
 *   runs the button's own DocSearch handler (hitActionEvents.ts);
 * - while such an option is the active descendant, keys on the input run the same handlers: Delete removes
 *   it (the input is empty whenever these lists show, so Delete has nothing else to do) and Alt+Enter saves
 *   it as a favorite (DocSearch leaves Alt+Enter to the browser, which does nothing with it in a text box;
 *   Enter, Ctrl/Cmd+Enter and Shift+Enter open the hit). The option carries them in `aria-keyshortcuts`
 *   and is described by the hints that show them (shown under the hits while such an option is selected).
 */
import {descendantsOf, hasClass, type MarkupElement} from './markup-tree';

export type HitAction = 'save' | 'remove';

/** The key for each action, in `aria-keyshortcuts` syntax. */
export const HIT_ACTION_SHORTCUTS: Readonly<Record<HitAction, string>> = {save: 'Alt+Enter', remove: 'Delete'};

/** The ids of the hints that describe each action (created by hitActionEvents.ts). */
export const HIT_ACTION_HINT_IDS: Readonly<Record<HitAction, string>> = {
  save: 'docsearch-hit-action-save-hint',
  remove: 'docsearch-hit-action-remove-hint',
};

/** The attribute that marks a hint, valued with its action. */
export const HIT_ACTION_HINT_ATTRIBUTE = 'data-hit-action-hint';

/** Action order in the markup and in the attributes written for an option. */
const ACTIONS: readonly HitAction[] = ['save', 'remove'];

export interface HitActionControl<E> {
  /** DocSearch's `.DocSearch-Hit-action` box, which takes the pointer click. */
  wrapper: E;
  /** The `.DocSearch-Hit-action-button` inside it, whose click handler does the work. */
  button: E;
}

/**
 * The action controls inside a hit, by action. Read by position rather than by title (titles are
 * translatable): a recent search has save then remove, a favorite has only remove.
 */
export function hitActionControls<E extends MarkupElement>(hit: E): Partial<Record<HitAction, HitActionControl<E>>> {
  const controls: HitActionControl<E>[] = [];
  for (const wrapper of descendantsOf(hit).filter((element) => hasClass(element, 'DocSearch-Hit-action'))) {
    const button = descendantsOf(wrapper).find((element) => hasClass(element, 'DocSearch-Hit-action-button'));
    if (button) {
      controls.push({wrapper, button});
    }
  }
  if (controls.length === 2) {
    return {save: controls[0], remove: controls[1]};
  }
  if (controls.length === 1) {
    return {remove: controls[0]};
  }
  return {};
}

/** The modifier and key state of a keyboard event (a DOM KeyboardEvent satisfies it). */
export interface KeyPress {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

/** The action a key press on the search box asks of the active option, if any. */
export function hitActionForKey(press: KeyPress): HitAction | null {
  const noOtherModifier = !press.ctrlKey && !press.metaKey && !press.shiftKey;
  if (press.key === 'Delete' && noOtherModifier && !press.altKey) {
    return 'remove';
  }
  if (press.key === 'Enter' && noOtherModifier && press.altKey) {
    return 'save';
  }
  return null;
}

/** Sets `name` on `element` to `value` (removes it when null), when it is not already so. */
export type PlanAttribute<E> = (element: E, name: string, value: string | null) => void;

/** Plans the attributes of an option's action controls and the ones that announce its key commands. */
export function planHitActionAttributes<E extends MarkupElement>(option: E, set: PlanAttribute<E>): HitAction[] {
  const controls = hitActionControls(option);
  const actions = ACTIONS.filter((action) => controls[action] !== undefined);
  for (const action of actions) {
    const {wrapper, button} = controls[action]!;
    set(button, 'disabled', '');
    set(wrapper, 'aria-hidden', 'true');
  }
  set(option, 'aria-keyshortcuts', actions.length > 0 ? actions.map((action) => HIT_ACTION_SHORTCUTS[action]).join(' ') : null);
  set(option, 'aria-describedby', actions.length > 0 ? actions.map((action) => HIT_ACTION_HINT_IDS[action]).join(' ') : null);
  return actions;
}

/** Plans which hints show: those of the actions the selected option offers. */
export function planHitActionHints<E extends MarkupElement>(
  elements: readonly E[],
  selectedActions: readonly HitAction[],
  set: PlanAttribute<E>,
): void {
  for (const hint of elements) {
    const action = hint.getAttribute(HIT_ACTION_HINT_ATTRIBUTE);
    if (action !== null) {
      set(hint, 'hidden', selectedActions.includes(action as HitAction) ? null : '');
    }
  }
}

/** The action of the control whose wrapper is `wrapper`, inside `hit`. */
export function hitActionOfWrapper<E extends MarkupElement>(hit: E, wrapper: E): HitAction | null {
  const controls = hitActionControls(hit);
  return ACTIONS.find((action) => controls[action]?.wrapper === wrapper) ?? null;
}

/** What the dialog's status region says once an action has run on a search (DocSearch itself says nothing). */
export function hitActionAnnouncement(action: HitAction, search: string): string {
  const name = search.trim().replace(/\s+/g, ' ');
  const what = name ? `“${name}”` : 'the search';
  return action === 'save' ? `Saved ${what} as a favorite.` : `Removed ${what}.`;
}
