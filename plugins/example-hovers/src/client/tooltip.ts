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

export function attachHovers(
  doc: Document,
  entries: readonly HoverEntry[],
  baseUrl: string,
  first: HTMLElement,
  firstByKeyboard = false,
): () => void {
  const view = doc.defaultView ?? window;
  const tip = doc.createElement('span');
  tip.id = TIP_ID;
  tip.className = 'example-hover';
  tip.style.cssText = STYLES.tip;
  tip.setAttribute('role', 'tooltip');
  let anchor: HTMLElement | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  /** The identifier Escape hands focus back to (its tooltip stays closed). */
  let dismissed: HTMLElement | null = null;

  const place = () => {
    if (!anchor) return;
    const box = anchor.getBoundingClientRect();
    const width = tip.offsetWidth;
    const height = tip.offsetHeight;
    const below = box.bottom + GAP_PX + height <= view.innerHeight || box.top - GAP_PX - height < 0;
    tip.style.top = `${below ? box.bottom + GAP_PX : box.top - GAP_PX - height}px`;
    tip.style.left = `${Math.max(8, Math.min(box.left, view.innerWidth - width - 8))}px`;
  };

  const hide = () => {
    clearTimeout(hideTimer);
    if (!anchor) return;
    anchor.removeAttribute('aria-describedby');
    anchor = null;
    tip.remove();
  };

  const show = (target: HTMLElement, byKeyboard: boolean) => {
    clearTimeout(hideTimer);
    if (anchor === target) return;
    const entry = entries[Number(target.dataset.hover)];
    if (!entry?.text) return;
    hide();
    const type = doc.createElement('code');
    type.style.cssText = STYLES.type;
    type.textContent = entry.text;
    const parts: Node[] = [type];
    if (entry.summary) {
      const summary = doc.createElement('span');
      summary.style.cssText = STYLES.summary;
      summary.textContent = entry.summary;
      parts.push(summary);
    }
    if (entry.url) {
      const link = doc.createElement('a');
      link.style.cssText = STYLES.link;
      link.href = baseUrl.replace(/\/$/, '') + entry.url;
      link.textContent = 'API reference';
      parts.push(link);
    }
    if (byKeyboard) {
      const keys = doc.createElement('span');
      keys.style.cssText = STYLES.keys;
      keys.textContent = KEYS_HINT;
      parts.push(keys);
    }
    tip.replaceChildren(...parts);
    tip.style.top = '0px';
    tip.style.left = '0px';
    anchor = target;
    target.after(tip);
    target.setAttribute('aria-describedby', TIP_ID);
    place();
  };

  const identifierOf = (node: EventTarget | null): HTMLElement | null =>
    node instanceof Element ? node.closest<HTMLElement>('[data-hover]') : null;
  const inside = (node: EventTarget | null) => node instanceof Node && (tip.contains(node) || (anchor !== null && anchor.contains(node)));
  const hideSoon = () => {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(hide, HIDE_DELAY_MS);
  };

  const onPointerOver = (event: PointerEvent) => {
    const target = identifierOf(event.target);
    if (target && !tip.contains(target)) show(target, false);
    else if (inside(event.target)) clearTimeout(hideTimer);
  };
  const onPointerOut = (event: PointerEvent) => {
    // Focus keeps the tooltip of a focused identifier open.
    if (anchor && inside(event.target) && !inside(event.relatedTarget) && !inside(doc.activeElement)) hideSoon();
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = identifierOf(event.target);
    if (target && target === dismissed) return;
    if (target && !tip.contains(target)) show(target, true);
    else if (!inside(event.target)) hide();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (anchor && !inside(event.relatedTarget)) hide();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const focused = identifierOf(doc.activeElement);
    if (focused && doc.activeElement === focused && moveKeys.has(event.key)) {
      const block = focused.closest('pre');
      const all = block ? Array.from(block.querySelectorAll<HTMLElement>('[data-hover]')) : [focused];
      const at = all.indexOf(focused);
      const next = all[moveKeys.get(event.key)!(at, all.length)];
      if (next && next !== focused) {
        event.preventDefault();
        focused.tabIndex = -1;
        next.tabIndex = 0;
        next.focus();
      }
      return;
    }
    if (event.key !== 'Escape' || !anchor) return;
    const returnTo = tip.contains(doc.activeElement) ? anchor : null;
    hide();
    // Focus goes back to the identifier without opening its tooltip again.
    dismissed = returnTo;
    returnTo?.focus();
    dismissed = null;
  };
  const onMove = () => place();

  doc.addEventListener('pointerover', onPointerOver);
  doc.addEventListener('pointerout', onPointerOut);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  doc.addEventListener('keydown', onKeyDown);
  view.addEventListener('scroll', onMove, {capture: true, passive: true});
  view.addEventListener('resize', onMove, {passive: true});
  show(first, firstByKeyboard);
  return () => {
    hide();
    doc.removeEventListener('pointerover', onPointerOver);
    doc.removeEventListener('pointerout', onPointerOut);
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('keydown', onKeyDown);
    view.removeEventListener('scroll', onMove, {capture: true});
    view.removeEventListener('resize', onMove);
  };
}
