// Audit probe: how often a `commandkit dev` build leaves the locales out (known issue i18n-locales-copy-race):
// the first start, then `r` typed N times and N command edits, the copy checked after each.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {isRunning, writeBot, type StepContext} from '#support';
import {claim, pause, pids, startSession, trigger, writeOfflinePreload} from './support.js';

export const installs = {typescript: '^5.8.3'};
const N = Number(process.env.RESTARTS ?? 8);

export async function reproduce(context: StepContext): Promise<void> {
  const cwd = context.cwd;
  const copied = () => existsSync(join(cwd, '.commandkit', 'app', 'locales', 'en-US', 'wave.json'));
  writeBot(cwd, {
    'commandkit.config.ts':
      "import { defineConfig } from 'commandkit/config';\nimport { i18n } from '@commandkit/i18n';\nexport default defineConfig({ plugins: [i18n()] });\n",
    'src/app.ts': "import { Client } from 'discord.js';\nexport default new Client({ intents: ['Guilds'] });\n",
    'src/app/commands/wave.ts':
      "import { locale } from '@commandkit/i18n';\nexport const command = { name: 'wave', description: 'Wave' };\nexport async function chatInput(ctx) { const { t } = locale('en-US'); await ctx.interaction.reply(t('waved')); }\n",
    'src/app/locales/en-US/wave.json': JSON.stringify({waved: 'translated'}),
    'src/app/events/clientReady/log.ts': 'export default function () {}\n',
    '.env': 'DISCORD_TOKEN=x\n',
  });
  const s = startSession(context, ['dev'], {CK_NODE_OPTIONS: `--import=${writeOfflinePreload(context)}`});
  const all: number[] = [];
  const starts: string[] = [];
  const edits: boolean[] = [];
  try {
    await s.waitFor(/PUTS pid=/);
    starts.push(`${copied()}:${(await trigger(context, s, ['wave']))[0]?.replace(/.*-> /, '').replace(/ errors.*/, '')}`);
    for (let i = 0; i < N; i++) {
      const mark = s.text().length;
      s.type('r');
      await s.waitFor(/PUTS pid=/, mark);
      all.push(...pids(s.since(mark)));
      starts.push(`${copied()}:${(await trigger(context, s, ['wave']))[0]?.replace(/.*-> /, '').replace(/ errors.*/, '')}`);
    }
    for (let i = 0; i < N; i++) {
      const mark = s.text().length;
      const file = join(cwd, 'src/app/commands/wave.ts');
      writeFileSync(file, `${readFileSync(file, 'utf8')}// ${i}\n`);
      await s.waitFor(/Successfully hot reloaded|full restart/, mark);
      await pause(1200);
      edits.push(copied());
    }
    claim('i18n dev: first start then r x N (copied:reply)', starts);
    claim('i18n dev: command edits x N (copied)', edits);
  } finally {
    try {
      process.kill(-s.child.pid!, 'SIGKILL');
    } catch {}
    for (const p of all) if (isRunning(p)) process.kill(p, 'SIGKILL');
  }
}
