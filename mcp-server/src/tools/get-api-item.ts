/** get_api_item: an API item's facts, its working import line and the known issues about it. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import type {ApiItemFacts} from '../api/item-facts';
import {textInput, versionInput} from '../inputs';
import type {SiteData} from '../site-data';
import {DOCS_VERSIONS} from '../versions';

const importShape = z.object({
  line: z.string(),
  path: z.string(),
  typeOnly: z.boolean(),
  failingPaths: z.array(z.object({path: z.string(), error: z.string()})),
  warnings: z.array(z.string()),
  alsoFrom: z.array(z.string()),
});

const itemShape = z.object({
  name: z.string(),
  kind: z.string(),
  section: z.string(),
  package: z.string(),
  url: z.string(),
  summary: z.string(),
  deprecated: z.boolean(),
  internal: z.boolean(),
  signatures: z.array(z.string()),
  members: z.array(
    z.object({
      name: z.string(),
      kind: z.string(),
      signatures: z.array(z.string()),
      description: z.string(),
      inheritedFrom: z.string().optional(),
    }),
  ),
  import: importShape.nullable(),
  knownIssues: z.array(z.object({id: z.string(), title: z.string(), url: z.string()})),
  source: z.string(),
});

export function formatItem(item: ApiItemFacts, version: string): string {
  const out = [`## ${item.name} (${item.kind}, ${item.package}, ${version})`, item.url, ''];
  if (item.deprecated) out.push('Deprecated.', '');
  if (item.internal) out.push('Not exported by any entry point: public signatures use it, code cannot import it.', '');
  if (item.summary) out.push(item.summary, '');
  if (item.import) {
    out.push('```ts', item.import.line, '```');
    for (const warning of item.import.warnings) out.push(`WARNING: ${warning}`);
    if (item.import.alsoFrom.length) out.push(`Also exported from ${item.import.alsoFrom.map((p) => `\`${p}\``).join(', ')}.`);
    out.push('');
  }
  out.push('```ts', ...item.signatures, '```', '');
  if (item.members.length) {
    out.push('Members:');
    for (const member of item.members) {
      const signature = member.signatures.join(' | ') || member.name;
      out.push(
        `- \`${signature}\`${member.inheritedFrom ? ` (from ${member.inheritedFrom})` : ''}${member.description ? `: ${member.description.replace(/\s*\n\s*/g, ' ')}` : ''}`,
      );
    }
    out.push('');
  }
  if (item.knownIssues.length) {
    out.push('Known issues:');
    for (const issue of item.knownIssues) out.push(`- ${issue.title} (${issue.id}): ${issue.url}`);
    out.push(`(what happens and the workaround: list_known_issues {"query": "${item.knownIssues[0]!.id}"})`, '');
  }
  return out.join('\n').trimEnd();
}

export function registerGetApiItem(server: McpServer, data: SiteData): void {
  server.registerTool(
    'get_api_item',
    {
      title: 'Look up a CommandKit API item',
      description:
        'Facts about an exported class, function, interface, type, variable or enum of one CommandKit ' +
        'version: kind, package section, signatures, members with descriptions, the import line that works ' +
        'when the bot runs (with a warning when the entry point fails to load or the name is type-only at ' +
        'run time), the known issues that name it, and its page URL. A name found in several package ' +
        'sections returns each; `section` picks one.',
      inputSchema: {
        name: textInput('name', 'the exported name, e.g. "CommandKit", "useStore", "createRateLimiter"', 200),
        version: versionInput,
        section: textInput(
          'section',
          'a package section of the API reference, e.g. "commandkit", "redis", "tasks" (1.x) or "commandkit" (0.1.10)',
          100,
        ).optional(),
      },
      outputSchema: {
        version: z.enum(DOCS_VERSIONS),
        items: z.array(itemShape),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({name, version, section}) => {
      const items = await data.apiItems(name, version, section);
      return {
        content: [{type: 'text', text: items.map((item) => formatItem(item, version)).join('\n\n')}],
        structuredContent: {version, items},
      };
    },
  );
}
