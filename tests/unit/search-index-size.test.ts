import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {apiParagraph, firstSentence, isSkippedApiSection, isSkippedOnApiPage} from '../../plugins/local-search/src/api-prose';
import {extractRecords, isLinkListSection} from '../../plugins/local-search/src/extract';
import {encodeSplitShard, shardRecords, toWire} from '../../plugins/shared/search/shard-format';
import {sampleRecords} from './search-fixtures';
import type {SearchRecord} from '../../plugins/shared/search/types';

const OPTIONS = {siteUrl: 'https://commandkit.dev', maxContentLength: 1500};

/** An API item page as src/components/api renders it (CSS-module class names as in a production build). */
const API_PAGE = `<!doctype html><html lang="en"><head><title>CommandKit | CommandKit</title>
<meta name="description" content="The main object of a CommandKit bot: it holds the client.">
<meta name="docsearch:docusaurus_tag" content="docs-default-current">
<link rel="canonical" href="https://commandkit.dev/docs/api-reference/commandkit/classes/command-kit"></head><body>
<main><article><div class="theme-doc-markdown markdown"><h1>CommandKit</h1>
<p>The main object of a CommandKit bot: it holds the client. It also loads the config file.</p>
<h2 id="methods">Methods</h2>
<h3 id="setprefixresolver">setPrefixResolver()</h3>
<p class="memberMeta_Yje1"><span class="badge">static</span> <a class="sourceLink_hiTn" href="https://example.org">Source</a></p>
<p>Replaces the function that gives the prefix for message commands. It is called with every message, e.g. a DM.</p>
<div class="signature_u2Q4"><pre><code>setPrefixResolver(resolver)</code></pre><table class="table_g6tq"><thead><tr><th>Parameter</th></tr></thead>
<tbody><tr><td><code>resolver</code></td><td>A function receiving the message and returning a prefix string.</td></tr></tbody></table>
<p class="returns_B6rc"><strong>Returns</strong> <code>this</code></p></div>
<details class="inherited_abcd"><summary>Inherited from EventEmitter (1)</summary><div><h3 id="on">on()</h3><p>Adds a listener for an event of the emitter.</p></div></details>
<h2 id="source">Source</h2><p>packages/commandkit/src/commandkit.ts, line 96</p>
</div></article></main></body></html>`;

describe('search index size: what of an API page is indexed', () => {
  it('cuts a paragraph to its first sentence, not at abbreviations or member accesses', () => {
    assert.equal(firstSentence('Stores the client. Call it before start().'), 'Stores the client.');
    assert.equal(firstSentence('Calls ctx.reply, e.g. for a DM. Then returns.'), 'Calls ctx.reply, e.g. for a DM.');
    assert.equal(firstSentence('One sentence only'), 'One sentence only');
    assert.equal(firstSentence('Returns true? Yes.'), 'Returns true?');
  });

  it('keeps a member paragraph’s first sentence and drops what the page description already says', () => {
    assert.equal(apiParagraph('Lowers the limit. It does not remove listeners.', true, 'Anything'), 'Lowers the limit.');
    assert.equal(
      apiParagraph('The main object of a bot: it holds the client. It also loads config.', false, 'The main object of a bot: it holds…'),
      'the client.',
    );
    assert.equal(apiParagraph('The main object. It loads config.', false, 'The main object.'), 'It loads config.');
    assert.equal(apiParagraph('The main object.', false, 'The main object.'), '');
    assert.equal(apiParagraph('Unrelated text. More.', false, ''), 'Unrelated text.');
  });

  it('recognises the skipped API blocks and sections by their class and heading', () => {
    assert.ok(isSkippedOnApiPage('signature_u2Q4'));
    assert.ok(isSkippedOnApiPage('foo memberMeta_Yje1'));
    assert.ok(isSkippedOnApiPage('inherited_x1'));
    assert.ok(!isSkippedOnApiPage('table_g6tq'));
    assert.ok(!isSkippedOnApiPage(undefined));
    assert.ok(isSkippedApiSection('Source'));
    assert.ok(!isSkippedApiSection('Methods'));
    assert.ok(!isSkippedApiSection(null));
  });

  it('indexes a member’s heading and first sentence, not its parameters, return type, inherited members or source', () => {
    const records = extractRecords(API_PAGE, '/docs/api-reference/commandkit/classes/command-kit', OPTIONS);
    const contents = records.filter((r) => r.type === 'content').map((r) => r.content);
    assert.deepEqual(contents, ['It also loads the config file.', 'Replaces the function that gives the prefix for message commands.']);
    const headings = records.filter((r) => r.type !== 'content').map((r) => r.anchor);
    assert.deepEqual(headings, [null, 'methods', 'setprefixresolver', 'source']);
  });
});

