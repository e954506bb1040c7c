/**
 * First-load assets of a built page, read from its HTML: what a browser fetches before the page is
 * interactive. Pure functions: no file system, so they are unit tested (tests/unit/bench-html-assets.test.ts).
 */

export interface FirstLoadAssets {
  /** External classic or module scripts, in document order, deduplicated (`<script src>`). */
  scripts: string[];
  /** Stylesheets, in document order, deduplicated (`<link rel="stylesheet" href>`). */
  stylesheets: string[];
  /** Bytes (UTF-8) of inline `<script>` bodies that run (JSON-LD and other data blocks excluded). */
  inlineScriptBytes: number;
  /** Bytes (UTF-8) of inline `<style>` bodies. */
  inlineStyleBytes: number;
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The attributes of one start tag's inner text (after the tag name), names lower-cased. */
export function parseAttributes(inner: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of inner.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!(name in attributes)) {
      attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    }
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Script types that a browser executes; anything else (application/ld+json, text/template …) is data. */
const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

function withoutComments(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, '');
}

export function firstLoadAssets(html: string): FirstLoadAssets {
  const source = withoutComments(html);
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  let inlineScriptBytes = 0;
  let inlineStyleBytes = 0;

  for (const match of source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = parseAttributes(match[1]!);
    const type = (attributes.type ?? '').trim().toLowerCase();
    if (!EXECUTABLE_SCRIPT_TYPES.has(type)) {
      continue;
    }
    if (attributes.src !== undefined && attributes.src !== '') {
      if (!scripts.includes(attributes.src)) {
        scripts.push(attributes.src);
      }
    } else {
      inlineScriptBytes += Buffer.byteLength(match[2]!, 'utf8');
    }
  }

  for (const match of source.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[1]!);
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('stylesheet') && attributes.href && !stylesheets.includes(attributes.href)) {
      stylesheets.push(attributes.href);
    }
  }

  for (const match of source.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    inlineStyleBytes += Buffer.byteLength(match[1]!, 'utf8');
  }

  return {scripts, stylesheets, inlineScriptBytes, inlineStyleBytes};
}

/**
 * Maps an asset URL from the HTML to a path relative to the build folder, or null for assets of other
 * origins (they are not part of the build and are reported separately).
 */
export function assetPathInBuild(url: string, baseUrl = '/'): string | null {
  if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url)) {
    return null;
  }
  const clean = url.split(/[?#]/)[0]!;
  if (clean.startsWith(baseUrl)) {
    return decodeURIComponent(clean.slice(baseUrl.length));
  }
  return decodeURIComponent(clean.replace(/^\/+/, ''));
}

export interface SizedFile {
  raw: number;
  gzip: number;
}

export interface SizeTotals {
  files: number;
  raw: number;
  gzip: number;
}

export function sumSizes(sizes: readonly SizedFile[]): SizeTotals {
  return sizes.reduce<SizeTotals>((total, size) => ({files: total.files + 1, raw: total.raw + size.raw, gzip: total.gzip + size.gzip}), {
    files: 0,
    raw: 0,
    gzip: 0,
  });
}
