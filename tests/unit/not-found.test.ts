/** The not-found page's suggestions (src/components/NotFound/closest.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {closestPages, labelOf, pathWords, placeOf, sitemapPaths, versionOf, withSiteVersion} from '../../src/components/NotFound/closest';

const published = [
  '/docs/guide/commands/chat-input-commands',
  '/docs/guide/commands/message-commands',
  '/docs/guide/official-plugins/commandkit-i18n',
  '/docs/api-reference/commandkit/classes/button-kit',
  '/docs/v0/guide/buttonkit',
  '/docs/v0/api-reference/classes/button-kit',
  '/docs/v0/guide/installation',
];

test('the words of a missing path, without version and folder words', () => {
  assert.deepEqual(pathWords('/docs/v0/api-reference/classes/ButtonKit'), ['button', 'kit']);
  assert.deepEqual(pathWords('/docs/guide/commands/chat-input-command.html'), ['commands', 'chat', 'input', 'command']);
  assert.deepEqual(pathWords('/docs/guide/%E0%A4%A'), ['%e0%a4%a']);
});

test('suggestions come from the same version, most alike first, typos and plurals tolerated', () => {
  assert.deepEqual(closestPages('/docs/v0/api-reference/classes/ButtonKit', published, 2), [
    '/docs/v0/api-reference/classes/button-kit',
    '/docs/v0/guide/buttonkit',
  ]);
  assert.equal(closestPages('/docs/guide/commands/chat-imput-command', published)[0], '/docs/guide/commands/chat-input-commands');
  assert.equal(versionOf('/docs/v0'), '/docs/v0');
  assert.equal(versionOf('/docs/v01/x'), '/docs');
  assert.ok(closestPages('/docs/guide/commands/chat-input-commands', published).every((url) => !url.startsWith('/docs/v0')));
});

test('a version typed by its name or habit is read as the site writes it', () => {
  assert.equal(withSiteVersion('/docs/0.1.10/guide/installation'), '/docs/v0/guide/installation');
  assert.equal(withSiteVersion('/docs/v0.1/guide/installation'), '/docs/v0/guide/installation');
  assert.equal(withSiteVersion('/docs/next/guide/commands/message-commands'), '/docs/guide/commands/message-commands');
  assert.equal(withSiteVersion('/docs/1.x'), '/docs');
  assert.equal(withSiteVersion('/docs/guide/commands'), '/docs/guide/commands');
  assert.equal(withSiteVersion('/docs/v01/x'), '/docs/v01/x');
  assert.deepEqual(pathWords('/docs/0.1.10/guide/installation'), ['installation']);
  assert.equal(closestPages('/docs/0.1.10/guide/installation', published)[0], '/docs/v0/guide/installation');
  assert.equal(closestPages('/docs/next/guide/commands/message-commands', published)[0], '/docs/guide/commands/message-commands');
  assert.equal(closestPages('/docs/0.1.10/api-reference/classes/ButtonKit', published)[0], '/docs/v0/api-reference/classes/button-kit');
});

test('nothing alike gives no suggestion rather than a random page', () => {
  assert.deepEqual(closestPages('/docs/zzzz/qqqq', published), []);
});

test('labels, places and sitemap parsing', () => {
  assert.equal(labelOf('/docs/guide/commands/chat-input-commands'), 'Chat input commands');
  assert.equal(placeOf('/docs/v0/guide/buttonkit'), '0.1.10 · guide');
  assert.equal(placeOf('/docs/guide/commands/message-commands'), '1.x · guide · commands');
  assert.deepEqual(
    sitemapPaths('<urlset><url><loc>https://example.com/docs/a</loc></url><url><loc>https://example.com/</loc></url></urlset>'),
    ['/docs/a', '/'],
  );
});
