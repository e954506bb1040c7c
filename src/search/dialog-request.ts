/**
 * The request DocSearch's dialog sends to the local engine for a query on one docs version: Docusaurus's
 * contextual search filters on the language and the version's `docusaurus_tag`s, and DocSearchModal.tsx asks
 * for DIALOG_HITS hits, one per page. Shared by the relevance benchmarks and the documentation MCP server so
 * that both rank exactly as the dialog does.
 */
import {DIALOG_HITS, DIALOG_QUERY_LIMIT} from './dialog-order';
import type {SearchParams} from './engine';

export type DocsVersionName = '1.x' | '0.1.10';

/** The `docusaurus_tag` values contextual search allows on a version's pages (`default`: pages outside the docs). */
export const VERSION_TAGS: Record<DocsVersionName, string[]> = {
  '1.x': ['default', 'docs-default-current'],
  '0.1.10': ['default', 'docs-default-0.1.10'],
};

export function facetFiltersFor(version: DocsVersionName): (string | string[])[] {
  return ['language:en', VERSION_TAGS[version].map((tag) => `docusaurus_tag:${tag}`)];
}

/** The query as the dialog's input keeps it (its first DIALOG_QUERY_LIMIT characters). */
export function dialogQuery(typed: string): string {
  return typed.slice(0, DIALOG_QUERY_LIMIT);
}

/** The search request of the dialog for `typed` on `version` (`hitsPerPage`: the dialog's DIALOG_HITS). */
export function dialogRequest(typed: string, version: DocsVersionName, hitsPerPage: number = DIALOG_HITS): SearchParams {
  return {
    query: dialogQuery(typed),
    facetFilters: facetFiltersFor(version),
    hitsPerPage,
    distinct: true,
    attributesToSnippet: ['content:10'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
}
