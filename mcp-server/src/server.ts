/** One MCP server (one per client session): the four tools and the llms resources over the shared site data. */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {registerLlmsResources} from './resources';
import type {SiteData} from './site-data';
import {registerGetApiItem} from './tools/get-api-item';
import {registerGetPage} from './tools/get-page';
import {registerListKnownIssues} from './tools/list-known-issues';
import {registerSearchDocs} from './tools/search-docs';

export const SERVER_INFO = {name: 'commandkit-docs', version: '1.0.0'};

const INSTRUCTIONS = [
  'Documentation of CommandKit, the framework for Discord bots on discord.js, for two releases: "1.x" ' +
    '(current, the default) and "0.1.10" (older). Every tool answers from one version only: pass version ' +
    '"0.1.10" for projects on commandkit 0.1.x.',
  "search_docs finds pages; get_page reads one as Markdown; get_api_item gives an exported name's " +
    'signatures, members and the import line that works at run time (heed its warnings); ' +
    'list_known_issues lists framework defects with workarounds.',
].join('\n');

export function createDocsServer(data: SiteData): McpServer {
  const server = new McpServer(SERVER_INFO, {instructions: INSTRUCTIONS});
  registerSearchDocs(server, data);
  registerGetPage(server, data);
  registerGetApiItem(server, data);
  registerListKnownIssues(server, data);
  registerLlmsResources(server, data.site);
  return server;
}
