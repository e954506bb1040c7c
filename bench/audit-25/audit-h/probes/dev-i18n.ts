// Audit probe: `commandkit dev` with the i18n plugin (official-plugins/commandkit-i18n, known issue
// i18n-locales-copy-race): are the locales copied into .commandkit, reloaded on edit, copied again by `r`; what
// `rc` does with the plugin installed.
import {existsSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {isRunning, writeBot, type StepContext} from '#support';
import {alive, claim, grep, pause, pids, startSession, trigger, writeOfflinePreload} from './support.js';

export const installs = {typescript: '^5.8.3'};

const wave = (text: string) => JSON.stringify({$command: {name: 'wave', description: 'Wave'}, waved: text});

export async function reproduce(context: StepContext): Promise<void> {
  const cwd = context.cwd;
  const locales = join(cwd, '.commandkit', 'app', 'locales');
  writeBot(cwd, {
    'commandkit.config.ts':
      "import { defineConfig } from 'commandkit/config';\nimport { i18n } from '@commandkit/i18n';\nexport default defineConfig({ plugins: [i18n()] });\n",
    'src/app.ts': "import { Client } from 'discord.js';\nexport default new Client({ intents: ['Guilds'] });\n",
    'src/app/commands/wave.ts':
      "import type { ChatInputCommand } from 'commandkit';\nimport { locale } from '@commandkit/i18n';\nexport const command = { name: 'wave', description: 'Wave' };\nexport const chatInput: ChatInputCommand = async (ctx) => { const { t } = locale('en-US'); await ctx.interaction.reply(t('waved')); };\n",
    'src/app/events/clientReady/log.ts': "export default function () { console.log('READY-LISTENER'); }\n",
    'src/app/locales/en-US/wave.json': wave('hello one'),
    '.env': 'DISCORD_TOKEN=from-dotenv\n',
  });
  const preload = writeOfflinePreload(context);
  const s = startSession(context, ['dev'], {CK_NODE_OPTIONS: `--import=${preload}`});
  const all: number[] = [];
  try {
    await s.waitFor(/PUTS pid=/);
    all.push(...pids(s.text()));
    claim('i18n dev: locales in .commandkit after start', existsSync(join(locales, 'en-US', 'wave.json')));
    claim('i18n dev: wave', await trigger(context, s, ['wave']));

    // edit the locale file
    let mark = s.text().length;
    writeFileSync(join(cwd, 'src/app/locales/en-US/wave.json'), wave('hello two'));
    await s.waitFor(/Successfully hot reloaded|full restart|timed out/, mark);
    await pause(2000);
    all.push(...pids(s.since(mark)));
    claim('i18n dev: edit locale -> output', grep(s.since(mark), /reload|restart|OFFLINE|PUTS|rror|failed|timed out/));
    claim('i18n dev: edit locale -> run', await trigger(context, s, ['wave']));

    // a lost copy (what the race leaves): remove the copied locales, then `r`
    rmSync(locales, {recursive: true, force: true});
    writeFileSync(join(cwd, 'src/app/locales/en-US/wave.json'), wave('hello three'));
    await pause(2500);
    // (the edit above rebuilt .commandkit and copied again: report it, then remove the copy once more)
    claim('i18n dev: locale edit after removing the copy -> copied again', existsSync(join(locales, 'en-US', 'wave.json')));
    rmSync(locales, {recursive: true, force: true});
    mark = s.text().length;
    s.type('r');
    await s.waitFor(/PUTS pid=/, mark);
    all.push(...pids(s.since(mark)));
    claim('i18n dev: r -> locales copied again', existsSync(join(locales, 'en-US', 'wave.json')));
    claim('i18n dev: r -> run', await trigger(context, s, ['wave']));

    // a command edit: the whole .commandkit folder is erased and rebuilt
    mark = s.text().length;
    writeFileSync(
      join(cwd, 'src/app/commands/wave.ts'),
      (await import('node:fs')).readFileSync(join(cwd, 'src/app/commands/wave.ts'), 'utf8') + '\n// edited\n',
    );
    await s.waitFor(/Successfully hot reloaded|full restart/, mark);
    await pause(1500);
    claim('i18n dev: command edit -> locales present', existsSync(join(locales, 'en-US', 'wave.json')));
    claim('i18n dev: command edit -> run', await trigger(context, s, ['wave']));

    // the rc key with the plugin installed
    mark = s.text().length;
    s.type('rc');
    await pause(4000);
    claim('i18n dev: rc', grep(s.since(mark), /.+/));
    claim('i18n dev: rc -> run', await trigger(context, s, ['wave']));
    mark = s.text().length;
    s.type('re');
    await pause(4000);
    claim('i18n dev: re', grep(s.since(mark), /rror|failed|Received/));

    process.kill(-s.child.pid!, 'SIGINT');
    claim('i18n dev: Ctrl+C', await Promise.race([s.exited, pause(15_000).then(() => 'still running')]));
    await pause(1000);
    claim('i18n dev: bots alive after', alive(all));
  } finally {
    try {
      process.kill(-s.child.pid!, 'SIGKILL');
    } catch {}
    for (const p of all) if (isRunning(p)) process.kill(p, 'SIGKILL');
  }
}
