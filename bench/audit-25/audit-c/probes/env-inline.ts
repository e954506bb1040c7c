// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// setup-commandkit / setup-commandkit-manually: the `env` config option and COMMANDKIT_PUBLIC_ variables are
// "inlined into the build": how the built code reads them (process.env.NAME, import.meta.env.NAME).
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {cliPath, plain, writeBot} from '#support';

export default async function (ctx: any) {
  writeBot(ctx.cwd, {
    'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ env: { BUILD_VAL: 'from-config' } });\n`,
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
    'src/app.ts': [
      "console.log('INLINE', JSON.stringify({ pBuild: process.env.BUILD_VAL ?? null, mBuild: (import.meta.env && import.meta.env.BUILD_VAL) ?? null, pPub: process.env.COMMANDKIT_PUBLIC_X ?? null, mPub: (import.meta.env && import.meta.env.COMMANDKIT_PUBLIC_X) ?? null }));",
      "import { Client } from 'discord.js';",
      'export default new Client({ intents: [] });',
    ].join('\n'),
  });
  const b = spawnSync(process.execPath, [cliPath(ctx.projectDir), 'build'], {
    cwd: ctx.cwd,
    encoding: 'utf8',
    timeout: 180000,
    env: {...process.env, COMMANDKIT_PUBLIC_X: 'from-shell'},
  });
  console.log('CLAIM build', b.status, plain(b.stderr).slice(0, 200));
  const built = readFileSync(join(ctx.cwd, 'dist', 'app.js'), 'utf8');
  console.log(
    'CLAIM built-lines',
    built
      .split('\n')
      .filter((l) => /BUILD_VAL|COMMANDKIT_PUBLIC_X|from-config|from-shell/.test(l))
      .join(' || '),
  );
  const r = spawnSync(process.execPath, ['-e', `import(${JSON.stringify(join(ctx.cwd, 'dist', 'app.js'))})`], {
    cwd: ctx.cwd,
    encoding: 'utf8',
    timeout: 60000,
    env: {...process.env, BUILD_VAL: '', COMMANDKIT_PUBLIC_X: ''},
  });
  console.log(
    'CLAIM runtime',
    r.stdout.split('\n').find((l) => l.startsWith('INLINE')),
    plain(r.stderr).split('\n')[0],
  );
}
