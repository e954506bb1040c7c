// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/getting-started/setup-commandkit, guide/advanced/setup-commandkit-manually and
// guide/getting-started/introduction about the CLI: config lookup, defaults, build, start, .env files, the token,
// CK_NODE_OPTIONS, COMMANDKIT_PUBLIC_ values, `commandkit create` and a JavaScript project without TypeScript.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {cliPath, plain, writeBot} from '#support';

function cli(ctx, dir, args, env = {}, extraNodeArgs = []) {
  const r = spawnSync(process.execPath, [...extraNodeArgs, cliPath(ctx.projectDir), ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 180_000,
    env: {...process.env, ...env},
  });
  return {status: r.status, out: plain(`${r.stdout}${r.stderr}`)};
}
const first = (text, re, n = 3) =>
  text
    .split('\n')
    .filter((l) => re.test(l))
    .slice(0, n)
    .join(' / ');

export default async function (ctx: any) {
  const {defaultConfig} = await import('commandkit');
  console.log('CLAIM defaults', JSON.stringify(defaultConfig));

  // 1. four config files at once: which one is used; entry file; start without build
  const a = join(ctx.cwd, 'order');
  mkdirSync(a);
  const cfg = (dist) => `import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ distDir: '${dist}' });\n`;
  writeBot(a, {
    'commandkit.config.js': cfg('out-js'),
    'commandkit.config.mjs': cfg('out-mjs'),
    'commandkit.config.cjs': `module.exports = require('commandkit/config').defineConfig({ distDir: 'out-cjs' });\n`,
    'commandkit.config.ts': cfg('out-ts'),
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
    'src/app.ts': [
      "console.log('APPENV', JSON.stringify({ NODE_ENV: process.env.NODE_ENV, A: process.env.A, B: process.env.B, C: process.env.C, D: process.env.D, PUB: process.env.COMMANDKIT_PUBLIC_X, BV: process.env.BUILD_VAL }));",
      "console.log('APPARGV', JSON.stringify(process.execArgv));",
      'export default { notAClient: true };',
    ].join('\n'),
    '.env': 'A=env\nB=env\n',
    '.env.local': 'A=local\nC=local\n',
    '.env.production': 'B=production\nC=production\nD=production\n',
    '.env.development': 'D=development\n',
  });
  const noBuild = cli(ctx, a, ['start']);
  console.log('CLAIM start-without-build', noBuild.status, first(noBuild.out, /build|not found|exist/i));
  const b1 = cli(ctx, a, ['build'], {COMMANDKIT_PUBLIC_X: 'inlined'});
  console.log(
    'CLAIM build-with-four-configs',
    b1.status,
    'dirs',
    readdirSync(a)
      .filter((f) => f.startsWith('out-'))
      .join(','),
  );
  const out = readdirSync(a).find((f) => f.startsWith('out-'));
  if (out) console.log('CLAIM entry-file', existsSync(join(a, out, 'index.js')));
  const s1 = cli(ctx, a, ['start'], {CK_NODE_OPTIONS: '--max-old-space-size=4096 --stack-size=900', NODE_OPTIONS: ''});
  console.log('CLAIM start-loaded-lines', first(s1.out, /Loaded/, 6));
  console.log('CLAIM start-app-env', first(s1.out, /APPENV/, 1));
  console.log('CLAIM start-app-argv', first(s1.out, /APPARGV/, 1));
  console.log('CLAIM start-bad-default-export', s1.status, first(s1.out, /default export|Client/i, 2));
  const s2 = cli(ctx, a, ['start'], {NODE_OPTIONS: '--stack-size=901'});
  console.log('CLAIM start-node-options-fallback', first(s2.out, /APPARGV/, 1));

  // 2. a TypeScript type error stops the build; ignoreBuildErrors lets it through
  const t = join(ctx.cwd, 'typed');
  mkdirSync(t);
  writeBot(t, {
    'commandkit.config.ts': `import { defineConfig } from 'commandkit/config';\nexport default defineConfig({});\n`,
    'tsconfig.json': JSON.stringify({
      compilerOptions: {target: 'ES2022', module: 'Preserve', moduleResolution: 'Bundler', strict: true, skipLibCheck: true, noEmit: true},
      include: ['src'],
    }),
    'src/app.ts': `import { Client } from 'discord.js';\nconst n: number = 'not a number';\nexport default new Client({ intents: [] });\n`,
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
  });
  const tb = cli(ctx, t, ['build']);
  console.log('CLAIM type-error-build', tb.status, first(tb.out, /error|TS\d+/i, 2), 'dist', existsSync(join(t, 'dist', 'index.js')));
  writeFileSync(
    join(t, 'commandkit.config.ts'),
    `import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ typescript: { ignoreBuildErrors: true } });\n`,
  );
  const tb2 = cli(ctx, t, ['build']);
  console.log('CLAIM ignoreBuildErrors-build', tb2.status, 'dist', existsSync(join(t, 'dist', 'index.js')));
  // create command / event with and without tsconfig
  const cc = cli(ctx, t, ['create', 'command', 'hello']);
  const ce = cli(ctx, t, ['create', 'event', 'guildCreate']);
  const helloTs = join(t, 'src', 'app', 'commands', 'hello.ts');
  console.log(
    'CLAIM create-command-ts',
    cc.status,
    existsSync(helloTs),
    existsSync(helloTs) ? /chatInput/.test(readFileSync(helloTs, 'utf8')) + '/' + /message/.test(readFileSync(helloTs, 'utf8')) : '',
  );
  const evDir = join(t, 'src', 'app', 'events', 'guildCreate');
  console.log('CLAIM create-event', ce.status, existsSync(evDir) ? readdirSync(evDir).join(',') : 'no folder');
  const info = cli(ctx, t, ['info']);
  console.log('CLAIM info', info.status, first(info.out, /node|commandkit|discord|OS|platform/i, 4));

  // 3. a JavaScript project in which `typescript` cannot be resolved
  const j = join(ctx.cwd, 'js');
  mkdirSync(j);
  writeBot(j, {
    'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nexport default defineConfig({});\n`,
    'src/app.js': `import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n`,
    'src/app/commands/ping.js': `export const command = { name: 'ping', description: 'p' };\nexport async function chatInput({ interaction }) { await interaction.reply('pong'); }\n`,
    'src/app/events/clientReady/r.js': 'export default function () {}\n',
    'no-ts.mjs': `import { registerHooks } from 'node:module';\nregisterHooks({ resolve(spec, context, next) { if (spec === 'typescript' || spec.startsWith('typescript/')) throw Object.assign(new Error("Cannot find package 'typescript' (hidden by the probe)"), { code: 'ERR_MODULE_NOT_FOUND' }); return next(spec, context); } });\n`,
  });
  const jb = cli(ctx, j, ['build'], {}, ['--import', join(j, 'no-ts.mjs')]);
  console.log(
    'CLAIM js-build-without-typescript',
    jb.status,
    first(jb.out, /typescript|fail|error/i, 3),
    'dist',
    existsSync(join(j, 'dist', 'index.js')),
  );
  const cj = cli(ctx, j, ['create', 'command', 'hi']);
  console.log('CLAIM create-command-js', cj.status, readdirSync(join(j, 'src', 'app', 'commands')).join(','));

  // 3b. a config file with an enum (not erasable TypeScript)
  const e = join(ctx.cwd, 'enumcfg');
  mkdirSync(e);
  writeBot(e, {
    'commandkit.config.ts': `import { defineConfig } from 'commandkit/config';\nenum Dir { Out = 'enum-out' }\nexport default defineConfig({ distDir: Dir.Out });\n`,
    'src/app.ts': `import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n`,
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
  });
  const eb = cli(ctx, e, ['build']);
  console.log(
    'CLAIM enum-config-build',
    eb.status,
    first(eb.out, /enum|strip|TypeScript|Error/i, 2),
    'enum-out',
    existsSync(join(e, 'enum-out')),
  );

  // 4. which token CommandKit logs in with
  const {Client} = await import('discord.js');
  const {CommandKit} = await import('commandkit');
  for (const env of [{DISCORD_TOKEN: 'dt', TOKEN: 't'}, {TOKEN: 't'}]) {
    delete process.env.DISCORD_TOKEN;
    delete process.env.TOKEN;
    Object.assign(process.env, env);
    const client = new Client({intents: []});
    let used;
    client.login = async (tok) => {
      used = tok;
      throw new Error('stop');
    };
    const ck = new CommandKit({client});
    try {
      await ck.start();
    } catch {}
    console.log('CLAIM token', JSON.stringify(env), 'client.token', client.token, 'login ->', used);
  }
}
