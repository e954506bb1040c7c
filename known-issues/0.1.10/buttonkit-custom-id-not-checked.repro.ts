// Reproduces known issue buttonkit-custom-id-not-checked with the published commandkit@0.1.10.
import assert from 'node:assert/strict';
import {ButtonKit} from 'commandkit';
import {ButtonStyle, Client} from 'discord.js';
import {sentMessage} from '#support';

export async function reproduce(): Promise<void> {
  const client = new Client({intents: []});
  const noId = new ButtonKit().setLabel('Go').setStyle(ButtonStyle.Primary);
  // Meant to refuse a button without a custom ID; it accepts it.
  assert.doesNotThrow(() => noId.onClick(() => {}, {message: sentMessage(client), time: 100}));
  // Discord would reject the payload: a non-link button needs a custom_id.
  assert.equal((noId.toJSON() as {custom_id?: string}).custom_id, undefined);
  await client.destroy();
}

export async function workaround(): Promise<void> {
  const client = new Client({intents: []});
  const button = new ButtonKit().setCustomId('go').setLabel('Go').setStyle(ButtonStyle.Primary);
  button.onClick(() => {}, {message: sentMessage(client), time: 100});
  assert.equal((button.toJSON() as {custom_id?: string}).custom_id, 'go');
  await client.destroy();
}
