// Reproduces known issue env-local-files-cannot-override with the real CLI: a production build, then start.
import assert from 'node:assert/strict';
import {plain, runCli, writeBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

// The app prints what it received and leaves before CommandKit would log in.
const APP = `console.log('GREETING=' + process.env.GREETING);\nprocess.exit(0);\nexport default null;\n`;

function startWith(context: StepContext, envFiles: Record<string, string>): string {
  writeBot(context.cwd, {
    'src/app.js': APP,
    'commandkit.config.mjs': "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({});\n",
    ...envFiles,
  });
  const build = runCli(context, ['build']);
  assert.equal(build.status, 0, build.output);
  return plain(runCli(context, ['start']).output);
}

export async function reproduce(context: StepContext): Promise<void> {
  const output = startWith(context, {
    '.env': 'GREETING=general\n',
    '.env.local': 'GREETING=local\n',
    '.env.production': 'GREETING=production\n',
  });
  assert.match(output, /Loaded \.env\.production/, 'the production file was read');
  assert.match(output, /GREETING=general/, '...but the value from .env won');
}

export async function workaround(context: StepContext): Promise<void> {
  // Each variable in exactly one file: the shared default moves out of .env.
  const output = startWith(context, {'.env': 'TOKEN_HINT=none\n', '.env.production': 'GREETING=production\n'});
  assert.match(output, /GREETING=production/);
}
