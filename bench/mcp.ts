/**
 * The documentation MCP server over stdio, driven by the SDK's client: start-up time (spawn to initialized),
 * time to the first answers, resident memory, and tool-call latency p50/p95 for search_docs (every query of the
 * project's query sets) and get_api_item (every exported name of both versions) once started. Target: p95 under
 * 50 ms. Writes the "MCP server" section of bench/RESULTS.md.
 *
 *   npm run bench:mcp            (SITE_BUILD_DIR=<build> to use another build)
 */
import {readFileSync} from 'node:fs';
import os from 'node:os';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {loadIndex} from '../plugins/api-reference/src/public';
import {machineNote, writeSection} from './lib/write-results';
import {median} from './lib/results';
import {dialogOrder, fitDialogGrouping} from '../src/search/dialog-order';
import {dialogRequest} from '../src/search/dialog-request';
import {LocalIndex} from '../src/search/engine';
import {everyQueryFile} from './lib/query-files';
import {BUILD_DIR, loadShardRecords, percentile, recordsFor, type BenchQuery} from './search-support';

const STARTS = 5;
const SERVER = [process.execPath, '--import', 'tsx', 'mcp-server/src/main.ts', '--build-dir', BUILD_DIR];

interface Started {
  client: Client;
  transport: StdioClientTransport;
  startMs: number;
}

async function start(command: string[] = SERVER): Promise<Started> {
  const t0 = performance.now();
  const transport = new StdioClientTransport({command: command[0]!, args: command.slice(1), stderr: 'ignore'});
  const client = new Client({name: 'bench', version: '1.0.0'});
  await client.connect(transport);
  return {client, transport, startMs: performance.now() - t0};
}

function rssMiB(pid: number | null): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function timed(client: Client, name: string, args: Record<string, unknown>): Promise<number> {
  const t0 = performance.now();
  const result = await client.callTool({name, arguments: args});
  const ms = performance.now() - t0;
  if (result.isError) throw new Error(`${name} ${JSON.stringify(args)}: ${JSON.stringify(result.content)}`);
  return ms;
}

const fmt = (ms: number) => `${ms < 10 ? ms.toFixed(1) : ms.toFixed(0)} ms`;
const queryFiles = everyQueryFile();
const queries = queryFiles.flatMap((file) => file.queries);
const names = (['1.x', '0.1.10'] as const).flatMap((version) =>
  [
    ...new Set(
      loadIndex('api-models', version)
        .index.items.filter((item) => !item.internal)
        .map((item) => item.name),
    ),
  ].map((name) => ({name, version})),
);

// 1. Start-up: spawn to initialized, then the first calls sent at once (they wait for the background load).
const starts: Array<{startMs: number; firstSearch: number; firstItem: number; rss: number}> = [];
for (let run = 0; run < STARTS; run++) {
  const {client, transport, startMs} = await start();
  const firstSearch = await timed(client, 'search_docs', {query: 'middleware'});
  const firstItem = await timed(client, 'get_api_item', {name: 'CommandKit'});
  starts.push({startMs, firstSearch, firstItem, rss: rssMiB(transport.pid)});
  await client.close();
}
const viaNpm = await start(['npm', 'run', '--silent', 'mcp', '--', '--build-dir', BUILD_DIR]);
await viaNpm.client.close();

// 2. A first call made after the background load finished (what a client sees a moment after connecting).
const settled = await start();
await new Promise((resolve) => setTimeout(resolve, 4000));
const rssIdle = rssMiB(settled.transport.pid);
const settledSearch = await timed(settled.client, 'search_docs', {query: 'middleware'});
const settledItem = await timed(settled.client, 'get_api_item', {name: 'CommandKit'});
const settledOld = await timed(settled.client, 'search_docs', {query: 'buttonkit', version: '0.1.10'});

// 3. Steady state over every query and every exported name.
const search: number[] = [];
for (const query of queries)
  search.push(await timed(settled.client, 'search_docs', {query: query.query, version: query.version, limit: 5}));
const items: number[] = [];
for (const {name, version} of names) items.push(await timed(settled.client, 'get_api_item', {name, version}));
const rssAfter = rssMiB(settled.transport.pid);
await settled.client.close();

// 4. The engine alone, in this process, on the same queries and request: what search_docs adds is the difference.
const shards = loadShardRecords(BUILD_DIR);
const engines = new Map<BenchQuery['version'], LocalIndex>();
const engine: number[] = [];
for (const query of queries) {
  let index = engines.get(query.version);
  if (!index) engines.set(query.version, (index = new LocalIndex(recordsFor(shards, query.version))));
  const t0 = performance.now();
  dialogOrder(fitDialogGrouping(index.search(dialogRequest(query.query, query.version)).hits));
  engine.push(performance.now() - t0);
}

const row = (label: string, values: number[]) =>
  `| ${label} | ${values.length} | ${fmt(percentile(values, 50))} | ${fmt(percentile(values, 95))} | ${fmt(Math.max(...values))} |`;
const body = `## MCP server

Command: \`npm run bench:mcp\` (bench/mcp.ts). ${machineNote()} Load average at the end: ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(', ')} (2 cores shared with other work).
The SDK's client (\`@modelcontextprotocol/sdk\`) starts the server over stdio (\`node --import tsx mcp-server/src/main.ts\`, what \`npm run --silent mcp\` runs) against the production build; latency is the client's round trip.

Start-up (${STARTS} starts, median): spawn to initialized **${fmt(median(starts.map((s) => s.startMs)))}** (through \`npm run --silent mcp\`: ${fmt(viaNpm.startMs)}, npm's own start included).
The site data is loaded lazily, in the background once a client is connected (the 1.x search index and API models); the first calls, sent the moment the server is initialized, wait for that load:
first \`search_docs\` ${fmt(median(starts.map((s) => s.firstSearch)))}, then first \`get_api_item\` ${fmt(median(starts.map((s) => s.firstItem)))} (medians).
Sent 4 s after connecting (load finished): first \`search_docs\` ${fmt(settledSearch)}, first \`get_api_item\` ${fmt(settledItem)}, first 0.1.10 \`search_docs\` (its index loaded on that call) ${fmt(settledOld)}.

Memory (resident set of the server process): ${median(starts.map((s) => s.rss)).toFixed(0)} MiB after the first two calls, ${rssIdle.toFixed(0)} MiB idle once loaded, ${rssAfter.toFixed(0)} MiB after every call below (both versions' indexes and models loaded).

Once started (target p95 < 50 ms):

| Tool | calls | p50 | p95 | max |
|---|---:|---:|---:|---:|
${row(`search_docs (every query of bench/search-queries*.json, ${queryFiles.length} files; limit 5)`, search)}
${row('get_api_item (every exported name, 1.x and 0.1.10)', items)}
${row('for comparison: the search engine alone, in-process, same queries and request (no MCP)', engine)}

search_docs's time is almost all the engine's (src/search): its slowest queries (several common words, e.g. "slash command options") cost the
same in-process; the MCP round trip (JSON-RPC over stdio, the text and structured answer) adds about the difference of the p50s.
`;
writeSection('MCP server', body);
console.log(body);
