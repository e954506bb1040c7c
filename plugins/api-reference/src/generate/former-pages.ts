/**
 * MDX for the pages of names the old site documented and our reference has no item for (model/former-pages.ts).
 * 0.1.10's are listed in the sidebar under their kind (that is how 0.1.10 gets a true `variables` kind);
 * 1.x's are unlisted: reachable from old links and search engines' memory, not offered as API to use.
 */
import type {ApiVersion} from '../model/types';
import type {FormerPage} from '../model/former-pages';
import {toSlug} from '../model/slug';
import {descriptionText, frontMatter, mdxSafeMarkdown} from './render';
import {LEGACY_VERSION} from '../../../shared/docs-versions';

const STATUS_NOTE: Record<FormerPage['status'], (name: string, version: ApiVersion) => string> = {
  'not-exported': (name, version) =>
    version === LEGACY_VERSION
      ? `\`${name}\` is not exported by the published \`commandkit@0.1.10\` package: \`import { ${name} } ` +
        `from 'commandkit'\` does not give you anything. The framework's earlier reference listed it because ` +
        `it was generated from a later development commit.`
      : `\`${name}\` is not exported by any public entry point at this release, so it cannot be imported by ` +
        `name. The framework's own reference listed it because its generator documented an internal module.`,
  removed: (name) => `\`${name}\` is no longer part of the API.`,
  internal: (name) =>
    `\`${name}\` can be imported at run time, but the source marks it private and internal: it is not ` +
    `part of the supported API and may change in any release without notice.`,
};

export function formerPageSlug(page: FormerPage): string {
  return toSlug(page.name);
}

export function formerPage(page: FormerPage, version: ApiVersion, position: number): string {
  const title = page.status === 'not-exported' ? 'Not exported' : 'Internal';
  return [
    frontMatter({
      title: page.name,
      sidebar_label: page.name,
      sidebar_position: position,
      sidebar_class_name: 'api-former-page',
      description: descriptionText(page.summary),
      unlisted: version === '1.x' ? true : undefined,
    }),
    '',
    `:::note ${title}`,
    '',
    STATUS_NOTE[page.status](page.name, version),
    '',
    ':::',
    '',
    mdxSafeMarkdown(page.body.trim()),
    '',
  ].join('\n');
}

/** Kind index text for a kind folder that holds only former pages (0.1.10's `variables`). */
export function formerKindIndex(pages: FormerPage[], version: ApiVersion, title: string, position: number, kindUrl: string): string {
  const list = pages.map((p) => `- [\`${p.name}\`](${kindUrl}/${formerPageSlug(p)}): ${mdxSafeMarkdown(p.summary.trim())}`);
  return [
    frontMatter({
      title,
      sidebar_position: position,
      description: `Names the framework's earlier reference listed under ${title.toLowerCase()}, and what ${version} really exports.`,
    }),
    '',
    `The published ${version} package exports no ${title.toLowerCase()}. The framework's earlier ` +
      `reference listed these; each page says what it was and what to use instead.`,
    '',
    ...list,
    '',
  ].join('\n');
}
