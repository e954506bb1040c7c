/** Just enough of a DOM element for the search dialog's markup planners: a tag, attributes and child elements. */
export class FakeElement {
  readonly attributes: Map<string, string>;
  constructor(
    readonly tagName: string,
    attributes: Record<string, string>,
    readonly children: FakeElement[],
  ) {
    this.attributes = new Map(Object.entries(attributes));
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }
}

/** `h('li', {id: 'x'}, child…)`: an element as the browser reports it (upper-case tag name). */
export const h = (tag: string, attributes: Record<string, string> = {}, ...children: FakeElement[]): FakeElement =>
  new FakeElement(tag.toUpperCase(), attributes, children);
