import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  CURRENT_VERSION_DOC_KEY,
  FALLBACK_TARGET,
  bannerTargetFromFrontMatter,
  isLegacyVersion,
  resolveBannerTarget,
} from '../../src/theme/DocVersionBanner/target';
import {V0_GUIDE_PAGES, v1GuidePaths} from '../../config/routes';

const FALLBACK = {href: FALLBACK_TARGET, sameTopic: false};
const V0_GUIDE_DIR = fileURLToPath(new URL('../../versioned_docs/version-0.1.10/guide/', import.meta.url));

test('only the 0.1.10 docs get our banner', () => {
  assert.equal(isLegacyVersion('0.1.10'), true);
  assert.equal(isLegacyVersion('current'), false);
  assert.equal(isLegacyVersion('1.x'), false);
  assert.equal(isLegacyVersion(''), false);
  assert.equal(isLegacyVersion(undefined), false);
  assert.equal(isLegacyVersion(null), false);
});

test('a well-formed 1.x guide path is used as it is', () => {
  assert.deepEqual(resolveBannerTarget('/docs/guide/events/discordjs-events'), {
    href: '/docs/guide/events/discordjs-events',
    sameTopic: true,
  });
  assert.deepEqual(resolveBannerTarget('/docs/guide/jsx-components/discord-components-v1/button'), {
    href: '/docs/guide/jsx-components/discord-components-v1/button',
    sameTopic: true,
  });
  assert.deepEqual(resolveBannerTarget('/docs/guide/community-plugins'), {
    href: '/docs/guide/community-plugins',
    sameTopic: true,
  });
});

test('a 1.x API reference path is accepted too (for generated 0.1.10 API pages)', () => {
  assert.deepEqual(resolveBannerTarget('/docs/api-reference/commandkit/classes/button-kit'), {
    href: '/docs/api-reference/commandkit/classes/button-kit',
    sameTopic: true,
  });
});

test('surrounding spaces and a trailing slash are dropped, a fragment is kept', () => {
  assert.equal(resolveBannerTarget('  /docs/guide/commands/middlewares  ').href, '/docs/guide/commands/middlewares');
  assert.equal(resolveBannerTarget('/docs/guide/commands/middlewares/').href, '/docs/guide/commands/middlewares');
  assert.equal(
    resolveBannerTarget('/docs/guide/commands/middlewares#global-middlewares').href,
    '/docs/guide/commands/middlewares#global-middlewares',
  );
  assert.equal(
    resolveBannerTarget('/docs/guide/commands/middlewares/#global-middlewares').href,
    '/docs/guide/commands/middlewares#global-middlewares',
  );
});

test('a missing or non-string value falls back to the 1.x introduction', () => {
  for (const value of [undefined, null, 42, true, {}, ['/docs/guide/events/custom-events'], '', '   ']) {
    assert.deepEqual(resolveBannerTarget(value), FALLBACK, JSON.stringify(value));
  }
});

test('values that are not 1.x guide or API pages fall back', () => {
  const rejected = [
    'https://commandkit.dev/docs/guide/events/custom-events',
    '//evil.example/docs/guide/x',
    'javascript:alert(1)',
    'docs/guide/events/custom-events',
    './event-file-setup.mdx',
    '/docs/v0/guide/installation',
    '/docs/api-reference',
    '/docs/v0/api-reference/classes/button-kit',
    '/docs/guide',
    '/docs/guide/',
    '/docs/guide/../v0/guide/installation',
    '/docs/guide//events',
    '/docs/guide/Events/Custom-Events',
    '/docs/guide/events/custom-events.mdx',
    '/docs/guide/events/custom-events?ref=v0',
    '/docs/guide/events/custom events',
    '/docs/guide/events/-custom',
  ];
  for (const value of rejected) {
    assert.deepEqual(resolveBannerTarget(value), FALLBACK, value);
  }
});

test('naming the introduction itself is not reported as a same-topic link', () => {
  assert.deepEqual(resolveBannerTarget(FALLBACK_TARGET), FALLBACK);
  assert.deepEqual(resolveBannerTarget(`${FALLBACK_TARGET}/`), FALLBACK);
});

test('the front matter helper reads the documented key and copes without front matter', () => {
  assert.deepEqual(bannerTargetFromFrontMatter(undefined), FALLBACK);
  assert.deepEqual(bannerTargetFromFrontMatter(null), FALLBACK);
  assert.deepEqual(bannerTargetFromFrontMatter({title: 'No counterpart'}), FALLBACK);
  assert.deepEqual(bannerTargetFromFrontMatter({[CURRENT_VERSION_DOC_KEY]: '/docs/guide/events/custom-events'}), {
    href: '/docs/guide/events/custom-events',
    sameTopic: true,
  });
  assert.deepEqual(bannerTargetFromFrontMatter({currentVersionDoc: '/docs/guide/events/custom-events'}), FALLBACK);
});

/** The value of `key` in a page's front matter block, or undefined. Enough for our flat, one-line keys. */
function frontMatterValue(source: string, key: string): string | undefined {
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1];
  if (block === undefined) return undefined;
  const line = block.split('\n').find((candidate) => candidate.startsWith(`${key}:`));
  return line
    ?.slice(key.length + 1)
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

test('every 0.1.10 guide page that names a 1.x counterpart names a real 1.x page', async () => {
  const v1Pages = new Set(v1GuidePaths());
  const files = (await readdir(V0_GUIDE_DIR)).filter((file) => /\.mdx?$/.test(file));
  for (const file of files) {
    const value = frontMatterValue(await readFile(path.join(V0_GUIDE_DIR, file), 'utf8'), CURRENT_VERSION_DOC_KEY);
    if (value === undefined) continue;
    const target = resolveBannerTarget(value);
    assert.equal(target.href, value, `${file}: ${CURRENT_VERSION_DOC_KEY} "${value}" is not accepted as written`);
    assert.ok(v1Pages.has(target.href.split('#')[0]), `${file}: ${value} is not a 1.x guide page`);
  }
});

test('every 0.1.10 guide page except the djs-commander migration links to its own 1.x topic', async () => {
  const withoutCounterpart = new Set(['migrating-from-djs-commander']);
  for (const page of V0_GUIDE_PAGES) {
    const source = await readFile(path.join(V0_GUIDE_DIR, `${page}.mdx`), 'utf8');
    const target = resolveBannerTarget(frontMatterValue(source, CURRENT_VERSION_DOC_KEY));
    assert.equal(target.sameTopic, !withoutCounterpart.has(page), page);
  }
});
