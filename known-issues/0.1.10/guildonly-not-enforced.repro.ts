// Reproduces known issue guildonly-not-enforced with the published commandkit@0.1.10 on an offline client.
import assert from 'node:assert/strict';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {CommandKit} from 'commandkit';
import {Client} from 'discord.js';

/** A slash command interaction sent in a direct message: the parts CommandKit's handler reads. */
function directMessageInteraction(commandName: string) {
  const replies: unknown[] = [];
  return {
    replies,
    commandName,
    guildId: null,
    guild: null,
    memberPermissions: null,
    user: {id: '1100000000000000003'},
    isChatInputCommand: () => true,
    isContextMenuCommand: () => false,
    isAutocomplete: () => false,
    inGuild: () => false,
    reply: async (payload: unknown) => void replies.push(payload),
  };
}

async function loaded(kit: CommandKit): Promise<void> {
  for (let i = 0; i < 100 && !kit.commands.length; i++) await new Promise((r) => setTimeout(r, 20));
  assert.equal(kit.commands.length, 1);
}

export async function reproduce({cwd}: {cwd: string}): Promise<void> {
  mkdirSync(join(cwd, 'commands'));
  writeFileSync(
    join(cwd, 'commands', 'setup.mjs'),
    `export const data = {name: 'setup', description: 'Set up the server'};\n` +
      `export const options = {guildOnly: true};\nexport function run() { globalThis.setupRan = true; }\n`,
  );
  const client = new Client({intents: []});
  const kit = new CommandKit({client, commandsPath: join(cwd, 'commands')});
  await loaded(kit);
  client.emit('interactionCreate', directMessageInteraction('setup') as never);
  await new Promise((r) => setTimeout(r, 50));
  assert.equal((globalThis as {setupRan?: boolean}).setupRan, true, 'a guildOnly command runs in a direct message');
  await client.destroy();
}

export async function workaround({cwd}: {cwd: string}): Promise<void> {
  mkdirSync(join(cwd, 'commands'));
  writeFileSync(
    join(cwd, 'commands', 'setup.mjs'),
    `export const data = {name: 'setup', description: 'Set up the server', dm_permission: false};\n` +
      `export async function run({interaction}) {\n` +
      `  if (!interaction.inGuild()) return interaction.reply({content: 'Use this in a server.', ` +
      `ephemeral: true});\n  globalThis.setupRan = true;\n}\n`,
  );
  const client = new Client({intents: []});
  const kit = new CommandKit({client, commandsPath: join(cwd, 'commands')});
  await loaded(kit);
  assert.equal((kit.commands[0] as {data: {dm_permission?: boolean}}).data.dm_permission, false, 'registered without DM permission');
  const interaction = directMessageInteraction('setup');
  client.emit('interactionCreate', interaction as never);
  await new Promise((r) => setTimeout(r, 50));
  assert.equal((globalThis as {setupRan?: boolean}).setupRan, undefined);
  assert.equal(interaction.replies.length, 1);
  await client.destroy();
}
