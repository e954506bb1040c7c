// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Audit-o probe: file-naming-conventions. Creates the files the page names and reports what the build emits and
// what a started CommandKit loads: commands (names, extensions, `_`, `+`, categories, plain folders), middlewares
// and their order, events (order, `_`, loose files), then config lookup order, .env files, src/index.ts, app.ts.
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {runCli, startCli, startOfflineBot, writeBot} from '#support';

const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const cmd = (name: string, extra = '') =>
  `export const command = { name: '${name}', description: '${name}' };\nexport const chatInput = async ({ interaction }) => { (globalThis.hookLog ??= []).push('cmd:${name}'); await interaction.reply('${name}'); };\n${extra}`;
const cjsCmd = (name: string) =>
  `exports.command = { name: '${name}', description: '${name}' };\nexports.chatInput = async ({ interaction }) => { await interaction.reply('${name}'); };\n`;
const mw = (label: string) =>
  `export function beforeExecute(ctx) { (globalThis.hookLog ??= []).push('mw:${label}:' + ctx.commandName); }\n`;
const listener = (label: string, extra = '') => `export default function () { (globalThis.hookLog ??= []).push('ev:${label}'); }\n${extra}`;
const listDist = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, {recursive: true, withFileTypes: true})
        .filter((e) => e.isFile() && !e.name.endsWith('.map'))
        .map((e) => join(e.parentPath ?? e.path, e.name).slice(dir.length + 1))
        .sort()
    : null;

