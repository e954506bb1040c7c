// Reproduces known issue events-once-stop-logged-as-error on the real build, started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const ran = () => ((globalThis as {ran?: string[]}).ran ??= []);

export async function reproduce(context: StepContext): Promise<void> {
  const {commandkit, bot, logs} = await startOfflineBot(context, {
    'src/app/events/(shop)/sale/01-first.ts':
      "import { stopEvents } from 'commandkit';\nexport const once = true;\n" +
      "export default function () { (globalThis.ran ??= []).push('first'); stopEvents(); }\n",
    'src/app/events/(shop)/sale/02-second.ts':
      "export const once = true;\nexport default function () { (globalThis.ran ??= []).push('second'); }\n",
  });
  await bot.during(() => commandkit.events.to('shop').emit('sale'));
  assert.deepEqual(ran(), ['first'], 'the stop works');
  assert.match(logs.join('\n'), /Error handling event/, '...and is also logged as an error:\n' + logs.join('\n'));
}

export async function workaround(context: StepContext): Promise<void> {
  const {commandkit, bot, logs} = await startOfflineBot(context, {
    'src/app/events/(shop)/sale/01-first.ts':
      "export const once = true;\nexport default function () { (globalThis.ran ??= []).push('first'); globalThis.saleHandled = true; }\n",
    'src/app/events/(shop)/sale/02-second.ts':
      'export const once = true;\nexport default function () { if (globalThis.saleHandled) return; ' +
      "(globalThis.ran ??= []).push('second'); }\n",
  });
  await bot.during(() => commandkit.events.to('shop').emit('sale'));
  assert.deepEqual(ran(), ['first']);
  assert.doesNotMatch(logs.join('\n'), /Error handling event/);
}
