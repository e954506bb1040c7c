// Reproduces known issue node-24-engines-not-enforced: the package asks for Node 24 but installs on an older Node.
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

interface Context {
  projectDir: string;
  /** An older Node than the package asks for (the site's Node 20). */
  siteNode: string;
}

/** The installed package's manifest (its exports map does not expose package.json to resolution). */
const manifestOf = (projectDir: string) => JSON.parse(readFileSync(join(projectDir, 'node_modules', 'commandkit', 'package.json'), 'utf8'));

/**
 * `npm install` of the real package (re-packed from the reader's project, its dependencies from npm's cache) in a
 * fresh project, with npm told that it runs on Node 20: what a reader on an older Node meets.
 */
function installOnNode20({projectDir, siteNode}: Context, extraNpmrc: string): {ok: boolean; output: string} {
  const dir = mkdtempSync(join(tmpdir(), 'engines-'));
  // npm runs on the older Node, as it would on the reader's machine.
  const env = {...process.env, PATH: `${dirname(siteNode)}:${process.env.PATH}`};
  try {
    const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir, join(projectDir, 'node_modules', 'commandkit')], {
      cwd: dir,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop()!;
    writeFileSync(join(dir, 'package.json'), JSON.stringify({name: 'bot', version: '1.0.0', private: true}));
    if (extraNpmrc) writeFileSync(join(dir, '.npmrc'), extraNpmrc);
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', join(dir, tarball)], {
      cwd: dir,
      encoding: 'utf8',
      env,
    });
    // npm prints its engine warning on stderr.
    return {ok: install.status === 0, output: `${install.stdout}${install.stderr}`};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

export async function reproduce(context: Context): Promise<void> {
  assert.equal(manifestOf(context.projectDir).engines?.node, '>=24');
  assert.ok(Number(execFileSync(context.siteNode, ['-p', 'process.versions.node.split(".")[0]'], {encoding: 'utf8'})) < 24);
  const install = installOnNode20(context, '');
  assert.equal(install.ok, true, 'npm installs it on Node 20 anyway');
  assert.match(install.output, /EBADENGINE/);
}

export async function workaround(context: Context): Promise<void> {
  const install = installOnNode20(context, 'engine-strict=true\n');
  assert.equal(install.ok, false, 'engine-strict makes npm refuse');
  assert.match(install.output, /EBADENGINE|Unsupported engine/);
}
