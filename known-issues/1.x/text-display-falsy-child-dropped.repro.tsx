// Reproduces known issue text-display-falsy-child-dropped with the real JSX runtime and discord.js' validation.
import assert from 'node:assert/strict';
import {TextDisplay} from 'commandkit';

export async function reproduce(): Promise<void> {
  const count = 0;
  for (const display of [<TextDisplay>{count}</TextDisplay>, <TextDisplay>{false}</TextDisplay>, <TextDisplay>{''}</TextDisplay>]) {
    // toJSON() is what reply() calls while it validates the message
    assert.throws(() => display.toJSON(), /Expected a string primitive/);
  }
  // The same values inside an array are kept.
  assert.equal((<TextDisplay>{[count, 'items']}</TextDisplay>).toJSON().content, '0 items');
}

export async function workaround(): Promise<void> {
  const count = 0;
  assert.equal((<TextDisplay content={String(count)} />).toJSON().content, '0');
}
