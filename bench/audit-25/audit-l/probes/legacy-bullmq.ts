// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-l: legacy guildOnly and events folder (rows 72, 74), BullMQ driver scheduling (rows 90, 95); needs --redis.
import {startOfflineBot} from '#support';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const CONFIG = `import { defineConfig } from 'commandkit';
import { legacy } from '@commandkit/legacy';
export default defineConfig({ plugins: [legacy({ devGuildIds: ['1200000000000000001'] })] });
`;

export default async function (ctx: any) {
  const g = globalThis as any;
  const {bot} = await startOfflineBot(ctx, {
    'commandkit.config.mjs': CONFIG,
    'src/commands/gonly.ts': `export const data = { name: 'gonly', description: 'x' };\nexport const options = { guildOnly: true };\nexport async function run({ interaction }) { await interaction.reply('gonly ran'); }\n`,
    'src/commands/everywhere.ts': `export const data = { name: 'everywhere', description: 'x' };\nexport async function run({ interaction }) { await interaction.reply('ok'); }\n`,
    'src/events/messageCreate/legacy-listener.ts': `export default function (message) { (globalThis.legacyEvents ??= []).push(message.content); }\n`,
  });
  claim(
    '74 registered',
    bot.registeredCommands().map((c) => `${c.guild_id ?? 'global'}:${c.name}`),
  );
  await bot.send('hello legacy');
  await sleep(50);
  claim('72 legacy events folder', g.legacyEvents ?? []);

  // 90/95 BullMQ driver
  const {Redis} = await import('ioredis');
  const url = new URL(ctx.redisUrl);
  const connection = new Redis({host: url.hostname, port: Number(url.port), maxRetriesPerRequest: null});
  const {BullMQDriver} = await import('@commandkit/tasks/bullmq');
  const driver = new BullMQDriver(connection);
  claim(
    '95 queue and worker',
    driver.queue?.name,
    driver.worker?.name,
    'same connection',
    driver.queue?.opts?.connection === connection,
    driver.worker?.opts?.connection === connection,
  );
  const seen: any[] = [];
  driver.setTaskRunner(async (t) => seen.push(t));
  const cronId = await driver.create({name: 'report', schedule: '0 9 * * *', timezone: 'Europe/Paris', data: {}});
  const at = Date.now() + 60_000;
  const oneOff = await driver.create({name: 'remind', schedule: at, data: {}});
  const repeatables = (await driver.queue.getRepeatableJobs?.().catch(() => null)) ?? (await driver.queue.getJobSchedulers?.());
  const delayed = await driver.queue.getDelayed();
  claim('95 ids', cronId, oneOff);
  claim(
    '95 cron',
    (repeatables ?? []).map((r) => ({pattern: r.pattern, tz: r.tz ?? r.opts?.repeat?.tz, name: r.name})),
  );
  claim(
    '95 delayed',
    delayed.map((j) => ({id: j.id, delayAbout: Math.round(j.opts.delay / 1000)})),
  );
  await driver.queue.obliterate({force: true}).catch(() => {});
  await driver.worker?.close();
  await driver.queue.close();
  connection.disconnect();
}
