/**
 * Page keywords (`keywords` front matter → `<meta name="keywords">`): the names a page answers for although its
 * title does not say them. The migration guide lists the 0.1.10 options 1.x removed, so a migrant typing one on the
 * 1.x docs lands on what replaced it before the legacy plugin's option of the same name.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {describe, it} from 'node:test';
import {LocalIndex} from '../../src/search/engine';
import {extractRecords, parseKeywords} from '../../plugins/local-search/src/extract';
import {identifierParts} from '../../src/search/text';
import {encodeSplitShard, shardRecords, toWire} from '../../plugins/shared/search/shard-format';
import {FILTER_1X, SITE, record, hierarchy} from './search-fixtures';
import type {SearchRecord} from '../../plugins/shared/search/types';

const guide = `${SITE}/docs/guide/advanced/migrating-from-v0`;
const option = `${SITE}/docs/api-reference/legacy/interfaces/legacy-handler-plugin-options`;

function records(keywords?: string[]): SearchRecord[] {
  return [
    record({
      url: guide,
      type: 'lvl1',
      lvl1: 'Migrating from v0',
      hierarchy: hierarchy('Advanced', 'Migrating from v0'),
      content: 'Upgrade a 0.1.10 project to 1.x.',
      ...(keywords ? {keywords} : {}),
    }),
    record({
      url: `${guide}#options`,
      type: 'content',
      lvl1: 'Migrating from v0',
      hierarchy: hierarchy('Advanced', 'Migrating from v0', 'Options'),
      content: 'Commands now live in fixed folders.',
    }),
    record({
      url: option,
      type: 'lvl1',
      lvl1: 'LegacyHandlerPluginOptions',
      hierarchy: hierarchy('API Reference', 'LegacyHandlerPluginOptions'),
      api: {name: 'LegacyHandlerPluginOptions', kind: 'interface', section: 'legacy'},
    }),
    record({
      url: `${option}#commandspath`,
      type: 'lvl3',
      lvl1: 'LegacyHandlerPluginOptions',
      hierarchy: hierarchy('API Reference', 'LegacyHandlerPluginOptions', 'Properties', 'commandsPath'),
      api: {name: 'LegacyHandlerPluginOptions', kind: 'interface', section: 'legacy'},
    }),
    record({
      url: `${SITE}/docs/guide/commands/chat-input-commands`,
      type: 'lvl1',
      lvl1: 'Chat input commands',
      hierarchy: hierarchy('Commands', 'Chat input commands'),
      content: 'Commands with options, for every path of your bot.',
    }),
  ];
}

const pages = (index: LocalIndex, query: string) =>
  index.search({query, facetFilters: FILTER_1X, distinct: true}).hits.map((hit) => hit.url_without_anchor);

describe('search: page keywords', () => {
  it('put the page that lists every word typed first, even where its text never matched', () => {
    assert.equal(pages(new LocalIndex(records()), 'commandsPath')[0], option);
    const withKeywords = new LocalIndex(records(['commandsPath', 'eventsPath']));
    assert.deepEqual(pages(withKeywords, 'commandsPath').slice(0, 2), [guide, option]);
    assert.equal(pages(withKeywords, 'eventsPath commandsPath')[0], guide);
  });

  it('answer a name typed with words the page covers: "eventsPath option", a question around the name', () => {
    const covering = records(['commandsPath', 'eventsPath']).map((r) =>
      r.url === `${guide}#options`
        ? {...r, content: 'Each 0.1.10 option, such as the events folder, and what replaced it in the new version.'}
        : r,
    );
    const index = new LocalIndex(covering);
    assert.equal(pages(index, 'eventsPath option')[0], guide);
    assert.equal(pages(index, 'where did eventsPath go in the new version')[0], guide);
    // A word the page never says is not answered by the keyword: the page is not put first for it.
    assert.notEqual(pages(index, 'commandsPath plugin')[0], guide);
    // Naming the package that still has the name: the reader uses it, its page answers.
    assert.equal(pages(index, 'commandsPath legacy')[0], option);
  });

  it('are whole names: their parts and other words do not match the page', () => {
    const index = new LocalIndex(records(['commandsPath']));
    assert.notEqual(pages(index, 'commands path')[0], guide);
    assert.equal(pages(index, 'commandsPath option').includes(guide), false);
  });

  it('come from the meta tag and survive the served shard format', () => {
    assert.deepEqual(parseKeywords(' commandsPath,eventsPath,, commandsPath '), ['commandsPath', 'eventsPath']);
    const html =
      '<html lang="en"><head><meta name="keywords" content="commandsPath,eventsPath"><meta ' +
      'name="docsearch:docusaurus_tag" content="docs-default-current"><link rel="canonical" ' +
      'href="https://example.test/docs/guide/a"></head><body><main><article><h1>A ' +
      'page</h1><p>Text.</p></article></main></body></html>';
    const extracted = extractRecords(html, '/docs/guide/a', {siteUrl: SITE, maxContentLength: 1500});
    assert.deepEqual(
      extracted.map((r) => r.keywords),
      [['commandsPath', 'eventsPath'], undefined],
    );
    const wire = toWire(encodeSplitShard('docs-default-current', extracted));
    const decoded = shardRecords(JSON.parse(JSON.stringify(wire.titles)), JSON.parse(JSON.stringify(wire.text)));
    assert.deepEqual(
      decoded.map((r) => r.keywords),
      [['commandsPath', 'eventsPath'], undefined],
    );
  });
});

describe('the migration guide', () => {
  // Names of the 0.1.10 reference (items and their members) that 1.x's reference has nowhere outside
  // @commandkit/legacy (the package that keeps them for old code): a migrant types them, and the guide says what
  // replaced each.
  type Model = {items?: {name: string; members?: {name: string}[]}[]};
  const referenceNames = (version: string, skip: ReadonlySet<string> = new Set()) =>
    new Set(
      readdirSync(`api-models/${version}`)
        .filter((file) => /^[\w-]+\.json$/.test(file) && !skip.has(file))
        .flatMap((file) => (JSON.parse(readFileSync(`api-models/${version}/${file}`, 'utf8')) as Model).items ?? [])
        .flatMap((item) => [item.name, ...(item.members ?? []).map((member) => member.name)]),
    );
  const now = referenceNames('1.x', new Set(['legacy.json']));
  const removed = [...referenceNames('0.1.10')].filter((name) => !now.has(name) && name !== 'constructor');
  const page = readFileSync('docs/guide/advanced/migrating-from-v0.mdx', 'utf8');
  // The page's own text and examples (its front matter, where the keywords are, left out).
  const body = page.replace(/^---\n[\s\S]*?\n---\n/, '');
  const mentions = (name: string) => new RegExp(`\\b${name}\\b`).test(body);
  const keywords = parseKeywords(/^keywords: \[(.*)\]$/m.exec(page)?.[1]);

  // Compound names only: a plain word such as the removed `commands` getter would send every query "commands" here.
  it('lists as keywords every removed compound name it explains, and only names it mentions', () => {
    const explained = removed.filter((name) => identifierParts(name).length > 1 && mentions(name));
    assert.ok(explained.length >= 8, `removed names found on the page: ${explained.join(', ')}`);
    assert.deepEqual(
      explained.filter((name) => !keywords.includes(name)),
      [],
    );
    assert.deepEqual(
      keywords.filter((name) => !mentions(name) || identifierParts(name).length < 2),
      [],
    );
  });
});
