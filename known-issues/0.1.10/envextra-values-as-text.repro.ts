// Reproduces known issue envextra-values-as-text with the 0.1.10 CLI: `commandkit start` with envExtra on.
import assert from 'node:assert/strict';
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {runCli, writeBot, type StepContext} from '#support';

const BOT =
  `for (const key of ['SETTINGS', 'LAUNCH', 'ROLES', 'MISSING']) console.log(key + '=' + ` +
  `JSON.stringify(process.env[key] ?? '<unset>'));\n`;

function startWith(context: StepContext, envFile: string, envExtra: boolean): string {
  writeBot(context.cwd, {
    'src/index.js': BOT,
    'commandkit.mjs': `export default { src: 'src', main: 'index.js', envExtra: ${envExtra} };\n`,
    '.env': envFile,
  });
  assert.equal(runCli(context, ['build']).status, 0);
  return runCli(context, ['start']).output;
}

export async function reproduce(context: StepContext): Promise<void> {
  const output = startWith(context, 'SETTINGS=JSON::{"a":1}\nLAUNCH=DATE::2025-01-02\nROLES=admin,mod\nMISSING=undefined\n', true);
  assert.match(output, /SETTINGS="\[object Object\]"/, 'a JSON:: value reaches the bot as [object Object]');
  assert.match(output, /LAUNCH="Thu Jan 02 2025/, 'a DATE:: value becomes a long date string');
  assert.match(output, /ROLES="admin,mod"/, 'a list is joined back into text');
  assert.match(output, /MISSING="<unset>"/, 'a value of undefined removes the variable');
  // Digits followed by n go to BigInt() with the n attached: start stops before the bot runs.
  writeFileSync(join(context.cwd, '.env'), 'BIG=123n\n');
  const bigint = runCli(context, ['start']);
  assert.match(bigint.output, /SyntaxError: Cannot convert 123n to a BigInt/);
  assert.doesNotMatch(bigint.stdout, /SETTINGS=/, 'the bot never ran');
}

export async function workaround(context: StepContext): Promise<void> {
  // envExtra off: the bot receives the text as written and parses it itself.
  const line = /SETTINGS=(".*")/.exec(startWith(context, 'SETTINGS={"a":1}\n', false));
  assert.ok(line);
  assert.deepEqual(JSON.parse(JSON.parse(line[1]!)), {a: 1});
}
