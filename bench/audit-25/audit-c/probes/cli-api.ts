// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/advanced/using-cli-api: the namespaces of commandkit/cli, the files behind them, and the page's two
// scripts run as a reader runs them (node scripts/<file>.ts on Node 24, from the bot's folder).
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {plain, writeBot} from '#support';

const RELEASE = `import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as CommandKitCli from 'commandkit/cli';

const require = createRequire(import.meta.url);
const cliFolder = join(dirname(require.resolve('commandkit')), 'cli');
const loadCli = (file: string) => import(pathToFileURL(join(cliFolder, file)).href);

const production: typeof CommandKitCli.production = await loadCli('production.js');

const startedAt = Date.now();
await production.createProductionBuild();

const stamp = {
  commit: process.env.GIT_COMMIT ?? 'unknown',
  builtAt: new Date().toISOString(),
  buildMs: Date.now() - startedAt,
};
await writeFile(join('dist', 'build-stamp.json'), \`\${JSON.stringify(stamp, null, 2)}\\n\`);
console.log(\`Built in \${stamp.buildMs} ms, stamp written to dist/build-stamp.json\`);
`;

const BUILD_THEN_START = `import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as CommandKitCli from 'commandkit/cli';

const require = createRequire(import.meta.url);
const cliFolder = join(dirname(require.resolve('commandkit')), 'cli');
const cli: typeof CommandKitCli.cli = await import(pathToFileURL(join(cliFolder, 'init.js')).href);

await cli.bootstrapCommandkitCLI(['build'], { from: 'user' });
await cli.bootstrapCommandkitCLI(['start'], { from: 'user' });
`;

export default async function (ctx: any) {
  try {
    await import('commandkit/cli');
    console.log('CLAIM commandkit/cli loads');
  } catch (e) {
    console.log('CLAIM commandkit/cli fails', String(e.message).split('\n')[0]);
  }
  const req = createRequire(join(ctx.projectDir, 'x.js'));
  const cliFolder = join(dirname(req.resolve('commandkit')), 'cli');
  console.log(
    'CLAIM cli-folder-files',
    readdirSync(cliFolder)
      .filter((f) => f.endsWith('.js'))
      .join(','),
  );
  const files = {
    cli: 'init.js',
    production: 'production.js',
    development: 'development.js',
    compiler: 'build.js',
    appProcess: 'app-process.js',
    typeChecker: 'type-checker.js',
    env: 'env.js',
    utilities: 'common.js',
  };
  for (const [ns, file] of Object.entries(files)) {
    try {
      const m = await import(pathToFileURL(join(cliFolder, file)).href);
      console.log('CLAIM ns', ns, file, Object.keys(m).sort().join(','));
    } catch (e) {
      console.log('CLAIM ns', ns, file, 'fails', e.message.split('\n')[0]);
    }
  }
  // the declared namespaces
  const pkgDir = dirname(dirname(req.resolve('commandkit')));
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  console.log('CLAIM exports-cli', JSON.stringify(pkg.exports?.['./cli']));
  const dts = pkg.exports?.['./cli']?.types ?? pkg.exports?.['./cli']?.import?.types;
  if (dts && existsSync(join(pkgDir, dts)))
    console.log('CLAIM cli-dts', readFileSync(join(pkgDir, dts), 'utf8').replace(/\s+/g, ' ').slice(0, 600));

  const d = join(ctx.cwd, 'bot');
  mkdirSync(d);
  writeBot(d, {
    'commandkit.config.ts': `import { defineConfig } from 'commandkit/config';\nexport default defineConfig({});\n`,
    'tsconfig.json': JSON.stringify({
      compilerOptions: {target: 'ES2022', module: 'Preserve', moduleResolution: 'Bundler', strict: true, skipLibCheck: true, noEmit: true},
      include: ['src'],
    }),
    'src/app.ts': `import { Client } from 'discord.js';\nconsole.log('BOT STARTED');\nexport default new Client({ intents: [] });\n`,
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
    'scripts/release-build.ts': RELEASE,
    'scripts/build-then-start.ts': BUILD_THEN_START,
  });
  const r = spawnSync(process.execPath, ['scripts/release-build.ts'], {
    cwd: d,
    encoding: 'utf8',
    timeout: 180_000,
    env: {...process.env, GIT_COMMIT: 'abc1234'},
  });
  const out = plain(`${r.stdout}${r.stderr}`);
  console.log(
    'CLAIM release-build',
    r.status,
    out
      .split('\n')
      .filter((l) => /Built in|type|error|Error/i.test(l))
      .slice(0, 4)
      .join(' / '),
  );
  console.log(
    'CLAIM stamp-file',
    existsSync(join(d, 'dist', 'build-stamp.json'))
      ? readFileSync(join(d, 'dist', 'build-stamp.json'), 'utf8').replace(/\s+/g, ' ')
      : 'missing',
  );
  // a build error ends the process with 1 before the code after the call
  writeBot(d, {
    'src/app.ts': `import { Client } from 'discord.js';\nconst n: number = 'x';\nexport default new Client({ intents: [] });\n`,
  });
  const r2 = spawnSync(process.execPath, ['scripts/release-build.ts'], {cwd: d, encoding: 'utf8', timeout: 180_000});
  console.log('CLAIM release-build-on-type-error', r2.status, /Built in/.test(r2.stdout) ? 'code after ran' : 'code after did not run');
  writeBot(d, {
    'src/app.ts': `import { Client } from 'discord.js';\nconsole.log('BOT STARTED');\nexport default new Client({ intents: [] });\n`,
  });
  const r3 = spawnSync(process.execPath, ['scripts/build-then-start.ts'], {
    cwd: d,
    encoding: 'utf8',
    timeout: 60_000,
    env: {...process.env, DISCORD_TOKEN: 'x.y.z'},
  });
  const out3 = plain(`${r3.stdout}${r3.stderr}`);
  console.log(
    'CLAIM build-then-start',
    r3.status,
    r3.error?.code ?? '',
    out3
      .split('\n')
      .filter((l) => /BOT STARTED|Build|error|token/i.test(l))
      .slice(0, 5)
      .join(' / '),
  );
  // typeChecker.performTypeCheck exits the process with 1 on errors
  writeBot(d, {'src/app.ts': `const n: number = 'x';\nexport default n;\n`});
  const tcScript = `import { pathToFileURL } from 'node:url';\nconst m = await import(pathToFileURL(${JSON.stringify(join(cliFolder, 'type-checker.js'))}).href);\nawait m.performTypeCheck(process.cwd());\nconsole.log('after type check');\n`;
  const r4 = spawnSync(process.execPath, ['--input-type=module', '-e', tcScript], {cwd: d, encoding: 'utf8', timeout: 120_000});
  console.log('CLAIM performTypeCheck-on-error', r4.status, /after type check/.test(r4.stdout) ? 'returned' : 'did not return');
}
