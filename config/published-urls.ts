/**
 * Our own URLs are a promise: config/published-urls.data.json lists every page the site publishes (written from a
 * build by `npm run links:published`). A page that leaves the build must leave a redirect to its successor
 * (config/redirects.ts); tests/e2e/links.test.ts fails otherwise, and also when a new page is not listed yet.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';

export const PUBLISHED_URLS_FILE = resolve('config', 'published-urls.data.json');

export function readPublishedUrls(file: string = PUBLISHED_URLS_FILE): string[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as {urls: string[]}).urls;
}

export function writePublishedUrls(urls: readonly string[], file: string = PUBLISHED_URLS_FILE): void {
  const sorted = [...new Set(urls)].sort();
  writeFileSync(
    file,
    JSON.stringify({note: 'Written by npm run links:published from a build; see config/published-urls.ts.', urls: sorted}, null, 1) + '\n',
  );
}
