import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LocalIndex, searchesCurrentVersion} from '../../src/search/engine';
import {parseFacetFilters} from '../../src/search/facets';
import {parseQuery, synonymAlternatives, termOf, withOlderReleaseWords} from '../../src/search/query';
import {SYNONYM_GROUPS} from '../../src/search/synonyms';
import {FILTER_1X, SITE, record} from './search-fixtures';

/** One page per synonym group, whose text names the thing only in the words of `phrase`. */
function pageFor(group: number, phrase: string) {
  return record({
    url: `${SITE}/docs/guide/topic-${group}`,
    type: 'lvl1',
    lvl1: `Topic ${group}`,
    content: `This page explains ${phrase} in detail.`,
  });
}

function search(index: LocalIndex, query: string): string[] {
  return index.search({query, facetFilters: FILTER_1X, hitsPerPage: 5}).hits.map((hit) => hit.url);
}

describe('search synonyms', () => {
  it('lists each phrase once, and every group has at least two phrases', () => {
    const seen = new Map<string, number>();
    SYNONYM_GROUPS.forEach((group, g) => {
      assert.ok(group.length >= 2, `group ${g} (${group[0]}) has a synonym`);
      for (const phrase of group) {
        const key = phrase.toLowerCase();
        assert.ok(!seen.has(key), `"${phrase}" is in groups ${seen.get(key)} and ${g}`);
        seen.set(key, g);
      }
    });
  });

  // Every entry: a page that uses another phrase of its group is found by this phrase.
  SYNONYM_GROUPS.forEach((group, g) => {
    for (const phrase of group) {
      const typed = (text: string) =>
        parseQuery(text)
          .flatMap((concept) => concept.typed)
          .join(' ');
      const other = group.find((candidate) => typed(candidate) !== typed(phrase));
      if (!other) {
        continue;
      }
      it(`"${phrase}" finds a page that says "${other}"`, () => {
        const index = new LocalIndex([
          pageFor(g, other),
          record({url: `${SITE}/docs/guide/unrelated`, type: 'lvl1', lvl1: 'Unrelated', content: 'Nothing about it here.'}),
        ]);
        assert.equal(search(index, phrase)[0], `${SITE}/docs/guide/topic-${g}`);
      });
    }
  });

  it('reads the issue examples as one concept with the expected alternatives', () => {
    const expectations: [string, string][] = [
      ['slash command', 'chat input command'],
      ['LLM', 'AI'],
      ['GPT', 'AI'],
      ['dashboard', 'devtools'],
      ['race condition', 'mutex'],
      ['cooldown', 'rate limit'],
      ['translate', 'i18n'],
      ['prefix command', 'message command'],
      ['bug', 'known issue'],
      ['join server', 'guildMemberAdd'],
      ['picture grid', 'media gallery'],
      ['buttons next to each other', 'action row'],
      ['takes too long', 'defer'],
      ['applicationGuildCommands deploy script', 'registration'],
      ['handler that runs one time', 'once'],
      ['value disappears', 'expire'],
      ['remind me in 10 minutes', 'hour'],
      ['show pictures', 'image'],
      ['only in one server', 'guilds'],
      ['throw away cached results', 'invalidate'],
      ['answer normal sentences', 'AI'],
      ['fire my own event', 'emit'],
      ['pick from a fixed list', 'choices'],
      ['in the new version', 'migration'],
      ['buttons with html-like tags', 'jsx'],
    ];
    for (const [typed, meant] of expectations) {
      const concepts = parseQuery(`how do I add a ${typed}`);
      const meantTerms = synonymAlternatives(meant)[0];
      const concept = concepts.find((c) => c.alternatives.some((alt) => alt.join(' ') === parseQuery(meant)[0]?.typed.join(' ')));
      assert.ok(concept, `"${typed}" reaches "${meant}" (${JSON.stringify(concepts)})`);
      assert.ok(meantTerms.length > 0);
    }
  });

  it('leaves identifier queries as typed', () => {
    assert.deepEqual(
      parseQuery('chatInput', false).map((c) => c.alternatives),
      [[['chatinput']]],
    );
  });
});

