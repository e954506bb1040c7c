/** The documentation MCP server's pure parts: page addresses, CLI arguments, hit text, known-issue text, import facts. */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {pageAddress} from '../../mcp-server/src/pages/page-address';
import {parseCli} from '../../mcp-server/src/cli-args';
import {hitTitle, snippetText} from '../../mcp-server/src/search/hit-summary';
import {issueNames, matchesQuery, splitWorkaround} from '../../mcp-server/src/issues/issue-facts';
import {importFacts} from '../../mcp-server/src/api/import-facts';
import {versionOfPath} from '../../mcp-server/src/versions';
import {loadIndex} from '../../plugins/api-reference/src/generate/write';
import {readRuntime} from '../../plugins/api-reference/src/model/runtime';
import {ToolInputError} from '../../mcp-server/src/tool-error';
import {StartupError} from '../../mcp-server/src/startup-error';
import type {KnownIssue} from '../../plugins/known-issues/src/issues';

const site = {origin: 'https://commandkit.dev', baseUrl: '/'};

describe('page addresses', () => {
  test('every form of a page address gives its site path and version', () => {
    for (const input of [
      'https://commandkit.dev/docs/guide/x',
      '/docs/guide/x',
      '/docs/guide/x/',
      '/docs/guide/x.html',
      '/docs/guide/x/index.html',
      '/docs/guide/x.md',
      '/docs/guide/x?a=1#b',
      'https://commandkit.dev/docs/guide/x#h',
    ]) {
      assert.deepEqual(pageAddress(input, site), {sitePath: '/docs/guide/x', version: '1.x'}, input);
    }
    assert.deepEqual(pageAddress('/docs/v0/guide/buttonkit', site), {sitePath: '/docs/v0/guide/buttonkit', version: '0.1.10'});
    assert.deepEqual(pageAddress('https://docs.example.org/base/docs/guide/x', {origin: 'https://docs.example.org', baseUrl: '/base/'}), {
      sitePath: '/docs/guide/x',
      version: '1.x',
    });
  });

  test('addresses outside the docs are refused with the reason', () => {
    const refuse = (input: string, reason: RegExp) =>
      assert.throws(
        () => pageAddress(input, site),
        (error: Error) => error instanceof ToolInputError && reason.test(error.message),
        input,
      );
    refuse('https://evil.example/docs/guide/x', /outside the CommandKit docs/);
    refuse('http://commandkit.dev/docs/guide/x', /outside the CommandKit docs/);
    refuse('/', /not a documentation page/);
    refuse('/docs', /not a documentation page/);
    refuse('/docs/guide/../../../etc/passwd', /must not contain/);
    refuse('guide/x', /neither an absolute URL nor a site path/);
    refuse('/docs/%E0%A4%A', /malformed/);
  });

  test('versions by path', () => {
    assert.equal(versionOfPath('/docs/v0'), '0.1.10');
    assert.equal(versionOfPath('/docs/v0x/guide'), '1.x');
    assert.equal(versionOfPath('/blog'), undefined);
  });
});

describe('command line', () => {
  test('stdio by default, HTTP with a port, a build folder', () => {
    assert.deepEqual(parseCli([]), {transport: 'stdio', port: 3001});
    assert.equal(parseCli(['--http', '--port', '0']).port, 0);
    assert.equal(parseCli(['--http', '--port', '4000', '--build-dir', 'out']).buildDir?.endsWith('/out'), true);
    assert.throws(() => parseCli(['--http', '--port', '70000']), StartupError);
    assert.throws(() => parseCli(['--stdio']), /Unknown option/);
  });
});

describe('hit text', () => {
  test('snippets lose their markup, keep the matches in bold', () => {
    assert.equal(snippetText('…use <mark>middleware</mark> &lt;T&gt; &amp; more…'), '…use **middleware** <T> & more…');
    assert.equal(
      hitTitle({hierarchy: {lvl0: 'Commands', lvl1: 'Middlewares', lvl2: 'A first one', lvl3: null, lvl4: null, lvl5: null, lvl6: null}}),
      'Middlewares › A first one',
    );
  });
});

describe('known-issue text', () => {
  const body = 'It fails.\n\nReally.\n\n**Workaround:** do this\n\nand that.';
  test('the body splits at the workaround paragraph', () => {
    assert.deepEqual(splitWorkaround(body), {whatHappens: 'It fails.\n\nReally.', workaround: 'do this\n\nand that.'});
  });
  test('an issue names an item only in inline code, as a whole word', () => {
    const issue = {title: '`useEvents` throws', body: 'Call `ctx.commandkit.events` or `createRateLimiter()`; Logger is prose.'};
    assert.equal(issueNames(issue, 'useEvents'), true);
    assert.equal(issueNames(issue, 'createRateLimiter'), true);
    assert.equal(issueNames(issue, 'events'), true);
    assert.equal(issueNames(issue, 'Logger'), false);
    assert.equal(issueNames(issue, 'useEvent'), false);
  });
  test('a query keeps issues containing every word', () => {
    const issue: KnownIssue = {
      id: 'a-b',
      title: 'Select menu',
      body: 'drops onError',
      entries: [],
      version: '1.x',
      source: 'x#L1',
      sourcePath: 'x',
      sourceLine: 1,
      pages: [],
      file: '',
    };
    assert.equal(matchesQuery(issue, 'select ONERROR'), true);
    assert.equal(matchesQuery(issue, 'select button'), false);
  });
});

describe('import facts from runtime.json', () => {
  const {index} = loadIndex('api-models', '1.x');
  const runtime = readRuntime('api-models', '1.x');
  const item = (name: string) => index.items.find((i) => i.name === name && !i.internal)!;
  test('a name whose only entry point fails to load gets the error as a warning', () => {
    const facts = importFacts(item('createRateLimiter'), runtime)!;
    assert.equal(facts.path, 'commandkit/ratelimit');
    assert.equal(facts.failingPaths[0]!.error, runtime!.entries['commandkit/ratelimit']!.esm.error);
    assert.match(facts.warnings[0]!, /^Fails at run time: `commandkit\/ratelimit` fails to load in 1\.x/);
  });
  test('an interface is imported with import type and has no warning', () => {
    const facts = importFacts(item('RateLimitStorage'), runtime)!;
    assert.equal(facts.line, "import type { RateLimitStorage } from 'commandkit/ratelimit';");
    assert.deepEqual(facts.warnings, []);
  });
});
