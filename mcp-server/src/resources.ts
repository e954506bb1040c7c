/** The llms files (plugins/llms-markdown) as MCP resources, at their addresses on the site. */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {absoluteUrl, type SiteLocation} from './site';

export const LLMS_FILES: ReadonlyArray<{file: string; title: string; description: string}> = [
  {
    file: 'llms.txt',
    title: 'CommandKit docs index (llms.txt)',
    description: 'Every page of both versions with its Markdown address, by version, part and section.',
  },
  {file: 'llms-full.txt', title: 'CommandKit 1.x guide, full text', description: 'Every 1.x guide page as Markdown in one file.'},
  {
    file: 'llms-api.txt',
    title: 'CommandKit 1.x API reference, full text',
    description: 'Every 1.x API reference page as Markdown in one file.',
  },
  {
    file: 'llms-full-0.1.10.txt',
    title: 'CommandKit 0.1.10 guide, full text',
    description: 'Every 0.1.10 guide page as Markdown in one file (the older release).',
  },
  {
    file: 'llms-api-0.1.10.txt',
    title: 'CommandKit 0.1.10 API reference, full text',
    description: 'Every 0.1.10 API reference page as Markdown in one file (the older release).',
  },
];

export function registerLlmsResources(server: McpServer, site: SiteLocation): void {
  for (const {file, title, description} of LLMS_FILES) {
    const onDisk = path.join(site.buildDir, file);
    if (!existsSync(onDisk)) continue;
    const uri = absoluteUrl(site, `/${file}`);
    server.registerResource(file, uri, {title, description, mimeType: 'text/plain'}, async () => ({
      contents: [{uri, mimeType: 'text/plain', text: await readFile(onDisk, 'utf8')}],
    }));
  }
}
