/** search_docs: the site's search, ranked as its dialog ranks, for one version. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {countInput, textInput, versionInput} from '../inputs';
import {summarizeHit, type HitSummary} from '../search/hit-summary';
import type {SiteData} from '../site-data';
import {DOCS_VERSIONS} from '../versions';

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_MAX = 20;

const hitShape = z.object({
  title: z.string(),
  url: z.string(),
  markdownUrl: z.string(),
  version: z.enum(DOCS_VERSIONS),
  section: z.string(),
  snippet: z.string(),
});

export function formatHits(query: string, version: string, hits: HitSummary[], queryUsed: string): string {
  if (hits.length === 0) {
    return (
      `No page of the ${version} docs matches "${query}". Try other words, the name of an API item ` +
      `(get_api_item), or the other version.`
    );
  }
  const cut = queryUsed !== query ? ` (searched for its first ${queryUsed.length} characters, as the site's search box does)` : '';
  const lines = hits.map(
    (hit, i) =>
      `${i + 1}. ${hit.title} [${hit.section}]\n   ${hit.url}\n   Markdown: ${hit.markdownUrl}${hit.snippet ? `\n   ${hit.snippet}` : ''}`,
  );
  return `Results for "${query}" in the ${version} docs${cut}:\n\n${lines.join('\n')}\n\nRead a page with get_page {url}.`;
}

export function registerSearchDocs(server: McpServer, data: SiteData): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the CommandKit docs',
      description:
        "Searches one version of the CommandKit documentation (guide and API reference) with the site's own " +
        "search engine and ranking: the first rows are the ones the site's search dialog shows for the same " +
        "words. Returns each hit's title, URL, Markdown URL, section and snippet.",
      inputSchema: {
        query: textInput(
          'query',
          `the words to look for, e.g. "slash command options" (1 to ${SEARCH_QUERY_MAX} characters)`,
          SEARCH_QUERY_MAX,
        ),
        version: versionInput,
        limit: countInput('limit', 'how many hits to return', 1, SEARCH_LIMIT_MAX, 5),
      },
      outputSchema: {
        query: z.string(),
        queryUsed: z.string(),
        version: z.enum(DOCS_VERSIONS),
        total: z.number(),
        hits: z.array(hitShape),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, version, limit}) => {
      const ranked = await data.search.search(query, version, limit);
      const hits = ranked.hits.map((hit) => summarizeHit(hit, version));
      return {
        content: [{type: 'text', text: formatHits(query, version, hits, ranked.queryUsed)}],
        structuredContent: {query, queryUsed: ranked.queryUsed, version, total: ranked.total, hits},
      };
    },
  );
}
