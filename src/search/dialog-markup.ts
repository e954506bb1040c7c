/**
 * The ARIA that DocSearch 3.9's dialog should have, as attribute edits on the markup it renders. DocSearch
 * gives its full-screen backdrop the combobox's props and then overrides the role with `button`, so:
 *
 * - the backdrop is announced as a button that holds every other control (nested-interactive) and is
 *   named and "expanded" like the combobox it should have been. It is only a backdrop: it keeps its
 *   click-outside-to-close handler and loses every role and ARIA attribute;
 * - nothing says "dialog". The visible box (`.DocSearch-Modal`) becomes a modal dialog named by the search
 *   box's label; `tabindex="-1"` keeps a click on its blank parts inside it (the backdrop's tabindex did);
 * - the combobox semantics go on the input (the ARIA 1.2 pattern): `role="combobox"`, `aria-expanded` and
 *   `aria-controls` naming the listboxes that are actually shown (DocSearch names one per source, shown
 *   or not) — nothing when none is;
 * - every listbox has the same id (`docsearch-list`); each gets the one DocSearch meant for its source;
 * - an option (`<li>`) wraps the hit's link, so the option holds a focusable control (nested-interactive).
 *   The link becomes the option (`<a href role="option">` is allowed): it takes the option's id, so
 *   `aria-activedescendant` (arrow keys) now points at it, and its `aria-selected` (DocSearch's
 *   selected-hit styles follow it in dialog-selection.css); the `<li>` becomes presentational. The link
 *   still navigates on click;
 * - the `<header>` and `<footer>` inside the dialog would be the page's second banner and contentinfo
 *   landmarks; they are layout boxes of the dialog, so `role="none"`;
 * - a recent or favorite search's save / remove buttons sit in the option too: they become unfocusable
 *   and the option announces the keys that run them instead (see hit-actions.ts).
 *
 * DocSearch re-renders these elements: React sets an attribute again only when its own value changes (it
 * never reads the DOM back), so an edited attribute stays edited until DocSearch changes it. The plan is
 * therefore computed from the markup as it is each time and is empty once applied (see keepDialogMarkupRepaired).
 */

import {planHitActionAttributes, planHitActionHints, type HitAction} from './hit-actions';
import {descendantsOf, hasClass, isTag, type MarkupElement} from './markup-tree';

export type {MarkupElement} from './markup-tree';

/** Set `name` to `value` on `element`, or remove it when `value` is null. */
export interface AttributeEdit<E> {
  element: E;
  name: string;
  value: string | null;
}

/** What DocSearch's backdrop carries that belongs to a combobox or a button. */
const BACKDROP_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-labelledby'];

/** Attributes whose changes by DocSearch can undo an edit; the watcher re-plans when one changes. */
export const WATCHED_ATTRIBUTES = [...new Set([...BACKDROP_ATTRIBUTES, 'id', 'aria-selected', 'disabled'])];

/** The id DocSearch gives a source's listbox, from one of its option ids (`docsearch-hits0-item-3` → `docsearch-hits0-list`). */
export function listIdForOption(optionId: string): string | null {
  const match = /^(.+)-item-\d+$/.exec(optionId);
  return match ? `${match[1]}-list` : null;
}

/** Edits that make DocSearch's dialog markup (rooted at `.DocSearch-Container`) say what it is; [] when it already does. */
export function dialogMarkupRepairs<E extends MarkupElement>(container: E): AttributeEdit<E>[] {
  const edits: AttributeEdit<E>[] = [];
  const set = (element: E, name: string, value: string | null): void => {
    if (element.getAttribute(name) !== value) {
      edits.push({element, name, value});
    }
  };

  for (const name of BACKDROP_ATTRIBUTES) {
    set(container, name, null);
  }

  const elements = descendantsOf(container);
  const input = elements.find((element) => isTag(element, 'input') && hasClass(element, 'DocSearch-Input'));

  const dialog = elements.find((element) => hasClass(element, 'DocSearch-Modal'));
  if (dialog) {
    set(dialog, 'role', 'dialog');
    set(dialog, 'aria-modal', 'true');
    set(dialog, 'tabindex', '-1');
    const label = input?.getAttribute('aria-labelledby');
    if (label) {
      set(dialog, 'aria-labelledby', label);
    }
  }

  for (const element of elements) {
    if (isTag(element, 'header') || isTag(element, 'footer')) {
      set(element, 'role', 'none');
    }
  }

  const listIds: string[] = [];
  let selectedActions: HitAction[] = [];
  for (const list of elements.filter((element) => element.getAttribute('role') === 'listbox')) {
    let firstOptionId: string | null = null;
    for (let index = 0; index < list.children.length; index += 1) {
      const item = list.children[index]!;
      const link = item.children[0];
      const wrapsLink = isTag(item, 'li') && link !== undefined && isTag(link, 'a') && link.getAttribute('href') !== null;
      const optionId = item.getAttribute('id') ?? (wrapsLink ? link.getAttribute('id') : null);
      firstOptionId ??= optionId;
      if (!wrapsLink) {
        continue;
      }
      // DocSearch writes id and aria-selected on the <li> (again, whenever they change): move them to the link.
      const selected = item.getAttribute('aria-selected') ?? link.getAttribute('aria-selected');
      set(item, 'role', 'none');
      set(item, 'id', null);
      set(item, 'aria-selected', null);
      set(link, 'role', 'option');
      set(link, 'id', optionId);
      set(link, 'aria-selected', selected);
      const actions = planHitActionAttributes(link, set);
      if (selected === 'true') {
        selectedActions = actions;
      }
    }
    const listId = (firstOptionId && listIdForOption(firstOptionId)) ?? list.getAttribute('id');
    if (listId) {
      set(list, 'id', listId);
      listIds.push(listId);
    }
  }

  planHitActionHints(elements, selectedActions, set);

  if (input) {
    set(input, 'role', 'combobox');
    set(input, 'aria-expanded', listIds.length > 0 ? 'true' : 'false');
    set(input, 'aria-controls', listIds.length > 0 ? listIds.join(' ') : null);
  }
  return edits;
}

/** Applies edits (to DOM elements, or to anything that sets and removes attributes the same way). */
export function applyAttributeEdits<E extends Pick<Element, 'setAttribute' | 'removeAttribute'>>(
  edits: ReadonlyArray<AttributeEdit<E>>,
): void {
  for (const {element, name, value} of edits) {
    if (value === null) {
      element.removeAttribute(name);
    } else {
      element.setAttribute(name, value);
    }
  }
}
