import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {abbreviates, lowerWords, memberMatch, memberNameOf, withoutReceivers} from '../../src/search/member-query';

describe('search: queries naming an API member', () => {
  it('reads the member name of a member heading', () => {
    assert.equal(memberNameOf('pause()'), 'pause');
    assert.equal(memberNameOf('setex(key, value, ttl)'), 'setex');
    assert.equal(memberNameOf('t'), 't');
    assert.equal(memberNameOf('skipBuiltInValidations?'), 'skipBuiltInValidations');
    assert.equal(memberNameOf('Methods and more'), null);
  });

  it('ranks a member named with its item strongest, named alone in a short query less, in a long question not at all', () => {
    assert.equal(memberMatch(lowerWords('AsyncQueue pause'), 'AsyncQueue', 'pause'), 2);
    assert.equal(memberMatch(lowerWords('kv setex'), 'KV', 'setex'), 2);
    assert.equal(memberMatch(lowerWords('task prepare'), 'TaskDefinition', 'prepare'), 2);
    assert.equal(memberMatch(lowerWords('ctx forwardCommand'), 'Context', 'forwardCommand'), 2);
    assert.equal(memberMatch(lowerWords('skipBuiltInValidations legacy'), 'LegacyHandlerPluginOptions', 'skipBuiltInValidations'), 2);
    assert.equal(memberMatch(lowerWords('forwardCommand'), 'Context', 'forwardCommand'), 1);
    assert.equal(memberMatch(lowerWords('semaphore withPermit'), 'Mutex', 'withPermit'), 1);
    assert.equal(memberMatch(lowerWords('how do I stop the queue'), 'AsyncQueue', 'stop'), 0);
    assert.equal(memberMatch(lowerWords('AsyncQueue pause'), 'AsyncQueue', 'resume'), 0);
  });

  it('takes a variable-style abbreviation for the name it shortens', () => {
    assert.equal(abbreviates('ctx', 'context'), true);
    assert.equal(abbreviates('msg', 'message'), true);
    assert.equal(abbreviates('cx', 'context'), false);
    assert.equal(abbreviates('txc', 'context'), false);
    assert.equal(abbreviates('context', 'context'), false);
  });

  it('drops a reader’s variable before one of our members, keeps an item name and other libraries’ calls', () => {
    const ours = (name: string) => ['forwardcommand', 'kv', 'setex'].includes(name);
    assert.equal(withoutReceivers('ctx.forwardCommand', ours), 'forwardCommand');
    assert.equal(withoutReceivers('KV.setex', ours), 'KV.setex');
    assert.equal(withoutReceivers('interaction.deferReply', ours), 'interaction.deferReply');
  });
});