export async function reproduce(context): Promise<void> {
  const {bot, commandkit, logs} = await startOfflineBot(context, {
    // Command file names
    'src/app/commands/ban.ts': cmd('ban'),
    'src/app/commands/user-info.tsx': cmd('user-info'),
    'src/app/commands/8ball.js': cmd('8ball'),
    'src/app/commands/mjsfile.mjs': cmd('mjsfile'),
    'src/app/commands/mtsfile.mts': cmd('mtsfile'),
    'src/app/commands/cjsfile.cjs': cjsCmd('cjsfile'),
    'src/app/commands/ctsfile.cts': cjsCmd('ctsfile'),
    'src/app/commands/ban.test.ts': cmd('bantest'),
    'src/app/commands/ban.spec.ts': cmd('banspec'),
    'src/app/commands/ban.old.ts': cmd('banold'),
    'src/app/commands/(ban).ts': cmd('parenban'),
    'src/app/commands/.hidden.ts': cmd('hidden'),
    'src/app/commands/declared.ts': cmd('different-name'),
    'src/app/commands/nameless.ts':
      "export const command = { description: 'no name' };\nexport const chatInput = async ({ interaction }) => { await interaction.reply('x'); };\n",
    'src/app/commands/nohandler.ts': "export const command = { name: 'nohandler', description: 'x' };\n",
    'src/app/commands/nocommand.ts': "export const chatInput = async ({ interaction }) => { await interaction.reply('x'); };\n",
    // Underscores
    'src/app/commands/_embeds.ts': cmd('underscorefile'),
    'src/app/commands/_shared/helper.ts': cmd('underscorefolder'),
    'src/app/commands/(Moderation)/_deep.ts': cmd('underscoredeep'),
    'src/app/commands/(Moderation)/_deepdir/x.ts': cmd('underscoredeepdir'),
    // Categories and plain folders
    'src/app/commands/(Moderation)/kick.ts': cmd('kick'),
    'src/app/commands/(Moderation)/(Logs)/modlog.ts': cmd('modlog'),
    'src/app/commands/tools/calc.ts': cmd('calc'),
    'src/app/commands/tools/math/deepcalc.ts': cmd('deepcalc'),
    'src/app/commands/(Fun)/games/dice.ts': cmd('dice'),
    'src/app/commands/tools/(Sub)/subcat.ts': cmd('subcat'),
    // Middlewares
    'src/app/commands/(Moderation)/+global-middleware.ts': mw('global-in-category'),
    'src/app/commands/+middleware.ts': mw('root-folder'),
    'src/app/commands/(Moderation)/+middleware.ts': mw('moderation-folder'),
    'src/app/commands/+kick.middleware.ts': mw('kick-specific-at-root'),
    'src/app/commands/+ban.middleware.ts': mw('ban-specific'),
    'src/app/commands/(Moderation)/+declared.middleware.ts': mw('declared-by-file-name'),
    'src/app/commands/(Moderation)/+different-name.middleware.ts': mw('declared-by-command-name'),
    // Events
    'src/app/events/clientReady/ready.ts': listener('ready'),
    'src/app/events/messageCreate/b-second.ts': listener('b-second'),
    'src/app/events/messageCreate/a-first.ts': listener('a-first'),
    'src/app/events/messageCreate/c-parallel.ts': listener('c-parallel', 'export const parallel = true;\n'),
    'src/app/events/messageCreate/d-once.ts': listener('d-once', 'export const once = true;\n'),
    'src/app/events/messageCreate/_skipped.ts': listener('underscore-file'),
    'src/app/events/messageCreate/_dir/inner.ts': listener('underscore-dir-in-event'),
    'src/app/events/loose.ts': listener('loose-file'),
    'src/app/events/_disabled/x.ts': listener('underscore-root-folder'),
    'src/app/other/thing.ts': "(globalThis.hookLog ??= []).push('other-folder-imported');\nexport {};\n",
    // Extensions compiled under src, imported or not
    'src/extra/a.js': 'export const a = 1;\n',
    'src/extra/b.cjs': 'module.exports = 1;\n',
    'src/extra/c.mjs': 'export const c = 1;\n',
    'src/extra/d.ts': 'export const d: number = 1;\n',
    'src/extra/e.cts': 'export = 1;\n',
    'src/extra/f.mts': 'export const f: number = 1;\n',
    'src/extra/g.jsx': 'export const g = 1;\n',
    'src/extra/h.tsx': 'export const h = 1;\n',
    'src/extra/x.test.ts': 'export const x = 1;\n',
    'src/extra/y.spec.ts': 'export const y = 1;\n',
  });
  const dist = listDist(join(context.cwd, 'dist'));
  claim(
    'dist-extra',
    dist.filter((f) => f.startsWith('extra/')),
  );
  claim(
    'dist-commands',
    dist.filter((f) => f.startsWith('app/commands/')),
  );
  claim(
    'dist-events',
    dist.filter((f) => f.startsWith('app/events/')),
  );
  claim(
    'loaded',
    commandkit.commandHandler
      .getCommandsArray()
      .map((c) => `${c.command.name}=${c.data.command.name}${c.command.category ? ` [${c.command.category}]` : ''}`)
      .sort(),
  );
  claim(
    'registered',
    bot
      .registeredCommands()
      .map((c) => c.name)
      .sort(),
  );
  claim(
    'load-errors',
    logs.filter((l) => /Failed to load|Invalid export|ignor|skip/i.test(l)).map((l) => l.trim().slice(0, 200)),
  );
  const log = ((globalThis as any).hookLog ??= []);
  const run = async (label: string, f: () => Promise<unknown>) => {
    const from = log.length;
    await f();
    claim(label, log.slice(from));
  };
  await run('run-kick', () => bot.chatInput('kick'));
  await run('run-modlog', () => bot.chatInput('modlog'));
  await run('run-ban', () => bot.chatInput('ban'));
  await run('run-calc', () => bot.chatInput('calc'));
  await run('run-different-name', () => bot.chatInput('different-name'));
  await run('message-1', () => bot.send('hello'));
  await run('message-2', () => bot.send('hello again'));
  claim('startup-log', log.filter((l) => !l.startsWith('mw:') && !l.startsWith('cmd:')).slice(0, 5));
}

