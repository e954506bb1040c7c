/**
 * `npm run mcp`: the CommandKit documentation MCP server on stdio; `npm run mcp -- --http --port <n>`: on
 * Streamable HTTP at http://127.0.0.1:<n>/mcp. Everything but MCP messages goes to stderr.
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {parseCli} from './cli-args';
import {ensureBuild} from './ensure-build';
import {startHttp} from './http';
import {createDocsServer} from './server';
import {DEFAULT_BUILD_DIR, siteLocation} from './site';
import {SiteData} from './site-data';
import {StartupError} from './startup-error';

async function main(): Promise<void> {
  const options = parseCli(process.argv.slice(2));
  const buildDir = options.buildDir ?? DEFAULT_BUILD_DIR;
  ensureBuild(buildDir, options.buildDir === undefined);
  const data = new SiteData(siteLocation(buildDir));
  // Loaded once a client can talk to the server, so start-up stays fast and the first call finds the index built.
  const warm = () =>
    setImmediate(() => {
      data.warm().catch((error: unknown) => console.error(`[mcp] loading the site data failed: ${(error as Error).message}`));
    });

  if (options.transport === 'http') {
    const http = await startHttp(data, options.port);
    console.error(`[mcp] CommandKit docs MCP server on ${http.url} (site: ${buildDir})`);
    warm();
    const stop = () => void http.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return;
  }
  const server = createDocsServer(data);
  await server.connect(new StdioServerTransport());
  console.error(`[mcp] CommandKit docs MCP server on stdio (site: ${buildDir})`);
  warm();
  process.stdin.once('end', () => void server.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    (error.exitCode === 0 ? console.log : console.error)(error.exitCode === 0 ? error.message : `[mcp] cannot start: ${error.message}`);
    process.exit(error.exitCode);
  }
  console.error(`[mcp] cannot start: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
