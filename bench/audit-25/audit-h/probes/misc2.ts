// Audit probe: type errors and `commandkit build`, a JavaScript project without `typescript`, NODE_OPTIONS as the
// fallback of CK_NODE_OPTIONS, the config and `.env` files when the entry is run from another folder, and
// `entrypoints` naming a file outside src.
import {existsSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {spawnSync} from 'node:child_process';
import {runCli, type StepContext} from '#support';
import {APP, CONFIG, PING, READY, claim, grep, project, runs, session, writeOfflinePreload} from './support.js';

export const installs = {typescript: '^5.8.3'};
const TSCONFIG = JSON.stringify({
  compilerOptions: {module: 'Preserve', moduleResolution: 'Bundler', strict: true, noEmit: true, skipLibCheck: true},
  include: ['src'],
});

export async function reproduce(context: StepContext): Promise<void> {
  // type errors stop `commandkit build` unless typescript.ignoreBuildErrors
  const t = project(context, 'type-error', {
    'commandkit.config.ts': CONFIG(),
    'tsconfig.json': TSCONFIG,
    'src/app.ts': APP,
    ...READY,
    'src/app/commands/bad.ts':
      "const n: number = 'text';\nexport const command = { name: 'bad', description: 'b' };\nexport async function chatInput(ctx) { await ctx.interaction.reply(String(n)); }\n",
  });
  const t1 = runCli(t, ['build']);
  claim('type error: build', {
    status: t1.status,
    dist: existsSync(join(t.cwd, 'dist', 'index.js')),
    out: grep(t1.output, /TS\d+|error/i, 2),
  });
  writeFileSync(join(t.cwd, 'commandkit.config.ts'), CONFIG('{ typescript: { ignoreBuildErrors: true } }'));
  const t2 = runCli(t, ['build']);
  claim('type error + ignoreBuildErrors: build', {status: t2.status, dist: existsSync(join(t.cwd, 'dist', 'index.js'))});

  // a JavaScript project in which `typescript` cannot be resolved: build, then start and run /ping
  const j = project(context, 'js', {
    'commandkit.config.mjs': CONFIG(),
    'src/app.js': APP,
    'src/app/commands/ping.js': PING,
    'src/app/events/clientReady/log.js': "export default function () { console.log('READY-LISTENER'); }\n",
    'no-ts.mjs':
      "import { registerHooks } from 'node:module';\nregisterHooks({ resolve(spec, context, next) { if (spec === 'typescript' || spec.startsWith('typescript/')) throw Object.assign(new Error(\"Cannot find package 'typescript' (hidden)\"), { code: 'ERR_MODULE_NOT_FOUND' }); return next(spec, context); } });\n",
    '.env': 'DISCORD_TOKEN=t\n',
  });
  const hide = `--import=${join(j.cwd, 'no-ts.mjs')}`;
  const jb = spawnSync(process.execPath, [hide, join(context.projectDir, 'node_modules/commandkit/bin/index.mjs'), 'build'], {
    cwd: j.cwd,
    encoding: 'utf8',
    timeout: 150_000,
  });
  claim('js without typescript: build', {
    status: jb.status,
    dist: existsSync(join(j.cwd, 'dist', 'index.js')),
    out: grep(`${jb.stdout}${jb.stderr}`, /ERROR|rror|typescript/i, 3),
  });
  const jOut = await session(j, ['ping', 'msg:!ping'], 'start', {CK_NODE_OPTIONS: `${hide} --import=${writeOfflinePreload(j)}`});
  claim('js without typescript: start', {runs: runs(jOut), errors: grep(jOut, /ERROR|rror/, 3)});

  // NODE_OPTIONS alone reaches the bot process (CK_NODE_OPTIONS unset)
  const n = project(context, 'node-options', {
    'commandkit.config.ts': CONFIG(),
    'src/app.ts': APP,
    'src/app/commands/ping.ts': PING,
    ...READY,
    '.env': 'DISCORD_TOKEN=t\n',
  });
  const nOut = await session(n, ['ping'], 'start', {
    CK_NODE_OPTIONS: '',
    NODE_OPTIONS: `--max-old-space-size=3000 --import=${writeOfflinePreload(n)}`,
  });
  claim('NODE_OPTIONS fallback', {argv: grep(nOut, /OFFLINE-LOGIN/, 1).map((l) => l.replace(/.*execArgv=/, '')), runs: runs(nOut)});

  // the built entry started by hand from dist/: which config and .env files it finds
  const c = project(context, 'from-dist', {
    'commandkit.config.ts': CONFIG('{ disablePrefixCommands: true }'),
    'src/app.ts': APP,
    'src/app/commands/ping.ts': PING,
    ...READY,
    '.env': 'DISCORD_TOKEN=from-env-file\n',
  });
  runCli(c, ['build']);
  const byHand = (cwd: string) => {
    const preload = writeOfflinePreload(c);
    writeFileSync(join(cwd, 'trigger.txt'), 'msg:!ping');
    const r = spawnSync(process.execPath, [`--import=${preload}`, join(c.cwd, 'dist', 'index.js')], {
      cwd,
      encoding: 'utf8',
      timeout: 6000,
      env: {...process.env, DISCORD_TOKEN: undefined},
    });
    return grep(`${r.stdout}${r.stderr}`, /Loaded \.env|Loaded \d+ commands|OFFLINE|^RUN|rror|ENOENT/, 6).map((l) =>
      l.replace(/ NODE_ENV.*/, '').replace(/ errors=.*/, ''),
    );
  };
  claim('entry by hand from the project root', byHand(c.cwd));
  claim('entry by hand from dist/', byHand(join(c.cwd, 'dist')));

  // entrypoints naming a file outside src, and the same file kept under src (workaround)
  const e = project(context, 'entrypoints', {
    'commandkit.config.ts': CONFIG("{ entrypoints: ['scripts/*.ts'] }"),
    'src/app.ts': APP,
    'src/app/commands/ping.ts': PING,
    ...READY,
    'scripts/seed.ts': "console.log('seed');\n",
    '.env': 'DISCORD_TOKEN=t\n',
  });
  const eOut = await session(e, ['ping'], 'start', {}, /PUTS pid=|Failed to bootstrap/);
  claim('entrypoints scripts/*.ts', {
    dist: readdirSync(join(e.cwd, 'dist')).sort(),
    out: grep(eOut, /Failed|Cannot find module|^RUN/, 2).map((l) => l.replace(/\/.*\/dist\//, '.../dist/')),
  });
}
