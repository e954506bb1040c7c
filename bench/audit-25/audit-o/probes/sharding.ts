// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Audit-o probe: sharding-your-bot, with the page's blocks read from the page (AUDIT_O_SITE=<site checkout>).
// 1. `commandkit build` of the page's project: what dist holds.
// 2. `commandkit start`: which file the CLI runs, what the page's manager does offline (it needs Discord for 'auto').
// 3. The same manager with a fixed shard count: what each shard process runs (file, Node flags, env, .env).
// 4. A real discord.js ShardingManager spawning 2 shard processes, each an offline CommandKit bot built from the
//    page's config and stats command: which shard registers, what /stats answers through the manager's IPC.
import {fork} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {captureOutput, runCli, startCli, writeBot} from '#support';

const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const page = () => readFileSync(`${process.env.AUDIT_O_SITE}/docs/guide/advanced/sharding-your-bot.mdx`, 'utf8');
const block = (title: string) => {
  const m = new RegExp('```ts title="' + title.replace(/\./g, '\\.') + '"\\n([\\s\\S]*?)```').exec(page());
  if (!m) throw new Error(`no block ${title} on the page`);
  return m[1];
};
// The app file prints what the process it runs in looks like, then exports the client as the page requires.
const APP = `import { Client } from 'discord.js';
console.log('APP-LOADED ' + JSON.stringify({ entry: process.argv[1]?.split('/').slice(-2).join('/'), execArgv: process.execArgv, shards: process.env.SHARDS ?? null, token: process.env.DISCORD_TOKEN ?? null, dev: process.env.COMMANDKIT_IS_DEV ?? null }));
export default new Client({ intents: ['Guilds'] });
`;
const listDist = (dir: string) =>
  readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && !e.name.endsWith('.map'))
    .map((e) => join(e.parentPath ?? e.path, e.name).slice(dir.length + 1))
    .sort();

async function startFor(context, ms: number, env = {}) {
  const cli = startCli(context, ['start'], env);
  await new Promise((r) => setTimeout(r, ms));
  cli.stop();
  await cli.exited;
  return cli
    .output()
    .split('\n')
    .filter((l) => /APP-LOADED|Shard|launched|Error|error|TOKEN|token|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|fetch failed/i.test(l))
    .map((l) => l.trim().slice(0, 220))
    .slice(0, 12);
}

export async function reproduce(context): Promise<void> {
  writeBot(context.cwd, {
    'src/app.ts': APP,
    'src/sharding-manager.ts': block('src/sharding-manager.ts'),
    'src/app/commands/stats.ts': block('src/app/commands/stats.ts'),
    'src/app/events/clientReady/ready.ts': 'export default function () {}\n',
    'commandkit.config.ts': block('commandkit.config.ts'),
    '.env': 'DISCORD_TOKEN=token-from-dotenv\n',
  });
  const build = runCli(context, ['build']);
  claim('build', {status: build.status, dist: listDist(join(context.cwd, 'dist'))});
  const index = readFileSync(join(context.cwd, 'dist', 'index.js'), 'utf8');
  claim('index-js', {importsApp: /app\.js/.test(index), loadsEnv: /\.env/.test(index), size: index.length});
  // 2. The page's manager, as the page shows it (totalShards: 'auto').
  claim('start-auto', await startFor(context, 15_000));
  // 3. Same manager, two shards instead of 'auto': the shards run without Discord until they log in.
  const manager = join(context.cwd, 'src', 'sharding-manager.ts');
  writeFileSync(manager, readFileSync(manager, 'utf8').replace("totalShards: 'auto'", 'totalShards: 2'));
  runCli(context, ['build']);
  claim('start-two-shards', await startFor(context, 14_000));
  // Without execArgv in the manager's options.
  writeFileSync(manager, readFileSync(manager, 'utf8').replace("execArgv: ['--enable-source-maps'],", ''));
  runCli(context, ['build']);
  claim('start-no-execargv', await startFor(context, 9_000));
  // The manager process itself: its Node flags, as the CLI starts it.
  writeFileSync(
    manager,
    `console.log('APP-LOADED ' + JSON.stringify({ entry: 'manager', execArgv: process.execArgv, token: process.env.DISCORD_TOKEN ?? null, dev: process.env.COMMANDKIT_IS_DEV ?? null }));\n`,
  );
  runCli(context, ['build']);
  claim('manager-process', await startFor(context, 4_000));

  // 4. Two real shard processes of the page's bot (config + stats), each offline, driven by discord.js's manager.
  writeBot(context.cwd, {
    'src/app.ts': "import { Client } from 'discord.js';\nexport default new Client({ intents: ['Guilds'] });\n",
    'src/sharding-manager.ts': '',
  });
  runCli(context, ['build']);
  const {ShardingManager} = await import('discord.js');
  const sm = new ShardingManager(process.argv[1], {
    totalShards: 2,
    shardArgs: [process.argv[2], 'shard'],
    token: 'offline.token',
    execArgv: process.execArgv,
  });
  await sm.spawn({amount: 2, delay: 6000, timeout: -1});
  await new Promise((r) => setTimeout(r, 16_000));
  for (const shard of sm.shards.values()) shard.kill();
}

/** One shard process: the built bot started offline (what dist/index.js does, minus the login to Discord). */
export async function shard(): Promise<void> {
  process.env.DISCORD_TOKEN ??= 'offline.token';
  const output = captureOutput();
  const kit = await import('#bot-kit');
  const {commandkit} = await import('commandkit');
  const app = (await import(pathToFileURL(join(process.cwd(), 'dist', 'app.js')).href)).default;
  const bot = kit.takeOffline(app);
  commandkit.setClient(app);
  await commandkit.start();
  await bot.settle();
  const id = app.shard?.ids.join(',');
  claim(
    `shard${id}-registered`,
    bot.registeredCommands().map((c) => c.name),
  );
  const early = await bot.chatInput('stats');
  claim(`shard${id}-stats-early`, {
    replies: early.replies.map((r) => r.content),
    errors: early.errors.map((e) => String(e?.message ?? e).slice(0, 120)),
    logged: output.lines
      .filter((l) => /Sharding|shard/i.test(l) && !l.startsWith('CLAIM'))
      .map((l) => l.slice(0, 200))
      .slice(0, 3),
  });
  await new Promise((r) => setTimeout(r, 9000));
  const later = await bot.chatInput('stats');
  claim(
    `shard${id}-stats-later`,
    later.replies.map((r) => r.content),
  );
  await new Promise((r) => setTimeout(r, 60_000));
}
