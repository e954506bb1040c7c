// Reproduces known issue events-namespace-folders-share-handlers on the real build, started offline.
import assert from 'node:assert/strict';
import {handlersRan, recordingHandler, startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const {commandkit, bot} = await startOfflineBot(context, {
    'src/app/events/(game)/roundStart/announce.ts': recordingHandler('roundStart/announce'),
    'src/app/events/(game)/roundEnd/score.ts': recordingHandler('roundEnd/score'),
  });
  await bot.during(() => commandkit.events.to('game').emit('roundStart'));
  assert.deepEqual(handlersRan().sort(), ['roundEnd/score', 'roundStart/announce'], "roundStart also ran roundEnd's handler");
}

export async function workaround(context: StepContext): Promise<void> {
  const {commandkit, bot} = await startOfflineBot(context, {
    'src/app/events/(game-start)/roundStart/announce.ts': recordingHandler('roundStart/announce'),
    'src/app/events/(game-end)/roundEnd/score.ts': recordingHandler('roundEnd/score'),
  });
  await bot.during(() => commandkit.events.to('game-start').emit('roundStart'));
  assert.deepEqual(handlersRan(), ['roundStart/announce']);
}
