// 0.1.10 runtime claims (validation-file-setup, commandkit-setup, command-file-setup, event-file-setup), run with
// Node 20 in a folder whose node_modules holds commandkit@0.1.10 and the discord.js 14 an install resolves today.
// Usage: node v0-runtime.mjs <scenario>   (each scenario in its own process, so a crash is visible as an exit code)
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, dirname} from 'node:path';
import {CommandKit} from 'commandkit';
import {Client, version} from 'discord.js';

const log = (...a) => console.log('>>', ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
function project(files) {
  const dir = mkdtempSync(join(tmpdir(), 'aq-v0-'));
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), {recursive: true});
    writeFileSync(join(dir, name), code);
  }
  return dir;
}
/** A chat-input (or autocomplete) interaction with the parts CommandKit's handler and built-in checks read. */
function interaction(commandName, {guildId = null, userId = 'u1', roles = [], autocomplete = false, perms = null} = {}) {
  const replies = [];
  const member = {roles: {cache: new Map(roles.map((id) => [id, {id}]))}};
  return {
    replies,
    commandName,
    guildId,
    user: {id: userId},
    guild: guildId ? {members: {cache: new Map([[userId, member]]), me: perms ? {permissions: perms} : null}} : null,
    memberPermissions: perms,
    isChatInputCommand: () => !autocomplete,
    isContextMenuCommand: () => false,
    isAutocomplete: () => autocomplete,
    inGuild: () => guildId !== null,
    reply: async (p) => void replies.push(p),
    respond: async (p) => void replies.push(p),
  };
}
const cmd = (name, extra = '') =>
  `export const data = {name: '${name}', description: 'd'};\n${extra}\nexport function run(){ (globalThis.ran ??= []).push('${name}'); }\nexport function autocomplete(){ (globalThis.ran ??= []).push('ac:${name}'); }\n`;
const val = (tag, body = '') => `export default function (p) { (globalThis.vals ??= []).push('${tag}'); ${body} }\n`;
async function loaded(kit, n) {
  for (let i = 0; i < 200 && kit.commands.length < n; i++) await sleep(10);
}

