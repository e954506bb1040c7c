// Reproduces known issue devtools-bypass-auth-any-mode with the real devtools plugin in production mode, on an
// offline CommandKit.
import assert from 'node:assert/strict';
import {freePort} from '#support';

/** Starts the devtools plugin as a production bot would and asks its API for the plugin list without logging in. */
async function pluginListWithoutLogin(options: Record<string, unknown>): Promise<number> {
  // CommandKit reads the mode once, when it is first imported.
  process.env.COMMANDKIT_BOOTSTRAP_MODE = 'production';
  const {CommandKit, COMMANDKIT_BOOTSTRAP_MODE} = await import('commandkit');
  assert.equal(COMMANDKIT_BOOTSTRAP_MODE, 'production');
  const {Client} = await import('discord.js');
  const {devtools} = await import('@commandkit/devtools');
  const commandkit = new CommandKit({client: new Client({intents: []})});
  const port = await freePort();
  const plugin = devtools({port, enableOnProduction: true, credential: {username: 'admin', password: 'a long secret'}, ...options});
  await plugin.activate({commandkit} as never);
  try {
    const plain = await fetch(`http://127.0.0.1:${port}/api/plugins`);
    const forged = await fetch(`http://127.0.0.1:${port}/api/plugins`, {headers: {authorization: 'Bearer forged'}});
    assert.equal(forged.status, plain.status);
    return plain.status;
  } finally {
    await plugin.deactivate({commandkit} as never);
  }
}

export async function reproduce(): Promise<void> {
  assert.equal(await pluginListWithoutLogin({}), 200, 'a credential is set, yet the production API answers anyone');
}

export async function workaround(): Promise<void> {
  assert.equal(await pluginListWithoutLogin({bypassAuthInDev: false}), 401);
}
