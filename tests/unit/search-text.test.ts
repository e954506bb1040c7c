import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  escapeHtml,
  highlight,
  identifierParts,
  indexTerms,
  queryTerms,
  snippet,
  stem,
  tokenize,
  type MatchInfo,
} from '../../src/search/text';

const TAGS = {pre: '<mark>', post: '</mark>'};

function info(matched: string[], words: string[] = matched): MatchInfo {
  return {queryWords: words, matchedTerms: new Set(matched), termToQuery: new Map(matched.map((m) => [m, [m]]))};
}

describe('search text: tokens and terms', () => {
  it('tokenizes words, identifiers and unicode', () => {
    assert.deepEqual(tokenize('Use `stopMiddlewares()` in +middleware.ts — déjà vu'), [
      'Use',
      'stopMiddlewares',
      'in',
      'middleware',
      'ts',
      'déjà',
      'vu',
    ]);
    assert.deepEqual(tokenize('🙂 <> ;'), []);
  });

  it('splits identifiers into their parts', () => {
    assert.deepEqual(identifierParts('useCommandKit'), ['use', 'Command', 'Kit']);
    assert.deepEqual(identifierParts('HTMLParser'), ['HTML', 'Parser']);
    assert.deepEqual(identifierParts('ready_event'), ['ready', 'event']);
    assert.deepEqual(identifierParts('plain'), []);
  });

  it('stems plural and verb forms of plain words to the same term', () => {
    assert.equal(stem('commands'), stem('command'));
    assert.equal(stem('creating'), stem('create'));
    assert.equal(stem('created'), stem('create'));
    assert.equal(stem('middlewares'), stem('middleware'));
    assert.equal(stem('replies'), stem('reply'));
    assert.equal(stem('running'), 'run');
    // irregular past forms meet their verb
    assert.equal(stem('ran'), stem('run'));
    assert.equal(stem('sent'), stem('sending'));
    assert.equal(stem('written'), stem('writes'));
    assert.equal(stem('built'), stem('build'));
    assert.equal(stem('class'), 'class');
    assert.equal(stem('ts'), 'ts');
    assert.equal(stem('v0_1'), 'v0_1');
  });

  it('indexes an identifier whole and by parts, folded to lower case without accents', () => {
    assert.deepEqual(indexTerms('useCommandKit').sort(), ['command', 'kit', 'use', 'usecommandkit'].sort());
    assert.deepEqual(indexTerms('Déjà'), ['deja']);
  });

  it('drops stop words from queries only when other words remain', () => {
    assert.deepEqual(queryTerms('How do I create a slash command?'), ['creat', 'slash', 'command']);
    assert.deepEqual(queryTerms('the'), ['the']);
    assert.deepEqual(queryTerms('   '), []);
  });
});

describe('search text: highlight and snippet', () => {
  it('escapes HTML before adding marks', () => {
    const result = highlight('<b>middleware</b> & "x"', info(['middlewar']), TAGS);
    assert.equal(result.value, '&lt;b&gt;<mark>middleware</mark>&lt;/b&gt; &amp; &quot;x&quot;');
    assert.equal(result.matchLevel, 'full');
    assert.deepEqual(result.matchedWords, ['middlewar']);
  });

  it('never lets markup from the text through, even around marks', () => {
    const result = highlight('<img src=x onerror=alert(1)> command', info(['command']), TAGS);
    assert.ok(!result.value.includes('<img'));
    assert.ok(result.value.includes('<mark>command</mark>'));
  });

  it('uses the requested tags and reports partial matches', () => {
    const result = highlight('Create a command', info(['command'], ['command', 'button']), {pre: '[', post: ']'});
    assert.equal(result.value, 'Create a [command]');
    assert.equal(result.matchLevel, 'partial');
  });

  it('marks a whole identifier when one of its parts matched', () => {
    assert.equal(highlight('call stopMiddlewares()', info(['middlewar']), TAGS).value, 'call <mark>stopMiddlewares</mark>()');
  });

  it('cuts snippets to the requested number of words around the first match', () => {
    const text =
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen ' +
      'middleware seventeen eighteen nineteen twenty a b c d e f g h i j k';
    const ten = snippet(text, 10, info(['middlewar']), TAGS);
    const words = ten.value.replace(/…/g, '').trim().split(/\s+/);
    assert.equal(words.length, 10);
    assert.ok(ten.value.startsWith('…') && ten.value.endsWith('…'));
    assert.ok(ten.value.includes('<mark>middleware</mark>'));
    const five = snippet(text, 5, info(['middlewar']), TAGS);
    assert.equal(five.value.replace(/…/g, '').trim().split(/\s+/).length, 5);
  });

  it('returns short text whole and unmatched text from its start', () => {
    assert.equal(snippet('a <short> text', 10, info([]), TAGS).value, 'a &lt;short&gt; text');
    const start = snippet('alpha beta gamma delta epsilon zeta', 3, info([]), TAGS, '...');
    assert.equal(start.value, 'alpha beta gamma...');
    assert.equal(start.matchLevel, 'none');
  });

  it('escapes every HTML metacharacter', () => {
    assert.equal(escapeHtml(`<>&"'`), '&lt;&gt;&amp;&quot;&#39;');
  });
});
