/**
 * Makes a renderer's SVG safe to inline in a page that may hold several diagrams: its `<style>` rules
 * apply to this SVG only (the renderer writes bare `svg {…}` and `text {…}` rules, which inline would
 * restyle every SVG of the page), its ids and references get a prefix of their own, and the web-font
 * `@import` goes (the site loads no third-party fonts; its CSP allows none).
 */

/** Prefixes every selector of a flat stylesheet (no nested at-rules) with `svg.<className>`. */
export function scopeStylesheet(css: string, className: string): string {
  const withoutImports = css.replace(/@import\s+url\([^)]*\)\s*;?/g, '');
  if (/@(?!import)/.test(withoutImports.replace(/\/\*[\s\S]*?\*\//g, ''))) {
    throw new Error('diagrams: the renderer wrote a stylesheet with at-rules, which scopeStylesheet cannot scope.');
  }
  return withoutImports.replace(/(^|\})([^{}]+)\{/g, (_match, before: string, selectors: string) => {
    const scoped = selectors
      .split(',')
      .map((selector) => {
        const trimmed = selector.trim();
        if (trimmed === '') return trimmed;
        return trimmed === 'svg' || trimmed.startsWith('svg ') || trimmed.startsWith('svg.') || trimmed.startsWith('svg:')
          ? `svg.${className}${trimmed.slice(3)}`
          : `svg.${className} ${trimmed}`;
      })
      .join(', ');
    const leading = selectors.match(/^\s*/)![0];
    return `${before}${leading}${scoped} {`;
  });
}

/** The SVG with scoped styles, prefixed ids, a class, and no role of its own (the figure carries it). */
export function scopeSvg(svg: string, className: string): string {
  const prefix = `${className}-`;
  const opening = /^<svg\b([^>]*)>/.exec(svg.trimStart());
  if (!opening) {
    throw new Error('diagrams: the renderer did not return an <svg> element.');
  }
  return svg
    .trimStart()
    .replace(/^<svg\b/, `<svg class="${className}" aria-hidden="true" focusable="false"`)
    .replace(/<style>([\s\S]*?)<\/style>/g, (_match, css: string) => `<style>${scopeStylesheet(css, className)}</style>`)
    .replace(/\bid="([^"]+)"/g, (_match, id: string) => `id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_match, id: string) => `url(#${prefix}${id})`)
    .replace(/\bhref="#([^"]+)"/g, (_match, id: string) => `href="#${prefix}${id}"`)
    .replace(/\n\s*/g, '\n');
}
