// Reproduces known issue events-same-folder-name-merged on the real build, started offline.
import assert from 'node:assert/strict';
import {handlersRan, recordingHandler, startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const {commandkit, bot} = await startOfflineBot(context, {
    'src/app/events/(pets)/levelUp/grow.ts': recordingHandler('pets/levelUp'),
    'src/app/events/(xp)/levelUp/reward.ts': recordingHandler('xp/levelUp'),
  });
  const emitted: Record<string, string[]> = {};
  for (const namespace of ['pets', 'xp']) {
    handlersRan().length = 0;
    await bot.during(() => commandkit.events.to(namespace).emit('levelUp'));
    emitted[namespace] = [...handlersRan()].sort();
  }
  // Whichever folder was scanned first owns the event: it runs both folders' handlers, the other runs none.
  assert.deepEqual(Object.values(emitted).sort(), [[], ['pets/levelUp', 'xp/levelUp']], JSON.stringify(emitted));
}

export async function workaround(context: StepContext): Promise<void> {
  const {commandkit, bot} = await startOfflineBot(context, {
    'src/app/events/(xp)/levelUp/reward.ts': recordingHandler('xp/levelUp'),
    'src/app/events/(pets)/petLevelUp/grow.ts': recordingHandler('pets/petLevelUp'),
  });
  await bot.during(() => commandkit.events.to('pets').emit('petLevelUp'));
  assert.deepEqual(handlersRan(), ['pets/petLevelUp']);
}
