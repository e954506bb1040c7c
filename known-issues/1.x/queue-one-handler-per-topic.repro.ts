// Reproduces known issue queue-one-handler-per-topic against a real Redis, with the broker the queue page installs.
import assert from 'node:assert/strict';
import {PubSubRedisBroker} from '@discordjs/brokers';
import {Redis} from 'ioredis';
import {RedisPubSubDriver} from '@commandkit/queue/discordjs';

export const needs = ['redis'];
export const installs = {'@discordjs/brokers': '^1.0.0'};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function withDriver(redisUrl: string, body: (driver: RedisPubSubDriver) => Promise<void>): Promise<void> {
  const broker = new PubSubRedisBroker(new Redis(redisUrl), {group: 'bot'});
  broker.on('error', () => {});
  const driver = new RedisPubSubDriver(broker);
  try {
    await body(driver);
  } finally {
    await driver.close();
  }
}

export async function reproduce({redisUrl}: {redisUrl: string}): Promise<void> {
  await withDriver(redisUrl, async (driver) => {
    const seen: string[] = [];
    await driver.receive('levelled-up', () => void seen.push('stats'));
    await driver.receive('levelled-up', () => void seen.push('announcer'));
    await driver.send('levelled-up', {user: '1'});
    await sleep(500);
    assert.deepEqual(seen, ['stats'], 'the second handler of the topic never runs');
  });
}

export async function workaround({redisUrl}: {redisUrl: string}): Promise<void> {
  await withDriver(redisUrl, async (driver) => {
    const seen: string[] = [];
    const parts = [() => void seen.push('stats'), () => void seen.push('announcer')];
    await driver.receive('levelled-up', async (message) => {
      for (const part of parts) await part(message);
    });
    await driver.send('levelled-up', {user: '1'});
    await sleep(500);
    assert.deepEqual(seen, ['stats', 'announcer']);
  });
}
