// Reproduces known issue events-namespace-folders-share-handlers on the real build, started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const record = (name: string) => `export default function () { (globalThis.ran ??= []).push('${name}'); }\n`;
const ran = () => ((globalThis as {ran?: string[]}).ran ??= []);

export async function reproduce(context: StepContext): Promise<void> {
  const {commandkit, bot} = await startOfflineBot(context, {
    'src/app/events/(game)/roundStart/announce.ts': record('roundStart/announce'),
    'src/app/events/(game)/roundEnd/score.ts': record('roundEnd/score'),
  });
  await bot.during(() => commandkit.events.to('game').emit('roundStart'));
  assert.deepEqual(ran().sort(), ['roundEnd/score', 'roundStart/announce'], "roundStart also ran roundEnd's handler");
}

export async function workaround(context: StepContext): Promise<void> {
  const {commandkit, bot} = await startOfflineBot(context, {
    'src/app/events/(game-start)/roundStart/announce.ts': record('roundStart/announce'),
    'src/app/events/(game-end)/roundEnd/score.ts': record('roundEnd/score'),
  });
  await bot.during(() => commandkit.events.to('game-start').emit('roundStart'));
  assert.deepEqual(ran(), ['roundStart/announce']);
}
