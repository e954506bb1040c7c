/**
 * What react-helmet-async 1.3 does in the browser, minus what Docusaurus never asks of it (server state,
 * prioritised SEO tags, prop-types checks): the `<Head>` elements of every mounted instance reduced to one head
 * (reduceHeads: the innermost, last-mounted instance wins a title, a meta of the same name or property, a link of
 * the same rel=canonical or href), then written into the document (applyHead) exactly as the library writes it:
 * managed tags carry `data-rh`, a tag already there and equal is kept (so the server's tags survive hydration),
 * the others are removed; <html> and <body> attributes it set are listed in their `data-rh` and removed once
 * no instance sets them. Pure reduction, DOM writes apart, so both are unit tested.
 */

/** One `<Head>`'s content: its tags by kind, and its title, html and body attributes. */
export interface HeadProps {
  title?: string;
  titleTemplate?: string;
  defaultTitle?: string;
  titleAttributes?: Record<string, string>;
  htmlAttributes?: Record<string, string>;
  bodyAttributes?: Record<string, string>;
  base?: Array<Record<string, string>>;
  meta?: Array<Record<string, string>>;
  link?: Array<Record<string, string>>;
  script?: Array<Record<string, string>>;
  noscript?: Array<Record<string, string>>;
  style?: Array<Record<string, string>>;
}

export const TAG_KINDS = ['base', 'link', 'meta', 'noscript', 'script', 'style'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export interface HeadState {
  title: string | undefined;
  titleAttributes: Record<string, string>;
  htmlAttributes: Record<string, string>;
  bodyAttributes: Record<string, string>;
  tags: Record<TagKind, Array<Record<string, string>>>;
}

// The library's names for React props that differ from the HTML attribute.
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

/** A React element's props as HTML attributes (the library's HTML_TAG_MAP). */
export function htmlAttributesOf(props: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key !== 'children') attributes[HTML_NAMES[key] ?? key] = value as string;
  }
  return attributes;
}

/** Which attributes identify a tag of each kind (a later instance's tag replaces an earlier one with the same). */
const PRIMARY: Record<TagKind, string[]> = {
  base: ['href'],
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
};
// Kept as written (the library compares them without lower-casing their name).
const CASED = new Set(['innerHTML', 'cssText', 'itemprop']);

function innermost<K extends keyof HeadProps>(list: readonly HeadProps[], key: K): HeadProps[K] | undefined {
  for (let index = list.length - 1; index >= 0; index--) {
    if (Object.prototype.hasOwnProperty.call(list[index], key)) return list[index]![key];
  }
  return undefined;
}

function mergedAttributes(
  list: readonly HeadProps[],
  key: 'titleAttributes' | 'htmlAttributes' | 'bodyAttributes',
): Record<string, string> {
  return Object.assign({}, ...list.map((props) => props[key]).filter(Boolean));
}

/** The library's getTagsFromPropsList: tags of inner instances first claim their identifying value. */
function tagsOf(kind: TagKind, list: readonly HeadProps[]): Array<Record<string, string>> {
  const primary = PRIMARY[kind];
  const seen: Record<string, Set<string>> = {};
  const approved: Array<Record<string, string>> = [];
  for (const instanceTags of list
    .map((props) => props[kind])
    .filter((tags) => Array.isArray(tags))
    .reverse()) {
    const instanceSeen: Record<string, Set<string>> = {};
    const kept = instanceTags!.filter((tag) => {
      let key: string | undefined;
      for (const attribute of Object.keys(tag)) {
        const lower = attribute.toLowerCase();
        if (
          primary.includes(lower) &&
          !(key === 'rel' && tag[key]!.toLowerCase() === 'canonical') &&
          !(lower === 'rel' && tag[lower]!.toLowerCase() === 'stylesheet')
        ) {
          key = lower;
        }
        if (primary.includes(attribute) && CASED.has(attribute)) key = attribute;
      }
      if (!key || !tag[key]) return false;
      const value = tag[key]!.toLowerCase();
      if (seen[key]?.has(value)) return false;
      (instanceSeen[key] ??= new Set()).add(value);
      return true;
    });
    approved.push(...kept.reverse());
    for (const [key, values] of Object.entries(instanceSeen)) seen[key] = new Set([...(seen[key] ?? []), ...values]);
  }
  return approved.reverse();
}

/** The head all mounted instances ask for, in mount order (the library's reducePropsToState). */
export function reduceHeads(list: readonly HeadProps[]): HeadState {
  const title = innermost(list, 'title');
  const template = innermost(list, 'titleTemplate');
  return {
    title: template && title ? template.replace(/%s/g, () => title) : title || innermost(list, 'defaultTitle') || undefined,
    titleAttributes: mergedAttributes(list, 'titleAttributes'),
    htmlAttributes: mergedAttributes(list, 'htmlAttributes'),
    bodyAttributes: mergedAttributes(list, 'bodyAttributes'),
    tags: Object.fromEntries(TAG_KINDS.map((kind) => [kind, tagsOf(kind, list)])) as HeadState['tags'],
  };
}

const MARK = 'data-rh';

function updateTags(document: Document, kind: TagKind, tags: ReadonlyArray<Record<string, string>>): void {
  const head = document.head;
  const old = Array.from(head.querySelectorAll(`${kind}[${MARK}]`));
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(kind);
    for (const [attribute, value] of Object.entries(tag)) {
      if (attribute === 'innerHTML') element.innerHTML = value;
      else if (attribute === 'cssText') element.appendChild(document.createTextNode(value));
      else element.setAttribute(attribute, value === undefined ? '' : value);
    }
    element.setAttribute(MARK, 'true');
    const same = old.findIndex((existing) => element.isEqualNode(existing));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  for (const element of old) element.remove();
  for (const element of added) head.appendChild(element);
}

function updateAttributes(element: Element | undefined, attributes: Record<string, string>): void {
  if (!element) return;
  const managed = element.getAttribute(MARK)?.split(',') ?? [];
  const toRemove = [...managed];
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = attributes[name] || '';
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    if (!managed.includes(name)) managed.push(name);
    const kept = toRemove.indexOf(name);
    if (kept !== -1) toRemove.splice(kept, 1);
  }
  for (let index = toRemove.length - 1; index >= 0; index--) element.removeAttribute(toRemove[index]!);
  if (managed.length === toRemove.length) element.removeAttribute(MARK);
  else if (element.getAttribute(MARK) !== names.join(',')) element.setAttribute(MARK, names.join(','));
}

/** Writes a head state into the document (the library's commitTagChanges). */
export function applyHead(document: Document, state: HeadState): void {
  updateAttributes(document.body, state.bodyAttributes);
  updateAttributes(document.documentElement, state.htmlAttributes);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  updateAttributes(document.getElementsByTagName('title')[0], state.titleAttributes);
  for (const kind of TAG_KINDS) updateTags(document, kind, state.tags[kind]);
}
