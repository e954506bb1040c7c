// Reproduces known issue json-config-import-assertion with the 0.1.10 CLI on Node 20 and on Node 24.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {runCli, writeBot, type StepContext} from '#support';

const BOT = {'src/index.js': "console.log('bot file ran');\n"};

export async function reproduce(context: StepContext): Promise<void> {
  writeBot(context.cwd, {...BOT, 'commandkit.json': JSON.stringify({src: 'src', main: 'index.js'})});
  const onNode20 = runCli(context, ['build'], context.siteNode);
  assert.match(onNode20.stderr, /'assert' is deprecated in import statements/);
  assert.equal(existsSync(join(context.cwd, 'dist', 'index.js')), true, 'Node 20 still builds');
  assert.match(runCli(context, ['build'], context.frameworkNode).output, /Could not locate commandkit config/);
}

export async function workaround(context: StepContext): Promise<void> {
  writeBot(context.cwd, {...BOT, 'commandkit.mjs': "export default { src: 'src', main: 'index.js' };\n"});
  const onNode24 = runCli(context, ['build'], context.frameworkNode);
  assert.equal(onNode24.status, 0, onNode24.output);
  assert.equal(existsSync(join(context.cwd, 'dist', 'index.js')), true);
}
