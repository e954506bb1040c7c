/**
 * Inbound links from the framework's own site (config/legacy-urls.data.json): how its file tree maps to URLs, and
 * that every one of its URLs lands on a page of ours, by a page of the same address or a redirect.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docUrl, frontMatterValue, stripNumberPrefix} from '../../scripts/lib/links/docusaurus-urls';
import {readLegacyUrls} from '../../config/legacy-urls';
import {apiUrlParts, resolveLegacyUrl, type SiteIndex} from '../../config/legacy-links';
import {siteIndex} from '../../config/legacy-site-index';
import {allRedirects} from '../../config/redirects';
import {readFormerPages} from '../../plugins/api-reference/src/model/former-pages';
import {formerPage} from '../../plugins/api-reference/src/generate/former-pages';

test('Docusaurus file-to-URL rules: number prefixes, index files, folder-named files, slugs', () => {
  assert.equal(stripNumberPrefix('01-installation'), 'installation');
  assert.equal(stripNumberPrefix('2024'), '2024');
  assert.equal(docUrl('guide/01-getting-started/02-setup.mdx', '/docs'), '/docs/guide/getting-started/setup');
  assert.equal(docUrl('api-reference/ai/index.mdx', '/docs'), '/docs/api-reference/ai');
  assert.equal(docUrl('guide/10-migrating.mdx', '/docs/v0'), '/docs/v0/guide/migrating');
  assert.equal(docUrl('guide/events/events.mdx', '/docs'), '/docs/guide/events');
  assert.equal(docUrl('guide/a.mdx', '/docs', 'custom'), '/docs/guide/custom');
  assert.equal(docUrl('guide/a.mdx', '/docs', '/elsewhere'), '/docs/elsewhere');
  assert.equal(frontMatterValue('---\ntitle: "GetAIConfig"\nslug: x\n---\n# body', 'title'), 'GetAIConfig');
  assert.equal(frontMatterValue('no front matter', 'title'), undefined);
});

test('API URL parts of both versions', () => {
  assert.deepEqual(apiUrlParts('/docs/api-reference/ai/functions/get-aiconfig'), {version: '1.x', section: 'ai', kind: 'functions', slug: 'get-aiconfig'});
  assert.deepEqual(apiUrlParts('/docs/v0/api-reference/types/CommandContext'), {version: '0.1.10', section: 'commandkit', kind: 'types', slug: 'CommandContext'});
  assert.equal(apiUrlParts('/docs/guide/getting-started/introduction'), undefined);
});

test('resolution: same page, redirect by item name, kind folder to its section, else unresolved', () => {
  const site: SiteIndex = {
    hasPage: (url) => url === '/docs/guide/x',
    itemUrl: (_v, name) => (name.toLowerCase() === 'getaiconfig' ? '/docs/api-reference/ai/functions/get-ai-config' : undefined),
    sectionUrl: (_v, section) => `/docs/api-reference/${section}`,
  };
  assert.deepEqual(resolveLegacyUrl({url: '/docs/guide/x', source: 's'}, site), {url: '/docs/guide/x', status: 'page'});
  assert.deepEqual(resolveLegacyUrl({url: '/docs/api-reference/ai/functions/get-aiconfig', source: 's', title: 'GetAIConfig'}, site), {
    url: '/docs/api-reference/ai/functions/get-aiconfig',
    status: 'redirect',
    to: '/docs/api-reference/ai/functions/get-ai-config',
  });
  assert.deepEqual(resolveLegacyUrl({url: '/docs/api-reference/ai/variables', source: 's', title: 'Variables'}, site), {
    url: '/docs/api-reference/ai/variables',
    status: 'redirect',
    to: '/docs/api-reference/ai',
  });
  assert.equal(resolveLegacyUrl({url: '/docs/api-reference/ai/functions/gone', source: 's', title: 'Gone'}, site).status, 'unresolved');
  assert.equal(resolveLegacyUrl({url: '/docs/guide/nowhere', source: 's'}, site).status, 'unresolved');
});

test('every URL of the framework site lands on a page of ours (config/legacy-urls.data.json)', () => {
  const site = siteIndex();
  const legacy = readLegacyUrls();
  assert.ok(legacy.length > 500, `expected the whole site in the list, got ${legacy.length} URLs`);
  const unresolved = legacy.map((u) => resolveLegacyUrl(u, site)).filter((r) => r.status === 'unresolved');
  assert.deepEqual(unresolved, [], 'URLs of the framework site with nowhere to go: add a former page or a rule');
});

test('every redirect of the site leads to one of our pages, and no page is shadowed by a redirect', () => {
  const site = siteIndex();
  for (const {from, to} of allRedirects()) {
    assert.ok(site.hasPage(to), `${from} redirects to ${to}, which is not a page`);
    assert.ok(!site.hasPage(from) || from === '/docs' || from === '/docs/v0', `${from} is both a page and a redirect`);
  }
});

test('former pages: every entry is reachable from its old URLs and says what the name was', () => {
  for (const version of ['1.x', '0.1.10'] as const) {
    const site = siteIndex();
    for (const page of readFormerPages('api-models', version)) {
      for (const url of page.legacyUrls) {
        const r = resolveLegacyUrl({url, source: 'test', title: page.name, version}, site);
        assert.notEqual(r.status, 'unresolved', `${url} (${page.name}) resolves nowhere`);
      }
      const text = formerPage(page, version, 1);
      assert.match(text, new RegExp(`title: "?${page.name}"?`));
      assert.match(text, page.status === 'internal' ? /:::note Internal/ : /:::note Not exported/);
      if (version === '1.x') assert.match(text, /unlisted: true/);
      else assert.doesNotMatch(text, /unlisted/);
    }
  }
});

test('a malformed former-page entry stops the build with its name', async () => {
  const {mkdtempSync, mkdirSync, writeFileSync} = await import('node:fs');
  const {join} = await import('node:path');
  const {tmpdir} = await import('node:os');
  const dir = mkdtempSync(join(tmpdir(), 'former-'));
  mkdirSync(join(dir, '0.1.10'));
  writeFileSync(join(dir, '0.1.10', 'former-pages.json'), JSON.stringify([{name: 'Thing', kind: 'widgets', status: 'not-exported', summary: 's', body: 'b', legacyUrls: ['/x']}]));
  assert.throws(() => readFormerPages(dir, '0.1.10'), /"Thing": unknown kind "widgets"/);
});
