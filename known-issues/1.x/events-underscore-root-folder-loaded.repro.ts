// Reproduces known issue events-underscore-root-folder-loaded on the real build, started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const HELPER = 'globalThis.helperLoaded = true;\nexport const greet = (name: string) => `hi ${name}`;\n';

export async function reproduce(context: StepContext): Promise<void> {
  const {logs} = await startOfflineBot(context, {
    'src/app/events/_shared/greet.ts': HELPER,
    'src/app/events/clientReady/log.ts': 'export default function () {}\n',
  });
  assert.equal((globalThis as {helperLoaded?: boolean}).helperLoaded, true, 'the helper file was imported at startup');
  assert.match(logs.join('\n'), /_shared/, 'and reported as an event:\n' + logs.join('\n'));
}

export async function workaround(context: StepContext): Promise<void> {
  const {logs} = await startOfflineBot(context, {
    'src/lib/greet.ts': HELPER,
    'src/app/events/clientReady/log.ts': "import { greet } from '../../../lib/greet';\nexport default function () { greet('bot'); }\n",
  });
  assert.doesNotMatch(logs.join('\n'), /_shared|does not have a default export/);
}
