/**
 * Starts the documentation MCP server the way its README tells clients to (`npm run --silent mcp`), against the
 * build the other browser tests use, and connects the SDK's own client over stdio or Streamable HTTP.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {BUILD_DIR} from './server';

export const MCP_ARGS = ['run', '--silent', 'mcp', '--', '--build-dir', BUILD_DIR];

export async function stdioClient(name = 'test'): Promise<Client> {
  const client = new Client({name, version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: 'npm', args: MCP_ARGS, stderr: 'pipe'}));
  return client;
}

export interface HttpServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** `npm run mcp -- --http --port 0`: waits for the address it prints on stderr. */
export async function startHttpServer(): Promise<HttpServerProcess> {
  // npm is skipped here so that the test can signal the server itself (npm would leave it running).
  const child = spawn(process.execPath, ['--import', 'tsx', 'mcp-server/src/main.ts', '--http', '--port', '0', '--build-dir', BUILD_DIR], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address within 60 s; stderr:\n${stderr}`)), 60_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = /on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${stderr}`)));
  });
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function httpClient(url: string, name = 'test'): Promise<{client: Client; transport: StreamableHTTPClientTransport}> {
  const client = new Client({name, version: '1.0.0'});
  const transport = new StreamableHTTPClientTransport(new URL(url));
  await client.connect(transport);
  return {client, transport};
}

export async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({name, arguments: args})) as CallToolResult;
}

export function text(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}
