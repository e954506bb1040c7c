/**
 * The tooltip of the examples' identifiers, loaded on the first hover or focus (theme/ExampleHovers). An
 * identifier (`[data-hover]`, focusable) shows its entry when pointed at or focused; the tooltip is inserted
 * right after it, so Tab reaches its API link next, and is positioned `fixed`, so nothing on the page moves.
 * The identifier is described by it (aria-describedby) while it shows. Escape hides it; so do leaving it
 * with the pointer (after a short delay, to let the pointer reach the link) and moving focus elsewhere.
 *
 * Keyboard: each block is one tab stop (its first identifier, see static-highlight's CodeBlock/Content);
 * the arrow keys, Home and End move between the block's identifiers, and Tab then leaves the block from the
 * last one visited (roving tab index).
 */
import type {HoverEntry} from '../hovers';

const TIP_ID = 'example-hover';

/**
 * The tooltip's styles, set on its elements: they load with this code on the first hover instead of sitting in
 * the stylesheet every page loads. `position: fixed` keeps the page still; the colours are the theme's, so
 * both colour modes read well.
 */
const STYLES = {
  tip:
    'position:fixed;z-index:calc(var(--ifm-z-index-fixed) + 1);display:block;max-width:min(36rem,calc(100vw - 1rem));' +
    'padding:.45rem .65rem;border:1px solid var(--ifm-color-emphasis-300);border-radius:var(--ifm-global-radius);' +
    'background:var(--ifm-background-surface-color);color:var(--ifm-font-color-base);box-shadow:var(--ifm-global-shadow-md);' +
    'font-family:var(--ifm-font-family-base);font-size:.8rem;line-height:1.45;white-space:normal;text-align:left;cursor:auto;' +
    // It sits inside the code (after its identifier): unselectable, so selecting and copying the code by hand
    // while it shows copies the code alone.
    '-webkit-user-select:none;user-select:none',
  type: 'display:block;font-family:var(--ifm-font-family-monospace);white-space:pre-wrap;overflow-wrap:anywhere',
  summary: 'display:block;margin-top:.3rem',
  link: 'display:inline-block;margin-top:.3rem;color:var(--ifm-link-color);text-decoration:underline',
  keys: 'display:block;margin-top:.3rem;font-size:.72rem;color:var(--ifm-color-emphasis-800)',
};
/**
 * Shown when the keyboard opened the tooltip: the identifier is described by the tooltip, so a screen reader
 * announces how to move on along with the type; sighted keyboard users read it.
 */
const KEYS_HINT = 'Arrow keys, Home and End move between the names of this example; Escape closes.';
const HIDE_DELAY_MS = 250;
const GAP_PX = 6;

/** Keys that move between a block's identifiers: from index `at` of `count`, the index to focus. */
const moveKeys = new Map<string, (at: number, count: number) => number>([
  ['ArrowRight', (at, count) => Math.min(at + 1, count - 1)],
  ['ArrowDown', (at, count) => Math.min(at + 1, count - 1)],
  ['ArrowLeft', (at) => Math.max(at - 1, 0)],
  ['ArrowUp', (at) => Math.max(at - 1, 0)],
  ['Home', () => 0],
  ['End', (_at, count) => count - 1],
]);

/** The tooltip's content for an entry: its type, summary and API link, and the keys hint when the keyboard opened it. */
function tipContent(doc: Document, entry: HoverEntry, baseUrl: string, byKeyboard: boolean): Node[] {
  const part = (tag: 'code' | 'span' | 'a', style: string, text: string) => {
    const element = doc.createElement(tag);
    element.style.cssText = style;
    element.textContent = text;
    return element;
  };
  const parts: Node[] = [part('code', STYLES.type, entry.text)];
  if (entry.summary) parts.push(part('span', STYLES.summary, entry.summary));
  if (entry.url) {
    const link = doc.createElement('a');
    link.style.cssText = STYLES.link;
    link.href = baseUrl.replace(/\/$/, '') + entry.url;
    link.textContent = 'API reference';
    parts.push(link);
  }
  if (byKeyboard) parts.push(part('span', STYLES.keys, KEYS_HINT));
  return parts;
}

/** Puts the tooltip below its identifier, or above when only that fits, kept inside the window's width. */
function placeTip(tip: HTMLElement, anchor: HTMLElement, view: Window): void {
  const box = anchor.getBoundingClientRect();
  const width = tip.offsetWidth;
  const height = tip.offsetHeight;
  const below = box.bottom + GAP_PX + height <= view.innerHeight || box.top - GAP_PX - height < 0;
  tip.style.top = `${below ? box.bottom + GAP_PX : box.top - GAP_PX - height}px`;
  tip.style.left = `${Math.max(8, Math.min(box.left, view.innerWidth - width - 8))}px`;
}

/**
 * Roving tab index: an arrow key, Home or End on a focused identifier moves focus to another identifier of its
 * block, which becomes the block's tab stop. Returns whether the key was one of those.
 */
function moveFocusWithin(focused: HTMLElement, event: KeyboardEvent): boolean {
  const move = moveKeys.get(event.key);
  if (!move) return false;
  const block = focused.closest('pre');
  const all = block ? Array.from(block.querySelectorAll<HTMLElement>('[data-hover]')) : [focused];
  const next = all[move(all.indexOf(focused), all.length)];
  if (next && next !== focused) {
    event.preventDefault();
    focused.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  }
  return true;
}

