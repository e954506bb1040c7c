/**
 * Pages the framework's own site had for names our reference has no item for
 * (api-models/<version>/former-pages.json, our prose). Its 0.1.10 reference was generated from a later
 * development commit, so it listed names the published package never exported (`version`, `CommandContext`);
 * its 1.x reference documented some internal modules. A reader following an old link must land on a page
 * that says what the name was and where to go instead, not on a 404.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ApiItem, ApiKind, ApiVersion} from './types';
import {API_KINDS} from './types';

export type FormerStatus =
  /** The package as published does not export the name at all. */
  | 'not-exported'
  /** Importable at run time, but the source marks it private/internal: not part of the supported API. */
  | 'internal'
  /**
   * An item of an earlier 1.x release that the documented commit no longer has. The API history
   * (generate/history.ts) says when it went; this entry is our prose on what replaces it.
   */
  | 'removed';

export interface FormerPage {
  name: string;
  /** 1.x: the section (package) folder the page lives in. 0.1.10: "commandkit". */
  section: string;
  /** Kind folder of the page (the one the old site used). */
  kind: ApiKind;
  status: FormerStatus;
  /** The old site's URLs for this name (redirected here when they differ from the page's own URL); none for `removed`. */
  legacyUrls: string[];
  /** One sentence for search results and link previews. */
  summary: string;
  /** Markdown: what the name was, and where the reader finds the equivalent (links: api:<section>/<Name> or site paths). */
  body: string;
}

export function formerPagesPath(modelsDir: string, version: ApiVersion): string {
  return join(modelsDir, version, 'former-pages.json');
}

/** Reads and checks every entry of the file; a malformed entry stops the build with its name. */
export function readFormerEntries(modelsDir: string, version: ApiVersion): FormerPage[] {
  const file = formerPagesPath(modelsDir, version);
  if (!existsSync(file)) return [];
  const entries = JSON.parse(readFileSync(file, 'utf8')) as FormerPage[];
  for (const entry of entries) {
    const problems = [
      !entry.name && 'no name',
      !API_KINDS.includes(entry.kind) && `unknown kind "${entry.kind}"`,
      !['not-exported', 'internal', 'removed'].includes(entry.status) && `unknown status "${entry.status}"`,
      !entry.summary?.trim() && 'no summary',
      !entry.body?.trim() && 'no body',
      entry.status !== 'removed' && !entry.legacyUrls?.length && 'no legacyUrls',
    ].filter(Boolean);
    if (problems.length) throw new Error(`${file}: entry "${entry.name ?? '?'}": ${problems.join(', ')}`);
  }
  return entries;
}

/** Names the framework's old site documented (entries other than `removed`). */
export function readFormerPages(modelsDir: string, version: ApiVersion): FormerPage[] {
  return readFormerEntries(modelsDir, version).filter((entry) => entry.status !== 'removed');
}

/** Our prose on what replaces each item removed since an earlier release (`removed` entries). */
export function readRemovedNotes(modelsDir: string, version: ApiVersion): FormerPage[] {
  return readFormerEntries(modelsDir, version).filter((entry) => entry.status === 'removed');
}

/**
 * The former pages a version really gets: a name the model has (under its own name or an export alias, e.g.
 * once extracted as an internal item) is served by the model's page instead, and its old URL redirects there.
 * The generator and the legacy-link resolver both decide through this one rule.
 */
export function formerPagesToGenerate(modelsDir: string, version: ApiVersion, items: readonly ApiItem[]): FormerPage[] {
  const modelNames = new Set(items.flatMap((i) => [i.name, ...(i.aliases ?? []).map((a) => a.name)]));
  return readFormerPages(modelsDir, version).filter((page) => !modelNames.has(page.name));
}
