// Reproduces known issue compiler-plugin-deactivate-skipped-on-failure with the real CLI: a compiler plugin that
// records its lifecycle, a build that fails and a template that throws.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {runCli, writeBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

/** A config with one compiler plugin; `activateBody` is the code of its `activate` after the log line. */
const config = (activateBody = '') => `import { defineConfig } from 'commandkit/config';
import { CompilerPlugin } from 'commandkit';
import { appendFileSync, writeFileSync } from 'node:fs';
const log = (line) => appendFileSync('lifecycle.log', line + '\\n');
class Probe extends CompilerPlugin {
  name = 'Probe';
  async activate(ctx) {
    log('activate');
    ctx.registerTemplate('probe', () => { throw new Error('template failed'); });
    ${activateBody}
  }
  async deactivate(ctx) {
    ctx.unregisterTemplate('probe');
    log('deactivate');
  }
}
export default defineConfig({ plugins: [new Probe({})] });
`;
const GOOD_APP = `import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n`;
const BROKEN_APP = `import { Client } from 'discord.js';\nexport default new Client({ intents: [] ;\n`;

function lifecycle(context: StepContext): string[] {
  return readFileSync(join(context.cwd, 'lifecycle.log'), 'utf8').trim().split('\n');
}

export async function reproduce(context: StepContext): Promise<void> {
  writeBot(context.cwd, {'commandkit.config.mjs': config(), 'src/app.ts': GOOD_APP});
  const good = runCli(context, ['build']);
  assert.equal(good.status, 0, good.output);
  assert.deepEqual(lifecycle(context), ['activate', 'deactivate'], 'a successful build deactivates the plugin');

  writeBot(context.cwd, {'lifecycle.log': '', 'src/app.ts': BROKEN_APP});
  const failed = runCli(context, ['build']);
  assert.equal(failed.status, 1);
  assert.match(failed.output, /Build failed/);
  assert.deepEqual(lifecycle(context), ['activate'], 'a failed build never deactivates it');

  writeBot(context.cwd, {'lifecycle.log': '', 'src/app.ts': GOOD_APP});
  const template = runCli(context, ['create', 'probe', 'x']);
  assert.equal(template.status, 1);
  assert.match(template.output, /Failed to execute template "probe": template failed/);
  assert.deepEqual(lifecycle(context), ['activate'], 'nor does a template that throws');
}

export async function workaround(context: StepContext): Promise<void> {
  // Cleanup registered with process.on('exit') runs synchronously even on process.exit(1).
  const cleanup = `process.once('exit', () => writeFileSync('cleanup.log', 'released'));`;
  writeBot(context.cwd, {'commandkit.config.mjs': config(cleanup), 'src/app.ts': BROKEN_APP});
  const failed = runCli(context, ['build']);
  assert.equal(failed.status, 1);
  assert.deepEqual(lifecycle(context), ['activate']);
  assert.equal(readFileSync(join(context.cwd, 'cleanup.log'), 'utf8'), 'released');

  // Activating again on top of the never-deactivated run still works.
  writeBot(context.cwd, {'src/app.ts': GOOD_APP});
  const again = runCli(context, ['build']);
  assert.equal(again.status, 0, again.output);
  assert.deepEqual(lifecycle(context), ['activate', 'activate', 'deactivate']);
}
