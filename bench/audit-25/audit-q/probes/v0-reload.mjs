// Does reloadCommands()/reloadEvents() pick up an edited file? ESM or CommonJS build of commandkit (argv[2]:
// esm|cjs), command/event files as .mjs, .cjs, or .js in a package without "type" (CommonJS). Node 20, offline.
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Client} from 'discord.js';

const build = process.argv[2];
const {CommandKit} = build === 'cjs' ? createRequire(import.meta.url)('commandkit') : await import('commandkit');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
for (const ext of ['mjs', 'cjs', 'js']) {
  const dir = mkdtempSync(join(tmpdir(), 'aq-reload-'));
  mkdirSync(join(dir, 'commands'));
  writeFileSync(join(dir, 'package.json'), '{}');
  const file = join(dir, 'commands', `a.${ext}`);
  const write = (v) =>
    writeFileSync(
      file,
      ext === 'mjs'
        ? `export const data = {name: 'a', description: '${v}'};\nexport function run() {}\n`
        : `module.exports = {data: {name: 'a', description: '${v}'}, run() {}};\n`,
    );
  write('v1');
  const client = new Client({intents: []});
  const kit = new CommandKit({client, commandsPath: join(dir, 'commands')});
  for (let i = 0; i < 100 && !kit.commands.length; i++) await sleep(10);
  write('v2');
  // Not logged in: the files are re-read first, then registration refuses ("client is not ready").
  const outcome = await kit.reloadCommands().then(
    () => 'resolved',
    (e) => e.message.replace(/\x1b\[[0-9;]*m/g, ''),
  );
  console.log(
    `>> ${build} build, .${ext}: after edit + reloadCommands ->`,
    kit.commands.map((c) => c.data.description),
    '|',
    outcome,
  );
  await client.destroy();
}
// Validations and events go through the same loader: re-read after an edit?
for (const ext of ['mjs', 'cjs']) {
  const dir = mkdtempSync(join(tmpdir(), 'aq-reload-'));
  mkdirSync(join(dir, 'commands'));
  writeFileSync(join(dir, 'commands', 'a.mjs'), "export const data = {name: 'a', description: 'd'};\nexport function run() {}\n");
  mkdirSync(join(dir, 'validations'));
  mkdirSync(join(dir, 'events', 'ping'), {recursive: true});
  const val = join(dir, 'validations', `v.${ext}`);
  const ev = join(dir, 'events', 'ping', `e.${ext}`);
  const write = (v) => {
    writeFileSync(
      val,
      ext === 'mjs'
        ? `export default function () { globalThis.val = '${v}'; }\n`
        : `module.exports = function () { globalThis.val = '${v}'; };\n`,
    );
    writeFileSync(
      ev,
      ext === 'mjs'
        ? `export default function () { globalThis.ev = '${v}'; }\n`
        : `module.exports = function () { globalThis.ev = '${v}'; };\n`,
    );
  };
  write('v1');
  const client = new Client({intents: []});
  const kit = new CommandKit({
    client,
    commandsPath: join(dir, 'commands'),
    validationsPath: join(dir, 'validations'),
    eventsPath: join(dir, 'events'),
  });
  await sleep(300);
  write('v2');
  await kit.reloadValidations();
  await kit.reloadEvents();
  client.emit('ping');
  client.emit('interactionCreate', {
    commandName: 'a',
    user: {id: 'u'},
    isChatInputCommand: () => true,
    isContextMenuCommand: () => false,
    isAutocomplete: () => false,
    inGuild: () => false,
  });
  await sleep(50);
  console.log(
    `>> ${build} build, .${ext}: after edit, reloadValidations -> validation wrote`,
    globalThis.val,
    '| reloadEvents -> event wrote',
    globalThis.ev,
  );
  await client.destroy();
}
