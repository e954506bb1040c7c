// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-p: legacy command files (rows 69-75) on a started offline bot with the legacy plugin.
import {startOfflineBot} from '#support';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const CONFIG = `import { defineConfig } from 'commandkit';
import { legacy } from '@commandkit/legacy';
export default defineConfig({ plugins: [legacy({})] });
`;
const REC = `const rec = (k, v) => ((globalThis.rec ??= {})[k] ??= []).push(v);\n`;

export default async function (ctx: any) {
  const g = globalThis as any;
  g.rec = {};
  const {bot, commandkit, logs} = await startOfflineBot(ctx, {
    'commandkit.config.mjs': CONFIG,
    'src/commands/misc/opts.ts': `${REC}import { SlashCommandBuilder } from 'discord.js';\nexport const data = new SlashCommandBuilder().setName('opts').setDescription('o').addStringOption((o) => o.setName('q').setDescription('q').setAutocomplete(true));\nexport const options = { custom: 'yes' };\nexport async function run({ interaction, client, handler }) { rec('run', [interaction.commandName, client?.constructor?.name, handler?.constructor?.name]); await interaction.reply('ran'); }\nexport async function autocomplete({ interaction, client, handler }) { rec('autocomplete', [interaction.constructor.name, client?.constructor?.name, handler?.constructor?.name]); await interaction.respond([{ name: 'a', value: 'a' }]); }\n`,
    'src/commands/plain.ts': `${REC}export const data = { name: 'plain', description: 'p' };\nexport async function run({ interaction }) { await interaction.reply('plain'); }\n`,
    'src/commands/msgctx.ts': `${REC}import { ContextMenuCommandBuilder, ApplicationCommandType } from 'discord.js';\nexport const data = new ContextMenuCommandBuilder().setName('msgctx').setType(ApplicationCommandType.Message);\nexport async function run({ interaction }) { rec('msgctx', interaction.constructor.name); await interaction.reply('m'); }\n`,
    'src/validations/record.ts': `${REC}export default function ({ commandObj }) { rec('commandObj', { keys: Object.keys(commandObj).sort(), name: commandObj.data?.name, dataIsJson: !('toJSON' in commandObj.data), options: commandObj.options, category: commandObj.category, filePath: typeof commandObj.filePath }); }\n`,
  });
  claim('69 plugin name', commandkit.plugins.getPlugins?.().map?.((p) => p.name) ?? [...(commandkit.plugins.plugins?.keys?.() ?? [])]);
  claim(
    '70 registered data (builder converted)',
    bot.registeredCommands().map((c) => ({name: c.name, type: c.type, options: (c.options ?? []).map((o) => o.name)})),
  );
  await bot.chatInput('opts', {options: {q: 'x'}});
  await bot.chatInput('plain');
  const ac = await bot.autocomplete('opts', 'q', 'x');
  await bot.messageContextMenu('msgctx');
  await sleep(50);
  claim('73 autocomplete', g.rec.autocomplete, 'choices', ac.choices);
  claim('71/72 run as chatInput and message context menu', g.rec.run, g.rec.msgctx);
  claim('74/75 commandObj', g.rec.commandObj);

  // 72: the loader throws for a file without data / without run and autocomplete
  const {writeFileSync, mkdirSync} = await import('node:fs');
  const {join} = await import('node:path');
  const legacyPlugin = [...(commandkit.plugins.plugins?.values?.() ?? [])].find((p) => p.name === 'LegacyHandlerPlugin');
  const dir = join(ctx.cwd, 'bad-commands');
  mkdirSync(dir, {recursive: true});
  writeFileSync(join(dir, 'nodata.mjs'), `export async function run() {}\n`);
  const loaderPath = (await import('node:module')).createRequire(import.meta.url).resolve('@commandkit/legacy');
  const loaderFile = join(loaderPath, '..', 'loadLegacyCommands.js');
  const loader = await import(loaderFile).catch((e) => ({err: String(e.message)}));
  const load = loader.loadLegacyCommands ?? loader.default?.loadLegacyCommands;
  const tryLoad = async () => {
    try {
      return 'ok ' + JSON.stringify((await load(dir)).map((c) => c.data?.name));
    } catch (e) {
      return 'threw ' + String(e.message).split('\n')[0];
    }
  };
  claim('72 no data', load ? await tryLoad() : 'loader not found ' + JSON.stringify(Object.keys(loader)));
  writeFileSync(join(dir, 'nodata.mjs'), `export const data = { name: 'norun', description: 'n' };\n`);
  claim('72 no run/autocomplete', load ? await tryLoad() : 'n/a');
  claim('errors logged', logs.filter((l) => /error|fail/i.test(l)).slice(0, 4));
}
