// Reproduces known issue queue-handler-error-uncaught against a real Redis, with the broker the queue page installs.
// Each step uses its own topic: a new consumer group reads a stream from its start.
import assert from 'node:assert/strict';
import {PubSubRedisBroker} from '@discordjs/brokers';
import {Redis} from 'ioredis';
import {RedisPubSubDriver} from '@commandkit/queue/discordjs';

export const needs = ['redis'];
export const installs = {'@discordjs/brokers': '^1.0.0'};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `body` with a driver set up as on the page (no error listener on the broker); returns uncaught errors. */
async function uncaughtDuring(redisUrl: string, body: (driver: RedisPubSubDriver) => Promise<void>): Promise<Error[]> {
  const broker = new PubSubRedisBroker(new Redis(redisUrl), {group: `bot-${process.pid}-${Date.now()}`});
  const driver = new RedisPubSubDriver(broker);
  const uncaught: Error[] = [];
  const record = (e: Error) => void uncaught.push(e);
  // Without this listener the error below would end this process, as it ends a production bot.
  process.on('uncaughtException', record);
  try {
    await body(driver);
    await sleep(800);
  } finally {
    process.off('uncaughtException', record);
    broker.on('error', () => {});
    await driver.close().catch(() => {});
  }
  return uncaught;
}

export async function reproduce({redisUrl}: {redisUrl: string}): Promise<void> {
  const uncaught = await uncaughtDuring(redisUrl, async (driver) => {
    await driver.receive('jobs', async () => {
      throw new Error('handler failed');
    });
    await driver.send('jobs', {n: 1});
  });
  assert.deepEqual(
    uncaught.map((e) => e.message),
    ['handler failed'],
    "the handler's error escapes as an uncaught exception",
  );
}

export async function workaround({redisUrl}: {redisUrl: string}): Promise<void> {
  const handled: string[] = [];
  const uncaught = await uncaughtDuring(redisUrl, async (driver) => {
    await driver.receive('jobs-caught', async () => {
      try {
        throw new Error('handler failed');
      } catch (e) {
        handled.push((e as Error).message);
      }
    });
    await driver.send('jobs-caught', {n: 1});
  });
  assert.deepEqual(uncaught, []);
  assert.deepEqual(handled, ['handler failed']);
}
