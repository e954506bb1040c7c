// Audit probe: the remaining run-time claims of the five pages, each in a small project built and started offline
// with the real CLI (`commandkit build`, `commandkit start`, `commandkit dev`).
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {spawnSync} from 'node:child_process';
import {isRunning, runCli, type StepContext} from '#support';
import {APP, CONFIG, PING, READY, claim, grep, pids, project, runs, session, startSession, writeOfflinePreload} from './support.js';

export const installs = {typescript: '^5.8.3'};
export async function reproduce(context: StepContext): Promise<void> {
  // A. no src/app/events folder, under dev and start (known issue events-folder-required)
  const a = project(context, 'no-events', {
    'commandkit.config.ts': CONFIG(),
    'src/app.ts': APP,
    'src/app/commands/ping.ts': PING,
    '.env': 'DISCORD_TOKEN=t\n',
  });
  const aDev = await session(a, [], 'dev', {}, /PUTS pid=|rror/);
  claim('no events folder: dev', grep(aDev, /Loaded|compilation|rror|ENOENT|SESSION|PUTS/, 8));
  const aStart = await session(a, [], 'start', {}, /PUTS pid=|rror/);
  claim('no events folder: start', grep(aStart, /Loaded|rror|ENOENT|SESSION|PUTS/, 8));

  // B. an old src/index.ts next to app.ts
  const b = project(context, 'old-index', {
    'commandkit.config.ts': CONFIG(),
    'src/app.ts': APP,
    'src/index.ts': "console.log('USER-INDEX-RAN');\nexport {};\n",
    'src/app/commands/ping.ts': PING,
    ...READY,
    '.env': 'DISCORD_TOKEN=t\n',
  });
  const bOut = await session(b, ['ping']);
  claim(
    'old src/index.ts: dist/index.js holds',
    readFileSync(join(b.cwd, 'dist', 'index.js'), 'utf8').includes('USER-INDEX-RAN') ? 'the user file' : 'the generated entry',
  );
  claim('old src/index.ts: start', {userIndexRan: /USER-INDEX-RAN/.test(bOut), bot: runs(bOut)});

  // C. app.ts listeners, onApplicationBootstrap, listener arguments, a `ready` folder, name from command.name, a builder
  const c = project(context, 'app-hooks', {
    'commandkit.config.ts': CONFIG(),
    'src/app.ts':
      "import { Client } from 'discord.js';\nimport { onApplicationBootstrap } from 'commandkit';\nconst client = new Client({ intents: ['Guilds'] });\nclient.on('clientReady', () => console.log('APP-OWN-LISTENER'));\nonApplicationBootstrap((ck) => console.log('APP-BOOTSTRAP commands=' + ck.commandHandler.getCommandsArray().length));\nexport default client;\n",
    'src/app/events/clientReady/args.ts':
      "export default function (...args) { console.log('LISTENER-ARGS ' + args.map((a) => a?.constructor?.name).join(',')); }\n",
    'src/app/events/ready/old.ts': "export default function () { console.log('READY-FOLDER-FIRED'); }\n",
    'src/app/commands/lat.ts':
      "export const command = { name: 'latency2', description: 'x' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('l2'); }\n",
    'src/app/commands/built.ts':
      "import { SlashCommandBuilder } from 'discord.js';\nexport const command = new SlashCommandBuilder().setName('built').setDescription('from a builder');\nexport async function chatInput(ctx) { await ctx.interaction.reply('built ok'); }\n",
    '.env': 'DISCORD_TOKEN=t\n',
  });
  const cOut = await session(c, ['latency2', 'built']);
  claim(
    'app.ts hooks and listeners',
    grep(cOut, /APP-OWN|APP-BOOTSTRAP|LISTENER-ARGS|READY-FOLDER|Loaded \d+ commands|Logged|Refreshed|PUTS|eprecat/, 12),
  );
  claim('name from command.name, builder', runs(cOut));

  // D. prefixes: default `!`, setPrefixResolver, disablePrefixCommands
  const d = project(context, 'prefix', {
    'commandkit.config.ts': CONFIG(),
    'src/app.ts': APP,
    'src/app/commands/ping.ts': PING,
    ...READY,
    '.env': 'DISCORD_TOKEN=t\n',
  });
  claim('prefix default !', runs(await session(d, ['msg:!ping', 'msg:?ping'])));
  writeFileSync(
    join(d.cwd, 'src/app.ts'),
    APP.replace('export default', "import { commandkit } from 'commandkit';\ncommandkit.setPrefixResolver(() => '?');\nexport default"),
  );
  claim('setPrefixResolver ?', runs(await session(d, ['msg:!ping', 'msg:?ping'])));
  writeFileSync(join(d.cwd, 'commandkit.config.ts'), CONFIG('{ disablePrefixCommands: true }'));
  claim('disablePrefixCommands', runs(await session(d, ['msg:?ping', 'ping'])));

  // E. no command at all: is a registration request sent?
  const e = project(context, 'empty', {'commandkit.config.ts': CONFIG(), 'src/app.ts': APP, ...READY, '.env': 'DISCORD_TOKEN=t\n'});
  claim('no commands: registration requests', grep(await session(e, []), /PUTS|Refreshed|rror/, 4));

  // F. the production entry run by hand from the project root and from dist/
  const f = project(context, 'by-hand', {
    'commandkit.config.ts': CONFIG(),
    'src/app.ts': APP,
    'src/app/commands/ping.ts': PING,
    ...READY,
    '.env': 'DISCORD_TOKEN=t\n',
  });
  runCli(f, ['build']);
  const preload = writeOfflinePreload(f);
  const byHand = (cwd: string) => {
    const r = spawnSync(process.execPath, [`--import=${preload}`, join(f.cwd, 'dist', 'index.js')], {
      cwd,
      encoding: 'utf8',
      timeout: 8000,
      env: {...process.env},
    });
    return grep(`${r.stdout}${r.stderr}`, /Loaded|OFFLINE|rror|ENOENT/, 5);
  };
  claim('node dist/index.js from the project root', byHand(f.cwd));
  claim('node dist/index.js from dist/', byHand(join(f.cwd, 'dist')));

  // G. the config file: a local import without and with its extension; `entrypoints`
  const g = project(context, 'config-import', {
    'commandkit.config.ts':
      "import { defineConfig } from 'commandkit/config';\nimport { dist } from './settings';\nexport default defineConfig({ distDir: dist });\n",
    'settings.ts': "export const dist = 'out';\n",
    'src/app.ts': APP,
    ...READY,
  });
  const g1 = runCli(g, ['build']);
  claim('config imports ./settings (no extension)', {status: g1.status, out: grep(g1.output, /rror|Cannot find/, 2)});
  writeFileSync(
    join(g.cwd, 'commandkit.config.ts'),
    "import { defineConfig } from 'commandkit/config';\nimport { dist } from './settings" +
      ".ts';\nexport default defineConfig({ distDir: dist, entrypoints: ['scripts/*.ts'] });\n",
  );
  writeFileSync(
    join(g.cwd, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'Preserve',
        moduleResolution: 'Bundler',
        allowImportingTsExtensions: true,
        noEmit: true,
        skipLibCheck: true,
      },
    }),
  );
  mkdirSync(join(g.cwd, 'scripts'), {recursive: true});
  writeFileSync(join(g.cwd, 'scripts', 'seed.ts'), "console.log('seed');\n");
  const g2 = runCli(g, ['build']);
  claim('config imports ./settings.ts; entrypoints scripts/*.ts', {
    status: g2.status,
    out: existsSync(join(g.cwd, 'out', 'index.js')),
    seed: ['out/scripts/seed.js', 'out/seed.js'].filter((p) => existsSync(join(g.cwd, p))),
    err: grep(g2.output, /rror/, 2),
  });

  // H. what 1.x still exports of 0.1.10's API
  const ck: any = await import('commandkit');
  claim('removed and kept API', {
    createSignal: typeof ck.createSignal,
    createEffect: typeof ck.createEffect,
    ReloadType: typeof ck.ReloadType,
    reloadCommands: typeof ck.CommandKit.prototype.reloadCommands,
    reloadEvents: typeof ck.CommandKit.prototype.reloadEvents,
    reloadValidations: typeof ck.CommandKit.prototype.reloadValidations,
    getters: ['commandsPath', 'eventsPath', 'validationsPath', 'devUserIds', 'devGuildIds', 'devRoleIds', 'commands'].filter((n) =>
      Object.getOwnPropertyDescriptor(ck.CommandKit.prototype, n),
    ),
  });

  // I. CK_NODE_OPTIONS --inspect under start
  const i = project(context, 'inspect', {
    'commandkit.config.ts': CONFIG(),
    'src/app.ts': APP,
    ...READY,
    'src/app/commands/ping.ts': PING,
    '.env': 'DISCORD_TOKEN=t\n',
  });
  runCli(i, ['build']);
  const si = startSession(i, ['start'], {CK_NODE_OPTIONS: `--inspect=127.0.0.1:0 --import=${writeOfflinePreload(i)}`});
  try {
    await si.waitFor(/PUTS pid=/, 0, 60_000);
    claim('CK_NODE_OPTIONS --inspect', grep(si.text(), /Debugger|OFFLINE/, 3));
  } catch (err) {
    claim('CK_NODE_OPTIONS --inspect', String(err).slice(0, 300));
  } finally {
    for (const p of pids(si.text())) if (isRunning(p)) process.kill(p, 'SIGKILL');
    try {
      process.kill(-si.child.pid!, 'SIGKILL');
    } catch {}
  }
  void rmSync;
}