describe('search: long questions', () => {
  it('rank the page about the question’s domain phrase over one that shares more of its everyday words', () => {
    const index = new LocalIndex([
      record({
        url: `${SITE}/docs/guide/shop`,
        type: 'lvl1',
        lvl1: 'Buying items',
        content: 'Two members buying the same item each pay for it.',
      }),
      record({
        url: `${SITE}/docs/guide/locks`,
        type: 'lvl1',
        lvl1: 'Locks',
        content: 'A mutex stops two members changing the same item together.',
      }),
    ]);
    assert.equal(search(index, 'two members buying the same item race condition')[0], `${SITE}/docs/guide/locks`);
  });

  it('count a page that covers the question’s domain phrase as covering one more of its words', () => {
    const index = new LocalIndex([
      record({
        url: `${SITE}/docs/guide/stopping`,
        type: 'lvl1',
        lvl1: 'Stopping',
        content: 'Stop a command and tell the user to try again before long.',
      }),
      record({
        url: `${SITE}/docs/guide/rate-limits`,
        type: 'lvl1',
        lvl1: 'Rate limits',
        content: 'A rate limit tells a user how long to wait before a retry.',
      }),
    ]);
    const hits = search(index, 'how do I stop people spamming my command and tell them how long to wait before trying again?');
    assert.ok(hits.includes(`${SITE}/docs/guide/rate-limits`), JSON.stringify(hits));
  });

  it('with three concepts, weigh a domain phrase over an everyday word, but not an everyday phrase', () => {
    const index = new LocalIndex([
      record({
        url: `${SITE}/docs/guide/stopping`,
        type: 'lvl1',
        lvl1: 'Stopping a command',
        content: 'Stop a command from a middleware before it runs.',
      }),
      record({url: `${SITE}/docs/guide/rate-limits`, type: 'lvl1', lvl1: 'Rate limits', content: 'A rate limit per user on a command.'}),
      record({
        url: `${SITE}/docs/guide/command-files`,
        type: 'lvl1',
        lvl1: 'Command files',
        content: 'Each command file exports a handler.',
      }),
      record({
        url: `${SITE}/docs/guide/installation`,
        type: 'lvl1',
        lvl1: 'Installation',
        content: 'Install the package and set up a command project.',
      }),
    ]);
    assert.equal(search(index, 'stop people spamming a command')[0], `${SITE}/docs/guide/rate-limits`);
    assert.equal(search(index, 'set up a command file')[0], `${SITE}/docs/guide/command-files`);
  });
});

