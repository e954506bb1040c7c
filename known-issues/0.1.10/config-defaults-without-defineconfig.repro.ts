// Reproduces known issue config-defaults-without-defineconfig with the 0.1.10 CLI (build, then start).
import assert from 'node:assert/strict';
import {runCli, writeBot, type StepContext} from '#support';

// A CommonJS habit in an ES-module bot: the output needs the require polyfill.
const BOT = "const os = require('node:os');\nconsole.log('platform=' + os.platform());\n";

function buildAndStart(context: StepContext, config: string): string {
  writeBot(context.cwd, {'src/index.js': BOT, 'commandkit.mjs': config});
  const build = runCli(context, ['build']);
  assert.equal(build.status, 0, build.output);
  return runCli(context, ['start']).output;
}

export async function reproduce(context: StepContext): Promise<void> {
  const output = buildAndStart(context, "export default { src: 'src', main: 'index.js' };\n");
  assert.match(output, /Dynamic require of "node:os" is not supported/);
  assert.doesNotMatch(output, /platform=/);
}

export async function workaround(context: StepContext): Promise<void> {
  const output = buildAndStart(
    context,
    "import { defineConfig } from 'commandkit';\nexport default defineConfig({ src: 'src', main: 'index.js' });\n",
  );
  assert.match(output, new RegExp(`platform=${process.platform}`));
}
