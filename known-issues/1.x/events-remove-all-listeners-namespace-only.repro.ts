// Reproduces known issue events-remove-all-listeners-namespace-only on the real build, started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

async function channelWithListener(context: StepContext) {
  const started = await startOfflineBot(context, {'src/app/events/clientReady/log.ts': 'export default function () {}\n'});
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
  const {commandkit, bot, calls} = await channelWithListener(context);
  commandkit.events.removeAllListeners('leveling', 'levelUp');
  await bot.during(() => commandkit.events.to('leveling').emit('levelUp'));
  assert.deepEqual(calls, []);
}
