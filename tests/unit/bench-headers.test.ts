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
