// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// commandkit-queue: "During shutdown, call the driver's close()". One subscribed driver closed, with and without an
// 'error' listener on its broker.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export default async function (ctx: any) {
  const {PubSubRedisBroker} = await import('@discordjs/brokers');
  const {Redis} = await import('ioredis');
  const {RedisPubSubDriver} = await import('@commandkit/queue/discordjs');
  const mode = process.env.QUEUE_CLOSE_MODE ?? 'plain';
  const broker = new PubSubRedisBroker(new Redis(ctx.redisUrl), {group: 'g-' + mode});
  if (mode === 'listener') broker.on('error', (e) => console.log('CLAIM broker error event', e.message));
  const driver = new RedisPubSubDriver(broker);
  await driver.receive('topic', () => {});
  await sleep(500);
  process.on('exit', (code) => console.log('CLAIM exit code', code, 'mode', mode));
  await driver.close();
  console.log('CLAIM close resolved', mode);
  await sleep(1500);
  console.log('CLAIM survived', mode);
}
