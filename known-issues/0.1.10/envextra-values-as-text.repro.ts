// Reproduces known issue envextra-values-as-text with the 0.1.10 CLI: `commandkit start` with envExtra on.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

interface Context {
  cwd: string;
  projectDir: string;
}

const BOT = `for (const key of ['SETTINGS', 'LAUNCH', 'ROLES', 'MISSING']) console.log(key + '=' + JSON.stringify(process.env[key] ?? '<unset>'));\n`;

function cli({cwd, projectDir}: Context, command: string) {
  return spawnSync(process.execPath, [join(projectDir, 'node_modules', 'commandkit', 'bin', 'index.mjs'), command], {cwd, encoding: 'utf8', timeout: 60_000});
}

function startWith(context: Context, envFile: string, envExtra: boolean) {
  mkdirSync(join(context.cwd, 'src'));
  writeFileSync(join(context.cwd, 'package.json'), JSON.stringify({type: 'module'}));
  writeFileSync(join(context.cwd, 'src', 'index.js'), BOT);
  writeFileSync(join(context.cwd, 'commandkit.mjs'), `export default { src: 'src', main: 'index.js', envExtra: ${envExtra} };\n`);
  writeFileSync(join(context.cwd, '.env'), envFile);
  assert.equal(cli(context, 'build').status, 0);
  const run = cli(context, 'start');
  return `${run.stdout}${run.stderr}`;
}

export async function reproduce(context: Context): Promise<void> {
  const output = startWith(context, 'SETTINGS=JSON::{"a":1}\nLAUNCH=DATE::2025-01-02\nROLES=admin,mod\nMISSING=undefined\n', true);
  assert.match(output, /SETTINGS="\[object Object\]"/, 'a JSON:: value reaches the bot as [object Object]');
  assert.match(output, /LAUNCH="Thu Jan 02 2025/, 'a DATE:: value becomes a long date string');
  assert.match(output, /ROLES="admin,mod"/, 'a list is joined back into text');
  assert.match(output, /MISSING="<unset>"/, 'a value of undefined removes the variable');
  // Digits followed by n go to BigInt() with the n attached: start stops before the bot runs.
  writeFileSync(join(context.cwd, '.env'), 'BIG=123n\n');
  const bigint = cli(context, 'start');
  assert.match(`${bigint.stdout}${bigint.stderr}`, /SyntaxError: Cannot convert 123n to a BigInt/);
  assert.doesNotMatch(bigint.stdout, /SETTINGS=/, 'the bot never ran');
}

export async function workaround(context: Context): Promise<void> {
  // envExtra off: the bot receives the text as written and parses it itself.
  const output = startWith(context, 'SETTINGS={"a":1}\n', false);
  const line = /SETTINGS=(".*")/.exec(output);
  assert.ok(line, output);
  assert.deepEqual(JSON.parse(JSON.parse(line[1]!)), {a: 1});
}
