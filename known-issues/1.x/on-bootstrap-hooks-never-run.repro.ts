// Reproduces known issue on-bootstrap-hooks-never-run: hooks registered from the reader's app file, bot started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

/** src/app.ts registering a start-up hook with `hook` (it records the argument it was called with). */
function appWith(hook: string): string {
  return `import { Client } from 'discord.js';
import { ${hook} } from 'commandkit';
${hook}((commandkit) => { (globalThis.bootCalls ??= []).push(commandkit?.constructor?.name ?? typeof commandkit); });
export default new Client({ intents: ['Guilds', 'GuildMessages', 'MessageContent'] });
`;
}

const calls = (): string[] => ((globalThis as {bootCalls?: string[]}).bootCalls ??= []);

export async function reproduce(context: StepContext): Promise<void> {
  await startOfflineBot(context, {'src/app.ts': appWith('onBootstrap')});
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.deepEqual(calls(), [], 'the onBootstrap callback never ran');
}

export async function workaround(context: StepContext): Promise<void> {
  await startOfflineBot(context, {'src/app.ts': appWith('onApplicationBootstrap')});
  assert.deepEqual(calls(), ['CommandKit'], 'onApplicationBootstrap ran once with the instance');
}
