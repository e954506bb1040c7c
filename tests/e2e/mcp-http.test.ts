/**
 * The documentation MCP server on Streamable HTTP (`npm run mcp -- --http --port <n>`): several SDK clients at
 * once, each in a session of its own, calling tools concurrently; a request outside any session is refused; a
 * client that leaves does not disturb the others.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {call, httpClient, startHttpServer, text, type HttpServerProcess} from './support/mcp';

let server: HttpServerProcess;
before(async () => {
  server = await startHttpServer();
});
after(async () => {
  await server?.stop();
});

describe('MCP server over Streamable HTTP', () => {
  test('listens on 127.0.0.1 only', () => {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  });

  test('four clients at once, a session each, concurrent calls answered correctly', async () => {
    const clients = await Promise.all([1, 2, 3, 4].map((n) => httpClient(server.url, `client-${n}`)));
    try {
      const ids = clients.map(({transport}) => transport.sessionId);
      assert.equal(new Set(ids).size, 4, `distinct session ids: ${ids.join(', ')}`);
      const names = ['CommandKit', 'useStore', 'createRateLimiter', 'Logger'];
      const answers = await Promise.all(
        clients.flatMap(({client}, i) => [
          client.listTools().then(({tools}) => tools.length),
          call(client, 'get_api_item', {name: names[i]!}).then(
            (result) => (result.structuredContent as {items: Array<{name: string}>}).items[0]!.name,
          ),
          call(client, 'search_docs', {query: 'middleware', limit: 3}).then(
            (result) => (result.structuredContent as {hits: Array<{url: string}>}).hits[0]!.url,
          ),
        ]),
      );
      for (let i = 0; i < clients.length; i++) {
        assert.equal(answers[i * 3], 4, 'each session lists the four tools');
        assert.equal(answers[i * 3 + 1], names[i], 'each answer went to the client that asked');
        assert.equal(answers[i * 3 + 2], 'https://commandkit.dev/docs/guide/commands/middlewares');
      }
      // One client leaves (DELETE of its session); the others carry on.
      await clients[0]!.transport.terminateSession();
      await clients[0]!.client.close();
      const still = await call(clients[1]!.client, 'list_known_issues', {query: 'ratelimit'});
      assert.notEqual(still.isError, true, text(still));
      const bad = await call(clients[2]!.client, 'search_docs', {query: 'x', version: '3'});
      assert.equal(bad.isError, true);
      assert.match(text(bad), /"1\.x" or "0\.1\.10"/);
    } finally {
      await Promise.all(clients.slice(1).map(({client}) => client.close()));
    }
  });

  test('a request without a session, or with an unknown one, is refused with a JSON-RPC error', async () => {
    const headers = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};
    const list = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'});
    const none = await fetch(server.url, {method: 'POST', headers, body: list});
    assert.equal(none.status, 400);
    assert.match(((await none.json()) as {error: {message: string}}).error.message, /Mcp-Session-Id/);
    const unknown = await fetch(server.url, {method: 'POST', headers: {...headers, 'mcp-session-id': 'no-such-session'}, body: list});
    assert.equal(unknown.status, 404);
    const elsewhere = await fetch(new URL('/other', server.url), {method: 'POST', headers, body: list});
    assert.equal(elsewhere.status, 404);
  });

  test('a Host header other than this machine is refused (DNS rebinding)', async () => {
    const {request} = await import('node:http');
    const url = new URL(server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {host: 'evil.example', 'content-type': 'application/json', accept: 'application/json, text/event-stream'},
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'x', version: '1'}},
        }),
      );
    });
    assert.equal(status, 403);
  });
});
