/**
 * The framework's own documentation site, as it stood at the commit this site documents: the URLs its
 * readers have shared, which must keep answering here (config/legacy-urls.data.json, written by
 * scripts/legacy-urls.ts from the framework's file tree).
 */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';

export {FRAMEWORK_COMMIT_SHORT as LEGACY_COMMIT} from '../plugins/shared/framework';
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

export function readLegacyUrls(file: string = LEGACY_URLS_FILE): LegacyUrl[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as {urls: LegacyUrl[]}).urls;
}
