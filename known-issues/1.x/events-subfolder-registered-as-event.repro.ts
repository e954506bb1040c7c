// Reproduces known issue events-subfolder-registered-as-event on the real build, started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const record = (name: string) => `export default function () { (globalThis.ran ??= []).push('${name}'); }\n`;
const ran = () => ((globalThis as {ran?: string[]}).ran ??= []);

export async function reproduce(context: StepContext): Promise<void> {
  // An inner folder named like a real event: the parent's handlers also run for that event.
  const {bot} = await startOfflineBot(context, {
    'src/app/events/messageCreate/log.ts': record('messageCreate/log'),
    'src/app/events/messageCreate/guildCreate/note.ts': record('messageCreate/guildCreate/note'),
  });
  assert.ok(bot.client.listenerCount('guildCreate') > 0, 'the inner folder is a listener of its own');
  await bot.during(() => bot.client.emit('guildCreate', bot.client.guilds.cache.first()));
  assert.ok(ran().includes('messageCreate/log'), "the parent folder's handler ran for guildCreate");
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/events/messageCreate/01-log.ts': record('messageCreate/log'),
    'src/app/events/messageCreate/02-note.ts': record('messageCreate/note'),
  });
  assert.equal(bot.client.listenerCount('guildCreate'), 0);
  await bot.send('hello');
  assert.deepEqual(ran(), ['messageCreate/log', 'messageCreate/note']);
}
