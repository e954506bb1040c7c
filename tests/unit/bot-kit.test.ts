/**
 * The offline bot kit, run where it is used: transpiled into the reader's project that the framework harness
 * installed, on the framework's Node 24, with that project's discord.js building every interaction and message.
 */
import assert from 'node:assert/strict';
import {copyFileSync, mkdirSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {ensureFramework, installBotKit, runOnFrameworkNode} from '../../framework/src/index';
import {DOCUMENTED_COMMIT} from '../../framework/src/commit';

const EXERCISE = fileURLToPath(new URL('../fixtures/bot-kit/exercise.mjs', import.meta.url));

test('the offline bot kit drives a discord.js bot through every interaction kind without a network', {timeout: 15 * 60_000}, async () => {
  const {consumer} = ensureFramework({commit: DOCUMENTED_COMMIT});
  const dir = join(consumer.dir, 'runs', `bot-kit-test-${process.pid}`);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  try {
    installBotKit(join(dir, 'bot-kit'));
    copyFileSync(EXERCISE, join(dir, 'exercise.mjs'));
    const run = await runOnFrameworkNode({cwd: dir, node: consumer.node, args: ['exercise.mjs'], timeoutMs: 60_000});
    assert.equal(run.code, 0, run.stderr);
    const out = JSON.parse(run.stdout.trim().split('\n').at(-1)!);

    assert.deepEqual(out.ready, {tag: 'offline-bot', guilds: 1, members: 3});
    // Built by discord.js from the raw payloads, as from the gateway.
    assert.deepEqual(out.classes, [
      'AutocompleteInteraction',
      'ButtonInteraction',
      'ChatInputCommandInteraction',
      'MessageContextMenuCommandInteraction',
      'ModalSubmitInteraction',
      'StringSelectMenuInteraction',
      'UserContextMenuCommandInteraction',
    ]);
    assert.deepEqual(out.greet.replies, [{content: 'Hello another-reader, 3x', flags: 64}]);
    assert.equal(out.greet.callback.method, 'POST');
    assert.match(out.greet.callback.path, /^\/interactions\/\d+\/[^/]+\/callback$/);
    assert.equal(out.greet.callback.body.type, 4);
    assert.match(out.select[0], /^picked red on \d+$/);
    assert.equal(out.modal.custom_id, 'form');
    assert.deepEqual(out.submit, ['form said yes']);
    assert.deepEqual(out.slow, [
      'POST /interactions/:id/:token/callback',
      'PATCH /webhooks/:id/:token/messages/@original',
      'GET /webhooks/:id/:token/messages/@original',
      'POST /webhooks/:id/:token',
    ]);
    assert.deepEqual(out.boom, ['handler failed']);
    assert.equal(out.user, 'target another-reader (Another-reader)');
    assert.equal(out.message, 'quoted "A message to act on"');
    assert.deepEqual(out.autocomplete, [{name: 'ab!', value: 'x'}]);
    assert.deepEqual(out.prefix, ['pong from Offline Guild']);
    assert.deepEqual(out.registered, ['1:greet', '1:slow', '1:boom', '1:lunch', '1:upload', '3:Quote']);
    // Modal file uploads: labels wrap each field; the files come back as discord.js Attachments.
    assert.deepEqual(out.uploadModal, ['18:19', '18:4']);
    assert.deepEqual(out.uploads, [
      'An example answer: example-1.png image/png 2048, example-2.png image/png 2048',
      'mine: a.json application/json 10',
    ]);
    // Polls: stored as Discord returns them; votes arrive for an uncached message as partials, fetched on demand.
    assert.deepEqual(out.poll, {question: 'Lunch?', answers: ['1:Soup', '2:Salad'], hours: 2});
    // The first vote finds no cached message (partial answer, text after poll.fetch()); the fetch caches it.
    assert.deepEqual(out.votes, ['partial reader Salad 1 of Lunch?', 'cached other Salad 2 of Lunch?']);
    assert.deepEqual(out.ended, ['/channels/:id/polls/:id/expire']);
    assert.deepEqual(out.finalResults, {is_finalized: true, answer_counts: [{id: 2, count: 2, me_voted: false}]});
    assert.deepEqual(out.unanswered, []);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
