// Reproduces known issue ai-command-tools-need-prefix-commands with the AI SDK's mock model, offline.
import assert from 'node:assert/strict';
import {aiFileCallingTool, startOfflineBot, toolResultSeenByModel, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const CONFIG =
  "import { defineConfig } from 'commandkit/config';\nimport { ai } from '@commandkit/ai';\n" +
  'export default defineConfig({ plugins: [ai()], disablePrefixCommands: true });\n';
const ROLL = `import { z } from 'zod';
export const command = { name: 'roll', description: 'Roll a die' };
export async function chatInput(ctx) { await ctx.interaction.reply('4'); }
export const aiConfig = { description: 'Roll a die', inputSchema: z.object({}) };
export async function ai() { return { rolled: 4 }; }
`;
// The same logic as a tool made with createTool, handed to the model by selectAiModel.
const ROLL_TOOL = `import { createTool } from '@commandkit/ai';
import { z } from 'zod';
const rollDie = createTool({ name: 'rollDie', description: 'Roll a die', inputSchema: z.object({}), execute: async () => ({ rolled: 4 }) });`;

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'commandkit.config.mjs': CONFIG,
    'src/ai.ts': aiFileCallingTool('roll'),
    'src/app/commands/roll.ts': ROLL,
  });
  await bot.send(`<@${bot.client.user.id}> roll for me`);
  assert.match(JSON.stringify(toolResultSeenByModel()), /not available/i, 'the command tool reports that it is not available');
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'commandkit.config.mjs': CONFIG,
    'src/ai.ts': aiFileCallingTool('rollDie', {prelude: ROLL_TOOL, tools: '{ rollDie }'}),
    'src/app/commands/roll.ts': ROLL,
  });
  await bot.send(`<@${bot.client.user.id}> roll for me`);
  assert.deepEqual(toolResultSeenByModel(), {rolled: 4});
}
