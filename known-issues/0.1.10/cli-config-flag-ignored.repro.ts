// Reproduces known issue cli-config-flag-ignored with the 0.1.10 CLI: `commandkit build --config <file>`.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

interface Context {
  cwd: string;
  projectDir: string;
}

const CONFIG = "export default { src: 'src', main: 'index.js' };\n";

function bot(cwd: string): void {
  mkdirSync(join(cwd, 'src'));
  writeFileSync(join(cwd, 'package.json'), JSON.stringify({type: 'module'}));
  writeFileSync(join(cwd, 'src', 'index.js'), "console.log('bot file ran');\n");
}

function build({cwd, projectDir}: Context, args: string[]) {
  return spawnSync(process.execPath, [join(projectDir, 'node_modules', 'commandkit', 'bin', 'index.mjs'), 'build', ...args], {cwd, encoding: 'utf8', timeout: 60_000});
}

export async function reproduce(context: Context): Promise<void> {
  bot(context.cwd);
  mkdirSync(join(context.cwd, 'config'));
  writeFileSync(join(context.cwd, 'config', 'bot.mjs'), CONFIG);
  const run = build(context, ['--config', 'config/bot.mjs']);
  assert.match(`${run.stdout}${run.stderr}`, /Could not locate commandkit config/);
}

export async function workaround(context: Context): Promise<void> {
  bot(context.cwd);
  writeFileSync(join(context.cwd, 'commandkit.mjs'), CONFIG);
  const run = build(context, []);
  assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
  assert.equal(existsSync(join(context.cwd, 'dist', 'index.js')), true);
}
