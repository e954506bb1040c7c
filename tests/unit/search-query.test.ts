import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LocalIndex} from '../../src/search/engine';
import {definesSubject, definitionSubject, editDistance, parseQuery, withPrefixWord, withVersionWord} from '../../src/search/query';
import {stem} from '../../src/search/text';
import {FILTER_1X, SITE, record, sampleRecords} from './search-fixtures';

const DOCSEARCH = {facetFilters: FILTER_1X, hitsPerPage: 20};

function urls(index: LocalIndex, query: string): string[] {
  return index.search({...DOCSEARCH, query}).hits.map((hit) => hit.url);
}

/** A guide page and API items sharing a word, as on the real site. */
function guideAndReference() {
  return [
    ...sampleRecords(),
    record({
      url: `${SITE}/docs/guide/official-plugins/commandkit-cache`,
      type: 'lvl1',
      lvl1: '@commandkit/cache',
      content: 'Memoize slow async functions and invalidate them on demand.',
    }),
    record({
      url: `${SITE}/docs/guide/official-plugins/commandkit-cache#a-first-cached-function`,
      type: 'lvl2',
      lvl1: '@commandkit/cache',
      hierarchy: {
        lvl0: 'Guide',
        lvl1: '@commandkit/cache',
        lvl2: 'A first cached function',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
    }),
    record({
      url: `${SITE}/docs/api-reference/cache/functions/cache`,
      type: 'lvl1',
      lvl1: 'cache',
      api: {name: 'cache', kind: 'function', section: 'cache'},
      content: 'Wraps a function so its results are cached.',
    }),
    record({
      url: `${SITE}/docs/api-reference/commandkit/classes/command-kit#reloadcommands`,
      type: 'lvl3',
      lvl1: 'CommandKit',
      hierarchy: {lvl0: 'API Reference', lvl1: 'CommandKit', lvl2: 'Methods', lvl3: 'reloadCommands()', lvl4: null, lvl5: null, lvl6: null},
      api: {name: 'CommandKit', kind: 'class', section: 'commandkit'},
    }),
    record({
      url: `${SITE}/docs/api-reference/commandkit/classes/app-command-handler`,
      type: 'lvl1',
      lvl1: 'AppCommandHandler',
      api: {name: 'AppCommandHandler', kind: 'class', section: 'commandkit'},
    }),
    record({
      url: `${SITE}/docs/api-reference/commandkit/classes/app-command-handler#reloadcommands`,
      type: 'lvl3',
      lvl1: 'AppCommandHandler',
      hierarchy: {
        lvl0: 'API Reference',
        lvl1: 'AppCommandHandler',
        lvl2: 'Methods',
        lvl3: 'reloadCommands()',
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      api: {name: 'AppCommandHandler', kind: 'class', section: 'commandkit'},
    }),
    record({
      url: `${SITE}/docs/guide/advanced/migrating-from-v0`,
      type: 'lvl1',
      lvl1: 'Migrating from v0',
      content: 'Call commandkit.reloadCommands() from your own code; the CommandKit instance keeps it.',
    }),
    record({
      url: `${SITE}/docs/guide/official-plugins/commandkit-tasks`,
      type: 'lvl1',
      lvl1: '@commandkit/tasks',
      content: 'Run code on a cron schedule or at a specific time.',
    }),
    record({
      url: `${SITE}/docs/guide/useful-utilities/commandkit-ratelimit`,
      type: 'lvl1',
      lvl1: 'Rate limiting',
      content: 'Limit how often a user can do something.',
    }),
  ];
}

describe('search query language', () => {
  it('drops "equivalent" from "X equivalent": the reader asks for X', () => {
    assert.deepEqual(
      parseQuery('SlashCommandBuilder equivalent').map((concept) => concept.typed.join(' ')),
      parseQuery('SlashCommandBuilder').map((concept) => concept.typed.join(' ')),
    );
  });

  it('reads a major version in a question as a migration, but not a full release number', () => {
    assert.equal(withVersionWord('upgrade from 0.1 to 1.0'), 'upgrade from migration to migration');
    assert.equal(withVersionWord('removed in 1.x'), 'removed in migration');
    assert.equal(withVersionWord('v0 commands'), 'migration commands');
    assert.equal(withVersionWord('pin 0.1.10'), 'pin 0.1.10');
    assert.equal(withVersionWord('discord.js v14 and file.ts'), 'discord.js v14 and file.ts');
    const index = new LocalIndex([
      record({
        url: `${SITE}/docs/guide/migrating`,
        type: 'lvl1',
        lvl1: 'Migrating from v0',
        content: 'What changed in the config file and what to rename.',
      }),
      record({
        url: `${SITE}/docs/guide/config`,
        type: 'lvl1',
        lvl1: 'Config file',
        content: 'The config file of a project: every change is picked up.',
      }),
    ]);
    assert.equal(urls(index, 'config changes for 1.0')[0], `${SITE}/docs/guide/migrating`);
  });

  it('reads a command prefix "!" as the word prefix, and leaves other exclamation marks alone', () => {
    assert.equal(withPrefixWord('commands that start with !'), 'commands that start with prefix ');
    assert.equal(withPrefixWord('!ping command'), 'prefix ping command');
    assert.equal(withPrefixWord('when they use ! commands?'), 'when they use prefix  commands?');
    assert.equal(withPrefixWord('it works!'), 'it works!');
    assert.equal(withPrefixWord('a !== b'), 'a !== b');
    const index = new LocalIndex([
      record({
        url: `${SITE}/docs/guide/message-commands`,
        type: 'lvl1',
        lvl1: 'Message commands',
        content: 'Handle prefix commands such as ping.',
      }),
      record({url: `${SITE}/docs/guide/setup`, type: 'lvl1', lvl1: 'Setup', content: 'Start the bot: commands are loaded when it starts.'}),
    ]);
    assert.equal(urls(index, 'commands that start with !')[0], `${SITE}/docs/guide/message-commands`);
  });

  it('stems the forms the issue names to one term', () => {
    assert.equal(stem('commands'), stem('command'));
    assert.equal(stem('scheduling'), stem('schedule'));
    assert.equal(stem('scheduled'), stem('schedule'));
    assert.equal(stem('limiting'), stem('limit'));
    assert.equal(stem('limits'), stem('limit'));
  });

  it('drops filler words of a question, but keeps a query made only of them', () => {
    assert.deepEqual(
      parseQuery('how do I use my middlewares').map((c) => c.typed),
      [['middlewar']],
    );
    assert.deepEqual(parseQuery('what is it').map((c) => c.typed.join(' ')).length > 0, true);
    // a long question keeps its last words: the cap counts meaningful words only
    assert.deepEqual(
      parseQuery('how can I make my bot answer in the language of the user who ran the command')
        .map((c) => c.typed.join(' '))
        .slice(-2),
      ['run', 'command'],
    );
    assert.equal(parseQuery(Array.from({length: 30}, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`).join(' ')).length, 12);
    assert.deepEqual(
      parseQuery('a mutex lock around shared state').map((c) => c.typed.join(' ')),
      ['mutex', 'shar', 'stat'],
    );
    // people and "make it work" name no topic
    assert.deepEqual(
      parseQuery('make a command only work for people who ran it').map((c) => c.typed.join(' ')),
      ['command', 'run'],
    );
    // "v1" names the version the menu already chose, not Discord's components v1
    assert.deepEqual(
      parseQuery('upgrade to v1').map((c) => c.typed.join(' ')),
      ['upgrad'],
    );
    assert.deepEqual(
      parseQuery('v1').map((c) => c.typed.join(' ')),
      ['v1'],
    );
  });

  it('does not let stop words veto a match', () => {
    const index = new LocalIndex(sampleRecords());
    const hits = urls(index, 'how do I stop the middlewares from running?');
    assert.ok(hits[0]?.startsWith(`${SITE}/docs/guide/commands/middlewares`), hits[0]);
    assert.ok(hits.includes(`${SITE}/docs/guide/commands/middlewares#stopping`));
  });

  it('makes words that match nothing optional instead of returning nothing', () => {
    const index = new LocalIndex(sampleRecords());
    assert.equal(urls(index, 'middleware')[0], `${SITE}/docs/guide/commands/middlewares`);
    // "kubernetes" occurs nowhere: the page about middlewares still answers.
    assert.equal(urls(index, 'kubernetes middleware')[0], `${SITE}/docs/guide/commands/middlewares`);
    assert.equal(urls(index, 'please explain middleware ordering with zebras')[0], `${SITE}/docs/guide/commands/middlewares`);
  });

  it('returns nothing only when no word of the query occurs', () => {
    const index = new LocalIndex(sampleRecords());
    assert.equal(index.search({...DOCSEARCH, query: 'xyzzy plugh'}).nbHits, 0);
    assert.equal(index.search({...DOCSEARCH, query: 'qwertyuiopasdf'}).nbHits, 0);
  });

  it('ranks records covering more of the query first', () => {
    const index = new LocalIndex(sampleRecords());
    const hits = urls(index, 'stop command middleware');
    assert.equal(hits[0], `${SITE}/docs/guide/commands/middlewares#stopping`);
  });

  it('lands a plain word on the guide and an identifier on the API item', () => {
    const index = new LocalIndex(guideAndReference());
    assert.equal(urls(index, 'cache')[0], `${SITE}/docs/guide/official-plugins/commandkit-cache`);
    assert.equal(urls(index, 'useEnvironment')[0], `${SITE}/docs/api-reference/commandkit/functions/use-environment`);
  });

  it('answers a member name with its anchor on the item the guides talk about, labelled with that item', () => {
    const index = new LocalIndex(guideAndReference());
    const [hit] = index.search({...DOCSEARCH, query: 'reloadCommands'}).hits;
    assert.equal(hit.url, `${SITE}/docs/api-reference/commandkit/classes/command-kit#reloadcommands`);
    assert.equal(hit.hierarchy.lvl1, 'CommandKit');
    assert.equal(hit.hierarchy.lvl3, 'reloadCommands()');
  });

  it('reads a discord.js name that is not ours as the words it is made of', () => {
    const index = new LocalIndex([
      ...guideAndReference(),
      record({
        url: `${SITE}/docs/guide/jsx-components/discord-components-v1/modal`,
        type: 'lvl1',
        lvl1: 'Modal',
        content: 'Collect text from users.',
      }),
    ]);
    assert.equal(urls(index, 'ModalBuilder')[0], `${SITE}/docs/guide/jsx-components/discord-components-v1/modal`);
  });

  it('decides identifier or words by the words that look like names, and a whole docs word is not a name being typed', () => {
    const index = new LocalIndex([
      ...guideAndReference(),
      record({
        url: `${SITE}/docs/api-reference/commandkit/interfaces/context#interaction`,
        type: 'lvl3',
        lvl1: 'Context',
        hierarchy: {lvl0: 'API Reference', lvl1: 'Context', lvl2: 'Properties', lvl3: 'interaction', lvl4: null, lvl5: null, lvl6: null},
        api: {name: 'Context', kind: 'interface', section: 'commandkit'},
      }),
      record({
        url: `${SITE}/docs/api-reference/commandkit/types/message-create-options-x`,
        type: 'lvl1',
        lvl1: 'MessageCreateOptionsX',
        api: {name: 'MessageCreateOptionsX', kind: 'type', section: 'commandkit'},
      }),
      record({
        url: `${SITE}/docs/guide/events/discordjs-events`,
        type: 'lvl1',
        lvl1: 'Discord.js events',
        content: 'Listen to messageCreate with a file in src/app/events/messageCreate.',
      }),
    ]);
    // `interaction` is one of our members, but the name-like word is deferReply, which is not ours
    assert.equal(index.looksLikeIdentifier('interaction.deferReply'), false);
    assert.equal(index.looksLikeIdentifier('commandkit.reloadCommands()'), true);
    // still being typed: one of our names starts with it
    assert.equal(index.looksLikeIdentifier('reloadComm'), true);
    assert.equal(index.looksLikeIdentifier('MessageCreateOp'), true);
    // a whole word of the docs is not the start of a longer name of ours
    assert.equal(index.looksLikeIdentifier('listen to messageCreate'), false);
    assert.equal(urls(index, 'listen to messageCreate')[0], `${SITE}/docs/guide/events/discordjs-events`);
  });

  it('reads the subject of a definition question and recognises a text that defines it', () => {
    assert.deepEqual(definitionSubject('what is CommandKit?'), ['commandkit']);
    assert.deepEqual(definitionSubject('What are middlewares'), ['middlewar']);
    assert.deepEqual(definitionSubject("what's a modal"), ['modal']);
    assert.equal(definitionSubject('how is a modal shown'), null);
    assert.equal(definitionSubject('what is'), null);
    assert.ok(definesSubject('CommandKit is a meta-framework for discord.js.', ['commandkit']));
    assert.ok(definesSubject('A middleware is a file whose name starts with +.', ['middlewar']));
    assert.ok(definesSubject('Middlewares are files.', ['middlewar']));
    assert.ok(!definesSubject('Back the CommandKit cache with Redis.', ['commandkit']));
    assert.ok(!definesSubject('CommandKit loads files.', ['commandkit']));
  });

  it('answers "what is X" with the text that defines X before titles that only name it', () => {
    const index = new LocalIndex([
      ...['redis', 'cache', 'tasks'].map((name) =>
        record({
          url: `${SITE}/docs/guide/official-plugins/commandkit-${name}`,
          type: 'lvl1',
          lvl1: `@commandkit/${name}`,
          content: `Use CommandKit with ${name}.`,
        }),
      ),
      record({
        url: `${SITE}/docs/guide/getting-started/introduction`,
        type: 'lvl1',
        lvl1: 'Introduction',
        content: 'CommandKit is a framework for discord.js bots.',
      }),
    ]);
    assert.equal(urls(index, 'what is commandkit')[0], `${SITE}/docs/guide/getting-started/introduction`);
    assert.notEqual(urls(index, 'commandkit')[0], `${SITE}/docs/guide/getting-started/introduction`);
  });

  it('measures edit distance with adjacent swaps, stopping above the limit', () => {
    assert.equal(editDistance('cooldwn', 'cooldown', 2), 1);
    assert.equal(editDistance('dropdwon', 'dropdown', 2), 1);
    assert.equal(editDistance('localisation', 'localization', 2), 1);
    assert.equal(editDistance('abc', 'abc', 1), 0);
    assert.equal(editDistance('kubernetes', 'cooldown', 2), 3);
    assert.equal(editDistance('a', 'abcdef', 2), 3);
  });

  it('expands a misspelt synonym like the phrase, unless the docs have the word or words starting with it', () => {
    const nothingKnown = () => false;
    const cooldown = parseQuery('cooldwn for commands', true, nothingKnown)[0];
    assert.ok(
      cooldown.alternatives.some((alt) => alt.join(' ') === 'rate limit'),
      JSON.stringify(cooldown.alternatives),
    );
    assert.deepEqual(cooldown.typed, ['cooldwn']);
    // a word of the docs is not corrected, and neither is a last word that words of the docs start with
    assert.deepEqual(parseQuery('cooldwn for commands', true, () => true)[0].alternatives, [['cooldwn']]);
    assert.deepEqual(parseQuery('coold', true, (_term, asPrefix) => asPrefix)[0].alternatives, [['coold']]);
    // short words are never corrected
    assert.deepEqual(parseQuery('lok', true, nothingKnown)[0].alternatives, [['lok']]);
    const index = new LocalIndex(guideAndReference());
    assert.equal(urls(index, 'cooldwn')[0], `${SITE}/docs/guide/useful-utilities/commandkit-ratelimit`);
  });

  it('reads a singular or plural form of one of our names as that name', () => {
    const index = new LocalIndex([
      ...guideAndReference(),
      record({
        url: `${SITE}/docs/api-reference/commandkit/functions/stop-middlewares`,
        type: 'lvl1',
        lvl1: 'stopMiddlewares',
        api: {name: 'stopMiddlewares', kind: 'function', section: 'commandkit'},
      }),
      record({
        url: `${SITE}/docs/guide/commands/middlewares#stopping`,
        type: 'content',
        lvl1: 'Middlewares',
        content: 'Call stopMiddlewares() to stop the command.',
      }),
    ]);
    assert.equal(index.looksLikeIdentifier('stopMiddleware'), true);
    assert.equal(urls(index, 'stopMiddleware')[0], `${SITE}/docs/api-reference/commandkit/functions/stop-middlewares`);
  });

  it('gives an API item whose name only contains the words of a plain query no title bonus over a guide titled with them', () => {
    const index = new LocalIndex([
      record({
        url: `${SITE}/docs/api-reference/commandkit/interfaces/message-context-menu-command-props`,
        type: 'lvl1',
        lvl1: 'MessageContextMenuCommandProps',
        api: {name: 'MessageContextMenuCommandProps', kind: 'interface', section: 'commandkit'},
        content: 'Props of a message context menu command.',
      }),
      record({url: `${SITE}/docs/guide/commands/command-files`, type: 'lvl1', lvl1: 'Command files', content: 'Write commands as files.'}),
      record({
        url: `${SITE}/docs/guide/commands/command-files#context-menu-commands`,
        type: 'lvl2',
        lvl1: 'Command files',
        hierarchy: {lvl0: 'Guide', lvl1: 'Command files', lvl2: 'Context menu commands', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      }),
    ]);
    assert.equal(urls(index, 'context menu command')[0], `${SITE}/docs/guide/commands/command-files#context-menu-commands`);
  });

  it('finds synonyms of the domain in a question', () => {
    const index = new LocalIndex(guideAndReference());
    assert.equal(urls(index, 'add a cooldown to a command')[0], `${SITE}/docs/guide/useful-utilities/commandkit-ratelimit`);
    assert.equal(urls(index, 'remind people every day')[0], `${SITE}/docs/guide/official-plugins/commandkit-tasks`);
  });
});
