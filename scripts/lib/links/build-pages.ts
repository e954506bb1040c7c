/**
 * What a production build serves, read from its files: its pages (by URL) and its redirect pages (URL -> target).
 * The `<path>/index.html` twins of plugins/url-forms are the same pages and are not listed twice.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {htmlFiles} from '../../../deploy/sync';
import {isClientRedirectPage} from '../../../deploy/csp-hashes';
import {isFormCopy} from '../../../plugins/url-forms/src/public';
import {routeFromFile} from '../../../plugins/local-search/src/public';

export interface BuildPages {
  pages: Set<string>;
  redirects: Map<string, string>;
}

export function redirectTarget(html: string): string | undefined {
  return html.match(/<meta http-equiv="refresh" content="0; url=([^"]+)"/i)?.[1];
}

export function readBuildPages(buildDir: string): BuildPages {
  const files = htmlFiles(buildDir).map((file) => path.relative(buildDir, file).split(path.sep).join('/'));
  const fileSet = new Set(files);
  const pages = new Set<string>();
  const redirects = new Map<string, string>();
  for (const file of files) {
    if (file === '404.html' || isFormCopy(file, fileSet)) continue;
    const html = readFileSync(path.join(buildDir, file), 'utf8');
    const url = routeFromFile(file);
    if (isClientRedirectPage(html)) redirects.set(url, redirectTarget(html) ?? '');
    else pages.add(url);
  }
  return {pages, redirects};
}