/** Config lookup order, .env files under start, src/index.ts, an app.ts that does not export a client. */
export async function cli(context): Promise<void> {
  const app = `import { Client } from 'discord.js';
console.log('APP ' + JSON.stringify({ A: process.env.A, B: process.env.B, C: process.env.C, D: process.env.D, E: process.env.E, F: process.env.F }));
export default new Client({ intents: [] });
`;
  const config = (label: string, cjs = false) =>
    cjs
      ? `const { defineConfig } = require('commandkit/config');\nconsole.log('CONFIG ${label}');\nmodule.exports = defineConfig({});\n`
      : `import { defineConfig } from 'commandkit/config';\nconsole.log('CONFIG ${label}');\nexport default defineConfig({});\n`;
  writeBot(context.cwd, {
    'src/app.ts': app,
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
    'commandkit.config.js': config('js'),
    'commandkit.config.mjs': config('mjs'),
    'commandkit.config.cjs': config('cjs', true),
    'commandkit.config.ts': config('ts'),
    '.env': 'A=env\nB=env\n',
    '.env.local': 'B=local\nC=local\n',
    '.env.production': 'A=production\nD=production\n',
    '.env.production.local': 'E=production-local\n',
    '.env.development': 'F=development\n',
  });
  const seen: Record<string, string[]> = {};
  for (const removed of ['', 'commandkit.config.js', 'commandkit.config.mjs', 'commandkit.config.cjs']) {
    if (removed) rmSync(join(context.cwd, removed));
    const build = runCli(context, ['build']);
    seen[removed || 'all four'] = build.output
      .split('\n')
      .filter((l) => l.startsWith('CONFIG'))
      .slice(0, 2);
  }
  claim('config-order', seen);
  const start = startCli(context, ['start']);
  await start.waitFor(/APP /, 30_000).catch(() => undefined);
  start.stop();
  await start.exited;
  claim(
    'env-start',
    start
      .output()
      .split('\n')
      .filter((l) => /^APP /.test(l)),
  );
  const dev = startCli(context, ['dev']);
  await dev.waitFor(/APP /, 60_000).catch(() => undefined);
  dev.stop();
  await dev.exited;
  claim(
    'env-dev',
    dev
      .output()
      .split('\n')
      .filter((l) => /^APP /.test(l)),
  );
  claim(
    'dev-output-dir',
    listDist(join(context.cwd, '.commandkit'))?.filter((f) => !f.includes('/')),
  );
  // A stale file in .commandkit is removed by the next dev build.
  writeFileSync(join(context.cwd, '.commandkit', 'stale.js'), '');
  const dev2 = startCli(context, ['dev']);
  await dev2.waitFor(/APP /, 60_000).catch(() => undefined);
  dev2.stop();
  await dev2.exited;
  claim('dev-stale-file-kept', existsSync(join(context.cwd, '.commandkit', 'stale.js')));

  // distDir
  writeFileSync(
    join(context.cwd, 'commandkit.config.ts'),
    "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ distDir: 'out' });\n",
  );
  runCli(context, ['build']);
  claim('dist-dir-option', {out: existsSync(join(context.cwd, 'out', 'index.js'))});
  writeFileSync(
    join(context.cwd, 'commandkit.config.ts'),
    "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({});\n",
  );

  // src/index.ts replaces the generated entry.
  writeFileSync(join(context.cwd, 'src', 'index.ts'), "console.log('USER-INDEX ran');\n");
  runCli(context, ['build']);
  const index = readFileSync(join(context.cwd, 'dist', 'index.js'), 'utf8');
  const s = startCli(context, ['start']);
  await new Promise((r) => setTimeout(r, 6000));
  s.stop();
  await s.exited;
  claim('user-index', {
    generated: /app\.js/.test(index),
    output: s
      .output()
      .split('\n')
      .filter((l) => /USER-INDEX|^APP /.test(l)),
  });
  rmSync(join(context.cwd, 'src', 'index.ts'));

  // app.ts without a client
  writeFileSync(join(context.cwd, 'src', 'app.ts'), 'export default {};\n');
  runCli(context, ['build']);
  const bad = startCli(context, ['start']);
  await new Promise((r) => setTimeout(r, 6000));
  bad.stop();
  await bad.exited;
  claim(
    'app-not-client',
    bad
      .output()
      .split('\n')
      .filter((l) => l.trim() && !/Loaded \.env/.test(l))
      .slice(0, 4)
      .map((l) => l.slice(0, 200)),
  );
}
