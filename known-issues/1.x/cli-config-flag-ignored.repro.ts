// Reproduces known issue cli-config-flag-ignored with the real CLI: `commandkit build --config <file>`.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

// The template's dev dependency: the build's macro step loads it.
export const installs = {typescript: '^5.8.3'};

interface Context {
  cwd: string;
  projectDir: string;
}

const CONFIG = `import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ distDir: 'custom-out' });\n`;

function writeBot(dir: string): void {
  mkdirSync(join(dir, 'src'), {recursive: true});
  writeFileSync(join(dir, 'package.json'), JSON.stringify({type: 'module'}));
  writeFileSync(join(dir, 'src', 'app.ts'), `import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n`);
}

function build(projectDir: string, cwd: string, args: string[]): string {
  const cli = join(projectDir, 'node_modules', '.bin', 'commandkit');
  const run = spawnSync(cli, ['build', ...args], {cwd, encoding: 'utf8', timeout: 80_000});
  assert.equal(run.status, 0, `commandkit build failed: ${run.stdout}${run.stderr}`);
  return run.stdout;
}

export async function reproduce({cwd, projectDir}: Context): Promise<void> {
  writeBot(cwd);
  mkdirSync(join(cwd, 'config'));
  writeFileSync(join(cwd, 'config', 'bot.config.mjs'), CONFIG);
  build(projectDir, cwd, ['--config', 'config/bot.config.mjs']);
  assert.equal(existsSync(join(cwd, 'custom-out')), false, "the config's distDir was not used");
  assert.equal(existsSync(join(cwd, 'dist', 'app.js')), true, 'the default settings were');
}

export async function workaround({cwd, projectDir}: Context): Promise<void> {
  writeBot(cwd);
  writeFileSync(join(cwd, 'commandkit.config.mjs'), CONFIG);
  build(projectDir, cwd, []);
  assert.equal(existsSync(join(cwd, 'custom-out', 'app.js')), true);
}
