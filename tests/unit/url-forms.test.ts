/** plugins/url-forms: which directory-index twins a build gets, and how readers of the build recognise them. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formCopies, isFormCopy} from '../../plugins/url-forms/src/forms';
import {optionsSchema} from '../../plugins/url-forms/src/options';

test('every page gets a <path>/index.html twin; the home page, 404 and existing index files do not', () => {
  const files = [
    'index.html',
    '404.html',
    'search.html',
    'docs/guide/a.html',
    'docs/index.html',
    'docs/v0/api-reference/classes.html',
    'docs/x.html',
    'docs/x/index.html',
  ];
  assert.deepEqual(formCopies(files), [
    {from: 'search.html', to: 'search/index.html'},
    {from: 'docs/guide/a.html', to: 'docs/guide/a/index.html'},
    {from: 'docs/v0/api-reference/classes.html', to: 'docs/v0/api-reference/classes/index.html'},
  ]);
});

test('exclusions are regular expressions on the built file path', () => {
  assert.deepEqual(formCopies(['docs/a.html', 'docs/b.html'], [/^docs\/b/]), [{from: 'docs/a.html', to: 'docs/a/index.html'}]);
});

test('a twin is recognised only when its page exists beside it', () => {
  const files = new Set(['docs/a.html', 'docs/a/index.html', 'docs/b/index.html']);
  assert.equal(isFormCopy('docs/a/index.html', files), true);
  assert.equal(isFormCopy('docs/b/index.html', files), false, 'a redirect page at b/index.html is not a twin');
  assert.equal(isFormCopy('docs/a.html', files), false);
});

test('options: exclude patterns are validated as regular expressions', () => {
  assert.deepEqual(optionsSchema.validate({}).value, {id: 'default', exclude: []});
  assert.ok(optionsSchema.validate({exclude: ['(']}).error, 'an invalid pattern is refused');
});
