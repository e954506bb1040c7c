/**
 * Serves a build the way a production host does: clean URLs (`/x` → x.html or x/index.html), 404.html
 * with status 404, and gzip (level 6) for text when the client accepts it — which the test server
 * (serve-handler) does not do. Used by the Lighthouse bench so both sites are measured as deployed.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

function resolveFile(root: string, urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath.split('?')[0]!).replace(/\/+$/, '');
  const base = path.join(root, path.normalize(clean).replace(/^(\.\.[/\\])+/, ''));
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

export async function serveCompressed(root: string): Promise<{origin: string; close(): Promise<void>}> {
  const cache = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const file = resolveFile(root, request.url ?? '/');
    const status = file ? 200 : 404;
    const target = file ?? path.join(root, '404.html');
    const extension = path.extname(target);
    let body: Buffer = readFileSync(target);
    response.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      const cached = cache.get(target) ?? gzipSync(body, {level: 6});
      cache.set(target, cached);
      body = cached;
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('Vary', 'Accept-Encoding');
    }
    // As deploy/_headers: hashed assets are immutable, everything else is revalidated. (A prefetched chunk is
    // then taken from the cache when the page uses it, as on a real host, instead of being downloaded twice.)
    response.setHeader('Cache-Control', /\/assets\//.test(request.url ?? '') ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.writeHead(status, {'Content-Length': body.length});
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
