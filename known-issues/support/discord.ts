/** discord.js objects the 0.1.10 reproductions need, built by discord.js itself on a client that never logs in. */
import {Client, Message} from 'discord.js';

/** A message the bot sent in a channel, for a ButtonKit's collector to watch. */
export function sentMessage(client: Client): Message {
  const raw = {
    id: '1100000000000000001',
    channel_id: '1100000000000000002',
    author: {id: '1100000000000000003', username: 'bot', discriminator: '0', avatar: null},
    content: '',
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
