// Reproduces known issue global-registration-prevent-default-ignored with a runtime plugin on a bot started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const PING =
  "export const command = { name: 'ping', description: 'Ping' };\n" +
  "export async function chatInput(ctx) { await ctx.interaction.reply('Pong'); }\n";

/** A config whose runtime plugin calls preventDefault() in the named registration hook. */
function configPreventing(hook: string): string {
  return `import { defineConfig } from 'commandkit/config';
import { RuntimePlugin } from 'commandkit/plugin';

class OwnRegistration extends RuntimePlugin {
  name = 'OwnRegistration';
  async ${hook}(ctx, event) { event.preventDefault(); }
}

export default defineConfig({ plugins: [new OwnRegistration({})] });
`;
}

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/ping.ts': PING,
    'commandkit.config.mjs': configPreventing('onBeforeRegisterGlobalCommands'),
  });
  assert.deepEqual(
    bot.registeredCommands().map((c: {name: string}) => c.name),
    ['ping'],
    'the global commands were registered anyway',
  );
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/ping.ts': PING,
    'commandkit.config.mjs': configPreventing('onBeforeRegisterCommands'),
  });
  assert.deepEqual(bot.registeredCommands(), [], 'preventDefault() in onBeforeRegisterCommands stops registration');
  // The plugin then registers what it wants itself.
  await bot.during(() => bot.client.application.commands.set([{name: 'ping', description: 'Ping'}]));
  assert.deepEqual(
    bot.registeredCommands().map((c: {name: string}) => c.name),
    ['ping'],
  );
}
