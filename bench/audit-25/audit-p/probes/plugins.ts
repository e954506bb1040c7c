// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-p: plugin-package claims without a started bot: ai, analytics, cache, i18n, tasks, workflow, queue
// (numbers = rows of audit-p/sample.tsv).
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
  const commandkit = ck.commandkit;
  const rtctx = {commandkit};

  // ---- ai: 2 getAIConfig, 4 configureAI, 3 setParams, 6 createSystemPrompt
  const ai = await import('@commandkit/ai');
  const cfg0 = ai.getAIConfig();
  const defaultOnResult = cfg0.onResult;
  claim('2 defaults', Object.keys(cfg0).sort(), 'selectAiModel default', await t(() => cfg0.selectAiModel()));
  const mineOnResult = async () => 'mine';
  ai.configureAI({onResult: mineOnResult});
  const cfg1 = ai.getAIConfig();
  claim(
    '2 live object',
    cfg1 === cfg0,
    'onResult after configure is the default',
    cfg1.onResult === defaultOnResult,
    'is mine',
    cfg1.onResult === mineOnResult,
  );
  // a custom onResult that falls back through getAIConfig() calls itself
  let depth = 0;
  ai.configureAI({
    onResult: async (c, m, r) => {
      if (++depth > 3) return 'recursed';
      return ai.getAIConfig().onResult(c, m, r);
    },
  });
  claim(
    '2 fallback from a custom onResult',
    await ai.getAIConfig().onResult({}, {reply: async () => 'default reply'}, {text: 'hi'}),
    'depth',
    depth,
  );
  // the way out the fixed text gives: keep the default before configureAI, call it from the custom hook
  const replies: string[] = [];
  ai.configureAI({onResult: async (c, m, r) => defaultOnResult(c, m, {text: r.text.toUpperCase()})});
  await ai.getAIConfig().onResult({}, {reply: async (o) => replies.push(o.content)}, {text: 'hi'});
  claim('2 fallback through a reference kept before configureAI', replies);
  ai.configureAI({onResult: defaultOnResult});
  const sel = async () => ({model: 'm'});
  ai.configureAI({selectAiModel: sel});
  ai.configureAI({disableBuiltInTools: true});
  claim('4 merge', ai.getAIConfig().selectAiModel === sel, ai.getAIConfig().disableBuiltInTools, typeof ai.getAIConfig().onError);
  const actx = new ai.AiContext({message: {}, params: {}, commandkit});
  const p = {a: 1};
  actx.setParams(p);
  claim('3 same reference', actx.params === p);
  claim('6 createSystemPrompt exported', typeof ai.createSystemPrompt);

  // ---- analytics: 8..13
  const {UmamiProvider} = await import('@commandkit/analytics/umami');
  const {PostHogProvider, posthog} = await import('@commandkit/analytics/posthog');
  const seen: any[] = [];
  const fakeUmami = {identify: async (e) => seen.push(['umami.identify', e]), track: async (n, d) => seen.push(['umami.track', n, d])};
  const up = new UmamiProvider(fakeUmami);
  claim('8 name', up.name);
  await up.identify(null, {id: 'u1'});
  claim('10 engine unused (null engine accepted)', seen);
  const fakePh = {capture: (e) => seen.push(['ph.capture', e]), identify: (e) => seen.push(['ph.identify', e])};
  const pp = new PostHogProvider(fakePh);
  seen.length = 0;
  await pp.track(commandkit.analytics, {name: 'evt', data: {k: 1}, id: 'who'});
  await pp.track(commandkit.analytics, {name: 'anon', data: {}});
  await pp.identify(commandkit.analytics, {id: 'who', x: 1});
  claim('12/13 posthog calls', seen);
  const ph = posthog({posthogOptions: {apiKey: 'phc_test', options: {host: 'http://127.0.0.1:9', flushAt: 1000}}});
  await ph.activate(rtctx);
  const client = ph.provider?.posthog;
  claim('9 client options', client?.constructor?.name, client?.apiKey, client?.host);
  await ph.deactivate(rtctx);
  await client?.shutdown?.(10).catch(() => {});
  const {umami} = await import('@commandkit/analytics/umami');
  const opts = {websiteId: 'w-1', hostUrl: 'http://127.0.0.1:9', userAgent: 'audit'};
  const um = umami({umamiOptions: opts});
  await um.activate(rtctx);
  claim('11 umami client options', um.provider?.umami?.options ?? um.provider?.umami?.properties);
  await um.deactivate(rtctx);

  // ---- cache: 14, 15, 16, 17
  const cache = await import('@commandkit/cache');
  const list = cache.cache();
  claim(
    '16 cache()',
    Array.isArray(list),
    list.map((x) => x.constructor.name + ':' + x.name),
  );
  claim('14 name', list[0].name);
  const sets: any[] = [];
  class Rec extends cache.MemoryCache {
    async set(k, v, ttl) {
      sets.push({ttl: ttl ?? null});
      return super.set(k, v, ttl);
    }
  }
  const provider = new Rec();
  cache.setCacheProvider(provider);
  const wrap = globalThis.$ckitiucw;
  claim('17 wrapper arity', wrap?.length);
  let ctxSeen;
  const fn = wrap(
    async (x) => {
      ctxSeen = cache.cacheContext?.getStore?.() ?? null;
      return x * 2;
    },
    'some-id',
    {ttl: 5000, name: 'n', tags: ['t']},
  );
  await fn(1);
  claim('17 ttl stored with metadata {ttl: 5000}', sets.splice(0));
  claim('15 cacheContext exported', typeof cache.cacheContext);
  const fn2 = wrap(async () => {
    cache.cacheLife('2s');
    cache.cacheTag('x');
    return 1;
  });
  await fn2();
  claim('15 ttl stored after cacheLife(2s)', sets.splice(0));

  // ---- tasks: 88 setDriver, 89/95 createTask/deleteTask, 90 immediate, 91 constructor, 93 isDate
  const tasks = await import('@commandkit/tasks');
  const {SQLiteDriver} = await import('@commandkit/tasks/sqlite');
  const mgr = new tasks.TaskDriverManager();
  claim(
    '91 new manager',
    mgr.driver,
    'shared instance exported',
    typeof tasks.taskDriverManager,
    tasks.taskDriverManager instanceof tasks.TaskDriverManager,
  );
  const runs: string[] = [];
  const d1 = new SQLiteDriver(':memory:', 60_000);
  mgr.setDriver(d1);
  await mgr.setTaskRunner(async (task) => runs.push(task.name));
  const cronId = await mgr.createTask({name: 'cron-imm', schedule: '0 0 1 1 *', immediate: true, data: {}});
  const afterCreateCron = [...runs];
  const dateId = await mgr.createTask({name: 'date-imm', schedule: Date.now() + 3_600_000, immediate: true, data: {}});
  const afterCreateDate = [...runs];
  await sleep(50);
  claim('90 immediate (sqlite)', 'right after create(cron)', afterCreateCron, 'after create(date)', afterCreateDate, 'after 50ms', runs);
  claim('89/95 ids', cronId, dateId, typeof cronId);
  const rows = () =>
    d1.db
      .prepare('SELECT id, name FROM jobs')
      .all()
      .map((r) => `${r.id}:${r.name}`);
  await mgr.deleteTask('date-imm');
  claim('95 delete by name', rows());
  await mgr.deleteTask(dateId);
  claim('95 delete by id', rows());
  // 88: replace the driver after the runner was set
  const d2 = new SQLiteDriver(':memory:', 50);
  mgr.setDriver(d2);
  runs.length = 0;
  await mgr.createTask({name: 'on-d2', schedule: Date.now() - 1, data: {}});
  await sleep(300);
  claim(
    '88 new driver got the runner',
    runs,
    'd2 runner',
    d2.runner === null ? 'null' : typeof d2.runner,
    'old driver still open',
    d1.db.isOpen,
  );
  d1.destroy();
  d2.destroy();
  const task = tasks.task ? tasks.task({name: 'x', schedule: 5, execute() {}}) : null;
  const T = tasks.Task;
  claim(
    '93 isDate',
    new T({name: 'a', schedule: new Date(), execute() {}}).isDate(),
    new T({name: 'b', schedule: 5, execute() {}}).isDate(),
    new T({name: 'c', schedule: '* * * * *', execute() {}}).isDate(),
    new T({name: 'd', execute() {}}).isDate(),
  );
  // 94 setPollingInterval: spacing of the checks
  const d3 = new SQLiteDriver(':memory:', 60_000);
  const r3: number[] = [];
  await d3.setTaskRunner(async () => r3.push(Date.now()));
  d3.setPollingInterval(50);
  await d3.create({name: 'due', schedule: Date.now() + 20, data: {}});
  await sleep(400);
  claim('94 after setPollingInterval(50)', 'getPollingInterval', d3.getPollingInterval(), 'runs within 400ms', r3.length);
  d3.destroy();

  // ---- workflow: 96..100
  const wf = await import('@commandkit/workflow');
  const plugins = wf.workflow();
  const arr = Array.isArray(plugins) ? plugins : [plugins];
  claim(
    '97/100 plugins',
    arr.map((x) => x.constructor.name + ':' + x.name),
    'runtime options',
    arr.find((x) => x.constructor.name !== 'WorkflowCompilerPlugin')?.options,
  );
  const compiler = arr.find((x) => x.constructor.name === 'WorkflowCompilerPlugin');
  await compiler.activate({isDevMode: false});
  const cb = compiler.builder;
  claim(
    '96/98 builder from the plugin',
    cb?.constructor?.name,
    cb?.options,
    (cb?.config?.dirs ?? []).map((x) => x.replace(process.cwd(), '<cwd>')),
    'watch',
    cb?.config?.watch,
    'workingDir',
    cb?.config?.workingDir?.replace(process.cwd(), '<cwd>'),
  );
  const LB = wf.LocalBuilder;
  claim('98 LocalBuilder exported', typeof LB);
  if (LB) {
    const b = new LB({inputPaths: ['flows'], outDir: 'out'});
    claim(
      '98/99 builder',
      (b.config?.dirs ?? []).map((x) => x.replace(process.cwd(), '<cwd>')),
      'watch',
      b.config?.watch,
      'workingDir',
      b.config?.workingDir?.replace(process.cwd(), '<cwd>'),
    );
  }

  // ---- queue: 76..80 with a driver that records what it is given
  const q = await import('@commandkit/queue');
  const got: any[] = [];
  const drv = {send: async () => {}, receive: async (topic, handler) => (got.push(topic), handler({hello: 1})), close: async () => {}};
  q.setDriver(drv);
  const handled: any[] = [];
  const r = q.receive('My.Topic', async (m) => handled.push(m));
  claim('76/77/79/80 receive', r instanceof Promise, await r, 'topic', got, 'handler got', handled);
}