/** Listens on the document (and the window, to keep the tooltip in place) until the returned function is called. */
function listen(doc: Document, view: Window, handlers: HoverHandlers): () => void {
  doc.addEventListener('pointerover', handlers.onPointerOver);
  doc.addEventListener('pointerout', handlers.onPointerOut);
  doc.addEventListener('focusin', handlers.onFocusIn);
  doc.addEventListener('focusout', handlers.onFocusOut);
  doc.addEventListener('keydown', handlers.onKeyDown);
  view.addEventListener('scroll', handlers.onMove, {capture: true, passive: true});
  view.addEventListener('resize', handlers.onMove, {passive: true});
  return () => {
    doc.removeEventListener('pointerover', handlers.onPointerOver);
    doc.removeEventListener('pointerout', handlers.onPointerOut);
    doc.removeEventListener('focusin', handlers.onFocusIn);
    doc.removeEventListener('focusout', handlers.onFocusOut);
    doc.removeEventListener('keydown', handlers.onKeyDown);
    view.removeEventListener('scroll', handlers.onMove, {capture: true});
    view.removeEventListener('resize', handlers.onMove);
  };
}

interface HoverHandlers {
  onPointerOver(event: PointerEvent): void;
  onPointerOut(event: PointerEvent): void;
  onFocusIn(event: FocusEvent): void;
  onFocusOut(event: FocusEvent): void;
  onKeyDown(event: KeyboardEvent): void;
  onMove(): void;
}

/** The one tooltip element, and the identifier it is shown for. */
class HoverTip {
  readonly element: HTMLElement;
  /** The identifier the tooltip shows the entry of (null: hidden). */
  anchor: HTMLElement | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly doc: Document,
    private readonly view: Window,
    private readonly entries: readonly HoverEntry[],
    private readonly baseUrl: string,
  ) {
    this.element = doc.createElement('span');
    this.element.id = TIP_ID;
    this.element.className = 'example-hover';
    this.element.style.cssText = STYLES.tip;
    this.element.setAttribute('role', 'tooltip');
  }

  show(target: HTMLElement, byKeyboard: boolean): void {
    this.cancelHide();
    if (this.anchor === target) return;
    const entry = this.entries[Number(target.dataset.hover)];
    if (!entry?.text) return;
    this.hide();
    const tip = this.element;
    tip.replaceChildren(...tipContent(this.doc, entry, this.baseUrl, byKeyboard));
    tip.style.top = '0px';
    tip.style.left = '0px';
    this.anchor = target;
    target.after(tip);
    target.setAttribute('aria-describedby', TIP_ID);
    placeTip(tip, target, this.view);
  }

  hide(): void {
    this.cancelHide();
    if (!this.anchor) return;
    this.anchor.removeAttribute('aria-describedby');
    this.anchor = null;
    this.element.remove();
  }

  /** Hides after a short delay, to let the pointer reach the tooltip's link. */
  hideSoon(): void {
    this.cancelHide();
    this.hideTimer = setTimeout(() => this.hide(), HIDE_DELAY_MS);
  }

  cancelHide(): void {
    clearTimeout(this.hideTimer);
  }

  /** Whether a node is in the tooltip or its identifier. */
  inside(node: EventTarget | null): boolean {
    return node instanceof Node && (this.element.contains(node) || (this.anchor !== null && this.anchor.contains(node)));
  }

  /** Keeps the tooltip by its identifier when the page scrolls or the window resizes. */
  follow(): void {
    if (this.anchor) placeTip(this.element, this.anchor, this.view);
  }
}

export function attachHovers(
  doc: Document,
  entries: readonly HoverEntry[],
  baseUrl: string,
  first: HTMLElement,
  firstByKeyboard = false,
): () => void {
  const view = doc.defaultView ?? window;
  const tip = new HoverTip(doc, view, entries, baseUrl);
  /** The identifier Escape hands focus back to (its tooltip stays closed). */
  let dismissed: HTMLElement | null = null;
  const identifierOf = (node: EventTarget | null): HTMLElement | null =>
    node instanceof Element ? node.closest<HTMLElement>('[data-hover]') : null;

  const stopListening = listen(doc, view, {
    onPointerOver(event) {
      const target = identifierOf(event.target);
      if (target && !tip.element.contains(target)) tip.show(target, false);
      else if (tip.inside(event.target)) tip.cancelHide();
    },
    onPointerOut(event) {
      // Focus keeps the tooltip of a focused identifier open.
      if (tip.anchor && tip.inside(event.target) && !tip.inside(event.relatedTarget) && !tip.inside(doc.activeElement)) tip.hideSoon();
    },
    onFocusIn(event) {
      const target = identifierOf(event.target);
      if (target && target === dismissed) return;
      if (target && !tip.element.contains(target)) tip.show(target, true);
      else if (!tip.inside(event.target)) tip.hide();
    },
    onFocusOut(event) {
      if (tip.anchor && !tip.inside(event.relatedTarget)) tip.hide();
    },
    onKeyDown(event) {
      const focused = identifierOf(doc.activeElement);
      if (focused && doc.activeElement === focused && moveFocusWithin(focused, event)) return;
      if (event.key !== 'Escape' || !tip.anchor) return;
      const returnTo = tip.element.contains(doc.activeElement) ? tip.anchor : null;
      tip.hide();
      // Focus goes back to the identifier without opening its tooltip again.
      dismissed = returnTo;
      returnTo?.focus();
      dismissed = null;
    },
    onMove: () => tip.follow(),
  });
  tip.show(first, firstByKeyboard);
  return () => {
    tip.hide();
    stopListening();
  };
}
