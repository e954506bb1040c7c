// Reproduces known issue no-analytics-command-execution-sent with a recording provider on a bot started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const NOTE =
  "import { noAnalytics } from 'commandkit/analytics';\n" +
  "export const command = { name: 'private-note', description: 'Save a private note' };\n" +
  "export async function chatInput(ctx) { noAnalytics(); await ctx.interaction.reply({ content: 'Saved.', ephemeral: true }); }\n";

async function runWithProvider(
  context: StepContext,
  filter?: (engine: unknown, event: {name: string; data?: {command?: string}}) => boolean,
) {
  const {bot, commandkit} = await startOfflineBot(context, {'src/app/commands/private-note.ts': NOTE});
  const events: Array<{name: string; data?: Record<string, unknown>}> = [];
  commandkit.analytics.registerProvider({
    name: 'recorder',
    track: async (_engine: unknown, event: {name: string}) => void events.push(event),
  });
  if (filter) commandkit.analytics.setFilter(filter);
  await bot.chatInput('private-note');
  await new Promise((r) => setTimeout(r, 300));
  return events;
}

export async function reproduce(context: StepContext): Promise<void> {
  const events = await runWithProvider(context);
  assert.ok(
    events.some((e) => e.name === 'command_execution'),
    `command_execution reached the provider despite noAnalytics(): ${JSON.stringify(events.map((e) => e.name))}`,
  );
}

export async function workaround(context: StepContext): Promise<void> {
  const events = await runWithProvider(
    context,
    (_engine, event) => !(event.name === 'command_execution' && event.data?.command === 'private-note'),
  );
  assert.equal(events.filter((e) => e.name === 'command_execution').length, 0);
}
