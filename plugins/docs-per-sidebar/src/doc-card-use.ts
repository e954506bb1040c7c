/**
 * Whether a doc's source mentions DocCard, remembered per file by its modification time and size: the docs
 * plugin's contentLoaded asks for every doc on each load, and `docusaurus start` loads again on every edit, when
 * only the edited file can have changed.
 */
import {readFileSync, statSync} from 'node:fs';

interface Known {
  mtimeMs: number;
  size: number;
  mentions: boolean;
}

const known = new Map<string, Known>();

/** Whether the file at a doc's source path (`@site/…` aliased) mentions DocCard; false when it cannot be read. */
export function mentionsDocCard(siteDir: string, source: string | undefined): boolean {
  if (!source) return false;
  const file = source.replace(/^@site\//, `${siteDir}/`);
  try {
    const {mtimeMs, size} = statSync(file);
    const cached = known.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.mentions;
    const mentions = readFileSync(file, 'utf8').includes('DocCard');
    known.set(file, {mtimeMs, size, mentions});
    return mentions;
  } catch {
    known.delete(file);
    return false;
  }
}
