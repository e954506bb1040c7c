import assert from 'node:assert/strict';
import {test} from 'node:test';
import {robotsTxt} from '../../plugins/robots-txt/src/robots';

test('robots.txt allows every page and names the sitemap by its absolute address', () => {
  assert.equal(robotsTxt('https://commandkit.dev', '/'), 'User-agent: *\nAllow: /\n\nSitemap: https://commandkit.dev/sitemap.xml\n');
});

test('the sitemap address keeps the base path and tolerates slashes either side', () => {
  assert.match(robotsTxt('https://example.org/', '/docs-site/'), /^Sitemap: https:\/\/example\.org\/docs-site\/sitemap\.xml$/m);
  assert.match(robotsTxt('https://example.org', 'docs-site'), /^Sitemap: https:\/\/example\.org\/docs-site\/sitemap\.xml$/m);
});
