/**
 * What of an API reference page goes into the search index. The reference is most of the site's text,
 * and a reader searching for a member needs its name (a heading) and what it is for (its first sentence),
 * not every parameter row, return type, source location or the prose inherited from a base class, which
 * is indexed on the base's own page. Keeping only that keeps the index a 1.x reader downloads within budget
 * (bench/RESULTS.md, "Search").
 */

/**
 * Class-name prefixes of the API components (src/components/api) whose text is left out on API pages:
 * a signature block (code, type-parameter and parameter tables, return type), the badges and source link
 * under a member heading, and the collapsed list of members inherited from a base class.
 * CSS modules keep the local name as the prefix (`signature_u2Q4` in production builds).
 */
const API_SKIPPED_CLASS = /^(signature|memberMeta|inherited)_/;

export function isSkippedOnApiPage(classAttribute: string | undefined): boolean {
  return (classAttribute ?? '').split(/\s+/).some((name) => API_SKIPPED_CLASS.test(name));
}

/** Sections of an API page whose text is not indexed (their heading still is). */
const API_SKIPPED_SECTIONS = new Set(['Source']);

export function isSkippedApiSection(lvl2: string | null): boolean {
  return lvl2 !== null && API_SKIPPED_SECTIONS.has(lvl2);
}

/** A sentence ends at . ! or ? followed by space and what starts a sentence (not "e.g. the", not `ctx.reply`). */
const SENTENCE_END = /[.!?](?=\s+[\p{Lu}\d`'"(])/u;

/** The first sentence of a paragraph (the whole paragraph when it is one sentence). */
export function firstSentence(text: string): string {
  const match = SENTENCE_END.exec(text);
  return match ? text.slice(0, match.index + 1) : text;
}

/**
 * The text indexed for one paragraph of an API page: a member's paragraph (under a member heading) as its
 * first sentence; the page's opening paragraphs without what the page's description (the title record's
 * text) already says, or nothing when they only repeat it.
 */
export function apiParagraph(text: string, underMember: boolean, description: string): string {
  if (underMember) {
    return firstSentence(text);
  }
  const said = description.replace(/…$/, '').trim();
  const rest =
    said.length > 0 && text.startsWith(said)
      ? text
          .slice(said.length)
          .replace(/^[\s,;:.]+/, '')
          .trim()
      : text;
  return firstSentence(rest);
}
