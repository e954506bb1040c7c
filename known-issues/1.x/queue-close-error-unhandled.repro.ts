// Reproduces known issue queue-close-error-unhandled against a real Redis: a subscribed driver, set up as the queue
// page shows, is closed during shutdown.
import assert from 'node:assert/strict';
import {PubSubRedisBroker} from '@discordjs/brokers';
import {Redis} from 'ioredis';
import {RedisPubSubDriver} from '@commandkit/queue/discordjs';

export const needs = ['redis'];
export const installs = {'@discordjs/brokers': '^1.0.0'};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Subscribes a driver, closes it, and returns the errors that reached the process instead of a listener. */
async function closeSubscribedDriver(redisUrl: string, withErrorListener: boolean) {
  const broker = new PubSubRedisBroker(new Redis(redisUrl), {group: `shutdown-${process.pid}-${Date.now()}`});
  const logged: string[] = [];
  if (withErrorListener) broker.on('error', (error: Error) => void logged.push(error.message));
  const driver = new RedisPubSubDriver(broker);
  await driver.receive('announcements', () => {});
  await sleep(300);
  const escaped: string[] = [];
  const record = (error: unknown) => void escaped.push(error instanceof Error ? error.message : String(error));
  // Without these listeners the escaped error would end this process, as it ends the reader's bot.
  process.on('unhandledRejection', record);
  process.on('uncaughtException', record);
  try {
    await driver.close();
    await sleep(1000);
  } finally {
    process.off('unhandledRejection', record);
    process.off('uncaughtException', record);
  }
  return {escaped, logged};
}

export async function reproduce({redisUrl}: {redisUrl: string}): Promise<void> {
  const {escaped} = await closeSubscribedDriver(redisUrl, false);
  assert.ok(
    escaped.includes('Connection is closed.'),
    `closing the driver lets "Connection is closed." escape: ${JSON.stringify(escaped)}`,
  );
}

export async function workaround({redisUrl}: {redisUrl: string}): Promise<void> {
  const {escaped, logged} = await closeSubscribedDriver(redisUrl, true);
  assert.deepEqual(escaped, [], 'nothing reaches the process');
  assert.ok(logged.includes('Connection is closed.'), `the listener gets the error: ${JSON.stringify(logged)}`);
}
