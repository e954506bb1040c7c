/**
 * Agents on the static host: a doc page's address answers with its Markdown twin when the request prefers
 * text/markdown, on Debian's nginx running deploy/nginx.conf and through the Netlify edge function (run here on
 * Node against the build served as Netlify serves static files); both decide as deploy/markdown-negotiation.ts
 * says. Every page's head links its twin.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {prefersMarkdown} from '../../deploy/markdown-negotiation';
import markdownTwin from '../../deploy/netlify/edge-functions/markdown-twin';
import {startNginx} from './support/nginx';
import {BUILD_DIR, startServer, type StaticServer} from './support/server';

const PAGE = '/docs/guide/commands/middlewares';
const twin = readFileSync(path.join(BUILD_DIR, `${PAGE.slice(1)}.md`), 'utf8');

/** Accept headers agents and browsers send, and whether the twin must answer. */
const ACCEPT_CASES: Array<[string, boolean]> = [
  ['text/markdown', true],
  ['text/markdown, text/html;q=0.9, */*;q=0.8', true],
  ['text/markdown, text/html, */*', true],
  ['text/html;q=0.5, text/markdown', true],
  ['TEXT/MARKDOWN', true],
  ['text/markdown;q=0.9, */*;q=0.1', true],
  ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', false],
  ['*/*', false],
  ['text/html, text/markdown', false],
  ['text/markdown;q=0, text/html', false],
  ['text/markdown;q=0.5, text/html', false],
  ['text/plain', false],
  ['', false],
];

let nginx: StaticServer;
let netlifyStatic: StaticServer;
before(async () => {
  nginx = await startNginx();
  netlifyStatic = await startServer();
});
after(async () => {
  await nginx?.close();
  await netlifyStatic?.close();
});

const isMarkdown = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/markdown');

describe('the negotiation rule', () => {
  test('decides the table', () => {
    for (const [accept, wanted] of ACCEPT_CASES) assert.equal(prefersMarkdown(accept), wanted, accept);
  });
});

describe('nginx (deploy/nginx.conf on Debian nginx)', () => {
  test('a page answers with HTML or its Markdown twin by Accept, with Vary: Accept and the security headers', async () => {
    for (const [accept, wanted] of ACCEPT_CASES) {
      const response = await fetch(`${nginx.origin}${PAGE}`, {headers: accept ? {accept} : {}, redirect: 'manual'});
      const body = await response.text();
      assert.equal(response.status, 200, accept);
      assert.equal(isMarkdown(response), wanted, `Accept: ${accept} gave ${response.headers.get('content-type')}`);
      if (wanted) assert.equal(body, twin);
      else assert.match(body, /^<!doctype html>/i);
      assert.match(response.headers.get('vary') ?? '', /Accept(,|$)/, 'caches keep the two forms apart');
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    }
  });

  test('the twin address, other files, unknown pages and short names keep their answers', async () => {
    const md = {accept: 'text/markdown'};
    const direct = await fetch(`${nginx.origin}${PAGE}.md`);
    assert.ok(isMarkdown(direct));
    assert.equal(await direct.text(), twin);
    const robots = await fetch(`${nginx.origin}/robots.txt`, {headers: md});
    assert.match(robots.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(robots.headers.get('vary')?.includes('Accept') ?? false, false, 'files with an extension do not negotiate');
    const missing = await fetch(`${nginx.origin}/docs/guide/no-such-page`, {headers: md});
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /<html/i, 'the site 404 page');
    const short = await fetch(`${nginx.origin}/docs/guide`, {headers: md, redirect: 'manual'});
    assert.equal(short.status, 301);
    const home = await fetch(`${nginx.origin}/`, {headers: md});
    assert.match(home.headers.get('content-type') ?? '', /^text\/html/, 'the home page has no twin');
  });

  test("the page's head links its twin", async () => {
    const html = await (await fetch(`${nginx.origin}${PAGE}`)).text();
    // Minified HTML: attribute values may be unquoted.
    const link = new RegExp(`<link[^>]*\\brel="?alternate"?[^>]*\\btype="?text/markdown"?[^>]*\\bhref="?${PAGE}\\.md[" >]`);
    assert.ok(link.test(html), `no <link rel="alternate" type="text/markdown" href="${PAGE}.md"> in the head`);
  });
});

describe('Netlify edge function (deploy/netlify/edge-functions/markdown-twin.ts)', () => {
  const run = async (pathname: string, accept: string) => {
    const request = new Request(`${netlifyStatic.origin}${pathname}`, {headers: accept ? {accept} : {}});
    const response = await markdownTwin(request, {next: () => fetch(request)});
    return response ?? (await fetch(request));
  };

  test('answers the same table as nginx', async () => {
    for (const [accept, wanted] of ACCEPT_CASES) {
      const response = await run(PAGE, accept);
      const body = await response.text();
      assert.equal(response.status, 200);
      assert.equal(isMarkdown(response), wanted, accept);
      if (wanted) assert.equal(body, twin);
      assert.match(response.headers.get('vary') ?? '', /Accept/);
    }
  });

  test('leaves files alone and falls back to the page when there is no twin', async () => {
    const robots = await run('/docs/../robots.txt', 'text/markdown');
    assert.equal(isMarkdown(robots), false);
    const missing = await run('/docs/guide/no-such-page', 'text/markdown');
    assert.equal(missing.status, 404);
  });
});