describe('search index size: link lists and the served shard form', () => {
  it('does not index the text of sections that only link to other pages', () => {
    assert.ok(isLinkListSection('Related pages'));
    assert.ok(isLinkListSection('Next steps'));
    assert.ok(!isLinkListSection('Related data'));
    assert.ok(!isLinkListSection(null));
    const html = `<!doctype html><html lang="en"><head><title>Middlewares</title><meta name="docsearch:docusaurus_tag" content="docs-default-current">
<link rel="canonical" href="https://commandkit.dev/docs/guide/commands/middlewares"></head><body><main><article><div class="theme-doc-markdown">
<h1>Middlewares</h1><p>Run code before a command.</p><h2 id="related-pages">Related pages</h2><ul><li>Rate limiting: limit how often users run a command.</li></ul></div></article></main></body></html>`;
    const records = extractRecords(html, '/docs/guide/commands/middlewares', OPTIONS);
    assert.deepEqual(
      records.filter((r) => r.type === 'content').map((r) => r.content),
      ['Run code before a command.'],
    );
    assert.ok(records.some((r) => r.type === 'lvl2' && r.anchor === 'related-pages'));
  });

  it('serves row indexes as differences and reads them back into the same records', () => {
    const records = sampleRecords().filter((r) => r.docusaurus_tag === 'docs-default-current');
    const split = encodeSplitShard('docs-default-current', records);
    const wire = JSON.parse(JSON.stringify(toWire(split))) as ReturnType<typeof toWire>;
    assert.equal(wire.titles.format, 4);
    assert.equal(wire.text.format, 5);
    assert.ok(wire.titles.records.every((row) => row[0] >= 0 && row[0] <= 1));
    assert.deepEqual(shardRecords(wire.titles, wire.text), shardRecords(split.titles, split.text));
    assert.deepEqual(shardRecords(wire.titles), shardRecords(split.titles));
    assert.deepEqual(shardRecords({format: 4, records: 'broken'}), []);
  });

  it('serves an anchor that is its heading’s slug as 0 and writes it again when read', async () => {
    const {headingSlug} = await import('../../plugins/shared/search/shard-format');
    assert.equal(headingSlug('1. Update the packages and Node.js'), '1-update-the-packages-and-nodejs');
    assert.equal(headingSlug('What CommandKit adds to discord.js'), 'what-commandkit-adds-to-discordjs');
    const heading = (anchor: string, lvl2: string): SearchRecord => ({
      ...sampleRecords()[0]!,
      objectID: 'x',
      url: `https://commandkit.dev/docs/guide/x#${anchor}`,
      url_without_anchor: 'https://commandkit.dev/docs/guide/x',
      anchor,
      type: 'lvl2',
      hierarchy: {lvl0: 'Guide', lvl1: 'X', lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: null,
      docusaurus_tag: 'docs-default-current',
    });
    // The second heading of the same text gets Docusaurus's `-1`, and an explicit id is no slug: both stay as written.
    const records = [heading('the-cli', 'The CLI'), heading('the-cli-1', 'The CLI'), heading('kv-nested', 'KV get() misses nested keys')];
    const wire = JSON.parse(JSON.stringify(toWire(encodeSplitShard('docs-default-current', records)))) as ReturnType<typeof toWire>;
    assert.deepEqual(
      wire.titles.records.map((row) => row[2]),
      [0, 'the-cli-1', 'kv-nested'],
    );
    assert.deepEqual(
      shardRecords(wire.titles, wire.text).map((r) => [r.anchor, r.url]),
      records.map((r) => [r.anchor, r.url]),
    );
  });
});

describe('search page rank (docsearch:page_rank)', () => {
  it('reads the meta tag as a bounded integer', async () => {
    const {parsePageRank} = await import('../../plugins/local-search/src/extract');
    assert.equal(parsePageRank('-1'), -1);
    assert.equal(parsePageRank('12'), 5);
    assert.equal(parsePageRank('high'), 0);
    assert.equal(parsePageRank(undefined), 0);
  });

  it('carries a page’s rank into its records and through the served shard', () => {
    const html = `<!doctype html><html lang="en"><head><title>Known issues</title><meta name="docsearch:docusaurus_tag" content="docs-default-current">
<meta name="docsearch:page_rank" content="-1"><link rel="canonical" href="https://commandkit.dev/docs/guide/known-issues"></head><body><main><article><div class="theme-doc-markdown">
<h1>Known issues</h1><h2 id="kv">KV get() misses nested keys</h2><p>The store reads only the top level.</p></div></article></main></body></html>`;
    const records = extractRecords(html, '/docs/guide/known-issues', OPTIONS);
    assert.ok(records.length === 3 && records.every((r) => r.page_rank === -1));
    const wire = JSON.parse(JSON.stringify(toWire(encodeSplitShard('docs-default-current', records)))) as ReturnType<typeof toWire>;
    assert.ok(shardRecords(wire.titles, wire.text).every((r) => r.page_rank === -1 && r.api === undefined));
    const plain = extractRecords(html.replace('<meta name="docsearch:page_rank" content="-1">', ''), '/docs/guide/known-issues', OPTIONS);
    assert.ok(plain.every((r) => !('page_rank' in r)));
  });
});

describe('writing the index of a built site (postBuild and npm run search:reindex)', () => {
  it('replaces the index files only, and describes what it wrote', async () => {
    const {mkdtemp, mkdir, readdir, readFile, rm, writeFile} = await import('node:fs/promises');
    const {tmpdir} = await import('node:os');
    const path = await import('node:path');
    const {describeIndex, writeSearchIndex} = await import('../../plugins/local-search/src/write');
    const dir = await mkdtemp(path.join(tmpdir(), 'search-write-'));
    try {
      await mkdir(path.join(dir, 'docs'), {recursive: true});
      await mkdir(path.join(dir, 'search'), {recursive: true});
      await writeFile(
        path.join(dir, 'docs', 'page.html'),
        `<!doctype html><html lang="en"><head><title>Page</title><meta name="docsearch:docusaurus_tag" ` +
          `content="docs-default-current"></head><body><main><article><div ` +
          `class="theme-doc-markdown"><h1>Page</h1><p>Some text here.</p></div></article></main></body></html>`,
      );
      await writeFile(path.join(dir, 'search', 'old.json'), '{}');
      await writeFile(path.join(dir, 'search', 'index.html'), 'the /search page');
      const {records, manifest} = await writeSearchIndex(dir, {...OPTIONS, indexDir: 'search', excludeRoutes: ['/404'], baseUrl: '/'});
      assert.equal(records, 2);
      const files = (await readdir(path.join(dir, 'search'))).sort();
      assert.ok(!files.includes('old.json') && files.includes('index.html') && files.includes('manifest.json'));
      const entry = manifest.shards['docs-default-current'];
      const titles = JSON.parse(await readFile(path.join(dir, 'search', entry.file), 'utf8'));
      const text = JSON.parse(await readFile(path.join(dir, 'search', entry.text!), 'utf8'));
      assert.deepEqual(
        shardRecords(titles, text).map((r) => r.content),
        [null, 'Some text here.'],
      );
      assert.match(
        describeIndex('search', records, manifest),
        /^\[local-search\] 2 records → search\/ \(docs-default-current: 2 records, \d+ KiB\)$/,
      );
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });
});

describe('search index size: reference index entries and repeated paragraphs', () => {
  const INDEX_PAGE = `<!doctype html><html lang="en"><head><title>commandkit</title>
<meta name="description" content="The core package.">
<meta name="docsearch:docusaurus_tag" content="docs-default-current"><meta name="docsearch:page_rank" content="-1">
<link rel="canonical" href="https://commandkit.dev/docs/api-reference/commandkit"></head><body><main><article><div class="theme-doc-markdown markdown">
<h1>commandkit</h1><p>The core package. Each item page shows its signature.</p>
<h2 id="classes"><a href="/docs/api-reference/commandkit/classes">Classes</a></h2>
<ul><li><a href="/docs/api-reference/commandkit/classes/command-kit"><code>CommandKit</code></a> — The main object of a bot.</li>
<li>Classes without a page are listed in the changelog of each release.</li></ul>
<table><tbody><tr><td><a href="/docs/api-reference/ai"><code>@commandkit/ai</code></a></td><td>28</td><td>An AI plugin.</td></tr></tbody></table>
</div></article></main></body></html>`;

  it('indexes a reference index page by its opening text and headings, not its item entries', async () => {
    const {isReferenceEntry} = await import('../../plugins/local-search/src/extract');
    const records = extractRecords(INDEX_PAGE, '/docs/api-reference/commandkit', OPTIONS);
    assert.deepEqual(
      records.filter((r) => r.type === 'content').map((r) => r.content),
      ['Each item page shows its signature.', 'Classes without a page are listed in the changelog of each release.'],
    );
    assert.ok(records.some((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Classes'));
    const {load} = await import('cheerio');
    const li = (html: string) => load(html, null, false).root().children()[0]!;
    assert.ok(isReferenceEntry(li('<li> <a href="/docs/api-reference/x">X</a> — y</li>')));
    assert.ok(!isReferenceEntry(li('<li>See <a href="/docs/api-reference/x">X</a></li>')));
    assert.ok(!isReferenceEntry(li('<li><a href="/docs/guide/x">X</a> — y</li>')));
    assert.ok(!isReferenceEntry(li('<p><a href="/docs/api-reference/x">X</a> — y</p>')));
  });

  /** A 1.x content record of a page, with the given paragraph. */
  const contentRecord = (path: string, content: string, extra: Partial<SearchRecord> = {}): SearchRecord => ({
    ...sampleRecords()[0]!,
    type: 'content',
    url: `https://commandkit.dev${path}`,
    url_without_anchor: `https://commandkit.dev${path}`,
    content,
    docusaurus_tag: 'docs-default-current',
    ...extra,
  });

  it('drops a reference page’s copy of a paragraph a guide page or a higher-ranked reference page has', async () => {
    const {dropRepeatedParagraphs, MIN_REPEATED_LENGTH} = await import('../../plugins/local-search/src/repeated-text');
    const long = 'A known issue: the package declares its entry points in an exports map with import targets only, so require fails.';
    assert.ok(long.length >= MIN_REPEATED_LENGTH);
    const guide = contentRecord('/docs/guide/redis', long);
    const api = contentRecord('/docs/api-reference/redis/classes/redis-cache', long);
    const index = contentRecord('/docs/api-reference/redis', long, {page_rank: -1});
    const otherApi = contentRecord('/docs/api-reference/redis/functions/redis', long);
    const otherGuide = contentRecord('/docs/guide/cache', long);
    const short = contentRecord('/docs/api-reference/redis/functions/redis', 'Also exported from commandkit.');
    const shortCopy = contentRecord('/docs/api-reference/redis/classes/redis-cache', 'Also exported from commandkit.');
    const otherVersion = contentRecord('/docs/v0/api-reference/classes', long, {docusaurus_tag: 'docs-default-0.1.10'});
    // A guide page has it: every reference copy goes, every guide copy stays.
    assert.deepEqual(dropRepeatedParagraphs([api, guide, otherApi, otherGuide, short, shortCopy, otherVersion]), [
      guide,
      otherGuide,
      short,
      shortCopy,
      otherVersion,
    ]);
    // Only reference pages have it: the highest-ranked keeps it, the first among equals.
    assert.deepEqual(dropRepeatedParagraphs([index, api, otherApi]), [api]);
    assert.deepEqual(dropRepeatedParagraphs([index]), [index]);
  });

  it('drops a catalogue’s copy of a paragraph a page that is not a catalogue shows, and keeps its only copies', async () => {
    const {dropRepeatedParagraphs} = await import('../../plugins/local-search/src/repeated-text');
    const body = 'The store reads only the top level of a key, so a dotted path such as user.settings.theme finds nothing.';
    const list = contentRecord('/docs/guide/known-issues', body, {page_rank: -1});
    const box = contentRecord('/docs/guide/useful-utilities/commandkit-kv', body);
    const apiBox = contentRecord('/docs/api-reference/commandkit/classes/kv', body);
    const onlyListed = contentRecord('/docs/guide/known-issues', `${body} Only the list has this one.`, {page_rank: -1});
    // The guide page shows the issue where the reader meets it: the list's copy goes (and the reference copy, as before).
    assert.deepEqual(dropRepeatedParagraphs([list, box, apiBox, onlyListed]), [box, onlyListed]);
    // Only a reference page shows it: that page keeps it, the list's copy goes.
    assert.deepEqual(dropRepeatedParagraphs([list, apiBox]), [apiBox]);
  });
});
