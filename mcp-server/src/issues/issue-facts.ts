/**
 * Known issues as the tools tell them (parsed by plugins/known-issues): what happens, the workaround, where the
 * reader meets it, and which API names an issue is about.
 */
import {
  docUrl,
  hasWorkaroundParagraph,
  issueSourceLabel,
  issueSourceUrl,
  LIST_PAGE,
  type KnownIssue,
} from '../../../plugins/known-issues/src/public';
import {absoluteUrl, type SiteLocation} from '../site';

export interface IssueFacts {
  id: string;
  version: KnownIssue['version'];
  title: string;
  whatHappens: string;
  workaround: string;
  /** Where the defect is in the framework: a link at the pinned commit (1.x) or a path in the package (0.1.10). */
  source: string;
  /** Import paths whose loading the issue covers. */
  entries: string[];
  /** The pages that show the issue where the reader meets it. */
  pages: string[];
  /** The issue on its version's known-issues page. */
  url: string;
}

/** The body split at its workaround paragraph (the format plugins/known-issues enforces). */
export function splitWorkaround(body: string): {whatHappens: string; workaround: string} {
  const paragraphs = body.split(/\n\s*\n/);
  const at = paragraphs.findIndex((paragraph) => hasWorkaroundParagraph(paragraph));
  if (at < 0) return {whatHappens: body.trim(), workaround: ''};
  const workaround = paragraphs
    .slice(at)
    .join('\n\n')
    .replace(/^\*\*Workaround:?\*\*:?\s*/, '')
    .trim();
  return {whatHappens: paragraphs.slice(0, at).join('\n\n').trim(), workaround};
}

export function issueFacts(issue: KnownIssue, site: SiteLocation): IssueFacts {
  return {
    id: issue.id,
    version: issue.version,
    title: issue.title,
    ...splitWorkaround(issue.body),
    source: issueSourceUrl(issue) ?? issueSourceLabel(issue),
    entries: issue.entries,
    pages: issue.pages.map((page) => absoluteUrl(site, docUrl(issue.version, page))),
    url: `${absoluteUrl(site, LIST_PAGE[issue.version].url)}#${issue.id}`,
  };
}

/** Whether the issue's text names `name` in inline code (`` `name` ``, `` `name()` ``, `` `x.name` ``). */
export function issueNames(issue: Pick<KnownIssue, 'title' | 'body'>, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = new RegExp(`(^|[^\\w$])${escaped}($|[^\\w$])`);
  return [...`${issue.title}\n${issue.body}`.matchAll(/`([^`\n]+)`/g)].some((code) => word.test(code[1]!));
}

/** Issues whose id, title, text or entries contain every word of the query (case-insensitive). */
export function matchesQuery(issue: KnownIssue, query: string): boolean {
  const haystack = `${issue.id}\n${issue.title}\n${issue.body}\n${issue.entries.join(' ')}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
