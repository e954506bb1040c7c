/**
 * The documentation MCP server as a coding assistant meets it: the SDK's own client starts it over stdio (as the
 * README configures it), lists the tools and calls each with good and bad input against the production build.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {BUILD_DIR} from './support/server';
import {call, stdioClient, text} from './support/mcp';

let client: Client;

before(async () => {
  client = await stdioClient();
});
after(async () => {
  await client?.close();
});

type Structured = Record<string, any>;
const structured = async (name: string, args: Record<string, unknown>): Promise<Structured> => {
  const result = await call(client, name, args);
  assert.notEqual(result.isError, true, `${name} ${JSON.stringify(args)} failed: ${text(result)}`);
  assert.ok(text(result).length > 0, 'a text answer too');
  return result.structuredContent as Structured;
};
const toolError = async (name: string, args: Record<string, unknown>): Promise<string> => {
  const result = await call(client, name, args);
  assert.equal(result.isError, true, `${name} ${JSON.stringify(args)} should be a tool error, got ${text(result).slice(0, 200)}`);
  return text(result);
};
/** The version's open issues: those with `fixed_in:` in their front matter are history, not the list. */
const issueIds = (version: string) =>
  readdirSync(path.join('known-issues', version))
    .filter(
      (f) => f.endsWith('.md') && !/^fixed_in:/m.test(readFileSync(path.join('known-issues', version, f), 'utf8').split(/^---$/m)[1] ?? ''),
    )
    .map((f) => f.slice(0, -3))
    .sort();

