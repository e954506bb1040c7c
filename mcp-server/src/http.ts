/**
 * Streamable HTTP on 127.0.0.1: a session per client, as the SDK intends. A client's initialize request creates
 * a transport and an McpServer of its own (keyed by the Mcp-Session-Id the transport issues); later requests
 * carrying that id go to it. Every session reads the same SiteData, so the index is loaded once.
 */
import {randomUUID} from 'node:crypto';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {isInitializeRequest} from '@modelcontextprotocol/sdk/types.js';
import {createDocsServer} from './server';
import type {SiteData} from './site-data';

export const MCP_PATH = '/mcp';
const MAX_BODY_BYTES = 1024 * 1024;

function jsonRpcError(res: ServerResponse, status: number, message: string): void {
  res
    .writeHead(status, {'content-type': 'application/json'})
    .end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error(`request body over ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

export interface HttpHandle {
  server: Server;
  url: string;
  sessions: Map<string, StreamableHTTPServerTransport>;
  close(): Promise<void>;
}

export async function startHttp(data: SiteData, port: number): Promise<HttpHandle> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const hosts = (p: number) => [`127.0.0.1:${p}`, `localhost:${p}`];
  const allowedHosts: string[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== MCP_PATH) {
      jsonRpcError(res, 404, `Not found: the MCP endpoint is ${MCP_PATH}`);
      return;
    }
    const sessionId = req.headers['mcp-session-id'];
    const existing = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (req.method !== 'POST') {
      if (!existing) return jsonRpcError(res, 400, 'Bad request: no valid Mcp-Session-Id header (initialize a session with a POST first)');
      return existing.handleRequest(req, res);
    }
    let body: unknown;
    try {
      body = await readJson(req);
    } catch (error) {
      return jsonRpcError(res, 400, `Bad request: ${(error as Error).message}`);
    }
    if (existing) return existing.handleRequest(req, res, body);
    if (sessionId !== undefined) return jsonRpcError(res, 404, 'Session not found: initialize a new session');
    if (!isInitializeRequest(body))
      return jsonRpcError(res, 400, 'Bad request: no valid Mcp-Session-Id header (the first request of a session is initialize)');
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, transport),
      // Only this machine's names: a web page cannot reach the server through DNS rebinding.
      enableDnsRebindingProtection: true,
      allowedHosts,
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await createDocsServer(data).connect(transport);
    await transport.handleRequest(req, res, body);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`[mcp] ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) jsonRpcError(res, 500, 'Internal server error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  allowedHosts.push(...hosts(actual));
  return {
    server,
    url: `http://127.0.0.1:${actual}${MCP_PATH}`,
    sessions,
    async close() {
      await Promise.all([...sessions.values()].map((t) => t.close()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
