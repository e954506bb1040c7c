// Reproduces known issue build-needs-typescript: a JavaScript bot built in a project without typescript, then with it.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

export const installs = {typescript: '^5.8.3'};

interface Context {
  cwd: string;
  projectDir: string;
}

/** A JavaScript bot in a project whose node_modules mirrors the reader's project, optionally without typescript. */
function javascriptBot(projectDir: string, withTypeScript: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'js-bot-'));
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(join(projectDir, 'node_modules'))) {
    if (name === 'typescript' && !withTypeScript) continue;
    symlinkSync(join(projectDir, 'node_modules', name), join(root, 'node_modules', name));
  }
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'package.json'), JSON.stringify({type: 'module'}));
  writeFileSync(
    join(root, 'commandkit.config.mjs'),
    `import { defineConfig } from 'commandkit/config';\nexport default defineConfig({});\n`,
  );
  writeFileSync(join(root, 'src', 'app.js'), `import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n`);
  return root;
}

function build(root: string) {
  // Run the CLI from the project's own node_modules, as `npx commandkit build` does. The packages are links into the
  // reader's project: Node must resolve from the links, or it would find that project's typescript.
  const env = {...process.env, NODE_OPTIONS: '--preserve-symlinks --preserve-symlinks-main'};
  return spawnSync(
    process.execPath,
    ['--preserve-symlinks', '--preserve-symlinks-main', join(root, 'node_modules', 'commandkit', 'bin', 'index.mjs'), 'build'],
    {cwd: root, encoding: 'utf8', timeout: 80_000, env},
  );
}

export async function reproduce({projectDir}: Context): Promise<void> {
  const root = javascriptBot(projectDir, false);
  try {
    const run = build(root);
    assert.match(`${run.stdout}${run.stderr}`, /Cannot find package 'typescript'/);
    assert.equal(existsSync(join(root, 'dist', 'app.js')), false, 'nothing was built');
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

export async function workaround({projectDir}: Context): Promise<void> {
  const root = javascriptBot(projectDir, true);
  try {
    const run = build(root);
    assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
    assert.equal(existsSync(join(root, 'dist', 'app.js')), true);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}
