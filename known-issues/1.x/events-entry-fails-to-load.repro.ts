// Reproduces known issue events-entry-fails-to-load on the real build: both import and require fail.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

export async function reproduce(): Promise<void> {
  await assert.rejects(import('commandkit/events'), {name: 'SyntaxError', message: /Unexpected token 'export'/});
  const require = createRequire(import.meta.url);
  assert.throws(() => require('commandkit/events'), {name: 'SyntaxError'});
}

export async function workaround(): Promise<void> {
  // The events channel is reachable from the instance the main entry exports.
  const {commandkit} = await import('commandkit');
  assert.equal(typeof commandkit.events.to, 'function');
}
