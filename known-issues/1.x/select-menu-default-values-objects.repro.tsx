// Reproduces known issue select-menu-default-values-objects with the real JSX runtime.
import assert from 'node:assert/strict';
import {MentionableSelectMenu, UserSelectMenu} from 'commandkit';
import {SelectMenuDefaultValueType} from 'discord.js';

const USER = '1100000000000000001';

export async function reproduce(): Promise<void> {
  const menu = <UserSelectMenu customId="who" defaultValues={[{id: USER, type: SelectMenuDefaultValueType.User}]} />;
  const [entry] = menu.toJSON().default_values!;
  assert.equal(typeof entry!.id, 'object', 'the id holds the whole {id, type} object');
  // MentionableSelectMenu forwards the objects as they are, correctly.
  const mentionable = <MentionableSelectMenu customId="m" defaultValues={[{id: USER, type: SelectMenuDefaultValueType.User}]} />;
  assert.equal(mentionable.toJSON().default_values![0]!.id, USER);
}

export async function workaround(): Promise<void> {
  const menu = <UserSelectMenu customId="who" />;
  menu.setDefaultUsers(USER);
  assert.deepEqual(menu.toJSON().default_values, [{id: USER, type: 'user'}]);
}
