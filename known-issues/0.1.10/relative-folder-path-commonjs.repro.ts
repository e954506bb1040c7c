// Reproduces known issue relative-folder-path-commonjs with the CommonJS build of commandkit@0.1.10.
import assert from 'node:assert/strict';
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';

const require = createRequire(import.meta.url);

function writeCommand(cwd: string): void {
  mkdirSync(join(cwd, 'commands', 'fun'), {recursive: true});
  writeFileSync(join(cwd, 'commands', 'fun', 'roll.cjs'), `module.exports = {data: {name: 'roll', description: 'Roll'}, run() {}};\n`);
}

async function load(commandsPath: string): Promise<{names: string[]; rejections: string[]}> {
  const rejections: string[] = [];
  const onRejection = (reason: unknown) => void rejections.push(String(reason));
  process.on('unhandledRejection', onRejection);
  const {CommandKit} = require('commandkit');
  const {Client} = require('discord.js');
  const client = new Client({intents: []});
  const kit = new CommandKit({client, commandsPath});
  await new Promise((r) => setTimeout(r, 500));
  process.off('unhandledRejection', onRejection);
  await client.destroy();
  return {names: kit.commands.map((c: {data: {name: string}}) => c.data.name), rejections};
}

export async function reproduce({cwd}: {cwd: string}): Promise<void> {
  writeCommand(cwd);
  // The reader's bot runs from its project folder with a relative option.
  const {names, rejections} = await load('commands');
  assert.deepEqual(names, [], 'no command is loaded');
  assert.match(rejections.join('\n'), /Cannot find module 'commands\/fun\/roll\.cjs'/);
}

export async function workaround({cwd}: {cwd: string}): Promise<void> {
  writeCommand(cwd);
  const {names, rejections} = await load(join(cwd, 'commands'));
  assert.deepEqual(names, ['roll']);
  assert.deepEqual(rejections, []);
}
