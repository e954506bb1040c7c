// Reproduces known issue action-row-mixed-children with the real JSX runtime.
import assert from 'node:assert/strict';
import {ActionRow, Button} from 'commandkit';

const pages = ['1', '2'];

export async function reproduce(): Promise<void> {
  const row = (
    <ActionRow>
      <Button customId="first">First</Button>
      {pages.map((p) => (
        <Button customId={`page-${p}`}>{p}</Button>
      ))}
    </ActionRow>
  );
  // Sending serialises the row: discord.js calls toJSON() on each component.
  assert.throws(() => row.toJSON(), /component\.toJSON is not a function/);
}

export async function workaround(): Promise<void> {
  const first = <Button customId="first">First</Button>;
  const row = <ActionRow>{[first, ...pages.map((p) => <Button customId={`page-${p}`}>{p}</Button>)]}</ActionRow>;
  assert.deepEqual(
    row.toJSON().components.map((c: {custom_id?: string}) => c.custom_id),
    ['first', 'page-1', 'page-2'],
  );
}
