// Reproduces known issue legacy-create-command-needs-folder with the real CLI and the legacy plugin's generator.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

interface Context {
  cwd: string;
  projectDir: string;
}

/** A fresh 1.x project: src/app exists, src/commands does not; the legacy plugin is registered. */
function writeProject(dir: string): void {
  mkdirSync(join(dir, 'src', 'app', 'commands'), {recursive: true});
  writeFileSync(join(dir, 'package.json'), JSON.stringify({type: 'module'}));
  writeFileSync(
    join(dir, 'commandkit.config.mjs'),
    `import { defineConfig } from 'commandkit/config';\nimport { legacy } from '@commandkit/legacy';\n` +
      `export default defineConfig({ plugins: [legacy()] });\n`,
  );
}

function create(projectDir: string, cwd: string): string {
  const cli = join(projectDir, 'node_modules', '.bin', 'commandkit');
  const run = spawnSync(cli, ['create', 'legacy', 'command', 'uptime'], {cwd, encoding: 'utf8', timeout: 60_000});
  return `${run.stdout}${run.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
}

export async function reproduce({cwd, projectDir}: Context): Promise<void> {
  writeProject(cwd);
  const output = create(projectDir, cwd);
  assert.match(output, /Failed to execute template "legacy": ENOENT/, 'the generator fails on the missing folder');
  assert.equal(existsSync(join(cwd, 'src', 'commands')), false, 'and writes nothing');
}

export async function workaround({cwd, projectDir}: Context): Promise<void> {
  writeProject(cwd);
  mkdirSync(join(cwd, 'src', 'commands'), {recursive: true});
  const output = create(projectDir, cwd);
  assert.match(output, /Command uptime created successfully/);
  assert.ok(existsSync(join(cwd, 'src', 'commands', 'uptime.js')) || existsSync(join(cwd, 'src', 'commands', 'uptime.ts')));
}
