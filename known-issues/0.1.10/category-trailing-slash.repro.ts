// Reproduces known issue category-trailing-slash with the published commandkit@0.1.10 on an offline client.
import assert from 'node:assert/strict';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {CommandKit} from 'commandkit';
import {Client} from 'discord.js';

const COMMAND = `export const data = {name: 'roll', description: 'Roll a die'};\nexport function run() {}\n`;

/** A commands folder with commands/fun/roll.mjs; CommandKit's categories for it, once loaded. */
async function categoryOf(cwd: string, commandsPath: string): Promise<unknown> {
  mkdirSync(join(cwd, 'commands', 'fun'), {recursive: true});
  writeFileSync(join(cwd, 'commands', 'fun', 'roll.mjs'), COMMAND);
  const client = new Client({intents: []});
  const kit = new CommandKit({client, commandsPath});
  for (let i = 0; i < 100 && !kit.commands.length; i++) await new Promise((r) => setTimeout(r, 20));
  await client.destroy();
  assert.equal(kit.commands.length, 1, 'the command was loaded');
  return (kit.commands[0] as {category?: unknown}).category;
}

export async function reproduce({cwd}: {cwd: string}): Promise<void> {
  assert.equal(await categoryOf(cwd, `${join(cwd, 'commands')}/`), null);
}

export async function workaround({cwd}: {cwd: string}): Promise<void> {
  assert.equal(await categoryOf(cwd, join(cwd, 'commands')), 'fun');
}
