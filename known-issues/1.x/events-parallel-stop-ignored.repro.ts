// Reproduces known issue events-parallel-stop-ignored on the real build, started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const ran = () => ((globalThis as {ran?: string[]}).ran ??= []);

export async function reproduce(context: StepContext): Promise<void> {
  const {commandkit, bot, logs} = await startOfflineBot(context, {
    'src/app/events/(shop)/sale/01-guard.ts':
      "import { stopEvents } from 'commandkit';\nexport const parallel = true;\n" +
      "export default function () { (globalThis.ran ??= []).push('guard'); stopEvents(); }\n",
    'src/app/events/(shop)/sale/02-announce.ts': "export default function () { (globalThis.ran ??= []).push('announce'); }\n",
  });
  await bot.during(() => commandkit.events.to('shop').emit('sale'));
  assert.deepEqual(ran(), ['guard', 'announce'], 'the sequential handler still runs');
  assert.match(logs.join('\n'), /Error handling event sale/, 'and the stop is logged as an error:\n' + logs.join('\n'));
}

export async function workaround(context: StepContext): Promise<void> {
  const {commandkit, bot, logs} = await startOfflineBot(context, {
    'src/app/events/(shop)/sale/01-guard.ts':
      "import { stopEvents } from 'commandkit';\nexport default function () { (globalThis.ran ??= []).push('guard'); stopEvents(); }\n",
    'src/app/events/(shop)/sale/02-announce.ts': "export default function () { (globalThis.ran ??= []).push('announce'); }\n",
  });
  await bot.during(() => commandkit.events.to('shop').emit('sale'));
  assert.deepEqual(ran(), ['guard']);
  assert.doesNotMatch(logs.join('\n'), /Error handling event/);
}
