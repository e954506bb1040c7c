/**
 * Paragraphs repeated word for word on several pages of one docs version. The reference repeats text by
 * design: a known-issue callout sits on the guide page and on every API page it concerns, and API items share
 * member prose. A reference page's copy adds no word a query could match that another page does not already
 * answer with. Which copies go:
 * - a copy on a reference page, when a guide page has the paragraph (the guide explains; the item pages keep
 *   their headings, descriptions and own prose);
 * - when only reference pages have it, every copy but the one on the highest-ranked page (`page_rank`; the
 *   first among equals).
 * - a copy on a catalogue (a page ranked down with `docsearch:page_rank`, such as the known-issues list), when a
 *   page that is not one has the paragraph: a catalogue lists what each page shows where the reader meets it,
 *   its entries come after every other hit (src/search/ranking.ts), and its headings stay. About 17 KiB of the
 *   1.x reader's index was the known-issues list repeating the issue boxes of the guide pages.
 * Guide pages keep their copies: a shared explanation or a callout answers on each page that includes it
 * (dropping those cost relevance: the page a reader wants lost the words of its own callouts).
 */
import type {SearchRecord} from '../../shared/search/types';

/** Content shorter than this is never treated as a repeat (about a sentence: callout titles stay on every page). */
export const MIN_REPEATED_LENGTH = 80;

const REFERENCE_PAGE = /\/api-reference(?:\/|$)/;

function isReferencePage(record: SearchRecord): boolean {
  return REFERENCE_PAGE.test(record.url_without_anchor.replace(/^[a-z]+:\/\/[^/]+/i, ''));
}

function isCandidate(record: SearchRecord): boolean {
  return record.type === 'content' && record.content !== null && record.content.length >= MIN_REPEATED_LENGTH;
}

function isCatalogue(record: SearchRecord): boolean {
  return (record.page_rank ?? 0) < 0;
}

/** Which of the copies of one paragraph (indexes into records) are dropped. */
function copiesToDrop(records: readonly SearchRecord[], copies: readonly number[]): number[] {
  const shown = copies.filter((index) => !isCatalogue(records[index]!));
  if (shown.length > 0 && shown.length < copies.length) {
    const listed = copies.filter((index) => isCatalogue(records[index]!));
    return [...listed, ...referenceCopiesToDrop(records, shown)];
  }
  return referenceCopiesToDrop(records, copies);
}

/** Among copies on pages of one kind (all catalogues, or none): the reference copies that go. */
function referenceCopiesToDrop(records: readonly SearchRecord[], copies: readonly number[]): number[] {
  const reference = copies.filter((index) => isReferencePage(records[index]!));
  if (reference.length < copies.length) {
    return reference; // a guide page has it
  }
  let keeper = reference[0]!;
  for (const index of reference) {
    if ((records[index]!.page_rank ?? 0) > (records[keeper]!.page_rank ?? 0)) {
      keeper = index;
    }
  }
  return reference.filter((index) => index !== keeper);
}

/** The records without the dropped copies of repeated paragraphs, per docusaurus_tag; order is kept. */
export function dropRepeatedParagraphs(records: readonly SearchRecord[]): SearchRecord[] {
  const copies = new Map<string, number[]>();
  records.forEach((record, index) => {
    if (isCandidate(record)) {
      const key = `${record.docusaurus_tag}\u0000${record.content}`;
      const list = copies.get(key) ?? [];
      list.push(index);
      copies.set(key, list);
    }
  });
  const dropped = new Set<number>();
  for (const list of copies.values()) {
    if (list.length > 1) {
      copiesToDrop(records, list).forEach((index) => dropped.add(index));
    }
  }
  return records.filter((_, index) => !dropped.has(index));
}
