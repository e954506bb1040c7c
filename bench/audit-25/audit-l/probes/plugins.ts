// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-l: plugin-package claims of sampled API texts (analytics, cache, i18n, ai, tasks; numbers = rows of sample.tsv).
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

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
  const {Logger} = ck;
  const logged: string[] = [];
  // before any instance exists: 2 executeAI / 63 useI18n without an instance
  const ai = await import('@commandkit/ai');
  const i18n = await import('@commandkit/i18n');
  claim('63 useI18n without instance', await t(() => i18n.useI18n()));
  claim('2 executeAI without instance', await t(() => new ai.AiPlugin({}).executeAI({}, undefined)));
  const commandkit = new ck.CommandKit({});
  const rtctx = {commandkit};

  // 8/10/11/9 PostHog plugin; 12/13 Umami
  const {posthog, PostHogProvider} = await import('@commandkit/analytics/posthog');
  const {umami, UmamiProvider, UmamiPlugin} = await import('@commandkit/analytics/umami');
  const ph = posthog({posthogOptions: {apiKey: 'phc_test', options: {host: 'http://127.0.0.1:9', flushAt: 1000}}});
  claim('8 after posthog()', 'provider', ph.provider, 'own keys', Object.keys(ph));
  await ph.activate(rtctx);
  const eng = commandkit.analytics;
  const current = () => eng.getProvider?.()?.name ?? eng['#provider'] ?? Object.getOwnPropertyNames(eng);
  claim('10 after activate', ph.provider?.constructor.name, 'engine provider', await t(() => eng.getProvider?.()?.name));
  await ph.deactivate(rtctx);
  claim('11 after deactivate', await t(() => eng.getProvider?.()?.name ?? null));
  const boom = new PostHogProvider({
    capture: () => {
      throw new Error('capture failed');
    },
    identify: () => {
      throw new Error('identify failed');
    },
  });
  claim('9 name', boom.name);
  eng.registerProvider(boom);
  const origError = Logger.error.bind(Logger);
  const lines: string[] = [];
  const spy = (...a) => {
    lines.push(Array.isArray(a[0]) && a[0].raw ? String.raw(...a) : a.map(String).join(' '));
  };
  Logger.error = spy;
  await eng.track({name: 'evt', data: {}});
  Logger.error = origError;
  claim('9 error log', lines);
  const seen: any[] = [];
  const fakeUmami = {identify: async (e) => seen.push(['identify', e]), track: async (n, d) => seen.push(['track', n, d])};
  const up = new UmamiProvider(fakeUmami);
  await up.identify(eng, {sessionId: 's1', userId: 'u'});
  claim('12 identify passes the data', seen);
  const um = umami({umamiOptions: {websiteId: 'w', hostUrl: 'http://127.0.0.1:9'}});
  await um.activate(rtctx);
  claim(
    '13 umami activate',
    um.provider?.constructor.name,
    'client',
    um.provider?.umami?.constructor?.name,
    'options',
    um.provider?.umami?.options ?? um.provider?.umami?.properties,
    'engine provider',
    await t(() => eng.getProvider?.()?.name),
  );

  // 18 CacheEntry#value: cached function stores the resolved result
  const cache = await import('@commandkit/cache');
  const stored: any[] = [];
  class Rec extends cache.MemoryCache {
    async set(k, v, ttl) {
      stored.push(v);
      return super.set(k, v, ttl);
    }
  }
  cache.setCacheProvider(new Rec());
  const fn = cache.cache ? cache.cache(async (x) => ({doubled: x * 2})) : null;
  if (fn) {
    const r = await t(() => fn(21));
    claim('18 cached fn', r, 'stored', stored);
  } else claim('18 no cache() export', Object.keys(cache));

  // 62/64 i18n: locales folder in the current directory, default namespace; plugins list
  for (const [ns, text] of [
    ['zeta', 'from zeta'],
    ['alpha', 'from alpha'],
  ]) {
    mkdirSync(join(process.cwd(), 'app/locales/en-US'), {recursive: true});
    writeFileSync(join(process.cwd(), `app/locales/en-US/${ns}.json`), JSON.stringify({greet: text}));
  }
  const calls: string[] = [];
  const fnPlugin = async () => {
    calls.push('factory called');
    return {type: '3rdParty', init: () => calls.push('module init')};
  };
  const p = i18n.i18n({plugins: [fnPlugin]});
  const runtimePlugin = Array.isArray(p) ? p.find((x) => x.name === 'I18nPlugin') : p;
  claim('64 activate with a function', await t(() => runtimePlugin.activate(rtctx)), calls);
  const inst = i18n.useI18n(commandkit);
  claim('62 defaultNS', inst.options.defaultNS, 'ns', inst.options.ns, 'fetchT no ns', await t(() => inst.getFixedT('en-US')('greet')));
  class ModuleClass {
    static type = '3rdParty';
    type = '3rdParty';
    init() {}
  }
  const p2 = i18n.i18n({plugins: [ModuleClass]});
  const rp2 = Array.isArray(p2) ? p2.find((x) => x.name === 'I18nPlugin') : p2;
  claim('64 activate with a class', await t(() => rp2.activate({commandkit: new ck.CommandKit({})})));

  // 47 Context#ai; 6 activate adds the getter; 1 createTool outside the AI plugin
  const aiPlugin = new ai.AiPlugin({});
  const {Client} = await import('discord.js');
  commandkit.setClient(new Client({intents: []}));
  const before = commandkit.client.listenerCount('messageCreate');
  claim(
    '6 activate',
    await t(() => aiPlugin.activate(rtctx)),
    'messageCreate listeners',
    before,
    '->',
    commandkit.client.listenerCount('messageCreate'),
  );
  const desc = Object.getOwnPropertyDescriptor(ck.Context.prototype, 'ai');
  claim('47 descriptor', desc && {configurable: desc.configurable, get: typeof desc.get});
  claim('47 deactivate', await t(() => aiPlugin.deactivate(rtctx)), 'still defined', 'ai' in ck.Context.prototype);
  const {z} = await import('zod');
  const tool = ai.createTool({
    name: 'roll',
    description: 'r',
    inputSchema: z.object({n: z.number()}),
    execute: async (c, input) => input.n,
  });
  claim('1 tool keys', Object.keys(tool).sort(), 'execute outside', await t(() => tool.execute({n: 2}, {toolCallId: 'x', messages: []})));

  // 91/93/94 tasks
  const tasks = await import('@commandkit/tasks');
  const mgr = new tasks.TaskDriverManager();
  claim('93/94 no driver', await t(() => mgr.createTask({name: 'x', schedule: Date.now()})), await t(() => mgr.deleteTask('x')));
  const tp = tasks.tasks({sqliteDriverDatabasePath: join(process.cwd(), 'tasks.db')});
  const tplugin = Array.isArray(tp) ? tp.find((x) => x.activate) : tp;
  await t(() => tplugin.activate(rtctx));
  const d = tasks.taskDriverManager.driver;
  claim(
    '91 default driver',
    d?.constructor.name,
    'fields',
    d && Object.fromEntries(Object.entries(d).filter(([k, v]) => typeof v === 'number')),
  );
  await t(() => tplugin.deactivate(rtctx));
  await t(() => d?.destroy?.());
}
