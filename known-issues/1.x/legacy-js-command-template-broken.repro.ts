// Reproduces known issue legacy-js-command-template-broken: the real `commandkit create legacy command` in a
// project without tsconfig.json, then the legacy plugin's own loader on what it wrote.
import assert from 'node:assert/strict';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {loadLegacyCommands} from '@commandkit/legacy';
import {runCli, writeBot, type StepContext} from '#support';

const CONFIG =
  `import { defineConfig } from 'commandkit/config';\nimport { legacy } from '@commandkit/legacy';\n` +
  `export default defineConfig({ plugins: [legacy()] });\n`;

/** Generates `src/commands/ping.js` with the CLI and returns its path and text. */
function generate(context: StepContext): {file: string; text: string} {
  // The template writes into src/commands but does not create the folder.
  writeBot(context.cwd, {'commandkit.config.mjs': CONFIG, 'src/commands/.gitkeep': ''});
  const run = runCli(context, ['create', 'legacy', 'command', 'ping']);
  assert.equal(run.status, 0, run.output);
  const file = join(context.cwd, 'src', 'commands', 'ping.js');
  return {file, text: readFileSync(file, 'utf8')};
}

export async function reproduce(context: StepContext): Promise<void> {
  const {file, text} = generate(context);
  assert.match(text, /export const command = \{/, 'the data is exported as `command`');
  assert.match(text, /run\(\{ interaction \}: SlashCommandProps\)/, 'a TypeScript annotation is left in');
  await assert.rejects(import(file), {name: 'SyntaxError'}, 'the file is not valid JavaScript');
  await assert.rejects(
    loadLegacyCommands(join(context.cwd, 'src', 'commands')),
    {name: 'SyntaxError'},
    'one bad file stops the whole folder',
  );

  // With only the annotation removed, the loader still rejects the file for lacking `data`.
  writeFileSync(file, text.replace(': SlashCommandProps', ''));
  await assert.rejects(loadLegacyCommands(join(context.cwd, 'src', 'commands')), {message: /ping\.js does not export a data property/});
}

export async function workaround(context: StepContext): Promise<void> {
  const {file, text} = generate(context);
  writeFileSync(file, text.replace('export const command =', 'export const data =').replace(': SlashCommandProps', ''));
  const commands = await loadLegacyCommands(join(context.cwd, 'src', 'commands'));
  assert.deepEqual(
    commands.map((command) => command.data.name),
    ['ping'],
  );
  assert.equal(typeof commands[0]!.chatInput, 'function');
}