describe('MCP server over stdio: tools', () => {
  test('lists the four tools with JSON-schema inputs and outputs', async () => {
    const {tools} = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), ['get_api_item', 'get_page', 'list_known_issues', 'search_docs']);
    for (const tool of tools) {
      assert.equal(tool.inputSchema.type, 'object', tool.name);
      assert.equal(tool.outputSchema?.type, 'object', `${tool.name} declares its structured output`);
      assert.ok(tool.description && tool.description.length > 40, `${tool.name} is described`);
    }
    const search = tools.find((t) => t.name === 'search_docs')!;
    assert.deepEqual(search.inputSchema.required, ['query']);
    assert.deepEqual((search.inputSchema.properties as Structured).version.enum, ['1.x', '0.1.10']);
  });

  test('search_docs answers from the version asked for only', async () => {
    const current = await structured('search_docs', {query: 'middleware'});
    assert.equal(current.version, '1.x');
    assert.equal(current.hits[0].url, 'https://commandkit.dev/docs/guide/commands/middlewares');
    assert.equal(current.hits[0].markdownUrl, 'https://commandkit.dev/docs/guide/commands/middlewares.md');
    assert.equal(current.hits.length, 5, 'default limit');
    assert.ok(
      current.hits.every((hit: Structured) => !hit.url.includes('/docs/v0/')),
      'no 0.1.10 page in 1.x results',
    );
    const old = await structured('search_docs', {query: 'button', version: '0.1.10', limit: 3});
    assert.equal(old.hits.length, 3);
    assert.ok(
      old.hits.every((hit: Structured) => hit.url.startsWith('https://commandkit.dev/docs/v0/') && hit.version === '0.1.10'),
      JSON.stringify(old.hits),
    );
    assert.ok(old.hits.some((hit: Structured) => /ButtonKit/.test(hit.title)));
  });

  test('get_page returns the Markdown twin for every form of a page address', async () => {
    const file = readFileSync(path.join(BUILD_DIR, 'docs/guide/commands/middlewares.md'), 'utf8');
    for (const url of [
      'https://commandkit.dev/docs/guide/commands/middlewares',
      '/docs/guide/commands/middlewares/',
      '/docs/guide/commands/middlewares.md#a-first-middleware',
      '/docs/guide/commands/middlewares/index.html',
    ]) {
      const page = await structured('get_page', {url});
      assert.equal(page.markdown, file, url);
      assert.equal(page.title, 'Middlewares');
      assert.equal(page.version, '1.x');
    }
    const old = await structured('get_page', {url: '/docs/v0/guide/buttonkit'});
    assert.equal(old.version, '0.1.10');
  });

  test('get_api_item: kind, section, signatures, members with descriptions, import line and URL', async () => {
    const {items} = await structured('get_api_item', {name: 'CommandKit'});
    assert.equal(items.length, 1);
    const [item] = items;
    assert.equal(item.kind, 'class');
    assert.equal(item.section, 'commandkit');
    assert.equal(item.url, 'https://commandkit.dev/docs/api-reference/commandkit/classes/command-kit');
    assert.match(item.signatures[0], /^class CommandKit extends EventEmitter/);
    assert.equal(item.import.line, "import { CommandKit } from 'commandkit';");
    assert.deepEqual(item.import.warnings, []);
    assert.ok(item.members.length > 5);
    const start = item.members.find((m: Structured) => m.name === 'start');
    assert.ok(start && start.description.length > 20 && start.signatures[0].startsWith('start('), JSON.stringify(start));
    const old = await structured('get_api_item', {name: 'CommandKit', version: '0.1.10'});
    assert.equal(old.items[0].url, 'https://commandkit.dev/docs/v0/api-reference/classes/command-kit');
  });

  test('get_api_item warns when the entry point fails to load and names the known issue', async () => {
    for (const [name, entry, issue] of [
      ['createRateLimiter', 'commandkit/ratelimit', 'ratelimit-entry-fails-to-load'],
      ['useEvents', 'commandkit/events', 'events-entry-fails-to-load'],
    ]) {
      const runtime = JSON.parse(readFileSync('api-models/1.x/runtime.json', 'utf8'));
      const error: string = runtime.entries[entry].esm.error;
      const result = await call(client, 'get_api_item', {name});
      const [item] = (result.structuredContent as Structured).items;
      assert.equal(item.import.path, entry);
      assert.deepEqual(item.import.failingPaths, [{path: entry, error}]);
      assert.match(item.import.warnings.join('\n'), new RegExp(`fails to load.*${error.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      assert.ok(
        item.knownIssues.some((known: Structured) => known.id === issue && known.url.endsWith(`/docs/guide/known-issues#${issue}`)),
        JSON.stringify(item.knownIssues),
      );
      assert.match(text(result), /WARNING: Fails at run time/);
    }
  });

  test('get_api_item flags a type-only name with import type and its known issue (0.1.10 ReloadType)', async () => {
    const {items} = await structured('get_api_item', {name: 'ReloadType', version: '0.1.10'});
    assert.equal(items[0].import.typeOnly, true);
    assert.equal(items[0].import.line, "import type { ReloadType } from 'commandkit';");
    assert.ok(items[0].knownIssues.some((known: Structured) => known.id === 'reloadtype-type-only'));
  });

  test('get_api_item returns every section that has the name, or the one section picks', async () => {
    const all = await structured('get_api_item', {name: 'setDriver'});
    assert.deepEqual(all.items.map((i: Structured) => i.section).sort(), ['queue', 'tasks']);
    const one = await structured('get_api_item', {name: 'setDriver', section: 'tasks'});
    assert.deepEqual(
      one.items.map((i: Structured) => i.section),
      ['tasks'],
    );
  });

  test('list_known_issues lists every issue of the version with what happens and the workaround', async () => {
    for (const version of ['1.x', '0.1.10']) {
      const {issues} = await structured('list_known_issues', {version});
      assert.deepEqual(issues.map((i: Structured) => i.id).sort(), issueIds(version));
      for (const issue of issues) {
        assert.ok(issue.whatHappens.length > 40 && issue.workaround.length > 10 && issue.pages.length > 0, issue.id);
        assert.ok(!issue.workaround.startsWith('**Workaround'), 'the label is not repeated');
      }
    }
    // The rate limiter's own entry, and the Redis package's (its storage for the rate limiter fails to load too).
    const filtered = await structured('list_known_issues', {query: 'ratelimit'});
    assert.deepEqual(
      filtered.issues.map((i: Structured) => i.id),
      ['ratelimit-entry-fails-to-load', 'redis-entry-fails-to-load'],
    );
    assert.deepEqual(filtered.issues[0].pages, [
      'https://commandkit.dev/docs/guide/useful-utilities/commandkit-ratelimit',
      'https://commandkit.dev/docs/guide/official-plugins/commandkit-redis',
    ]);
  });

  test('the llms files are resources', async () => {
    const {resources} = await client.listResources();
    assert.deepEqual(
      resources.map((r) => r.uri).sort(),
      ['llms-api-0.1.10.txt', 'llms-api.txt', 'llms-full-0.1.10.txt', 'llms-full.txt', 'llms.txt']
        .map((f) => `https://commandkit.dev/${f}`)
        .sort(),
    );
    const read = await client.readResource({uri: 'https://commandkit.dev/llms.txt'});
    assert.equal((read.contents[0] as {text: string}).text, readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8'));
  });
});