const scenarios = {
  async order() {
    const dir = project({
      'commands/ping.mjs': cmd('ping', 'export const options = {devOnly: true};'),
      'validations/b.mjs': val('b'),
      'validations/A.mjs': val('A'),
      'validations/a/z.mjs': val('a/z'),
      'validations/10-x.mjs': val('10'),
      'validations/2-x.mjs': val('2'),
      'validations/c.mjs': val('c', "if (p.interaction.commandName === 'ping' && globalThis.stopAt === 'c') return 1;"),
      'validations/d.mjs': val('d'),
      'validations/notfn.mjs': 'export default 42;\n',
      'validations/keys.mjs': val(
        'keys',
        'globalThis.keys = Object.keys(p.commandObj).sort(); globalThis.propKeys = Object.keys(p).sort();',
      ),
    });
    const client = new Client({intents: []});
    const kit = new CommandKit({
      client,
      commandsPath: join(dir, 'commands'),
      validationsPath: join(dir, 'validations'),
      devGuildIds: ['g1'],
      devUserIds: ['dev'],
    });
    await loaded(kit, 1);
    let i = interaction('ping', {guildId: 'g1', userId: 'dev'});
    client.emit('interactionCreate', i);
    await sleep(50);
    log('order', globalThis.vals.join(' '), '| ran', globalThis.ran, '| commandObj keys', globalThis.keys, '| props', globalThis.propKeys);
    globalThis.vals = [];
    globalThis.ran = [];
    globalThis.stopAt = 'c';
    i = interaction('ping', {guildId: 'other', userId: 'nobody'});
    client.emit('interactionCreate', i);
    await sleep(50);
    log('truthy 1 at c: vals', globalThis.vals.join(' '), '| ran', globalThis.ran, '| replies (built-in would reply)', i.replies.length);
    globalThis.vals = [];
    globalThis.stopAt = null;
    i = interaction('ping', {guildId: 'g1', userId: 'dev', autocomplete: true});
    client.emit('interactionCreate', i);
    await sleep(50);
    log('autocomplete on devOnly cmd by dev: vals', globalThis.vals.length, 'ran', globalThis.ran);
    globalThis.vals = [];
    globalThis.ran = [];
    i = interaction('ping', {guildId: 'other', userId: 'nobody', autocomplete: true});
    client.emit('interactionCreate', i);
    await sleep(50);
    log('autocomplete by non-dev in other guild: ran', globalThis.ran, 'replies', i.replies.length);
    await client.destroy();
  },
  async devonly() {
    const dir = project({
      'commands/dev.mjs': cmd('dev', 'export const options = {devOnly: true};'),
      'commands/perm.mjs': cmd('perm', "export const options = {userPermissions: 'BanMembers', botPermissions: ['ManageMessages']};"),
    });
    for (const skip of [false, true]) {
      globalThis.ran = [];
      const client = new Client({intents: []});
      const kit = new CommandKit({
        client,
        commandsPath: join(dir, 'commands'),
        devGuildIds: ['g1'],
        devUserIds: ['u-dev'],
        devRoleIds: ['r-dev'],
        skipBuiltInValidations: skip,
      });
      await loaded(kit, 2);
      const cases = {
        'dev user in dev guild': interaction('dev', {guildId: 'g1', userId: 'u-dev'}),
        'dev role in dev guild': interaction('dev', {guildId: 'g1', userId: 'x', roles: ['r-dev']}),
        'dev user in other guild': interaction('dev', {guildId: 'g2', userId: 'u-dev'}),
        'plain user in dev guild': interaction('dev', {guildId: 'g1', userId: 'x'}),
        'dev user in DM': interaction('dev', {userId: 'u-dev'}),
        'plain user in DM': interaction('dev', {userId: 'x'}),
        'perm: missing in guild': interaction('perm', {guildId: 'g2', perms: {has: () => false}}),
        'perm: in DM': interaction('perm', {}),
      };
      for (const [name, i] of Object.entries(cases)) {
        globalThis.ran = [];
        client.emit('interactionCreate', i);
        await sleep(30);
        const r = i.replies[0];
        log(
          `skip=${skip}`,
          name.padEnd(24),
          'ran',
          globalThis.ran.length,
          'reply',
          r ? JSON.stringify(r.content ?? r.embeds?.[0]?.data?.description ?? r).slice(0, 140) + ' ephemeral=' + r.ephemeral : '-',
        );
      }
      await client.destroy();
    }
  },
  async warnings() {
    const dir = project({'commands/dev.mjs': cmd('dev', 'export const options = {devOnly: true};')});
    const client = new Client({intents: []});
    const kit = new CommandKit({client, commandsPath: join(dir, 'commands')});
    await loaded(kit, 1);
    await sleep(50);
    for (const o of [{}, {client}, {client, validationsPath: dir}]) {
      try {
        new CommandKit(o);
        log('constructor ok', Object.keys(o));
      } catch (e) {
        log('constructor threw', Object.keys(o), JSON.stringify(e.message));
      }
    }
    const bare = new CommandKit({client});
    log(
      'bare getters',
      JSON.stringify({
        c: bare.commandsPath,
        e: bare.eventsPath,
        v: bare.validationsPath,
        g: bare.devGuildIds,
        u: bare.devUserIds,
        r: bare.devRoleIds,
        cmds: bare.commands,
      }),
    );
    log(
      'bare reloadCommands',
      await bare.reloadCommands().then(
        () => 'resolved',
        (e) => 'rejected ' + e.message,
      ),
    );
    log(
      'bare reloadEvents',
      await bare.reloadEvents().then(
        () => 'resolved',
        (e) => 'rejected ' + e.message,
      ),
    );
    log(
      'bare reloadValidations',
      await bare.reloadValidations().then(
        () => 'resolved',
        (e) => 'rejected ' + e.message,
      ),
    );
    log(
      'reloadCommands before ready',
      await kit.reloadCommands().then(
        () => 'resolved',
        (e) => 'rejected ' + e.message,
      ),
    );
    const kit2 = new CommandKit({client, commandsPath: join(dir, 'commands'), bulkRegister: true});
    await loaded(kit2, 1);
    log(
      'bulk reloadCommands before ready',
      await kit2.reloadCommands('dev').then(
        () => 'resolved',
        (e) => 'rejected ' + e.message,
      ),
    );
    log('commands entry keys', Object.keys(kit.commands[0]).sort());
    await client.destroy();
  },
  // A throwing validation on plain node (no anti-crash): does the bot survive?
  async 'validation-throws'() {
    const dir = project({
      'commands/ping.mjs': cmd('ping'),
      'validations/boom.mjs': "export default function () { throw new Error('validation boom'); }\n",
    });
    const client = new Client({intents: []});
    const kit = new CommandKit({client, commandsPath: join(dir, 'commands'), validationsPath: join(dir, 'validations')});
    await loaded(kit, 1);
    process.on('exit', (c) => console.log('>> process exit code', c, 'ran', globalThis.ran));
    client.emit('interactionCreate', interaction('ping'));
    await sleep(200);
    log('still alive after a throwing validation');
    await client.destroy();
  },
  // The same throw with a client 'error' listener, or with the anti-crash monitor's uncaughtException listener.
  async 'validation-throws-handled'() {
    const dir = project({
      'commands/ping.mjs': cmd('ping'),
      'validations/boom.mjs': "export default function () { throw new Error('validation boom'); }\n",
    });
    const client = new Client({intents: []});
    if (process.argv[3] === 'error') client.on('error', (e) => log('client error event:', e.message));
    else process.on('uncaughtException', (e) => log('uncaughtException:', e.message));
    process.on('unhandledRejection', (e) => log('unhandledRejection:', e.message));
    const kit = new CommandKit({client, commandsPath: join(dir, 'commands'), validationsPath: join(dir, 'validations')});
    await loaded(kit, 1);
    client.emit('interactionCreate', interaction('ping'));
    await sleep(200);
    log('alive; command ran:', globalThis.ran ?? 'no');
    await client.destroy();
  },
  async 'run-throws'() {
    const dir = project({
      'commands/ping.mjs':
        "export const data = {name: 'ping', description: 'd'};\nexport async function run() { throw new Error('run boom'); }\n",
    });
    const client = new Client({intents: []});
    if (process.argv[3] === 'error') client.on('error', (e) => log('client error event:', e.message));
    process.on('exit', (c) => console.log('>> process exit code', c));
    const kit = new CommandKit({client, commandsPath: join(dir, 'commands')});
    await loaded(kit, 1);
    client.emit('interactionCreate', interaction('ping'));
    await sleep(200);
    log('alive after a throwing run');
    await client.destroy();
  },
  // An interaction that arrives while reloadCommands() re-imports the files (client marked ready so the reload
  // proceeds to registration, which is stubbed).
  async 'reload-window'() {
    const files = {};
    for (let i = 0; i < 30; i++) files[`commands/c${i}.mjs`] = cmd(`c${i}`);
    const dir = project(files);
    const client = new Client({intents: []});
    const kit = new CommandKit({client, commandsPath: join(dir, 'commands')});
    await loaded(kit, 30);
    client.isReady = () => true;
    client.application = {commands: {fetch: async () => {}, cache: {find: () => undefined}, create: async () => {}}};
    globalThis.ran = [];
    const reload = kit.reloadCommands('global');
    client.emit('interactionCreate', interaction('c29'));
    await reload;
    await sleep(50);
    log('command used during reloadCommands: ran', JSON.stringify(globalThis.ran), '| after reload, commands', kit.commands.length);
    client.emit('interactionCreate', interaction('c29'));
    await sleep(50);
    log('same command after the reload: ran', JSON.stringify(globalThis.ran));
    await client.destroy();
  },
  async 'broken-command-file'() {
    const dir = project({'commands/a.mjs': 'export const data = {name: ;\n', 'commands/b.mjs': cmd('b')});
    const client = new Client({intents: []});
    process.on('exit', (c) => console.log('>> process exit code', c));
    try {
      new CommandKit({client, commandsPath: join(dir, 'commands')});
      log('constructor returned');
    } catch (e) {
      log('caught', e.message);
    }
    await sleep(300);
    log('alive');
    await client.destroy();
  },
  async 'event-throws'() {
    const dir = project({
      'events/custom/01.mjs': "export default function () { throw new Error('event boom'); }\n",
      'events/custom/02.mjs': 'export default function () { globalThis.second = true; }\n',
    });
    const client = new Client({intents: []});
    new CommandKit({client, eventsPath: join(dir, 'events')});
    await sleep(300);
    process.on('exit', (c) => console.log('>> process exit code', c, 'second ran', globalThis.second));
    client.emit('custom');
    await sleep(200);
    log('still alive after a throwing event function');
    await client.destroy();
  },
  async events() {
    const dir = project({
      'events/levelUp/b.mjs':
        "export default function (...a) { (globalThis.ev ??= []).push('b:' + a.length + ':' + (a[1]?.constructor?.name) + ':' + (a[2]?.constructor?.name)); }\n",
      'events/levelUp/A.mjs': "export default function () { (globalThis.ev ??= []).push('A'); }\n",
      'events/levelUp/10-x.mjs': "export default function () { (globalThis.ev ??= []).push('10'); }\n",
      'events/levelUp/2-x.mjs': "export default function () { (globalThis.ev ??= []).push('2'); return globalThis.stop; }\n",
      'events/levelUp/sub/deep.mjs': "export default function () { (globalThis.ev ??= []).push('sub/deep'); }\n",
      'events/levelUp/notfn.mjs': 'export const x = 1;\n',
      'events/stray.mjs': "export default function () { (globalThis.ev ??= []).push('stray'); }\n",
      'events/group/nested/inner.mjs': "export default function () { (globalThis.ev ??= []).push('nested-as-event'); }\n",
    });
    const client = new Client({intents: []});
    const kit = new CommandKit({client, eventsPath: join(dir, 'events')});
    await sleep(300);
    log(
      'listeners',
      client.eventNames().filter((n) => typeof n === 'string'),
    );
    client.emit('levelUp', 'member');
    await sleep(50);
    log('order + args', globalThis.ev.join(' '));
    globalThis.ev = [];
    globalThis.stop = true;
    client.emit('levelUp', 'member');
    await sleep(50);
    log('2-x returns true', globalThis.ev.join(' '));
    globalThis.ev = [];
    client.emit('nested');
    client.emit('stray');
    await sleep(50);
    log('nested/stray', globalThis.ev.join(' ') || 'none');
    await client.destroy();
  },
};
log('discord.js', version, 'node', process.version);
await scenarios[process.argv[2]]();
