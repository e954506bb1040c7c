// Reproduces known issue events-subfolder-registered-as-event on the real build, started offline.
import assert from 'node:assert/strict';
import {handlersRan, recordingHandler, startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  // An inner folder named like a real event: the parent's handlers also run for that event.
  const {bot} = await startOfflineBot(context, {
    'src/app/events/messageCreate/log.ts': recordingHandler('messageCreate/log'),
    'src/app/events/messageCreate/guildCreate/note.ts': recordingHandler('messageCreate/guildCreate/note'),
  });
  assert.ok(bot.client.listenerCount('guildCreate') > 0, 'the inner folder is a listener of its own');
  await bot.during(() => bot.client.emit('guildCreate', bot.client.guilds.cache.first()));
  assert.ok(handlersRan().includes('messageCreate/log'), "the parent folder's handler ran for guildCreate");
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/events/messageCreate/01-log.ts': recordingHandler('messageCreate/log'),
    'src/app/events/messageCreate/02-note.ts': recordingHandler('messageCreate/note'),
  });
  assert.equal(bot.client.listenerCount('guildCreate'), 0);
  await bot.send('hello');
  assert.deepEqual(handlersRan(), ['messageCreate/log', 'messageCreate/note']);
}