describe('MCP server over stdio: bad input is a tool error that says what is valid', () => {
  test('unknown version, empty and oversized queries, wrong types', async () => {
    assert.match(
      await toolError('search_docs', {query: 'cache', version: '2.0'}),
      /version "2\.0" is not known: it must be "1\.x" or "0\.1\.10"/,
    );
    assert.match(await toolError('get_api_item', {name: 'CommandKit', version: '0.2'}), /version "0\.2" is not known/);
    assert.match(await toolError('search_docs', {query: '   '}), /query is empty/);
    assert.match(await toolError('search_docs', {query: 'a'.repeat(201)}), /query is too long: at most 200 characters/);
    assert.match(await toolError('search_docs', {query: 42}), /query must be a string .*not number/);
    assert.match(await toolError('search_docs', {}), /query is required/);
    assert.match(await toolError('search_docs', {query: 'cache', limit: '5'}), /limit must be a whole number from 1 to 20/);
    assert.match(await toolError('search_docs', {query: 'cache', limit: 0}), /limit must be a whole number from 1 to 20/);
    assert.match(await toolError('get_page', {url: ['/docs/guide']}), /url must be a string/);
    assert.match(await toolError('list_known_issues', {query: ''}), /query is empty/);
  });

  test('unknown item (with close names), unknown section', async () => {
    assert.match(
      await toolError('get_api_item', {name: 'createRateLimitter'}),
      /no API item named "createRateLimitter" in 1\.x: did you mean "createRateLimiter"/,
    );
    assert.match(
      await toolError('get_api_item', {name: 'setDriver', section: 'task'}),
      /section "task" is not a package section of 1\.x: use .*"tasks"/,
    );
    assert.match(
      await toolError('get_api_item', {name: 'setDriver', section: 'commandkit'}),
      /"setDriver" exists in section "queue" or "tasks"/,
    );
  });

  test('URLs outside the site or its docs, and pages that do not exist', async () => {
    assert.match(
      await toolError('get_page', {url: 'https://example.com/docs/guide/commands/middlewares'}),
      /outside the CommandKit docs: pages are under https:\/\/commandkit\.dev\/docs\//,
    );
    assert.match(await toolError('get_page', {url: '/search'}), /not a documentation page/);
    assert.match(await toolError('get_page', {url: 'docs/guide'}), /neither an absolute URL nor a site path/);
    assert.match(await toolError('get_page', {url: '/docs/../../etc/passwd'}), /must not contain/);
    assert.match(
      await toolError('get_page', {url: '/docs/guide/commands/middlewarez'}),
      /did you mean https:\/\/commandkit\.dev\/docs\/guide\/commands\/middlewares\?/,
    );
  });

  test('the server keeps serving after errors', async () => {
    await toolError('search_docs', {query: 42});
    const after = await structured('search_docs', {query: 'slash commands'});
    assert.ok(after.hits.length > 0);
  });
});
