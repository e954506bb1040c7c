// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-p: commandkit claims that need no running bot (numbers = rows of audit-p/sample.tsv).
import {Client, Collection} from 'discord.js';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const t = async (f: () => unknown) => {
  try {
    return 'ok ' + JSON.stringify(await f());
  } catch (e: any) {
    return 'threw ' + (e?.constructor?.name ?? '') + ': ' + String(e?.message).split('\n')[0];
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default async function () {
  const ck = await import('commandkit');
  const first = ck.commandkit;

  // 24 useLogger (and 41 DefaultLogger#warn before it is swapped)
  const printed: string[] = [];
  const origWrite = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk, ...rest) => (printed.push(String(chunk)), true);
  const dl = new ck.DefaultLogger();
  const err = new Error('warn-boom');
  dl.warn(err, 'extra-arg');
  process.stdout.write = origWrite;
  const out = printed.join('\n');
  claim(
    '41 warn(Error)',
    'message',
    out.includes('warn-boom'),
    'stack',
    out.includes('at '),
    'extra arg printed',
    out.includes('extra-arg'),
  );
  const seen: string[] = [];
  // A template call arrives as (strings, ...values): joined back so the text can be searched.
  const text = (a) =>
    Array.isArray(a[0]) && a[0].raw ? a[0].map((s, i) => s + (i < a.length - 1 ? String(a[i + 1]) : '')).join('') : a.map(String).join(' ');
  const mine = Object.fromEntries(['log', 'info', 'warn', 'error', 'debug'].map((lvl) => [lvl, (...a) => seen.push(lvl + ':' + text(a))]));
  const lg = await import('commandkit/logger');
  claim('24 useLogger exported from', 'commandkit', typeof ck.useLogger, 'commandkit/logger', typeof lg.useLogger);
  lg.useLogger(mine);
  ck.Logger.info('from-reader');
  lg.Logger.warn('via-subpath');

  // 25/28 CommandKitPluginRuntime#execute; 43 unregisterAllPlugins
  const rt = new ck.CommandKitPluginRuntime(first);
  const order: string[] = [];
  const mk = (name: string, deact?: boolean) =>
    Object.assign(
      new (class extends ck.RuntimePlugin {
        name = name;
        async deactivate() {
          order.push('deactivate ' + name);
          if (deact) throw new Error('deactivate ' + name + ' failed');
        }
      })({}),
    );
  claim('25 no plugins', await t(() => rt.execute(async () => 'x')));
  for (const n of ['p1', 'p2', 'p3', 'p4']) await rt.registerPlugin(mk(n, n === 'p2'));
  const calls: string[] = [];
  const r1 = await rt.execute(async (runtime, plugin) => {
    calls.push(plugin.name + (runtime === rt ? '(rt)' : ''));
    await sleep(5);
    if (plugin.name === 'p1') return true;
    if (plugin.name === 'p2') throw new Error('p2 hook failed');
    if (plugin.name === 'p3') return 'three';
    return undefined;
  });
  claim(
    '25 order/args',
    calls,
    'result',
    r1 ?? 'undefined',
    'error logged',
    seen.some((s) => s.includes('p2 hook failed')),
  );
  const r2 = await rt.execute(async (runtime, plugin) => {
    calls.push('cap:' + plugin.name);
    if (plugin.name === 'p2') runtime.capture();
    return 'v-' + plugin.name;
  });
  claim(
    '25 capture',
    r2,
    calls.filter((c) => c.startsWith('cap:')),
  );
  claim('43 unregisterAll', await t(() => rt.unregisterAllPlugins()), order, 'left', [
    ...(rt.getPlugins?.().keys?.() ?? rt.plugins.keys()),
  ]);

  claim(
    '24 useLogger',
    seen.filter((s) => /from-reader|via-subpath/.test(s)),
  );
  // framework's own log line: a plugin failure logged by execute went to the reader's logger
  claim(
    '24 framework line reached reader logger',
    seen.some((s) => s.includes('p2 hook failed')),
  );
  lg.useLogger(new ck.DefaultLogger());

  // 21 markStart; 48 runDeferredFunctions; 51 setType; 61 provideContext
  const env = new ck.CommandKitEnvironment(first);
  env.markStart('my-marker');
  claim('21 getMarker', env.getMarker());
  const ran: string[] = [];
  const emitted: string[] = [];
  env.registerDeferredFunction(async () => {
    ran.push('a');
    env.registerDeferredFunction(async () => ran.push('late'));
  });
  env.registerDeferredFunction(async () => {
    ran.push('b');
    throw new Error('deferred b failed');
  });
  env.registerDeferredFunction(async () => ran.push('c'));
  claim('48 no listener', await t(() => env.runDeferredFunctions()), ran);
  first.on('unhandledDeferredFunctionRejection', (e) => emitted.push(String(e?.message)));
  env.registerDeferredFunction(async () => {
    throw new Error('deferred d failed');
  });
  await env.runDeferredFunctions();
  claim('48 with listener', emitted, 'left', env.getData?.().deferredFunctions?.size ?? 'n/a');
  claim('51 enum', ck.CommandKitEnvironmentType, await t(() => (env.setType(ck.CommandKitEnvironmentType.CommandHandler), env.getType())));
  const ret = ck.provideContext(env, async () => 'v');
  const ret2 = ck.provideContext(env, () => ({same: 1}));
  claim('61 provideContext returns', ret instanceof Promise, await ret, ret2);

  // 22 jsx(children); 37 jsxs; 23 ChannelSelectMenu
  const jr = await import('commandkit/jsx-runtime');
  const echo = (p) => p.children;
  claim('22 jsx extra args', jr.jsx(echo, {}, 'k1'), jr.jsx(echo, {children: 'c'}, 'k1'), jr.jsx(echo, {}));
  claim('37 jsxs', jr.jsxs(echo, {children: ['a', 'b']}));
  const {ChannelType} = await import('discord.js');
  const csm = ck.ChannelSelectMenu({channelTypes: [ChannelType.GuildText], placeholder: 'pick'});
  const csm2 = ck.ChannelSelectMenu({channelTypes: ChannelType.GuildVoice});
  claim('23 ChannelSelectMenu', csm.toJSON(), csm2.toJSON().channel_types);

  // 26 Context#constructor(config)
  const cfg = {
    command: {command: {name: 'x'}},
    executionMode: 'chatInput',
    interaction: null,
    message: null,
    environment: env,
    forwarded: false,
    customArgs: {a: 1},
  };
  const c = new ck.Context(first, cfg);
  claim('26 config kept', c.config === cfg, 'forwarded', c.forwarded);

  // 27 Mutex#constructor
  const mx = await import('commandkit/mutex');
  const m = new mx.Mutex();
  claim('27 default storage', m.getStorage().constructor.name);
  // 58 releaseLock(key)
  claim('58 acquire', await mx.acquireLock('L'), 'isLocked', await mx.isLocked('L'));
  await mx.releaseLock('L');
  claim('58 released by anyone', await mx.isLocked('L'), 'release free', await t(() => mx.releaseLock('free-one')));

  // 34/45 semaphore
  const sem = await import('commandkit/semaphore');
  const s0 = new sem.Semaphore({permits: 0});
  const s2 = new sem.Semaphore({});
  claim('45 permits 0 / default', s0.getConfig?.().permits, s2.getConfig?.().permits);
  await s2.acquire('k');
  claim(
    '45 memory total after first acquire',
    await s2.getStorage().getTotalPermits('k'),
    'second acquire timeout 50',
    await s2.acquire('k', 50),
  );
  const custom = {acquire: async () => true, release: async () => {}, getAvailablePermits: async () => 99, getTotalPermits: async () => 99};
  const s3 = new sem.Semaphore({permits: 3, storage: custom});
  claim('45 custom storage counts', await s3.getAvailablePermits('k'));
  const mss = new sem.MemorySemaphoreStorage();
  mss.initialize('a', 1);
  claim('34 acquire(key)', await mss.acquire('a', 50), await mss.acquire('a', 50), 'other key', await mss.acquire('b', 50));

  // 32/35 RateLimiter#reset (commandkit/ratelimit fails to load: known issue's workaround)
  const loadCjs = createRequire(import.meta.url);
  const rl = loadCjs(join(dirname(loadCjs.resolve('commandkit')), 'utils', 'useful-stuff', 'ratelimiter.js'));
  const lim = new rl.RateLimiter(1, 60_000);
  claim('32 before', await lim.limit('u'), await lim.limit('u'), 'other', await lim.limit('v'));
  await lim.reset('u');
  claim('32 after reset', await lim.limit('u'), await lim.getRemaining('u'), 'other still limited', await lim.limit('v'));

  // 42 useEvents
  claim('42 commandkit/events', await t(async () => Object.keys(await import('commandkit/events'))));
  claim('42 commandkit.events', first.events?.constructor?.name);

  // 46 compilerOptions defaults / merging
  const {defineConfig} = await import('commandkit/config');
  const conf = defineConfig({compilerOptions: {tsdown: {minify: true}, macro: {}}});
  claim('46 merged', conf.compilerOptions, 'none', defineConfig({}).compilerOptions);

  // 47 EventInterceptor#hasSubscribers
  const client = new Client({intents: []});
  const ei = new ck.EventInterceptor(client);
  const l1 = () => {};
  const l2 = () => {};
  claim('47 none', ei.hasSubscribers('messageCreate'));
  const u1 = ei.subscribe('messageCreate', l1);
  ei.subscribe('messageCreate', l2);
  claim('47 two', ei.hasSubscribers('messageCreate'), ei.getSubscriberCount('messageCreate'));
  u1();
  ei.unsubscribe('messageCreate', l2);
  claim('47 after all unsubscribed', ei.hasSubscribers('messageCreate'));

  // 55 getSourceDirectories
  claim(
    '55 dirs',
    ck.getSourceDirectories?.().map((d) => d.replace(process.cwd(), '<cwd>')),
  );

  // 54/29 MessageCommandParser#getCommand, getSubcommandGroup; 33 getMember; 52 getInteger
  const members = new Collection([['42', {id: '42', kind: 'member'}]]);
  const msg = (content: string, guild = true) => ({
    content,
    guild: guild ? {members: {cache: members}} : null,
    mentions: {
      users: new Collection([
        ['42', {id: '42'}],
        ['43', {id: '43'}],
      ]),
      channels: new Collection(),
      roles: new Collection(),
    },
    attachments: new Collection(),
  });
  const schema = () => ({who: 6, other: 6, n: 4});
  const parse = (s, g = true) => new ck.MessageCommandParser(msg(s, g), ['!'], schema);
  claim('54 getCommand', parse('!config:set').getCommand(), parse('!Config:grp:sub a').getCommand(), parse('!  ping x').getCommand());
  const og = (s) => new ck.MessageCommandOptions(parse(s));
  claim(
    '29 group',
    og('!cmd:grp:sub').getSubcommandGroup(),
    og('!cmd:sub').getSubcommandGroup(),
    await t(() => og('!cmd:sub').getSubcommandGroup(true)),
    await t(() => og('!cmd').getSubcommandGroup(true)),
  );
  const om = new ck.MessageCommandOptions(parse('!cmd who:<@42> other:<@43> n:12'));
  claim(
    '33 getMember',
    om.getMember('who')?.kind,
    'unresolved',
    await t(() => om.getMember('other')),
    await t(() => om.getMember('other', true)),
    'missing',
    await t(() => om.getMember('nobody')),
    await t(() => om.getMember('nobody', true)),
  );
  const dm = new ck.MessageCommandOptions(parse('!cmd who:<@42>', false));
  claim('33 getMember outside guild', await t(() => dm.getMember('who')), await t(() => dm.getMember('who', true)));
  claim(
    '52 getInteger',
    om.getInteger('n'),
    await t(() => om.getInteger('absent')),
    await t(() => new ck.MessageCommandOptions(parse('!cmd 12')).getInteger('n')),
  );

  // 62 setFilter
  const eng = first.analytics;
  const got: string[] = [];
  eng.registerProvider({name: 'rec', track: async (_e, ev) => got.push(ev.name)});
  eng.setFilter((_e, ev) => ev.name !== 'blocked');
  await eng.track({name: 'blocked', data: {}});
  await eng.track({name: 'kept', data: {}});
  const logged: string[] = [];
  lg.useLogger({...mine, error: (...a) => logged.push(text(a))});
  eng.setFilter(() => {
    throw new Error('filter boom');
  });
  await eng.track({name: 'after-throw', data: {}});
  eng.setFilter(null);
  await eng.track({name: 'blocked', data: {}});
  lg.useLogger(new ck.DefaultLogger());
  claim(
    '62 setFilter',
    got,
    'throw logged',
    logged.some((l) => l.includes('filter boom')),
  );

  // 39 FlagProvider#destroy: replaced provider and the flag's own lifetime
  const flag = await import('commandkit/flag');
  const destroyed: string[] = [];
  const prov = (n) => ({
    initialize: async () => {},
    getFlag: async () => null,
    hasFlag: async () => false,
    destroy: async () => destroyed.push(n),
  });
  const setFP = flag.setFlagProvider ?? ck.setFlagProvider;
  claim('39 setFlagProvider exported from', typeof flag.setFlagProvider, typeof ck.setFlagProvider);
  await setFP(prov('one'));
  await setFP(prov('two'));
  claim('39 destroy after replacement', destroyed);
}
