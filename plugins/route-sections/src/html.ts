/**
 * The page side of route sections: each built page of a section loads the section's chunk with a script
 * tag placed before main.js, so its routes are installed before the first render (scripts with `defer`
 * run in document order, after the runtime that registers the chunk's modules).
 */
import path from 'node:path';
import {SECTION_SCRIPT_ATTRIBUTE} from './client/script-attribute';

// The main bundle's tag as Docusaurus writes it (attribute quotes may have been removed by the HTML minifier).
const MAIN_SCRIPT = /<script\b[^>]*\bsrc=["']?[^"'\s>]*\/main\.[0-9a-f]+\.js["']?[^>]*>/;

/** The page with `<script src=… defer>` for the section chunk inserted just before the main bundle's tag. */
export function withSectionScript(html: string, scriptUrl: string, page: string): string {
  if (html.includes(`src="${scriptUrl}"`)) {
    return html;
  }
  const match = MAIN_SCRIPT.exec(html);
  if (!match) {
    throw new Error(`route-sections: ${page} has no main.*.js script tag to put the route section's script before.`);
  }
  return `${html.slice(0, match.index)}<script src="${scriptUrl}" defer ${SECTION_SCRIPT_ATTRIBUTE}></script>${html.slice(match.index)}`;
}

/**
 * The HTML file Docusaurus writes for a route path (its own rule: `.html` paths as they are, `<path>/index.html`
 * when trailingSlash is unset or true or the path ends with a slash, `<path>.html` otherwise).
 */
export function htmlFileOf(routePath: string, baseUrl: string, trailingSlash: boolean | undefined): string {
  const withoutBase = routePath.startsWith(baseUrl) ? `/${routePath.slice(baseUrl.length)}` : routePath;
  const name = withoutBase.replace(/^\/+/, '');
  if (/\.html?$/i.test(name)) {
    return name;
  }
  if (trailingSlash === undefined || trailingSlash || name === '' || name.endsWith('/')) {
    return path.posix.join(name, 'index.html');
  }
  return `${name}.html`;
}
