/**
 * Inbound links from the framework's own site (config/legacy-urls.data.json, one list per documented commit): how
 * its file tree maps to URLs, and that every one of its URLs at every commit lands on a page of ours, by a page of
 * the same address or a redirect.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docUrl, frontMatterValue, stripNumberPrefix} from '../../scripts/lib/links/docusaurus-urls';
import {LEGACY_COMMITS, readLegacyLists, readLegacyUrls} from '../../config/legacy-urls';
import {FRAMEWORK_COMMIT_SHORT} from '../../plugins/shared/framework';
import {apiUrlParts, LEGACY_GUIDE_FALLBACKS, resolveLegacyUrl, type SiteIndex} from '../../config/legacy-links';
import {siteIndex} from '../../config/legacy-site-index';
import {allRedirects} from '../../config/redirects';
import {readFormerPages} from '../../plugins/api-reference/src/model/former-pages';
import {formerPage} from '../../plugins/api-reference/src/generate/former-pages';
import {tempFolder} from './temp-folders';

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
  assert.deepEqual(apiUrlParts('/docs/api-reference/ai/functions/get-aiconfig'), {
    version: '1.x',
    section: 'ai',
    kind: 'functions',
    slug: 'get-aiconfig',
  });
  assert.deepEqual(apiUrlParts('/docs/v0/api-reference/types/CommandContext'), {
    version: '0.1.10',
    section: 'commandkit',
    kind: 'types',
    slug: 'CommandContext',
  });
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

test('the data holds one list per documented commit, each the whole site, the last at the documented commit', () => {
  assert.equal(LEGACY_COMMITS.at(-1), FRAMEWORK_COMMIT_SHORT, 'moving the documented commit adds its site to LEGACY_COMMITS');
  const lists = readLegacyLists();
  assert.deepEqual(
    lists.map((l) => l.commit),
    [...LEGACY_COMMITS],
  );
  for (const list of lists) assert.ok(list.urls.length > 500, `expected the whole site at ${list.commit}, got ${list.urls.length} URLs`);
  assert.ok(readLegacyUrls().length > Math.max(...lists.map((l) => l.urls.length)), 'the union adds the URLs only one commit had');
});

for (const {commit, urls} of readLegacyLists()) {
  test(`every URL of the framework site at ${commit} lands on a page of ours`, () => {
    const site = siteIndex();
    const unresolved = urls.map((u) => resolveLegacyUrl(u, site)).filter((r) => r.status === 'unresolved');
    assert.deepEqual(unresolved, [], 'URLs of the framework site with nowhere to go: add a former page or a rule');
  });
}

test('moved guide folders keep our addresses: their new path redirects to our page, or to the API page until we have one', () => {
  const site: SiteIndex = {
    hasPage: (url) =>
      url === '/docs/guide/jsx-components/discord-components-v1/button' || url === '/docs/guide/useful-utilities/commandkit-queue',
    itemUrl: (_v, name) => (name === 'Poll' ? '/docs/api-reference/commandkit/functions/poll' : undefined),
    sectionUrl: (_v, section) => `/docs/api-reference/${section}`,
  };
  const resolve = (url: string) => resolveLegacyUrl({url, source: 's'}, site);
  assert.deepEqual(resolve('/docs/guide/jsx-components/interactive-components/button'), {
    url: '/docs/guide/jsx-components/interactive-components/button',
    status: 'redirect',
    to: '/docs/guide/jsx-components/discord-components-v1/button',
  });
  assert.deepEqual(resolve('/docs/guide/official-plugins/commandkit-queue'), {
    url: '/docs/guide/official-plugins/commandkit-queue',
    status: 'redirect',
    to: '/docs/guide/useful-utilities/commandkit-queue',
  });
  assert.deepEqual(resolve('/docs/guide/jsx-components/interactive-components/poll'), {
    url: '/docs/guide/jsx-components/interactive-components/poll',
    status: 'redirect',
    to: '/docs/api-reference/commandkit/functions/poll',
  });
  assert.equal(resolve('/docs/guide/jsx-components/interactive-components/dropdown').status, 'unresolved');
  // Once a guide page exists at the moved address, it wins over the API fallback.
  const withGuide: SiteIndex = {
    ...site,
    hasPage: (url) => site.hasPage(url) || url === '/docs/guide/jsx-components/discord-components-v1/poll',
  };
  assert.equal(
    (resolveLegacyUrl({url: '/docs/guide/jsx-components/interactive-components/poll', source: 's'}, withGuide) as {to: string}).to,
    '/docs/guide/jsx-components/discord-components-v1/poll',
  );
  // The framework files Label under display components; ours is beside Modal.
  const withLabel: SiteIndex = {
    ...site,
    hasPage: (url) => site.hasPage(url) || url === '/docs/guide/jsx-components/discord-components-v1/label',
  };
  assert.equal(
    (resolveLegacyUrl({url: '/docs/guide/jsx-components/display-components/label', source: 's'}, withLabel) as {to: string}).to,
    '/docs/guide/jsx-components/discord-components-v1/label',
  );
});

test('every guide fallback names an item or section that exists', () => {
  const site = siteIndex();
  for (const [url, target] of Object.entries(LEGACY_GUIDE_FALLBACKS)) {
    const to = 'item' in target ? site.itemUrl('1.x', target.item, target.section) : site.sectionUrl('1.x', target.section);
    assert.ok(to && site.hasPage(to), `${url}: fallback ${JSON.stringify(target)} is not a page`);
  }
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
      assert.match(text, {internal: /:::note Internal/, removed: /:::note Removed/, 'not-exported': /:::note Not exported/}[page.status]);
      if (version === '1.x') assert.match(text, /unlisted: true/);
      else assert.doesNotMatch(text, /unlisted/);
    }
  }
});

test('a malformed former-page entry stops the build with its name', async () => {
  const {mkdirSync, writeFileSync} = await import('node:fs');
  const {join} = await import('node:path');
  const dir = tempFolder('former-');
  mkdirSync(join(dir, '0.1.10'));
  writeFileSync(
    join(dir, '0.1.10', 'former-pages.json'),
    JSON.stringify([{name: 'Thing', kind: 'widgets', status: 'not-exported', summary: 's', body: 'b', legacyUrls: ['/x']}]),
  );
  assert.throws(() => readFormerPages(dir, '0.1.10'), /"Thing": unknown kind "widgets"/);
});
