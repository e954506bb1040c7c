// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-g: sampled texts of the official plugin packages (analytics, cache, i18n, legacy, queue, redis, tasks,
// workflow) that can be run by calling the packed packages directly (numbers = rows of sample.tsv).
import {createRequire} from 'node:module';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {typeCheckReaderFiles} from '#support';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const t = async (f: () => unknown) => {
  try {
    return 'ok ' + JSON.stringify(await f());
  } catch (e: any) {
    return 'threw ' + (e?.constructor?.name ?? '') + ': ' + e?.message;
  }
};

export default async function (ctx: any) {
  const req = createRequire(join(ctx.projectDir, 'package.json'));
  const pkg = (name: string) => req.resolve(name);
  // analytics 9, 10, 11, 13, 14
  const {PostHogProvider, PostHogPlugin} = await import('@commandkit/analytics/posthog');
  const {UmamiProvider} = await import('@commandkit/analytics/umami');
  const captured: any[] = [];
  const ph = new PostHogProvider({capture: (c) => captured.push(c)});
  const engine = {commandkit: {client: {user: {id: 'BOT'}}}};
  await ph.track(engine, {name: 'a', id: 'u1', data: {x: 1}});
  await ph.track(engine, {name: 'b', id: 42, data: {}});
  await ph.track({commandkit: {client: {user: null}}}, {name: 'c'});
  claim(
    '10 PostHogProvider#track distinctIds',
    captured.map((c) => [c.event, c.distinctId, c.properties]),
  );
  const um = {marker: true};
  const up = new UmamiProvider(um);
  claim('9 UmamiProvider ctor', Object.keys(up), up.umami === um, up.name);
  claim('14 PostHogPlugin#name', new PostHogPlugin({posthogOptions: {apiKey: 'k'}}).name);

  // cache 15, 17, 20, 21
  const cache = await import('@commandkit/cache');
  const keys: string[] = [];
  class Rec extends cache.MemoryCache {
    async get(k) {
      keys.push(k);
      return super.get(k);
    }
  }
  cache.setCacheProvider(new Rec());
  const fn = async (n) => n * 2;
  const wrap = cache.$ckitiucw; // the wrapper the "use cache" transform calls
  const w1 = wrap(fn);
  const w2 = wrap(fn);
  if (w1) {
    await w1(1);
    await w2(1);
    claim('15 same function wrapped twice, same args -> keys differ', keys[0] !== keys[1], keys.length);
  } else claim('15 useCache not exported', Object.keys(cache));
  const mc = new cache.MemoryCache();
  await mc.set('k', 'v', 100000);
  await mc.expire('k', 50);
  await new Promise((r) => setTimeout(r, 80));
  claim('20 MemoryCache expire(ttl ms from now)', await mc.get('k'));

  // i18n 79, 81, 82, 84
  const i18n = await import('@commandkit/i18n');
  const plugin = new i18n.I18nPlugin({});
  const env = {variables: new Map()};
  claim('81 executeCommand', await plugin.executeCommand({}, env, {}, {}), [...env.variables.keys()]);
  const cmds = [
    {type: 1, name: 'slash', description: 'd', description_localizations: {fr: 'x'}},
    {type: 2, name: 'userctx', description: 'd', description_localizations: {fr: 'x'}},
    {type: 3, name: 'msgctx', description: 'd'},
  ];
  await plugin.onBeforeRegisterCommands({}, {commands: cmds});
  claim(
    '79 onBeforeRegisterCommands',
    cmds.map((c) => [c.name, 'description' in c, 'description_localizations' in c]),
  );
  claim('82 DynamicLocalizationModule exported (runtime n/a, type check below)', 'DynamicLocalizationModule' in i18n);
  const [, cli] = i18n.i18n();
  claim('84 I18nCliTemplatePlugin#name', cli.name);

  // legacy 85, 89
  const legacy = await import('@commandkit/legacy');
  const lp = new legacy.LegacyHandlerPlugin({});
  const logged: string[] = [];
  const {Logger} = await import('commandkit');
  const orig = Logger.info;
  Logger.info = (...a) => logged.push(String(a[0]));
  await t(() => lp.activate({commandkit: {}}));
  await t(() => lp.deactivate({commandkit: {}}));
  Logger.info = orig;
  claim('85/89 legacy activate/deactivate logs', logged);

  // queue 95: the package never calls close()
  const q = await import('@commandkit/queue');
  let closed = 0;
  q.setDriver({
    send: async () => {},
    receive: async () => {},
    close: async () => {
      closed++;
    },
  });
  q.setDriver({
    send: async () => {},
    receive: async () => {},
    close: async () => {
      closed++;
    },
  });
  claim('95 close calls after replacing the driver', closed, 'exports', Object.keys(q).sort().join(','));
  claim(
    '97 send throws sync without driver? (driver set, topic passes through)',
    await t(async () => {
      let topic;
      q.setDriver({
        send: async (tp) => {
          topic = tp;
        },
        receive: async () => {},
      });
      await q.send('My Topic', 1);
      return topic;
    }),
  );

  // tasks 109, 110, 114
  const tasks = await import('@commandkit/tasks');
  const mgr = new tasks.TaskDriverManager();
  claim('109 setTaskRunner without driver', await t(() => mgr.setTaskRunner(async () => {})));
  const tp0 = new tasks.TasksPlugin({});
  claim('110 new TasksPlugin({}) option', JSON.stringify(tp0.options), 'tasks()', JSON.stringify(tasks.tasks().options));
  const tpNo = new tasks.TasksPlugin();
  claim('110 TasksPlugin() without options: activate', await t(() => tpNo.activate({commandkit: {}})));

  // workflow 115, 117, 119
  const wf = await t(async () => {
    const m = await import('@commandkit/workflow');
    const [c, p] = m.workflow();
    return {name: p.name, preload: [...p.preload], compilerName: c.name, exportedByName: Object.keys(m).sort()};
  });
  claim('115/117 WorkflowPlugin', wf);
  const wfAll = await t(async () => {
    const m = await import('@commandkit/workflow');
    const opts = {compilerPluginOptions: {a: 1}, runtimePluginOptions: {b: 2}};
    const [c, r] = m.workflow(opts);
    return {compiler: c.options, runtime: r.options};
  });
  claim('119 workflow(options) hands each plugin', wfAll);

  // redis 98: the SerializeFunction type, as a reader imports it
  const dir = join(ctx.cwd, 'tc');
  mkdirSync(dir, {recursive: true});
  writeFileSync(
    join(dir, 'a.ts'),
    "import type { SerializeFunction } from '@commandkit/redis';\nexport const f: SerializeFunction = (v) => JSON.stringify(v);\n",
  );
  writeFileSync(
    join(dir, 'b.ts'),
    "import type { SerializeFunction } from '@commandkit/cache/redis';\nexport const f: SerializeFunction = (v) => JSON.stringify(v);\n",
  );
  writeFileSync(
    join(dir, 'c.ts'),
    "import type { DynamicLocalizationModule } from '@commandkit/i18n';\nexport type X = DynamicLocalizationModule;\n",
  );
  for (const f of ['a.ts', 'b.ts', 'c.ts']) {
    const r = typeCheckReaderFiles(dir, ctx.projectDir, [f]);
    claim(
      '98/82 typecheck ' + f,
      r.ok,
      r.output
        .split('\n')
        .filter((l) => /error TS/.test(l))
        .map((l) => l.replace(/^.*error /, ''))
        .slice(0, 2),
    );
  }
  const bundler = typeCheckReaderFiles(dir, ctx.projectDir, ['b.ts'], {moduleResolution: 'Bundler', module: 'ESNext'});
  claim(
    '98 typecheck b.ts with moduleResolution Bundler',
    bundler.ok,
    bundler.output
      .split('\n')
      .filter((l) => /error TS/.test(l))
      .slice(0, 2),
  );
  process.exit(0);
}
