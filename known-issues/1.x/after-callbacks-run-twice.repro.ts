// Reproduces known issue after-callbacks-run-twice on a bot started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const command = (callback: string) =>
  "import { unstable_after as after } from 'commandkit';\n" +
  "export const command = { name: 'usage', description: 'Counts usage' };\n" +
  `export async function chatInput(ctx) {\n  after(${callback});\n  await ctx.interaction.reply('ok');\n}\n`;

const calls = () => (globalThis as {calls?: number}).calls ?? 0;
const settle = () => new Promise((r) => setTimeout(r, 1000));

export async function reproduce(context: StepContext): Promise<void> {
  // An awaited write that takes real time, like a database insert.
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/usage.ts': command(
      'async () => { globalThis.calls = (globalThis.calls ?? 0) + 1; await new Promise((r) => setTimeout(r, 200)); }',
    ),
  });
  await bot.chatInput('usage');
  await settle();
  assert.equal(calls(), 2, 'the callback ran twice');
}

export async function workaround(context: StepContext): Promise<void> {
  // The slow work is started without being awaited inside the callback.
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/usage.ts': command(
      '() => { globalThis.calls = (globalThis.calls ?? 0) + 1; void new Promise((r) => setTimeout(r, 200)); }',
    ),
  });
  await bot.chatInput('usage');
  await settle();
  assert.equal(calls(), 1);
}
