import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {headersFor, parseCsp, parseHeadersFile, patternMatches} from '../../deploy/headers';

const SAMPLE = `# comment
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'; img-src 'self' data:

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/docs/*
  Cache-Control: no-cache
/old
  ! X-Frame-Options
  Link: </a>; rel=preload
  link: </b>; rel=preload
`;

test('rules and headers are read in order; values keep their colons', () => {
  const rules = parseHeadersFile(SAMPLE);
  assert.deepEqual(
    rules.map((rule) => rule.pattern),
    ['/*', '/assets/*', '/docs/*', '/old'],
  );
  assert.deepEqual(rules[0]!.headers[1], ['Content-Security-Policy', "default-src 'self'; img-src 'self' data:"]);
  assert.deepEqual(rules[3]!.detach, ['x-frame-options']);
});

test('patterns: splats cross segments, placeholders do not, the query is ignored', () => {
  assert.ok(patternMatches('/*', '/'));
  assert.ok(patternMatches('/assets/*', '/assets/js/main.1.js'));
  assert.ok(!patternMatches('/assets/*', '/assetsx'));
  assert.ok(patternMatches('/docs/:page', '/docs/intro?x=1'));
  assert.ok(!patternMatches('/docs/:page', '/docs/a/b'));
  assert.ok(patternMatches('/*.html', '/404.html'));
  assert.ok(!patternMatches('/a.b', '/aXb'), 'dots are literal');
  assert.ok(patternMatches('https://example.com/x/*', '/x/y'));
});

test('every matching rule applies; repeated headers join; ! removes', () => {
  const rules = parseHeadersFile(SAMPLE);
  assert.deepEqual(headersFor(rules, '/assets/js/a.js'), {
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': "default-src 'self'; img-src 'self' data:",
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  assert.deepEqual(headersFor(rules, '/old'), {
    'Content-Security-Policy': "default-src 'self'; img-src 'self' data:",
    Link: '</a>; rel=preload, </b>; rel=preload',
  });
});

test('malformed files are rejected with the line number', () => {
  assert.throws(() => parseHeadersFile('  X-A: b'), /line 1/);
  assert.throws(() => parseHeadersFile('/a\n  no colon here'), /line 2/);
  assert.throws(() => parseHeadersFile('docs\n  X-A: b'), /line 1/);
});

test('CSP values split into directives', () => {
  assert.deepEqual(parseCsp("default-src 'self'; script-src 'self' 'sha256-x=' ;"), {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'sha256-x='"],
  });
});

test('deploy/_headers: hashed assets immutable, HTML never cached, security headers everywhere', () => {
  const rules = parseHeadersFile(readFileSync(new URL('../../deploy/_headers', import.meta.url), 'utf8'));
  const asset = headersFor(rules, '/assets/js/main.0123abcd.js');
  assert.match(asset['Cache-Control'] ?? '', /max-age=31536000.*immutable/);
  for (const html of ['/', '/index.html', '/docs/guide/getting-started/introduction', '/search', '/404.html']) {
    const headers = headersFor(rules, html);
    assert.match(headers['Cache-Control'] ?? '', /no-cache/, `${html} must be revalidated`);
    assert.doesNotMatch(headers['Cache-Control'] ?? '', /immutable/, html);
    const csp = parseCsp(headers['Content-Security-Policy'] ?? '');
    assert.deepEqual(csp['default-src'], ["'self'"], html);
    assert.ok(!csp['script-src']?.includes("'unsafe-inline'"), `${html}: no unsafe-inline scripts`);
    assert.ok(!csp['script-src']?.includes("'unsafe-eval'"), `${html}: no unsafe-eval`);
    assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
    assert.equal(headers['X-Content-Type-Options'], 'nosniff');
    assert.ok(headers['Referrer-Policy']);
    assert.ok(headers['Strict-Transport-Security']);
  }
});

test('inline script hashes: executable inline scripts only, hashed as written', async () => {
  const {createHash} = await import('node:crypto');
  const {inlineScriptHashes} = await import('../../deploy/csp-hashes');
  const body = '!function(){document.documentElement.dataset.x="1"}()';
  const html = `<script src="/a.js"></script><script type="application/ld+json">{}</script><script>${body}</script><!-- <script>no</script> -->`;
  assert.deepEqual(inlineScriptHashes(html), [`'sha256-${createHash('sha256').update(body).digest('base64')}'`]);
});

test('client redirect pages are recognised; Docusaurus pages are not', async () => {
  const {isClientRedirectPage} = await import('../../deploy/csp-hashes');
  const redirect =
    `<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; ` +
    `url=/docs/x"></head><script>window.location.href = '/docs/x'</script></html>`;
  assert.ok(isClientRedirectPage(redirect));
  assert.ok(!isClientRedirectPage('<html><body><div id=__docusaurus></div></body></html>'));
});

test('script hashes are replaced in script-src only', async () => {
  const {withScriptHashes} = await import('../../deploy/csp-hashes');
  assert.equal(
    withScriptHashes("default-src 'self'; script-src 'self' 'sha256-old='; style-src 'self'", ["'sha256-new='"]),
    "default-src 'self'; script-src 'self' 'sha256-new='; style-src 'self'",
  );
});

test('redirect files: Netlify lines and the nginx map block', async () => {
  const {netlifyRedirects, nginxRedirectMap, replaceBlock} = await import('../../deploy/redirects');
  const redirects = [
    {from: '/docs', to: '/docs/intro'},
    {from: '/docs/v0', to: '/docs/v0/install'},
  ];
  assert.equal(
    netlifyRedirects(redirects).split('\n').slice(1).join('\n'),
    '/docs     /docs/intro  301\n/docs/v0  /docs/v0/install  301\n',
  );
  assert.equal(nginxRedirectMap(redirects), '    "/docs" "/docs/intro";\n    "/docs/v0" "/docs/v0/install";');
  assert.equal(replaceBlock('a\n# BEGIN r (x)\nold\n# END r\nb', 'r', 'new'), 'a\n# BEGIN r (x)\nnew\n# END r\nb');
  assert.throws(() => replaceBlock('nothing', 'r', 'x'));
});
