/**
 * The three ways the built site is served that inbound links must survive (issue: every link keeps working on any
 * static host), each on 127.0.0.1:
 * - plain: Python's http.server, a file server with no rewrite rules and no `.html` fallback;
 * - serve: what `npm run serve` runs (serve-handler with clean URLs and no trailing slash), see server.ts;
 * - deploy: the rules of deploy/nginx.conf (its redirect map, the trailing-slash rewrite, try_files and the
 *   404 page), applied by a small Node server that reads the file, so the test follows the committed config.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {BUILD_DIR, startServer, type StaticServer} from './server';
import {isClientRedirectPage} from '../../../deploy/csp-hashes';
import {redirectTarget} from '../../../scripts/lib/links/build-pages';
import {freePort} from '../../../framework/src/index';

export type HostName = 'plain' | 'serve' | 'deploy';

async function waitUntilUp(origin: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`python3 -m http.server exited with ${child.exitCode}`);
    try {
      await fetch(origin, {redirect: 'manual'});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`python3 -m http.server did not answer at ${origin}`);
}

export async function startPlainHost(buildDir: string = BUILD_DIR): Promise<StaticServer> {
  const port = await freePort();
  const child = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', buildDir], {stdio: 'ignore'});
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(origin, child);
  return {
    origin,
    close: async () => {
      child.kill();
    },
  };
}

/** `"from" "to";` lines of the `# BEGIN redirects` block of deploy/nginx.conf. */
export function nginxRedirects(conf: string): Map<string, string> {
  const block = conf.match(/# BEGIN redirects[^\n]*\n([\s\S]*?)\n[ \t]*# END redirects/)?.[1] ?? '';
  const map = new Map<string, string>();
  for (const match of block.matchAll(/^\s*("(?:[^"\\]|\\.)*")\s+("(?:[^"\\]|\\.)*");/gm)) {
    map.set(JSON.parse(match[1]!) as string, JSON.parse(match[2]!) as string);
  }
  return map;
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

export async function startDeployHost(
  buildDir: string = BUILD_DIR,
  confFile = path.resolve('deploy', 'nginx.conf'),
): Promise<StaticServer> {
  const conf = readFileSync(confFile, 'utf8');
  const redirects = nginxRedirects(conf);
  if (!/try_files \$uri \$uri\.html \$uri\/index\.html =404;/.test(conf)) {
    throw new Error('deploy/nginx.conf no longer has the try_files rule this test server applies: update tests/e2e/support/hosts.ts');
  }
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const uri = decodeURIComponent(url.pathname);
    const target = redirects.get(uri);
    if (target) {
      response.writeHead(301, {location: target + url.search}).end();
      return;
    }
    const slash = uri.match(/^\/(.+)\/$/);
    if (slash) {
      response.writeHead(301, {location: `/${slash[1]}${url.search}`}).end();
      return;
    }
    const base = path.join(buildDir, uri);
    const file = [base, `${base}.html`, path.join(base, 'index.html')].find(isFile);
    const status = file ? 200 : 404;
    const body = readFileSync(file ?? path.join(buildDir, '404.html'));
    const type = (file ?? '.html').endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream';
    response.writeHead(status, {'content-type': type}).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve()))};
}

export async function startHost(name: HostName, buildDir: string = BUILD_DIR): Promise<StaticServer> {
  if (name === 'plain') return startPlainHost(buildDir);
  if (name === 'deploy') return startDeployHost(buildDir);
  return startServer(buildDir);
}

/** The canonical link of a page, with or without quoted attributes (the build minifies them away). */
export function canonicalHref(html: string): string | undefined {
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const attributes = new Map<string, string>();
    for (const [, name, value] of tag.matchAll(/([\w-]+)=("[^"]*"|'[^']*'|[^\s>]+)/g)) {
      attributes.set(name!.toLowerCase(), value!.replace(/^["']|["']$/g, ''));
    }
    if (attributes.get('rel') === 'canonical') return attributes.get('href');
  }
  return undefined;
}

export interface Landing {
  status: number;
  /** The path of the page finally shown (its canonical link), or undefined when none. */
  page?: string;
  hops: string[];
}

/**
 * Follows a link as a browser would: HTTP redirects, then the redirect pages the site itself writes
 * (a meta refresh), up to 6 hops; reports the page it lands on by its canonical link.
 */
export async function land(origin: string, urlPath: string): Promise<Landing> {
  const hops: string[] = [];
  let current = new URL(urlPath, origin);
  for (let hop = 0; hop < 6; hop++) {
    hops.push(current.pathname + current.search);
    const response = await fetch(current, {redirect: 'manual'});
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current);
      continue;
    }
    const html = await response.text();
    const refresh = response.status === 200 && isClientRedirectPage(html) ? redirectTarget(html) : undefined;
    if (refresh) {
      current = new URL(refresh, current);
      continue;
    }
    const canonical = canonicalHref(html);
    return {status: response.status, page: canonical ? new URL(canonical, current).pathname.replace(/\/$/, '') || '/' : undefined, hops};
  }
  return {status: 0, hops};
}
