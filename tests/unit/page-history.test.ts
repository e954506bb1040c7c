import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {editUrlFromEnv, gitFileDates, historySources, pageHistory, type GitRunner} from '../../config/page-history';

const siteDir = '/repo/site';

/** A git that answers like a full clone whose site lives in `site/` of the repository. */
function fakeGit(shallow: boolean): GitRunner {
  return (args) => {
    if (args[0] === 'rev-parse' && args[1] === '--is-shallow-repository') return shallow ? 'true\n' : 'false\n';
    if (args[0] === 'rev-parse') return '/repo\n';
    if (args[0] === 'log') {
      return [
        '\0' + '1700000300\n\nsite/docs/guide/commands/middlewares.mdx\nsite/api-models/1.x/redis.json',
        '\0' + '1700000200\n\nsite/docs/guide/commands/middlewares.mdx\nsite/api-models/1.x/redis.summaries.json',
        '\0' + '1700000100\n\nsite/docs/guide/events/custom-events.mdx\nsite/api-models/0.1.10/commandkit.json',
      ].join('\n');
    }
    throw new Error(`unexpected git ${args.join(' ')}`);
  };
}

const parse = (history: ReturnType<typeof pageHistory>, file: string, frontMatter: Record<string, unknown> = {}) =>
  history.parseFrontMatter({
    filePath: path.join(siteDir, file),
    fileContent: '',
    defaultParseFrontMatter: async () => ({frontMatter: {...frontMatter}, content: ''}),
  });

describe('last updated from git history', () => {
  it('dates a guide page by its own last commit and an API page by its package model', async () => {
    const history = pageHistory(siteDir, fakeGit(false));
    assert.equal(history.available, true);
    assert.deepEqual((await parse(history, 'docs/guide/commands/middlewares.mdx')).frontMatter.last_update, {
      date: new Date(1700000300_000).toISOString(),
    });
    assert.deepEqual((await parse(history, 'docs/guide/events/custom-events.mdx')).frontMatter.last_update, {
      date: new Date(1700000100_000).toISOString(),
    });
    assert.equal(history.lastUpdate(path.join(siteDir, 'docs/api-reference/redis/classes/redis-cache.mdx'))?.getTime(), 1700000300_000);
    assert.equal(
      history.lastUpdate(path.join(siteDir, 'versioned_docs/version-0.1.10/api-reference/classes/command-kit.mdx'))?.getTime(),
      1700000100_000,
    );
  });

  it('keeps a date written in the front matter, and leaves an untracked page without one', async () => {
    const history = pageHistory(siteDir, fakeGit(false));
    assert.deepEqual(
      (await parse(history, 'docs/guide/commands/middlewares.mdx', {last_update: {date: '2020-01-01'}})).frontMatter.last_update,
      {date: '2020-01-01'},
    );
    assert.equal((await parse(history, 'docs/guide/new-page.mdx')).frontMatter.last_update, undefined);
  });

  it('shows no date in a shallow clone or without git, and does not fail', async () => {
    for (const git of [
      fakeGit(true),
      (() => {
        throw new Error('git: not found');
      }) as GitRunner,
    ]) {
      const history = pageHistory(siteDir, git);
      assert.equal(history.available, false);
      assert.equal((await parse(history, 'docs/guide/commands/middlewares.mdx')).frontMatter.last_update, undefined);
    }
    assert.equal(gitFileDates(siteDir, ['docs'], fakeGit(true)), null);
  });

  it('reads this repository when it is a full clone', () => {
    const history = pageHistory(path.resolve('.'));
    if (!history.available) return; // a shallow CI clone: covered above
    assert.ok(history.lastUpdate(path.resolve('docs/guide/commands/middlewares.mdx')) instanceof Date);
  });

  it('maps generated API pages to their model files', () => {
    assert.deepEqual(historySources('docs/api-reference/ai/functions/ai.mdx'), [
      'api-models/1.x/ai.json',
      'api-models/1.x/ai.summaries.json',
    ]);
    assert.deepEqual(historySources('docs/api-reference/index.mdx'), ['api-models/1.x']);
    assert.deepEqual(historySources('docs/api-reference/changes/v1-2-0.mdx'), ['api-models/1.x/history']);
    assert.deepEqual(historySources('docs/guide/community-plugins.mdx'), ['docs/guide/community-plugins.mdx']);
  });
});

describe('Edit this page', () => {
  it('is off unless SITE_REPOSITORY_URL is set, links guide sources and never generated API pages', () => {
    assert.equal(editUrlFromEnv({}), undefined);
    const editUrl = editUrlFromEnv({SITE_REPOSITORY_URL: 'https://github.com/acme/docs/', SITE_REPOSITORY_BRANCH: 'trunk'})!;
    assert.equal(
      editUrl({versionDocsDirPath: 'docs', docPath: 'guide/commands/middlewares.mdx'}),
      'https://github.com/acme/docs/edit/trunk/docs/guide/commands/middlewares.mdx',
    );
    assert.equal(
      editUrl({versionDocsDirPath: 'versioned_docs/version-0.1.10', docPath: 'api-reference/classes/command-kit.mdx'}),
      undefined,
    );
    assert.equal(
      editUrlFromEnv({SITE_REPOSITORY_URL: 'https://github.com/acme/docs'})!({versionDocsDirPath: 'docs', docPath: 'guide/a.mdx'}),
      'https://github.com/acme/docs/edit/main/docs/guide/a.mdx',
    );
  });

  it('rejects a repository setting that is not a web address', () => {
    assert.throws(
      () => editUrlFromEnv({SITE_REPOSITORY_URL: 'git@github.com:acme/docs.git'}),
      /SITE_REPOSITORY_URL must be the repository's web address/,
    );
  });
});
