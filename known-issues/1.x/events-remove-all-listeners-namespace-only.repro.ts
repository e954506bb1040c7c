// Reproduces known issue events-remove-all-listeners-namespace-only on the real build, started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

async function channelWithListener(context: StepContext) {
  // A handler file for the same event, as a reader of the custom-events page has: the workaround must keep it.
  const started = await startOfflineBot(context, {
    'src/app/events/(leveling)/levelUp/announce.ts': "export default function () { (globalThis.fileRuns ??= []).push('file'); }\n",
  });
  const calls: string[] = [];
  const listener = () => void calls.push('levelUp');
  started.commandkit.events.to('leveling').on('levelUp', listener);
  return {...started, calls, listener};
}

export async function reproduce(context: StepContext): Promise<void> {
  const {commandkit, bot, calls} = await channelWithListener(context);
  commandkit.events.to('leveling').removeAllListeners();
  commandkit.events.removeAllListeners('leveling');
  await bot.during(() => commandkit.events.to('leveling').emit('levelUp'));
  assert.deepEqual(calls, ['levelUp'], 'the listener is still attached');
}

export async function workaround(context: StepContext): Promise<void> {
  const {commandkit, bot, calls, listener} = await channelWithListener(context);
  commandkit.events.to('leveling').off('levelUp', listener);
  await bot.during(() => commandkit.events.to('leveling').emit('levelUp'));
  assert.deepEqual(calls, [], 'the listener is gone');
  assert.deepEqual((globalThis as any).fileRuns, ['file'], 'the handler file still runs');
}
