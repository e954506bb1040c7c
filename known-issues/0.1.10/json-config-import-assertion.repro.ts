// Reproduces known issue json-config-import-assertion with the 0.1.10 CLI on Node 20 and on Node 24.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

interface Context {
  cwd: string;
  projectDir: string;
  siteNode: string;
  frameworkNode: string;
}

function bot(cwd: string): void {
  mkdirSync(join(cwd, 'src'));
  writeFileSync(join(cwd, 'package.json'), JSON.stringify({type: 'module'}));
  writeFileSync(join(cwd, 'src', 'index.js'), "console.log('bot file ran');\n");
}

function build({cwd, projectDir}: Context, node: string) {
  return spawnSync(node, [join(projectDir, 'node_modules', 'commandkit', 'bin', 'index.mjs'), 'build'], {cwd, encoding: 'utf8', timeout: 60_000});
}

export async function reproduce(context: Context): Promise<void> {
  bot(context.cwd);
  writeFileSync(join(context.cwd, 'commandkit.json'), JSON.stringify({src: 'src', main: 'index.js'}));
  const onNode20 = build(context, context.siteNode);
  assert.match(onNode20.stderr, /'assert' is deprecated in import statements/);
  assert.equal(existsSync(join(context.cwd, 'dist', 'index.js')), true, 'Node 20 still builds');
  const onNode24 = build(context, context.frameworkNode);
  assert.match(`${onNode24.stdout}${onNode24.stderr}`, /Could not locate commandkit config/);
}

export async function workaround(context: Context): Promise<void> {
  bot(context.cwd);
  writeFileSync(join(context.cwd, 'commandkit.mjs'), "export default { src: 'src', main: 'index.js' };\n");
  const onNode24 = build(context, context.frameworkNode);
  assert.equal(onNode24.status, 0, `${onNode24.stdout}${onNode24.stderr}`);
  assert.equal(existsSync(join(context.cwd, 'dist', 'index.js')), true);
}
