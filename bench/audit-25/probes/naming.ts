// Audit probe: category directories and file naming conventions (commands/category-directory, advanced/file-naming-conventions).
import {startOfflineBot, runCli, type StepContext} from '#support';
import {existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync} from 'node:fs';
import {join} from 'node:path';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const cmd = (name: string) =>
  `export const command = { name: '${name}', description: 'd' };\nexport async function chatInput(ctx) { (globalThis.mw ??= []).push('${name}:' + ctx.command.command.category); await ctx.interaction.reply('ok'); }\n`;

export async function reproduce(context: StepContext): Promise<void> {
  const files: Record<string, string> = {
    'src/app/commands/ping.ts': cmd('ping'),
    'src/app/commands/(moderation)/ban.ts': cmd('ban'),
    'src/app/commands/(server tools)/setup.ts': cmd('setup'),
    'src/app/commands/(admin)/config.ts': cmd('config'),
    'src/app/commands/(admin)/+middleware.ts':
      "export function beforeExecute(ctx) { (globalThis.mw ??= []).push('admin-mw for ' + ctx.commandName + ' cat=' + ctx.command.command.category); }\n",
    'src/app/commands/(admin)/(roles)/autorole.ts': cmd('autorole'),
    'src/app/commands/(admin)/(roles)/+middleware.ts': "export { beforeExecute } from '../+middleware';\n",
    'src/app/commands/(admin)/(roles)/(colors)/color.ts': cmd('color'),
    'src/app/commands/(moderation)/_shared/audit.ts': cmd('audit'),
    'src/app/commands/tools/calc.ts': cmd('calc'),
    'src/app/commands/tools/math/calc2.ts': cmd('calctwo'),
    'src/app/commands/(Fun)/games/dice.ts': cmd('dice'),
    'src/app/commands/8ball.js': cmd('eightball'),
    'src/app/commands/user-info.tsx': cmd('userinfo'),
    'src/app/commands/ban2.old.ts': cmd('banold'),
    'src/app/commands/ban3.test.ts': cmd('bantest'),
    'src/app/commands/(paren).ts': cmd('paren'),
    'src/app/commands/mts.mts': cmd('mts'),
    'src/app/commands/cts.cts': cmd('cts'),
    'src/app/commands/mjs.mjs': cmd('mjs'),
    'src/app/commands/jsx.jsx': cmd('jsx'),
    'src/app/commands/.dot.ts': cmd('dot'),
    'src/app/commands/(Info)/rules.ts': cmd('rules'),
    'src/app/commands/+rules.middleware.ts':
      "export function beforeExecute(ctx) { (globalThis.mw ??= []).push('rules-mw ' + ctx.commandName); }\n",
    'src/app/commands/(music)/info.ts':
      "export const command = { name: 'info', description: 'music' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('music info'); }\n",
    'src/app/commands/(moderation)/info.ts':
      "export const command = { name: 'info', description: 'moderation' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('moderation info'); }\n",
    'src/lib/unused.spec.ts': 'export const x = 1;\n',
    'src/lib/orphan.ts': 'export const x = 1;\n',
  };
  const {bot, commandkit, logs} = await startOfflineBot(context, files);
  const loaded = commandkit.commandHandler
    .getCommandsArray()
    .map((c: any) => `${c.data.command.name}<${c.command.category}>`)
    .sort();
  claim('loaded', loaded);
  claim(
    'registered-info',
    bot
      .registeredCommands()
      .filter((c: any) => c.name === 'info')
      .map((c: any) => c.description),
  );
  claim('tree-log', logs.filter((l) => /[├└│]/.test(l) && !/\[(INFO|WARN|ERROR)/.test(l)).slice(0, 40));
  for (const name of ['config', 'autorole', 'color', 'rules', 'info']) {
    (globalThis as any).mw = [];
    const r = await bot.chatInput(name);
    claim(`run ${name}`, {mw: (globalThis as any).mw, reply: r.replies.map((x: any) => x.content)});
  }
  const dist = join(context.cwd, 'dist');
  const list = (d: string): string[] =>
    readdirSync(d, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? list(join(d, e.name)).map((x) => `${e.name}/${x}`) : [e.name]));
  claim(
    'dist',
    list(dist).filter((f) => !/commands\//.test(f) || /test|old|spec|paren|lib/.test(f)),
  );

  // src/index.ts replaces the generated entry
  writeFileSync(join(context.cwd, 'src/index.ts'), "console.log('my own index');\n");
  const b = runCli(context, ['build']);
  claim('src-index', {status: b.status, indexJs: readFileSync(join(dist, 'index.js'), 'utf8').slice(0, 200)});
}
