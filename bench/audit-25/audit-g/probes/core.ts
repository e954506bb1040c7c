// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-g: claims of sampled commandkit API texts that need no running bot (numbers = rows of sample.tsv).
import {PassThrough} from 'node:stream';
import {DatabaseSync} from 'node:sqlite';
import {Collection, LabelBuilder, TextInputBuilder, TextInputStyle, ButtonStyle} from 'discord.js';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const t = async (f: () => unknown) => {
  try {
    return 'ok ' + JSON.stringify(await f());
  } catch (e: any) {
    return 'threw ' + (e?.code ? `[code ${String(e.code)}] ` : '') + e?.message;
  }
};

export default async function () {
  const ck = await import('commandkit');
  // 23 KV(path): ':memory:', URL, Buffer, DatabaseSync shared.
  const {KV} = await import('commandkit/kv');
  const db = new DatabaseSync(':memory:');
  const kv1 = new KV(db);
  kv1.set('a', 1);
  const kv2 = new KV(db);
  claim('23 DatabaseSync shared', kv2.get('a'), 'same handle', kv1.db === db || kv1['db'] === db);
  const urlKv = new KV(new URL('file://' + process.cwd() + '/url.db'));
  urlKv.set('u', 2);
  claim('23 URL path', urlKv.get('u'));
  claim(
    '23 Buffer path',
    await t(() => {
      const k = new KV(Buffer.from(process.cwd() + '/buf.db'));
      k.set('b', 3);
      return k.get('b');
    }),
  );
  claim(
    '23 memory',
    await t(() => {
      const k = new KV(':memory:');
      k.set('m', 1);
      return k.get('m');
    }),
  );

  // 26 ButtonKit defaults; 36 Button JSX; 37 StringSelectMenu JSX; 51 dispose.
  const b = new ck.ButtonKit();
  const raw = Object.getOwnPropertyNames(b);
  claim('26 ButtonKit is ButtonBuilder', b instanceof (await import('discord.js')).ButtonBuilder, 'own props', raw);
  const btn = ck.Button({label: 'Hi', onClick: () => {}});
  claim('36 Button default style/customId', btn.data.style, ButtonStyle.Primary, 'custom_id', btn.data.custom_id);
  const btnUrl = ck.Button({label: 'Go', url: 'https://example.com'});
  claim('36 Button url without style -> style', btnUrl.data.style, 'json', await t(() => btnUrl.toJSON()));
  const btnChildren = ck.Button({children: 'Child text', customId: 'c1'});
  claim('36 Button text children -> label', btnChildren.data.label);
  const menu = ck.StringSelectMenu({
    placeholder: 'p',
    minValues: 1,
    maxValues: 2,
    onSelect: () => {},
    children: [ck.StringSelectMenuOption({label: 'A', value: 'a'})],
  });
  claim(
    '37 StringSelectMenu',
    'custom_id',
    menu.data.custom_id,
    'options',
    menu.options.length,
    'min/max',
    menu.data.min_values,
    menu.data.max_values,
  );

  // 28 Label
  const input = new TextInputBuilder().setCustomId('x').setStyle(TextInputStyle.Short);
  const label = ck.Label({label: 'Name', description: 'desc', children: input});
  claim('28 Label returns LabelBuilder', label instanceof LabelBuilder, JSON.stringify(label.toJSON()).slice(0, 160));

  // 35 Section: two accessories -> last wins
  const thumb = ck.Thumbnail({url: 'https://example.com/a.png'});
  const sbtn = new ck.ButtonKit().setCustomId('s').setLabel('S').setStyle(ButtonStyle.Secondary);
  const sec = ck.Section({children: [ck.TextDisplay({children: 'one'}), ck.TextDisplay({children: 'two'}), thumb, sbtn]});
  const sj = sec.toJSON();
  claim('35 Section', 'texts', sj.components.length, 'accessory type', sj.accessory?.type);

  // 43 jsx(type) calls immediately
  let called = 0;
  const el = ck.jsx(() => {
    called++;
    return 'E';
  }, {});
  claim('43 jsx runs immediately', called, el);

  // 38/67/68 MessageCommandParser
  const msg = (content: string) => ({
    content,
    mentions: {users: new Collection([['42', {id: '42'}]]), channels: new Collection(), roles: new Collection()},
    attachments: new Collection(),
  });
  const schema = () => ({url: 3, n: 4, who: 6, any: 9, flag: 5});
  const p = new ck.MessageCommandParser(msg('!cmd url:https://example.com n:7 who:<@42> any:<@42> nope:1 flag:true'), ['!'], schema);
  const parsed = p.parse();
  claim(
    '38 parse',
    JSON.stringify({command: parsed.command, options: parsed.options.map((o) => [o.name, o.value?.id ?? o.value])}),
    'cached',
    p.parse() === parsed,
  );
  const p2 = new ck.MessageCommandParser(msg('!cmd:sub x'), ['!'], schema);
  claim('38 subcommand syntax', p2.getCommand(), p2.getSubcommand());
  const p3 = new ck.MessageCommandParser(msg('!cmd:grp:sub x'), ['!'], schema);
  claim('38 group syntax', p3.getSubcommandGroup(), p3.getSubcommand());
  claim('38 double space', JSON.stringify(new ck.MessageCommandParser(msg('!cmd  n:3'), ['!'], schema).parse().options));
  const bad = await t(() => new ck.MessageCommandParser(msg('hello'), ['!'], schema).parse());
  let badCode;
  try {
    new ck.MessageCommandParser(msg('hello'), ['!'], schema).parse();
  } catch (e) {
    badCode = ck.isErrorType(e, ck.CommandKitErrorCodes.InvalidCommandPrefix);
  }
  claim('38 no prefix', bad, 'isErrorType InvalidCommandPrefix', badCode);
  claim(
    '67 array order',
    new ck.MessageCommandParser(msg('!!ping'), ['!', '!!'], schema).getCommand(),
    new ck.MessageCommandParser(msg('!!ping'), ['!!', '!'], schema).getCommand(),
  );
  claim(
    '67 unanchored regex',
    await t(() => new ck.MessageCommandParser(msg('hey ?ping'), /\?/, schema).getCommand()),
    'anchored',
    await t(() => new ck.MessageCommandParser(msg('hey ?ping'), /^\?/, schema).getCommand()),
  );

  // 58 isErrorType
  claim(
    '58 isErrorType plain error',
    ck.isErrorType(new Error('x'), ck.CommandKitErrorCodes.InvalidCommandPrefix),
    'string',
    ck.isErrorType('x', ck.CommandKitErrorCodes.InvalidCommandPrefix),
  );

  // 42 LogLevel.ERROR, 56 DefaultLogger#log, 60 createLogger, 46 NoopLogger#debug
  const out = new PassThrough();
  const err = new PassThrough();
  let o = '';
  let e2 = '';
  out.on('data', (d) => (o += d));
  err.on('data', (d) => (e2 += d));
  const dl = new ck.DefaultLogger(out, err);
  dl.error('bad thing');
  dl.log(new Error('boom'), 'EXTRA-ARG');
  await new Promise((r) => setImmediate(r));
  claim('42 error -> stdout stream', o.includes('[ERROR]'), 'stderr', JSON.stringify(e2), 'red-bg code', /\x1b\[41m/.test(o));
  claim('56 Error -> message+stack', o.includes('boom\nError: boom'), 'extra arg printed', o.includes('EXTRA-ARG'));
  claim('60 createLogger without provider', await t(() => ck.createLogger({})), 'no args', await t(() => ck.createLogger()));
  const lg = ck.createLogger({provider: new ck.DefaultLogger(out, err)});
  claim('60 createLogger methods', Object.keys(lg).sort().join(','));
  const {NoopLogger} = await import('commandkit/logger');
  claim('46 NoopLogger debug template', await t(() => new NoopLogger().debug`x ${1}`));

  // 27 MemoryMutexStorage#isLocked
  const {MemoryMutexStorage} = await import('commandkit/mutex');
  const ms = new MemoryMutexStorage();
  const before = await ms.isLocked('k');
  await ms.acquire('k', 1000);
  claim('27 isLocked', before, await ms.isLocked('k'));
  // 71 releasePermit
  const sem = await import('commandkit/semaphore');
  await sem.acquirePermit('rk');
  await sem.releasePermit('rk');
  await sem.releasePermit('rk');
  await sem.releasePermit('rk');
  claim(
    '71 releasePermit extra',
    'available',
    await sem.getAvailablePermits('rk'),
    'config',
    JSON.stringify(sem.defaultSemaphore.getConfig?.()),
  );
  // 76 PluginType.Compiler
  const plug = await import('commandkit/plugin');
  class MyCompiler extends plug.CompilerPlugin {
    name = 'x';
  }
  const c = new MyCompiler({});
  claim('76 compiler type', c.type, plug.isCompilerPlugin(c), plug.isCompilerPlugin({type: 'compiler'}));
  // 47/54 events channel
  const inst = ck.commandkit ?? ck.default?.commandkit ?? ck.CommandKit.instance;
  claim('note named export commandkit', typeof ck.commandkit, typeof ck.default?.commandkit);
  claim('47 events before start()', typeof inst.events);
  // 63 CommandsRouter#isValidPath
  const r = new ck.CommandsRouter({entrypoint: process.cwd() + '/nope'});
  const r2 = new ck.CommandsRouter({entrypoint: process.cwd()});
  claim('63 isValidPath', r.isValidPath(), r2.isValidPath());
  process.exit(0);
}