describe('older-release words', () => {
  const alternativesOf = (query: string, currentVersion: boolean, word = 'old') =>
    parseQuery(query, true, undefined, {currentVersion})
      .find((concept) => concept.typed.join(' ') === word)
      ?.alternatives.map((terms) => terms.join(' '));

  it('reads "old" as the upgrade group on the current version’s docs, as itself on an earlier version’s', () => {
    assert.ok(alternativesOf('the old developer user list', true)?.includes(termOf('upgrade')));
    assert.ok(alternativesOf('the old developer user list', true)?.includes(termOf('migration')));
    assert.deepEqual(alternativesOf('the old developer user list', false), ['old']);
    // "X now receives Y" says what changed; "right now" is the present.
    assert.ok(alternativesOf('button end callback now receives a reason', true, 'now')?.includes(termOf('upgrade')));
    assert.deepEqual(alternativesOf('list of bugs right now', true, 'now'), ['now']);
    // A word of the group is already there: "old" means itself.
    assert.deepEqual(alternativesOf('old index file after upgrading', true), ['old']);
  });

  it('reads a habit of the past ("used to" before a verb) as "old", not a purpose ("is used to")', () => {
    assert.equal(withOlderReleaseWords('it used to be the handler argument'), 'it old be the handler argument');
    assert.equal(withOlderReleaseWords('i used to pass the folder'), 'i old pass the folder');
    assert.equal(withOlderReleaseWords('what is used to register commands'), 'what is used to register commands');
    assert.equal(withOlderReleaseWords('I used __dirname to build paths'), 'I used __dirname to build paths');
    const upgrade = (query: string) =>
      parseQuery(query, true, undefined, {currentVersion: true}).some((concept) =>
        concept.alternatives.some((terms) => terms.join(' ') === termOf('upgrade')),
      );
    assert.ok(upgrade('the check that used to be a validation file'));
    // On 0.1.10's docs the old release is the one documented: the words mean themselves (here: nothing).
    assert.ok(
      !parseQuery('the check that used to be a validation file', true, undefined, {currentVersion: false}).some((concept) =>
        concept.alternatives.some((terms) => terms.join(' ') === termOf('upgrade')),
      ),
    );
  });

  it('reads "still" in a yes-or-no question as "old", and as itself where it says a state persists', () => {
    assert.equal(withOlderReleaseWords('is CommandData still exported'), 'is CommandData old exported');
    assert.equal(withOlderReleaseWords('do I still call client.login myself'), 'do I old call client.login myself');
    assert.equal(withOlderReleaseWords('new CommandKit() in index.js, is that still how'), 'new CommandKit() in index.js, is that old how');
    assert.equal(withOlderReleaseWords('why do deleted commands still show up'), 'why do deleted commands still show up');
    assert.equal(withOlderReleaseWords('my command still shows, do I restart'), 'my command still shows, do I restart');
    assert.ok(alternativesOf('is the data export still there', true)?.includes(termOf('migration')));
    assert.equal(alternativesOf('is the data export still there', false), undefined);
  });

  it('finds the page about moving from the old release for "is X still…" and "used to" on the current docs', () => {
    const index = new LocalIndex([
      record({
        url: `${SITE}/docs/guide/migrating`,
        type: 'lvl1',
        lvl1: 'Migrating from v0',
        content: 'Upgrade a bot to the new release: the data export of a command file is replaced.',
      }),
      record({
        url: `${SITE}/docs/guide/command-files`,
        type: 'lvl1',
        lvl1: 'Command files',
        content: 'What a command file can export: the command data and its handlers.',
      }),
    ]);
    assert.equal(search(index, 'is the data export still allowed in a command file')[0], `${SITE}/docs/guide/migrating`);
    assert.equal(search(index, 'the command file data export i used to write')[0], `${SITE}/docs/guide/migrating`);
    // Without the words, the page about command files answers.
    assert.equal(search(index, 'data export in a command file')[0], `${SITE}/docs/guide/command-files`);
  });

  it('tells the current version’s docs from the version filter', () => {
    assert.equal(searchesCurrentVersion(parseFacetFilters(FILTER_1X)), true);
    assert.equal(
      searchesCurrentVersion(parseFacetFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.1.10']])),
      false,
    );
    assert.equal(searchesCurrentVersion(parseFacetFilters(undefined)), true);
  });

  it('finds the page about moving from the old release for "old" on the current docs', () => {
    const index = new LocalIndex([
      record({
        url: `${SITE}/docs/guide/migrating`,
        type: 'lvl1',
        lvl1: 'Migrating from v0',
        content: 'Upgrade a bot to the new release; its list of owners becomes a middleware.',
      }),
      record({url: `${SITE}/docs/guide/owners`, type: 'lvl1', lvl1: 'Owners', content: 'Keep a list of the owners of a bot.'}),
      record({url: `${SITE}/docs/guide/users`, type: 'lvl1', lvl1: 'Users', content: 'The old user list of a guild.'}),
    ]);
    assert.equal(search(index, 'the old owner list')[0], `${SITE}/docs/guide/migrating`);
  });

  it('reads "no longer" and "anymore" as the upgrade group', () => {
    assert.ok(
      parseQuery('handler no longer receives the client').some((concept) =>
        concept.alternatives.some((terms) => terms.join(' ') === termOf('migration')),
      ),
    );
    assert.ok(
      parseQuery('run is not called anymore').some((concept) =>
        concept.alternatives.some((terms) => terms.join(' ') === termOf('upgrade')),
      ),
    );
  });
});
