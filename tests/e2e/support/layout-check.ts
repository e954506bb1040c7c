/**
 * What a reader at any width must never meet, read from the rendered page: the page itself scrolling sideways,
 * and text cut off by a box that gives no visible way to reach the rest.
 *
 * A box cuts text when its content is wider than the box (scrollWidth > clientWidth) and it does not let the
 * overflow show (overflow-x other than `visible`). That is allowed only when the reader can see how to reach it:
 * - a scroll container with a visible horizontal scrollbar (desktop scrollbars take space; phone scrollbars are
 *   overlays that only appear while scrolling, so they do not count), or with scroll shadows (a gradient
 *   background attached `local`, drawn only on the side where more content is);
 * - text ending in an ellipsis whose full text is the element's title or accessible name.
 * Boxes the reader cannot see (hidden, zero-sized, visually-hidden screen-reader text) are left out.
 */
import type {Page} from 'playwright-core';

export interface LayoutReport {
  /**
   * How much wider the page is than the screen: document.scrollingElement.scrollWidth minus the viewport width.
   * Not minus clientWidth alone: a phone browser widens its layout viewport to fit content that overflows (the
   * page is then shown zoomed out), so clientWidth grows with the overflow and would hide part of it.
   */
  pageOverflow: number;
  /** The widest elements sticking out of the viewport on the right, when the page overflows. */
  overflowing: string[];
  /** Boxes that cut text with no visible way to reach it. */
  clipped: string[];
}

export async function inspectLayout(page: Page, viewportWidth: number): Promise<LayoutReport> {
  // tsx names the functions declared below with a `__name` helper that the page does not have.
  await page.evaluate('window.__name = window.__name || ((fn) => fn)');
  return page.evaluate((viewport) => {
    const describe = (element: Element): string => {
      const classes = Array.from(element.classList).slice(0, 3).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const box = element as HTMLElement;
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (${box.clientWidth}px showing ${box.scrollWidth}px: "${text}")`;
    };
    const root = document.scrollingElement ?? document.documentElement;
    const pageOverflow = Math.max(root.scrollWidth, root.clientWidth) - viewport;
    const overflowing: string[] = [];
    if (pageOverflow > 0) {
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const rect = element.getBoundingClientRect();
        if (rect.right > viewport + 1 && rect.width > 0 && element.checkVisibility()) {
          // Only the outermost culprit: its children stick out with it.
          const parentRect = element.parentElement?.getBoundingClientRect();
          if (!parentRect || parentRect.right <= viewport + 1) {
            overflowing.push(`${describe(element)} right edge at ${Math.round(rect.right)}px`);
          }
        }
      }
    }
    const clipped: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth === 0) continue;
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible') continue;
      if (!element.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 2 || rect.height <= 2) continue;
      if (!(element.textContent ?? '').trim()) continue;
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      const borders = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
      const scrollbarShown = element.offsetHeight - element.clientHeight - borders > 0;
      const scrollShadows = /gradient/.test(style.backgroundImage) && style.backgroundAttachment.includes('local');
      const fullTextNamed =
        style.textOverflow === 'ellipsis' &&
        [element.title, element.getAttribute('aria-label')].some(
          (name) => name && name.includes((element.textContent ?? '').trim().slice(0, -1)),
        );
      if ((scrolls && (scrollbarShown || scrollShadows)) || fullTextNamed) continue;
      clipped.push(describe(element));
    }
    return {pageOverflow, overflowing: overflowing.slice(0, 5), clipped};
  }, viewportWidth);
}
