// Audit probe: the project create-commandkit 1.2.0 writes (the framework's examples/basic-ts and basic-js at the
// documented commit, copied as the scaffolder copies them, with the `.env` it writes), then the manual setup page's
// project; each built, started offline and stopped with Ctrl+C. EXAMPLES_DIR names a folder holding `examples/`
// exported from the framework's repository at the documented commit (not committed here).
import {cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {isRunning, runCli, type StepContext} from '#support';
import {claim, grep, pause, pids, startSession, trigger, writeOfflinePreload, type Session} from './support.js';

export const installs = {typescript: '^5.8.3', '@types/node': '^24'};

async function startAndStop(context: StepContext, dir: string, run: string[], label: string, args = ['start']): Promise<void> {
  const ctx = {...context, cwd: dir};
  const s: Session = startSession(ctx, args, {CK_NODE_OPTIONS: `--import=${writeOfflinePreload(ctx)}`});
  try {
    await s.waitFor(/PUTS pid=/);
    await pause(500);
    claim(`${label}: output`, grep(s.text(), /Loaded|OFFLINE|Logged in|Ready as|Refreshed|PUTS|rror|├|└|APP/, 20));
    claim(`${label}: run`, await trigger(ctx, s, run));
    if (s.ended()) claim(`${label}: ended early`, {exit: await s.exited, tail: s.text().split('\n').slice(-15)});
    const bots = pids(s.text());
    if (!s.ended()) process.kill(-s.child.pid!, 'SIGINT');
    claim(`${label}: Ctrl+C`, await Promise.race([s.exited, pause(15_000).then(() => 'still running')]));
    await pause(800);
    claim(`${label}: bot alive after Ctrl+C`, bots.map(isRunning));
  } finally {
    try {
      process.kill(-s.child.pid!, 'SIGKILL');
    } catch {}
  }
}

export async function reproduce(context: StepContext): Promise<void> {
  const examples = process.env.EXAMPLES_DIR;
  if (!examples || !existsSync(join(examples, 'examples', 'basic-ts'))) throw new Error('EXAMPLES_DIR with examples/basic-ts is needed');

  // --- basic-ts, as create-commandkit 1.2.0 leaves it (the example copied, then `.env` written with the token)
  const ts = join(context.cwd, 'my-bot');
  cpSync(join(examples, 'examples', 'basic-ts'), ts, {recursive: true});
  writeFileSync(join(ts, '.env'), 'DISCORD_TOKEN="token-from-scaffolder"');
  claim('basic-ts files', readdirSync(ts, {recursive: true}).map(String).sort());
  const tctx = {...context, cwd: ts};
  const b1 = runCli(tctx, ['build']);
  claim('basic-ts: first build (no dev run yet)', {status: b1.status, out: grep(b1.output, /error|TS\d|Build|built|type/i, 8)});
  claim('basic-ts: commandkit-types after a CLI run', existsSync(join(ts, 'node_modules', 'commandkit-types', 'index.d.ts')));
  claim('basic-ts: dist', existsSync(join(ts, 'dist')) ? readdirSync(join(ts, 'dist')).sort() : null);
  await startAndStop(context, ts, ['ping'], 'basic-ts start');

  // dev once: what commandkit-types holds afterwards
  const d = startSession(tctx, ['dev'], {CK_NODE_OPTIONS: `--import=${writeOfflinePreload(tctx)}`});
  try {
    await d.waitFor(/PUTS pid=/);
    await pause(500);
    claim('basic-ts dev: output', grep(d.text(), /Loaded|Logged in|Refreshed|rror|├|└/, 20));
    claim('basic-ts dev: run', await trigger(tctx, d, ['ping']));
    const types = join(ts, 'node_modules', 'commandkit-types');
    claim('basic-ts dev: commandkit-types files', existsSync(types) ? readdirSync(types) : null);
    claim(
      'basic-ts dev: commandkit-types names ping',
      existsSync(types) && readdirSync(types).some((f) => readFileSync(join(types, f), 'utf8').includes('ping')),
    );
    const bots = pids(d.text());
    process.kill(-d.child.pid!, 'SIGINT');
    claim('basic-ts dev: Ctrl+C', await Promise.race([d.exited, pause(15_000).then(() => 'still running')]));
    await pause(800);
    claim('basic-ts dev: bot alive after Ctrl+C', bots.map(isRunning));
  } finally {
    try {
      process.kill(-d.child.pid!, 'SIGKILL');
    } catch {}
  }
  // the first message command of the template through the prefix: !ping (message intents in the template)
  claim(
    'basic-ts app.ts intents',
    /GuildMembers/.test(readFileSync(join(ts, 'src/app.ts'), 'utf8')) &&
      /MessageContent/.test(readFileSync(join(ts, 'src/app.ts'), 'utf8')),
  );
  const noDist = (rmSync(join(ts, 'dist'), {recursive: true, force: true}), runCli(tctx, ['start']));
  claim('basic-ts: start without a build', {status: noDist.status, out: grep(noDist.output, /.+/, 4)});

  // --- basic-js: no TypeScript file, jsconfig.json, commandkit.config.mjs
  const js = join(context.cwd, 'my-js-bot');
  cpSync(join(examples, 'examples', 'basic-js'), js, {recursive: true});
  writeFileSync(join(js, '.env'), 'DISCORD_TOKEN=""');
  const b2 = runCli({...context, cwd: js}, ['build']);
  claim('basic-js: build', {status: b2.status, out: grep(b2.output, /error|TS\d|Build/i, 6)});
  // real discord.js login (no preload): what the empty token the scaffolder writes without a token does
  const empty = runCli({...context, cwd: js}, ['start']);
  claim('basic-js: start with DISCORD_TOKEN="" (real login)', {status: empty.status, out: grep(empty.output, /Loaded|rror|token/i, 6)});
  writeFileSync(join(js, '.env'), 'DISCORD_TOKEN="js-token"');
  await startAndStop(context, js, ['ping'], 'basic-js start');

  // --- the manual setup page's project, file by file
  const m = join(context.cwd, 'manual');
  mkdirSync(m, {recursive: true});
  const files: Record<string, string> = {
    'package.json': JSON.stringify({
      name: 'my-bot',
      private: true,
      type: 'module',
      scripts: {dev: 'commandkit dev', build: 'commandkit build', start: 'commandkit start'},
    }),
    'commandkit.config.ts': "import { defineConfig } from 'commandkit/config';\n\nexport default defineConfig({});\n",
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'Preserve',
        moduleResolution: 'Bundler',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        esModuleInterop: true,
        resolveJsonModule: true,
        jsx: 'react-jsx',
        jsxImportSource: 'commandkit',
      },
      include: ['src', 'commandkit.config.ts', 'commandkit-env.d.ts'],
      exclude: ['node_modules', 'dist', '.commandkit'],
    }),
    'commandkit-env.d.ts': '/// <reference path="node_modules/commandkit-types/index.d.ts" />\n',
    'src/app.ts':
      "import { Client, GatewayIntentBits } from 'discord.js';\n\nconst intents = [\n  GatewayIntentBits.Guilds,\n  GatewayIntentBits.GuildMessages,\n  GatewayIntentBits.MessageContent,\n];\n\nconst client = new Client({ intents });\n\nexport default client;\n",
    '.env': 'DISCORD_TOKEN=your-bot-token\n',
    'src/app/commands/latency.ts':
      "import type { ChatInputCommand, CommandData } from 'commandkit';\n\nexport const command: CommandData = {\n  name: 'latency',\n  description: 'Check that the bot answers',\n};\n\nexport const chatInput: ChatInputCommand = async ({ interaction, client }) => {\n  await interaction.reply(`Gateway latency: ${client.ws.ping}ms`);\n};\n",
    'src/app/events/clientReady/announce.ts':
      "import type { EventHandler } from 'commandkit';\nimport { Logger } from 'commandkit/logger';\n\nconst announce: EventHandler<'clientReady'> = (client) => {\n  Logger.info(`Ready as ${client.user.tag}`);\n};\n\nexport default announce;\n",
  };
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(join(m, f, '..'), {recursive: true});
    writeFileSync(join(m, f), text);
  }
  const b3 = runCli({...context, cwd: m}, ['build']);
  claim('manual: build', {status: b3.status, out: grep(b3.output, /error|TS\d|Build/i, 6)});
  await startAndStop(context, m, ['latency'], 'manual start');
  // the config edited as the setup page's example (distDir build, no prefix commands)
  writeFileSync(
    join(m, 'commandkit.config.ts'),
    "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ disablePrefixCommands: true, distDir: 'build' });\n",
  );
  const b4 = runCli({...context, cwd: m}, ['build']);
  claim('manual: distDir build', {status: b4.status, build: existsSync(join(m, 'build', 'index.js'))});
  await startAndStop(context, m, ['latency'], 'manual start from build/');
}
