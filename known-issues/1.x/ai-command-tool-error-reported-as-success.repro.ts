// Reproduces known issue ai-command-tool-error-reported-as-success with the AI SDK's mock model, offline.
import assert from 'node:assert/strict';
import {AI_PLUGIN_CONFIG, aiFileCallingTool, startOfflineBot, toolResultSeenByModel, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const kick = (body: string) => `import { z } from 'zod';
export const command = { name: 'kick', description: 'Kick a member' };
export async function chatInput(ctx) { await ctx.interaction.reply('ok'); }
export const aiConfig = { description: 'Kick a member', inputSchema: z.object({}) };
export async function ai(ctx) { ${body} }
`;

async function askTheBot(context: StepContext, body: string): Promise<unknown> {
  const {bot} = await startOfflineBot(context, {
    'commandkit.config.mjs': AI_PLUGIN_CONFIG,
    'src/ai.ts': aiFileCallingTool('kick'),
    'src/app/commands/kick.ts': kick(body),
  });
  await bot.send(`<@${bot.client.user.id}> kick the spammer`);
  return toolResultSeenByModel();
}

export async function reproduce(context: StepContext): Promise<void> {
  const result = await askTheBot(context, "throw new Error('The member could not be found.');");
  assert.deepEqual(result, {success: true}, 'the model is told the failed tool succeeded');
  assert.equal((globalThis as {onErrorCalled?: string}).onErrorCalled, undefined, 'onError was not called');
}

export async function workaround(context: StepContext): Promise<void> {
  const result = await askTheBot(
    context,
    "try { throw new Error('The member could not be found.'); } catch (error) { return { error: true, message: error.message }; }",
  );
  assert.deepEqual(result, {error: true, message: 'The member could not be found.'});
}
