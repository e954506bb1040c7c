// Reproduces known issue reload-keeps-commonjs-code with the published commandkit@0.1.10 on an offline client.
import assert from 'node:assert/strict';
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import * as esmBuild from 'commandkit';
import {Client} from 'discord.js';

type Kit = typeof esmBuild.CommandKit;

/** One command and one event file, edited after loading, then reloaded; returns what the bot runs afterwards. */
async function editAndReload(cwd: string, CommandKit: Kit, ext: 'cjs' | 'mjs'): Promise<{command: string; event: string}> {
  mkdirSync(join(cwd, 'commands'));
  mkdirSync(join(cwd, 'events', 'tick'), {recursive: true});
  const write = (v: string) => {
    const command = `{data: {name: 'a', description: '${v}'}, run() {}}`;
    const event = `function () { globalThis.tick = '${v}'; }`;
    writeFileSync(join(cwd, 'commands', `a.${ext}`), ext === 'cjs' ? `module.exports = ${command};\n` : `export default ${command};\n`);
    writeFileSync(join(cwd, 'events', 'tick', `t.${ext}`), ext === 'cjs' ? `module.exports = ${event};\n` : `export default ${event};\n`);
  };
  write('old');
  const client = new Client({intents: []});
  const kit = new CommandKit({client, commandsPath: join(cwd, 'commands'), eventsPath: join(cwd, 'events')});
  for (let i = 0; i < 100 && !kit.commands.length; i++) await new Promise((r) => setTimeout(r, 20));
  write('new');
  // Offline, reloadCommands() re-reads the files, then refuses to register ("client is not ready").
  await kit.reloadCommands().catch(() => {});
  await kit.reloadEvents();
  client.emit('tick');
  await client.destroy();
  return {command: kit.commands[0]?.data.description as string, event: (globalThis as {tick?: string}).tick as string};
}

export async function reproduce({cwd}: {cwd: string}): Promise<void> {
  assert.deepEqual(await editAndReload(cwd, esmBuild.CommandKit, 'cjs'), {command: 'old', event: 'old'}, 'the edits are not picked up');
}

export async function workaround({cwd}: {cwd: string}): Promise<void> {
  mkdirSync(join(cwd, 'esm'));
  assert.deepEqual(await editAndReload(join(cwd, 'esm'), esmBuild.CommandKit, 'mjs'), {command: 'new', event: 'new'}, 'ES module files');
  mkdirSync(join(cwd, 'cjs'));
  const commonJsBuild = createRequire(join(cwd, 'x.js'))('commandkit') as typeof esmBuild;
  assert.deepEqual(
    await editAndReload(join(cwd, 'cjs'), commonJsBuild.CommandKit, 'cjs'),
    {command: 'new', event: 'new'},
    'the CommonJS build',
  );
}
