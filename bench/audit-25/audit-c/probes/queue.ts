// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/useful-utilities/commandkit-queue, with @discordjs/brokers on Debian's redis-server (--redis).
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default async function (ctx: any) {
  const q = await import('@commandkit/queue');
  console.log('CLAIM exports', Object.keys(q).sort().join(','));
  for (const [name, call] of [
    ['send', () => q.send('t', {})],
    ['receive', () => q.receive('t', () => {})],
  ]) {
    try {
      await call();
      console.log('CLAIM before-setDriver', name, 'no throw');
    } catch (e) {
      console.log('CLAIM before-setDriver', name, 'throws', e.message);
    }
  }
  const {PubSubRedisBroker} = await import('@discordjs/brokers');
  const {Redis} = await import('ioredis');
  const {RedisPubSubDriver} = await import('@commandkit/queue/discordjs');
  const admin = new Redis(ctx.redisUrl);
  await admin.flushall();
  const mk = (group: string) => new RedisPubSubDriver(new PubSubRedisBroker(new Redis(ctx.redisUrl), {group}));
  // a message published before anyone subscribed
  const early = mk('publisher');
  await early.send('announcements', {text: 'early', n: 1, ok: true, none: null, list: [1, 'a']});
  const got: Record<string, any[]> = {a: [], b: [], w1: [], w2: []};
  const a = mk('shard-0');
  const b = mk('shard-1');
  const w1 = mk('workers');
  const w2 = mk('workers');
  await a.receive('announcements', (m) => void got.a.push(m));
  await b.receive('announcements', (m) => void got.b.push(m));
  await w1.receive('announcements', (m) => void got.w1.push(m));
  await w2.receive('announcements', (m) => void got.w2.push(m));
  await sleep(500);
  for (let i = 0; i < 4; i++) await early.send('announcements', {text: 'm' + i});
  await sleep(2500);
  console.log('CLAIM shard-0 got', got.a.length, 'first', JSON.stringify(got.a[0]));
  console.log('CLAIM shard-1 got', got.b.length);
  console.log('CLAIM workers split', got.w1.length, got.w2.length);
  console.log('CLAIM stream-len', await admin.xlen('announcements'));
  // a throwing handler
  const failing = mk('fail');
  let uncaught = '';
  const onUncaught = (e) => (uncaught = String(e?.message ?? e));
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  await failing.receive('errs', async () => {
    throw new Error('handler-boom');
  });
  await sleep(300);
  await early.send('errs', {x: 1});
  await sleep(1500);
  console.log('CLAIM handler-throw', uncaught ? 'escapes: ' + uncaught : 'contained');
  const pending = await admin.xpending('errs', 'fail').catch((e) => e.message);
  console.log('CLAIM unacked', JSON.stringify(pending));
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
  // close() disconnects
  const clients0 = (await admin.client('LIST')).split('\n').filter(Boolean).length;
  for (const d of [a, b, w1, w2, failing, early]) await d.close?.();
  await sleep(500);
  const clients1 = (await admin.client('LIST')).split('\n').filter(Boolean).length;
  console.log('CLAIM close-disconnects clients before', clients0, 'after', clients1);
  // setDriver + send/receive through the module
  q.setDriver(mk('mod'));
  const seen = [];
  await q.receive('mod-topic', (m) => void seen.push(m));
  await sleep(300);
  await q.send('mod-topic', {hello: 'world'});
  await sleep(1000);
  console.log('CLAIM module-send-receive', JSON.stringify(seen));
  await admin.quit();
}
