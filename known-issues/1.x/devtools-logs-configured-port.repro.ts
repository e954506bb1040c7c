// Reproduces known issue devtools-logs-configured-port with the real devtools plugin, activated on an offline
// CommandKit while something else holds the configured port.
import assert from 'node:assert/strict';
import {createServer, type Server} from 'node:net';
import {captureOutput, freePort} from '#support';

async function occupy(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return server;
}

/** Whether the devtools API answers on `port`. */
async function devtoolsAnswers(port: number): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api`);
    return ((await answer.json()) as {message?: string}).message === 'Hello from CommandKit Devtools API';
  } catch {
    return false;
  }
}

interface Activated {
  printed: string;
  /** The server the plugin keeps (and closes on deactivate). */
  kept: {address(): {port: number} | null};
  deactivate(): Promise<void>;
}

/** Activates the devtools plugin with `port` on an offline CommandKit and returns what it printed. */
async function activate(port: number): Promise<Activated> {
  const {CommandKit} = await import('commandkit');
  const {Client} = await import('discord.js');
  const {devtools} = await import('@commandkit/devtools');
  const commandkit = new CommandKit({client: new Client({intents: []})});
  const plugin = devtools({port});
  const output = captureOutput();
  try {
    await plugin.activate({commandkit} as never);
    // The "started" line is printed after a short delay.
    await new Promise((r) => setTimeout(r, 400));
  } finally {
    output.restore();
  }
  return {
    printed: output.text(),
    kept: (plugin as unknown as {server: Activated['kept']}).server,
    deactivate: () => plugin.deactivate({commandkit} as never),
  };
}

export async function reproduce(): Promise<void> {
  const port = await freePort();
  const other = await occupy(port);
  try {
    const run = await activate(port);
    assert.match(run.printed, new RegExp(`Port ${port} is already in use, trying port ${port + 1}`));
    assert.equal(await devtoolsAnswers(port + 1), true, 'the server moved to the next port');
    assert.match(run.printed, new RegExp(`Devtools plugin started on port http://localhost:${port}\\.`), 'but the log names the busy one');
    // Express 5 calls the listen callback on the error too, so the plugin keeps the server that failed...
    assert.equal(run.kept.address(), null);
    // ...and stopping the plugin leaves the real one listening.
    await run.deactivate();
    assert.equal(await devtoolsAnswers(port + 1), true, 'deactivate does not close the server that listens');
  } finally {
    other.close();
  }
}

export async function workaround(): Promise<void> {
  // Read the warnings: the last "trying port" names the port the server bound.
  const port = await freePort();
  const other = await occupy(port);
  try {
    const busy = await activate(port);
    const tried = [...busy.printed.matchAll(/trying port (\d+)/g)].map((m) => Number(m[1]));
    assert.equal(await devtoolsAnswers(tried.at(-1)!), true);
  } finally {
    other.close();
  }

  // Or pick a port that is free: then the logged address is right, and deactivate closes it.
  const free = await freePort();
  const chosen = await activate(free);
  assert.match(chosen.printed, new RegExp(`started on port http://localhost:${free}\\.`));
  assert.equal(chosen.kept.address()?.port, free);
  assert.equal(await devtoolsAnswers(free), true);
  await chosen.deactivate();
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(await devtoolsAnswers(free), false);
}
