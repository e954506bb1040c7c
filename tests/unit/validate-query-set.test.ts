import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  countMix,
  formatMix,
  htmlIds,
  missingAnchors,
  normaliseQueryText,
  parseQuerySet,
  splitUrl,
  unpublishedUrls,
  urlFormProblem,
  versionOfUrl,
  type QuerySet,
} from '../../bench/lib/query-set';

const VALID = {
  description: 'test set',
  queries: [
    {query: 'add a button', reader: 'beginner', version: '1.x', expect: ['/docs/guide/jsx-components/discord-components-v1/button']},
    {query: 'reloadCommands', reader: 'member', version: '0.1.10', expect: ['/docs/v0/api-reference/classes/command-kit#reloadcommands']},
  ],
};

function clone(): any {
  return structuredClone(VALID);
}

test('a well-formed set parses with no problems', () => {
  const {set, problems} = parseQuerySet(VALID);
  assert.deepEqual(problems, []);
  assert.equal(set?.queries.length, 2);
});

test('the top level must be an object with a description and a non-empty queries array', () => {
  assert.match(parseQuerySet([]).problems[0]!, /JSON object/);
  assert.match(parseQuerySet(null).problems[0]!, /JSON object/);
  const {set, problems} = parseQuerySet({description: '', queries: []});
  assert.equal(set, undefined);
  assert.deepEqual(problems, ['"description" must be a non-empty string', '"queries" must be a non-empty array']);
});

test('each query is checked field by field and named by position and text', () => {
  const data = clone();
  data.queries[0].reader = 'expert';
  data.queries[0].version = '2.0';
  data.queries[0].expected = [];
  data.queries[1].expect = [];
  const {set, problems} = parseQuerySet(data);
  assert.equal(set, undefined);
  assert.ok(problems.includes('query 1 ("add a button"): unknown key "expected"'));
  assert.ok(problems.some((p) => p.startsWith('query 1 ("add a button"): "reader" must be one of beginner,')));
  assert.ok(problems.includes('query 1 ("add a button"): "version" must be one of 1.x, 0.1.10'));
  assert.ok(problems.includes('query 2 ("reloadCommands"): "expect" must be a non-empty array of URL paths'));
});

test('duplicate queries are found regardless of case and spacing', () => {
  const data = clone();
  data.queries[1] = {...data.queries[0], query: '  Add  a BUTTON '};
  assert.ok(parseQuerySet(data).problems.includes('query 2 ("  Add  a BUTTON "): duplicates query 1'));
  assert.equal(normaliseQueryText(' A\tb  C '), 'a b c');
});

test('expected URLs must belong to the query version', () => {
  const data = clone();
  data.queries[0].expect = ['/docs/v0/guide/buttonkit'];
  assert.ok(
    parseQuerySet(data).problems.includes('query 1 ("add a button"): /docs/v0/guide/buttonkit is a 0.1.10 page but the query is for 1.x'),
  );
  assert.equal(versionOfUrl('/docs/v0'), '0.1.10');
  assert.equal(versionOfUrl('/docs/v0/api-reference/classes/button-kit#onend'), '0.1.10');
  assert.equal(versionOfUrl('/docs/v0x'), '1.x');
  assert.equal(versionOfUrl('/search'), '1.x');
});

test('anchors are for member queries, and member queries need one', () => {
  const data = clone();
  data.queries[0].expect = ['/docs/guide/jsx-components/discord-components-v1/button#props'];
  data.queries[1].expect = ['/docs/v0/api-reference/classes/command-kit'];
  const {problems} = parseQuerySet(data);
  assert.ok(
    problems.includes(
      'query 1 ("add a button"): /docs/guide/jsx-components/discord-components-v1/button#props has an ' +
        'anchor; anchors are for member queries only',
    ),
  );
  assert.ok(problems.includes(`query 2 ("reloadCommands"): a member query must expect the member's anchor (page#member)`));
});

test('URL form: path only, no trailing slash, no file extension, sane anchor', () => {
  assert.equal(urlFormProblem('/docs/guide/known-issues'), undefined);
  assert.equal(urlFormProblem('/'), undefined);
  assert.equal(urlFormProblem('/docs/api-reference/commandkit/classes/kv#setex'), undefined);
  assert.match(urlFormProblem('https://commandkit.dev/docs')!, /starting with "\/"/);
  assert.match(urlFormProblem('/docs/guide/')!, /end with/);
  assert.match(urlFormProblem('/docs/guide?q=1')!, /query string/);
  assert.match(urlFormProblem('/docs/guide/known-issues.html')!, /without \.html/);
  assert.match(urlFormProblem('/docs/guide/known-issues#')!, /anchor/);
  assert.deepEqual(splitUrl('/a/b#c'), {path: '/a/b', anchor: 'c'});
  assert.deepEqual(splitUrl('/a/b'), {path: '/a/b', anchor: undefined});
});

test('unpublished pages are reported, anchors ignored for the lookup', () => {
  const set = parseQuerySet(VALID).set as QuerySet;
  const published = new Set(['/docs/guide/jsx-components/discord-components-v1/button', '/docs/v0/api-reference/classes/command-kit']);
  assert.deepEqual(unpublishedUrls(set, published), []);
  published.delete('/docs/v0/api-reference/classes/command-kit');
  assert.deepEqual(unpublishedUrls(set, published), [
    'query 2 ("reloadCommands"): /docs/v0/api-reference/classes/command-kit is not a published URL',
  ]);
});

test('ids are read from quoted and unquoted attributes, not from look-alikes', () => {
  const html = '<h3 id=reloadcommands>x</h3><div class=a id="reloadevents"></div><a data-id="nope" grid=x>' + "<p id='single'>";
  assert.deepEqual([...htmlIds(html)].sort(), ['reloadcommands', 'reloadevents', 'single']);
});

test('missing anchors and missing pages are reported; unanchored URLs are not looked up', () => {
  const set = parseQuerySet(VALID).set as QuerySet;
  const looked: string[] = [];
  const pages = new Map([['/docs/v0/api-reference/classes/command-kit', new Set(['reloadevents'])]]);
  const lookup = (path: string) => {
    looked.push(path);
    return pages.get(path);
  };
  assert.deepEqual(missingAnchors(set, lookup), [
    'query 2 ("reloadCommands"): /docs/v0/api-reference/classes/command-kit has no id "reloadcommands"',
  ]);
  assert.deepEqual(looked, ['/docs/v0/api-reference/classes/command-kit']);
  pages.get('/docs/v0/api-reference/classes/command-kit')!.add('reloadcommands');
  assert.deepEqual(missingAnchors(set, lookup), []);
  pages.clear();
  assert.deepEqual(missingAnchors(set, lookup), [
    'query 2 ("reloadCommands"): /docs/v0/api-reference/classes/command-kit is not in the build',
  ]);
});

test('the mix counts every reader and version, zeros included', () => {
  const mix = countMix(parseQuerySet(VALID).set as QuerySet);
  assert.equal(mix.total, 2);
  assert.equal(mix.byReader.beginner, 1);
  assert.equal(mix.byReader.member, 1);
  assert.equal(mix.byReader.typo, 0);
  assert.deepEqual(mix.byVersion, {'1.x': 1, '0.1.10': 1});
  const text = formatMix(mix);
  assert.match(text, /^2 queries/);
  assert.match(text, /reader typo\s+0 \(0%\)/);
  assert.match(text, /version 1\.x\s+1 \(50%\)/);
});
