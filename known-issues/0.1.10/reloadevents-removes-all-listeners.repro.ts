// Reproduces known issue reloadevents-removes-all-listeners with the published commandkit@0.1.10.
import assert from 'node:assert/strict';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {CommandKit} from 'commandkit';
import {Client} from 'discord.js';

async function kitWithEvents(cwd: string, client: Client): Promise<CommandKit> {
  mkdirSync(join(cwd, 'events', 'guildCreate'), {recursive: true});
  writeFileSync(join(cwd, 'events', 'guildCreate', 'log.mjs'), 'export default function () {}\n');
  const kit = new CommandKit({client, eventsPath: join(cwd, 'events')});
  for (let i = 0; i < 100 && client.listenerCount('guildCreate') === 0; i++) await new Promise((r) => setTimeout(r, 20));
  return kit;
}

export async function reproduce({cwd}: {cwd: string}): Promise<void> {
  const client = new Client({intents: []});
  const kit = await kitWithEvents(cwd, client);
  const mine = () => {};
  client.on('messageCreate', mine);
  await kit.reloadEvents();
  assert.equal(client.listeners('messageCreate').includes(mine), false, 'my own listener is gone');
  assert.equal(client.listenerCount('guildCreate'), 1, "CommandKit's event folder is back");
  await client.destroy();
}

export async function workaround({cwd}: {cwd: string}): Promise<void> {
  const client = new Client({intents: []});
  const kit = await kitWithEvents(cwd, client);
  const mine = () => {};
  client.on('messageCreate', mine);
  await kit.reloadEvents();
  client.on('messageCreate', mine); // re-attached right after the call
  assert.equal(client.listeners('messageCreate').includes(mine), true);
  await client.destroy();
}
