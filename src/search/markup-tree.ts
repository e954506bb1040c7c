/**
 * The small read-only view of DOM markup that the dialog planners (dialog-markup.ts, hit-actions.ts) work
 * on, so they run on plain objects in unit tests and on DOM elements in the browser.
 */

/** The part of a DOM element the planners read (a DOM Element satisfies it; unit tests use plain objects). */
export interface MarkupElement {
  readonly tagName: string;
  readonly children: ArrayLike<this>;
  getAttribute(name: string): string | null;
}

export function hasClass(element: MarkupElement, name: string): boolean {
  return (element.getAttribute('class') ?? '').split(/\s+/).includes(name);
}

export function isTag(element: MarkupElement, tag: string): boolean {
  return element.tagName.toLowerCase() === tag;
}

/** Every element under `root`, in document order (not `root` itself). */
export function descendantsOf<E extends MarkupElement>(root: E): E[] {
  const found: E[] = [];
  const visit = (element: E): void => {
    for (let index = 0; index < element.children.length; index += 1) {
      const child = element.children[index]!;
      found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}
