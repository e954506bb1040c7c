// Reproduces known issue workflow-needs-beta-packages: the newest `workflow` has no `./rollup` export, so the
// plugin cannot load next to it; with the pinned betas the plugin loads and a build compiles a workflow.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {runCli, writeBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3', workflow: '4.0.1-beta.12', '@workflow/builders': '4.0.1-beta.8'};

export async function reproduce(context: StepContext): Promise<void> {
  // The reader's `npm install workflow`: the registry's latest release, unpacked beside a copy of the plugin so
  // that the plugin resolves `workflow` to it (its other imports resolve up to the reader's project).
  const modules = join(context.cwd, 'node_modules');
  mkdirSync(join(modules, '@commandkit'), {recursive: true});
  const tarball = execFileSync('npm', ['pack', 'workflow@latest', '--silent', '--pack-destination', context.cwd], {
    cwd: context.cwd,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1)!;
  mkdirSync(join(modules, 'workflow'));
  execFileSync('tar', ['xzf', join(context.cwd, tarball), '-C', join(modules, 'workflow'), '--strip-components=1']);
  cpSync(join(context.projectDir, 'node_modules', '@commandkit', 'workflow'), join(modules, '@commandkit', 'workflow'), {recursive: true});
  const latest = JSON.parse(readFileSync(join(modules, 'workflow', 'package.json'), 'utf8')) as {
    version: string;
    exports: Record<string, unknown>;
  };
  assert.equal('./rollup' in latest.exports, false, `workflow@${latest.version} still exports ./rollup`);
  await assert.rejects(import(pathToFileURL(join(modules, '@commandkit', 'workflow', 'dist', 'index.js')).href), {
    code: 'ERR_PACKAGE_PATH_NOT_EXPORTED',
    message: /\.\/rollup/,
  });
}

export async function workaround(context: StepContext): Promise<void> {
  // The project installed the pinned betas (see `installs`): the plugin loads and compiles a workflow.
  const {workflow} = (await import('@commandkit/workflow')) as {workflow: () => unknown[]};
  assert.equal(workflow().length, 2);
  writeBot(context.cwd, {
    'commandkit.config.ts':
      "import { workflow } from '@commandkit/workflow';\n" +
      "import { defineConfig } from 'commandkit/config';\n" +
      'export default defineConfig({ plugins: [workflow()] });\n',
    'src/app.ts': "import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n",
    'src/workflows/hello.ts':
      "async function greet(name: string) {\n  'use step';\n  return `hello ${name}`;\n}\n" +
      "export async function helloWorkflow(name: string) {\n  'use workflow';\n  return greet(name);\n}\n",
  });
  const build = runCli(context, ['build'], context.frameworkNode);
  assert.equal(build.status, 0, build.output);
  assert.ok(existsSync(join(context.cwd, 'dist', '.compiled-workflows', 'workflows.js')), build.output);
}
