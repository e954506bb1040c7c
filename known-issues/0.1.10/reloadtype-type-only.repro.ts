// Reproduces known issue reloadtype-type-only with the published commandkit@0.1.10.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

export async function reproduce(): Promise<void> {
  const dataUrl = `data:text/javascript,import {ReloadType} from '${import.meta.resolve('commandkit')}';`;
  await assert.rejects(import(dataUrl), {name: 'SyntaxError', message: /ReloadType/});
  const cjs = createRequire(import.meta.url)('commandkit');
  assert.equal(cjs.ReloadType, undefined);
  assert.throws(() => cjs.ReloadType.Global, TypeError);
}

export async function workaround(): Promise<void> {
  const {CommandKit} = await import('commandkit');
  const {Client} = await import('discord.js');
  const client = new Client({intents: []});
  const kit = new CommandKit({client});
  // The strings stand in for the enum; without a commands folder there is nothing to reload, and no error.
  await kit.reloadCommands('global');
  await kit.reloadCommands('dev');
  await client.destroy();
}
