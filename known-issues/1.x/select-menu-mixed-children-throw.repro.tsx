// Reproduces known issue select-menu-mixed-children-throw with the real JSX runtime.
import assert from 'node:assert/strict';
import {StringSelectMenu, StringSelectMenuOption} from 'commandkit';

const colours = ['red', 'green'];

export async function reproduce(): Promise<void> {
  assert.throws(
    () => (
      <StringSelectMenu customId="colour">
        <StringSelectMenuOption label="None" value="none" />
        {colours.map((c) => (
          <StringSelectMenuOption label={c} value={c} />
        ))}
      </StringSelectMenu>
    ),
    /Received one or more errors/,
  );
}

export async function workaround(): Promise<void> {
  const none = <StringSelectMenuOption label="None" value="none" />;
  const menu = (
    <StringSelectMenu customId="colour">{[none, ...colours.map((c) => <StringSelectMenuOption label={c} value={c} />)]}</StringSelectMenu>
  );
  assert.deepEqual(
    menu.toJSON().options.map((o: {value: string}) => o.value),
    ['none', 'red', 'green'],
  );
}
