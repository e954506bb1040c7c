// Reproduces known issue onclick-null-throws with the published commandkit@0.1.10.
import assert from 'node:assert/strict';
import {ButtonKit} from 'commandkit';
import {ButtonStyle, Client} from 'discord.js';
import {sentMessage} from '#support';

function button(): ButtonKit {
  return new ButtonKit().setCustomId('confirm').setLabel('Confirm').setStyle(ButtonStyle.Primary);
}

/** A message the button is attached to, on a client that never logs in. */

export async function reproduce(): Promise<void> {
  const client = new Client({intents: []});
  const confirm = button();
  confirm.onClick(() => {}, {message: sentMessage(client)});
  assert.throws(() => confirm.onClick(null as never), {name: 'TypeError', message: /without a handler/});
  await client.destroy();
}

export async function workaround(): Promise<void> {
  const client = new Client({intents: []});
  const confirm = button();
  const ended = new Promise<string>((resolve) => confirm.onEnd(() => resolve('ended')));
  // The collector's own time limit is the way to stop it.
  confirm.onClick(() => {}, {message: sentMessage(client), time: 50});
  assert.equal(await Promise.race([ended, new Promise((r) => setTimeout(() => r('still running'), 2000))]), 'ended');
  await client.destroy();
}
