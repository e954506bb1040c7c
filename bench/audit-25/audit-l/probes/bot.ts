// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-l: claims of sampled API texts that need a started bot (numbers = rows of audit-l/sample.tsv).
import {startOfflineBot} from '#support';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const CONFIG = `
import { RuntimePlugin } from 'commandkit';
import { defineConfig } from 'commandkit/config';
class P extends RuntimePlugin {
  name = 'audit-l';
  constructor(o) { super(o); this.preload.add('pre.js'); }
}
export default defineConfig({ plugins: [new P({})] });
`;
const rec = `const rec = (k, v) => ((globalThis.rec ??= {})[k] ??= []).push(v);\n`;

export default async function (ctx: any) {
  const g = globalThis as any;
  const files = {
    'commandkit.config.mjs': CONFIG,
    'src/pre.ts': `globalThis.preloaded = (globalThis.preloaded ?? 0) + 1;\nexport {};\n`,
    'src/app/events/messageCreate/a-par.ts': `${rec}export const parallel = true;\nexport default async function () { rec('order', 'a-par start'); await new Promise((r) => setTimeout(r, 40)); rec('order', 'a-par end'); }\n`,
    'src/app/events/messageCreate/b-par-throws.ts': `${rec}export const parallel = true;\nexport default async function () { rec('order', 'b-par start'); throw new Error('parallel b failed'); }\n`,
    'src/app/events/messageCreate/c-seq.ts': `${rec}import { getEventWorkerContext } from 'commandkit';\nimport { flag } from 'commandkit/flag';\nconst quiet = flag({ key: 'quiet', disableAnalytics: true, decide: () => true, identify: () => ({ id: 'x' }) });\nconst f = flag({ key: 'in-event', decide: (c) => true, identify: (c) => { rec('flagctx', { keys: Object.keys(c).sort(), event: c.event && { name: c.event.name, namespace: c.event.namespace, data: Object.keys(c.event.data ?? {}).sort(), args: c.event.arguments?.length, as: c.event.argumentsAs?.('messageCreate') === c.event.arguments }, client: c.client?.constructor?.name, ck: c.commandkit?.constructor?.name }); return { id: 'x' }; } });\nexport default async function (message) { rec('order', 'c-seq'); const w = getEventWorkerContext(); rec('worker', { event: w.event, namespace: w.namespace }); await f(); await quiet(); }\n`,
    'src/app/commands/inspect.ts': `${rec}export const command = { name: 'inspect', description: 'i' };\nexport async function chatInput(ctx) { rec('ctx', ['chatInput', ctx.isMessageContextMenu()]); await ctx.interaction.reply('ok'); }\nexport async function messageContextMenu(ctx) { rec('ctx', ['messageContextMenu', ctx.isMessageContextMenu(), ctx.interaction.constructor.name]); await ctx.interaction.reply('ok'); }\n`,
  };
  g.rec = {};
  const {bot, commandkit, logs} = await startOfflineBot(ctx, files);
  claim('58 preload dist/pre.js imported', g.preloaded ?? 0);
  // 58: a path that cannot be imported fails activation
  const {RuntimePlugin} = await import('commandkit');
  class Bad extends RuntimePlugin {
    name = 'bad-preload';
    constructor() {
      super({});
      this.preload.add('missing-file.js');
    }
  }
  try {
    await commandkit.plugins.registerPlugin(new Bad());
    claim('58 bad preload', 'registered');
  } catch (e) {
    claim('58 bad preload', 'threw', String(e.message).split('\n')[0]);
  }
  // 35 getPath with an app directory
  claim('35 getPath', commandkit.getPath('commands'), commandkit.getPath('events'));
  // 42 loaded event metadata
  const ev = commandkit.eventHandler;
  const loaded = [...(ev.loadedEvents?.values?.() ?? [])].map((d) => ({
    name: d.name,
    metaKeys: Object.keys(d.event ?? d.metadata ?? {}).sort(),
  }));
  claim('42 loaded events', loaded);
  // 23: analytics provider records the flag events
  const tracked: string[] = [];
  commandkit.analytics.registerProvider({name: 'rec', track: async (_e, ev) => tracked.push(ev.name + ':' + ev.data?.flag)});
  // 24/38/26/56/61: message event
  await bot.send('hello');
  await sleep(200);
  claim('24 order', g.rec.order, 'logged', logs.filter((l) => l.includes('parallel b failed')).length);
  claim('38 worker context', g.rec.worker);
  claim('26/56/61 flag context', g.rec.flagctx);
  await sleep(100);
  claim('23 events sent (flag in-event: default; flag quiet: disableAnalytics true)', tracked);
  // 21 isMessageContextMenu
  await bot.chatInput('inspect');
  await bot.messageContextMenu('inspect');
  claim('21 isMessageContextMenu', g.rec.ctx);
}
