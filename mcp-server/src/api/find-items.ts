/** get_api_item's lookup: a name in every package section (or the one asked for), with the model's own rules. */
import {closest} from '../../../plugins/api-reference/src/public';
import {editDistance} from '../../../plugins/shared/edit-distance';
import type {ApiItem} from '../../../plugins/api-reference/src/public';
import {oneOf, ToolInputError} from '../tool-error';
import type {ApiCatalog} from './api-catalog';

/**
 * Items named `name` (or exported under that alias), one per section; several kinds of one name in a section
 * are all returned. A wrong section or an unknown name is a ToolInputError with the valid sections or the
 * closest names.
 */
export function findItems(catalog: ApiCatalog, name: string, section?: string): ApiItem[] {
  const {index, version} = catalog;
  if (section !== undefined && !index.sections.includes(section)) {
    throw new ToolInputError(
      `section "${section}" is not a package section of ${version}: use ${oneOf(index.sections)}, or leave ` +
        `section out to look in every section`,
    );
  }
  const sections = section === undefined ? index.sections : [section];
  const found: ApiItem[] = [];
  for (const s of sections) {
    const result = index.find(s, name);
    if (result.ok) found.push(result.item);
    else if (result.reason === 'ambiguous') found.push(...result.candidates);
  }
  if (found.length) return found;
  // A name typed in the wrong case (`commandkit` for `CommandKit`) is still that item.
  const lower = name.toLowerCase();
  const sameButCase = index.items.filter((item) => sections.includes(item.section) && !item.internal && item.name.toLowerCase() === lower);
  if (sameButCase.length) return sameButCase;
  const pool = index.items.filter((item) => sections.includes(item.section)).map((item) => item.name);
  // The model's candidates (substring matches included), nearest spelling first: a typo's fix before a word it contains.
  const near = closest(name, pool, 8)
    .sort((a, b) => editDistance(lower, a.toLowerCase()) - editDistance(lower, b.toLowerCase()))
    .slice(0, 5);
  const elsewhere = section === undefined ? [] : [...new Set(index.items.filter((item) => item.name === name).map((item) => item.section))];
  const hints = [
    elsewhere.length ? `"${name}" exists in section ${oneOf(elsewhere)}` : '',
    near.length ? `did you mean ${near.map((n) => `"${n}"`).join(', ')}?` : 'search_docs finds items by topic',
  ].filter(Boolean);
  throw new ToolInputError(`no API item named "${name}" in ${version}${section ? ` section ${section}` : ''}: ${hints.join('; ')}`);
}
