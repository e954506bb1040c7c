/** get_page: a doc page as Markdown (its twin), by URL. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {textInput} from '../inputs';
import type {SiteData} from '../site-data';
import {DOCS_VERSIONS} from '../versions';

export function registerGetPage(server: McpServer, data: SiteData): void {
  server.registerTool(
    'get_page',
    {
      title: 'Read a CommandKit docs page',
      description:
        'Returns a page of the CommandKit documentation as Markdown (the Markdown twin the site publishes at ' +
        '<page>.md): guide pages and API reference pages of 1.x (/docs/...) and 0.1.10 (/docs/v0/...). Takes ' +
        'the absolute URL or the site-relative path, as search_docs returns them.',
      inputSchema: {
        url: textInput(
          'url',
          'the page address, absolute (https://commandkit.dev/docs/guide/...) or site-relative (/docs/guide/...)',
          2000,
        ),
      },
      outputSchema: {
        url: z.string(),
        markdownUrl: z.string(),
        version: z.enum(DOCS_VERSIONS),
        title: z.string(),
        markdown: z.string(),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({url}) => {
      const page = await data.twins.read(url);
      return {
        content: [{type: 'text', text: page.markdown}],
        structuredContent: {
          url: page.url,
          markdownUrl: page.markdownUrl,
          version: page.version,
          title: page.title,
          markdown: page.markdown,
        },
      };
    },
  );
}
