// Reproduces known issue onclick-null-throws with the published commandkit@0.1.10.
import assert from 'node:assert/strict';
import {ButtonKit} from 'commandkit';
import {ButtonStyle, Client, Message} from 'discord.js';

function button(): ButtonKit {
  return new ButtonKit().setCustomId('confirm').setLabel('Confirm').setStyle(ButtonStyle.Primary);
}

/** A message the button is attached to, on a client that never logs in. */
function sentMessage(client: Client): Message {
  const raw = {
    id: '1100000000000000001',
    channel_id: '1100000000000000002',
    author: {id: '1100000000000000003', username: 'bot', discriminator: '0', avatar: null},
    content: 'Confirm?',
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: 0,
  };
  return Reflect.construct(Message, [client, raw]) as Message;
}

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
