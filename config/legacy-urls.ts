/**
 * The framework's own documentation site, as it stood at each commit this site has documented: the URLs its
 * readers have shared, which must keep answering here (config/legacy-urls.data.json, one list per commit,
 * written by scripts/legacy-urls.ts from the framework's file tree).
 */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';

/**
 * The framework commits whose sites' URLs we keep answering, oldest first: the commit 1.x first documented and
 * every commit it has documented since, the last being the documented one (plugins/shared/framework.ts; a unit
 * test keeps the two in step). Moving the documented commit adds one (`npm run links:legacy`).
 */
export const LEGACY_COMMITS = ['97094e90', '392b9d81'] as const;
/** Relative to the site folder, like the rest of config/ (Docusaurus, the scripts and the tests all run from it). */
export const LEGACY_URLS_FILE = resolve('config', 'legacy-urls.data.json');

export interface LegacyUrl {
  url: string;
  /** The file of the framework's repository the URL comes from. */
  source: string;
  version?: '1.x' | '0.1.10';
  /** Front matter title of an API page (the item's name, in the generator's spelling). */
  title?: string;
}

export interface LegacyUrlList {
  /** Short commit of the framework's repository the list was read from. */
  commit: string;
  urls: LegacyUrl[];
}

export function readLegacyLists(file: string = LEGACY_URLS_FILE): LegacyUrlList[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as {lists: LegacyUrlList[]}).lists;
}

/**
 * Every URL of every list, once: a URL both sites had keeps the entry of the newest list (its source file and
 * title as the framework has them now).
 */
export function readLegacyUrls(file: string = LEGACY_URLS_FILE): LegacyUrl[] {
  const byUrl = new Map<string, LegacyUrl>();
  for (const list of readLegacyLists(file)) for (const entry of list.urls) byUrl.set(entry.url, entry);
  return [...byUrl.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}
