// Audit probe: a real `commandkit dev` session in a reader's project (getting-started/setup-commandkit,
// advanced/setup-commandkit-manually): ready, edits of a command, an event and a plain module, a new command file,
// the keys `r`, `rc`, `re`, a config edit, two quick saves, then Ctrl+C. Login is kept offline by the preload.
import {existsSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {isRunning, writeBot, type StepContext} from '#support';
import {alive, claim, grep, pause, pids, startSession, trigger, writeOfflinePreload} from './support.js';

export const installs = {typescript: '^5.8.3'};

const ping = (v: string) =>
  `import type { ChatInputCommand, CommandData } from 'commandkit';\nimport { VERSION } from '../../lib/version';\n` +
  `export const command: CommandData = { name: 'ping', description: 'Ping' };\n` +
  `export const chatInput: ChatInputCommand = async (ctx) => { await ctx.interaction.reply('pong ${v} ' + VERSION); };\n`;
const ready = (v: string) =>
  `import type { EventHandler } from 'commandkit';\nconst h: EventHandler<'clientReady'> = (c) => { console.log('READY-LISTENER ${v} ' + c.user.tag); };\nexport default h;\n`;
const msgEvent = (v: string) => `export default function () { console.log('MESSAGE-LISTENER ${v}'); }\n`;

export async function reproduce(context: StepContext): Promise<void> {
  const cwd = context.cwd;
  writeBot(cwd, {
    'commandkit.config.ts': "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({});\n",
    'src/app.ts':
      "import { Client, GatewayIntentBits } from 'discord.js';\nconsole.log('APP-MODULE pid=' + process.pid + ' DISCORD_TOKEN=' + process.env.DISCORD_TOKEN + ' DEVONLY=' + process.env.DEVONLY);\nexport default new Client({ intents: [GatewayIntentBits.Guilds] });\n",
    'src/lib/version.ts': "export const VERSION = 'lib1';\n",
    'src/app/commands/ping.ts': ping('v1'),
    'src/app/events/clientReady/log.ts': ready('v1'),
    'src/app/events/messageCreate/log.ts': msgEvent('v1'),
    '.env': 'DISCORD_TOKEN=from-dotenv\n',
    '.env.development': 'DEVONLY=yes\n',
  });
  const preload = writeOfflinePreload(context);
  const s = startSession(context, ['dev'], {CK_NODE_OPTIONS: `--import=${preload}`});
  const all: number[] = [];
  try {
    await s.waitFor(/READY-LISTENER v1/);
    await s.waitFor(/PUTS pid=/);
    all.push(...pids(s.text()));
    claim(
      'dev: startup lines',
      grep(
        s.text(),
        /Loaded|Bootstrapped|Watching|Commands:|^r -|^rc -|^re -|APP-MODULE|OFFLINE-LOGIN|READY-LISTENER|compilation took|PUTS|rror/,
      ),
    );
    claim('dev: folders after start', {
      commandkit: existsSync(join(cwd, '.commandkit')),
      types: existsSync(join(context.projectDir, 'node_modules', 'commandkit-types')),
      dist: existsSync(join(cwd, 'dist')),
    });
    claim('dev: ping v1', await trigger(context, s, ['ping']));

    // 1. a command file
    let mark = s.text().length;
    writeFileSync(join(cwd, 'src/app/commands/ping.ts'), ping('v2'));
    await s.waitFor(/Successfully hot reloaded|full restart/, mark);
    await pause(1500);
    claim('dev: edit command -> output', grep(s.since(mark), /reload|restart|OFFLINE|READY|PUTS|rror|timed out/));
    claim('dev: edit command -> run', await trigger(context, s, ['ping']));

    // 2. an event file
    mark = s.text().length;
    writeFileSync(join(cwd, 'src/app/events/messageCreate/log.ts'), msgEvent('v2'));
    await s.waitFor(/Successfully hot reloaded|full restart/, mark);
    await pause(1500);
    claim('dev: edit event -> output', grep(s.since(mark), /reload|restart|OFFLINE|READY|PUTS|rror|timed out/));

    // 3. a module outside src/app
    mark = s.text().length;
    writeFileSync(join(cwd, 'src/lib/version.ts'), "export const VERSION = 'lib2';\n");
    await s.waitFor(/OFFLINE-LOGIN/, mark);
    await s.waitFor(/PUTS pid=/, mark);
    all.push(...pids(s.since(mark)));
    await pause(1000);
    claim('dev: edit lib -> output', grep(s.since(mark), /reload|restart|APP-MODULE|OFFLINE|READY|PUTS|rror|timed out/));
    claim('dev: edit lib -> processes alive', alive(all));
    claim('dev: edit lib -> run', await trigger(context, s, ['ping']));

    // 4. a new command file
    mark = s.text().length;
    writeFileSync(
      join(cwd, 'src/app/commands/hello.ts'),
      "export const command = { name: 'hello', description: 'Hello' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('hello there'); }\n",
    );
    await s.waitFor(/Successfully hot reloaded|full restart/, mark);
    await pause(1500);
    claim('dev: new command -> output', grep(s.since(mark), /reload|restart|OFFLINE|READY|PUTS|rror|timed out/));
    claim('dev: new command -> run', await trigger(context, s, ['hello', 'ping']));

    // 5. the keys
    mark = s.text().length;
    s.type('rc');
    await pause(4000);
    claim('dev: rc', grep(s.since(mark), /.+/));
    claim('dev: rc -> run', await trigger(context, s, ['hello']));
    mark = s.text().length;
    s.type('re');
    await pause(4000);
    claim('dev: re', grep(s.since(mark), /.+/));
    mark = s.text().length;
    s.type('r');
    await s.waitFor(/PUTS pid=/, mark);
    all.push(...pids(s.since(mark)));
    await pause(1000);
    claim('dev: r -> output', grep(s.since(mark), /.+/, 20));
    claim('dev: r -> processes alive', alive(all));
    claim('dev: r -> run', await trigger(context, s, ['hello']));
    mark = s.text().length;
    s.type('q');
    s.type('h');
    await pause(2500);
    claim('dev: other keys (q, h)', grep(s.since(mark), /.+/));

    // 6. the config file
    mark = s.text().length;
    writeFileSync(
      join(cwd, 'commandkit.config.ts'),
      "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ disablePrefixCommands: true });\n",
    );
    await pause(3000);
    claim('dev: edit config', grep(s.since(mark), /.+/));

    // 7. two command files saved 200 ms apart (an editor's "save all")
    mark = s.text().length;
    const before = pids(s.text()).length;
    writeFileSync(join(cwd, 'src/app/commands/ping.ts'), ping('v3'));
    await pause(200);
    writeFileSync(
      join(cwd, 'src/app/commands/hello.ts'),
      "export const command = { name: 'hello', description: 'Hello' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('hello again'); }\n",
    );
    await pause(9000);
    all.push(...pids(s.since(mark)));
    claim('dev: two quick saves -> output', grep(s.since(mark), /reload|restart|OFFLINE|PUTS|rror|timed out/));
    claim('dev: two quick saves -> new bot processes', pids(s.text()).length - before);
    claim('dev: two quick saves -> alive', alive(all));
    claim('dev: two quick saves -> run', await trigger(context, s, ['ping']));

    // 8. Ctrl+C: SIGINT to the whole process group, as a terminal sends it
    const running = all.filter(isRunning);
    process.kill(-s.child.pid!, 'SIGINT');
    const exit = await Promise.race([s.exited, pause(15_000).then(() => 'still running')]);
    await pause(1500);
    claim('dev: Ctrl+C (group SIGINT) -> CLI exit', exit);
    claim('dev: Ctrl+C -> bots alive after', alive(running));
    claim('dev: Ctrl+C -> last output', grep(s.text(), /.+/, 400).slice(-4));
  } finally {
    try {
      process.kill(-s.child.pid!, 'SIGKILL');
    } catch {}
    for (const p of all) if (isRunning(p)) process.kill(p, 'SIGKILL');
    rmSync(join(cwd, '.commandkit'), {recursive: true, force: true});
  }
}
