// Reproduces known issue commandkit-default-import-esm on the real build: an ES module's default import of the
// CommonJS package (what `import CommandKit from 'commandkit'` binds) is module.exports, not the class.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

async function offlineClient(): Promise<unknown> {
  const {Client} = await import('discord.js');
  return new Client({intents: []});
}

export async function reproduce(): Promise<void> {
  const namespace = (await import('commandkit')) as unknown as {default: Record<string, unknown>};
  const defaultImport = namespace.default;
  assert.equal(typeof defaultImport, 'object', 'the default import is an object, not a class');
  assert.equal(defaultImport, createRequire(import.meta.url)('commandkit'), 'it is the module.exports object');
  const client = await offlineClient();
  assert.throws(() => new (defaultImport as unknown as new (options: object) => object)({client}), {
    name: 'TypeError',
    message: /is not a constructor/,
  });
  // Under CommonJS, the declared default is the class.
  assert.equal(createRequire(import.meta.url)('commandkit').default, defaultImport['CommandKit']);
}

export async function workaround(): Promise<void> {
  const {CommandKit} = await import('commandkit');
  const commandkit = new CommandKit({client: (await offlineClient()) as never});
  assert.ok(commandkit instanceof CommandKit);
}
