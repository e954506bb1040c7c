/** list_known_issues: the framework defects a reader of one version can hit, with their workarounds. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {textInput, versionInput} from '../inputs';
import type {IssueFacts} from '../issues/issue-facts';
import type {SiteData} from '../site-data';
import {DOCS_VERSIONS} from '../versions';

const issueShape = z.object({
  id: z.string(),
  version: z.enum(DOCS_VERSIONS),
  title: z.string(),
  whatHappens: z.string(),
  workaround: z.string(),
  source: z.string(),
  entries: z.array(z.string()),
  pages: z.array(z.string()),
  url: z.string(),
});

export function formatIssues(issues: IssueFacts[], version: string, query: string | undefined): string {
  if (!issues.length) return `No known issue of ${version} matches "${query}". Leave query out to list all of them.`;
  const head = `${issues.length} known issue${issues.length === 1 ? '' : 's'} of CommandKit ${version}${query ? ` matching "${query}"` : ''}:`;
  const blocks = issues.map((issue) =>
    [
      `### ${issue.title} (${issue.id})`,
      issue.url,
      '',
      issue.whatHappens,
      '',
      `Workaround: ${issue.workaround}`,
      '',
      `Shown on: ${issue.pages.join(', ')}`,
    ].join('\n'),
  );
  return [head, ...blocks].join('\n\n');
}

export function registerListKnownIssues(server: McpServer, data: SiteData): void {
  server.registerTool(
    'list_known_issues',
    {
      title: 'List CommandKit known issues',
      description:
        'Framework defects of one CommandKit version that a bot developer can hit, each checked against the ' +
        'code: id, title, what happens, the workaround, the source location, and the doc pages that show it. ' +
        '`query` keeps the issues whose text contains every one of its words.',
      inputSchema: {
        version: versionInput,
        query: textInput(
          'query',
          'words the issue must contain, e.g. "ratelimit" or "select menu" (leave out to list every issue)',
          200,
        ).optional(),
      },
      outputSchema: {
        version: z.enum(DOCS_VERSIONS),
        query: z.string().optional(),
        issues: z.array(issueShape),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({version, query}) => {
      const issues = data.knownIssues(version, query);
      return {
        content: [{type: 'text', text: formatIssues(issues, version, query)}],
        structuredContent: {version, ...(query ? {query} : {}), issues},
      };
    },
  );
}
