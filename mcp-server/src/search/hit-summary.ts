/** A search hit as the tools return it: plain text, absolute URLs, the page's Markdown twin. */
import type {LocalHit} from '../../../src/search/engine';
import {LEVELS} from '../../../plugins/shared/search/types';
import {twinOf} from '../site';
import type {DocsVersion} from '../versions';

export interface HitSummary {
  title: string;
  url: string;
  markdownUrl: string;
  version: DocsVersion;
  /** The sidebar category the dialog groups the hit under (e.g. "Commands", or the API package). */
  section: string;
  snippet: string;
}

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};

/** Highlighted snippet markup (escaped text, `<mark>` around matches) as plain text with the matches in bold. */
export function snippetText(markup: string): string {
  return markup
    .replace(/<mark>/g, '**')
    .replace(/<\/mark>/g, '**')
    .replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Page title, then the heading the hit is under: "Middlewares › When you need one". */
export function hitTitle(hit: Pick<LocalHit, 'hierarchy'>): string {
  const headings = LEVELS.slice(1)
    .map((level) => hit.hierarchy[level])
    .filter((text): text is string => Boolean(text));
  return headings.join(' › ');
}

export function summarizeHit(hit: LocalHit, version: DocsVersion): HitSummary {
  const snippet = (hit._snippetResult?.content as {value?: string} | undefined)?.value;
  return {
    title: hitTitle(hit),
    url: hit.url,
    markdownUrl: twinOf(hit.url_without_anchor),
    version,
    section: hit.hierarchy.lvl0 ?? '',
    snippet: snippet ? snippetText(snippet) : '',
  };
}
