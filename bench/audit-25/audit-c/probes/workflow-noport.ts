// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// commandkit-workflow: "Without PORT (or with a value that is not a number) the runtime plugin fails to activate and
// the bot does not start."
import {startOfflineBot} from '#support';
export default async function (ctx: any) {
  delete process.env.PORT;
  try {
    await startOfflineBot(ctx, {
      'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nimport { workflow } from '@commandkit/workflow';\nexport default defineConfig({ plugins: [workflow()] });\n`,
      'src/app/commands/p.ts': `export const command = { name: 'p', description: 'p' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('p'); }\n`,
    });
    console.log('CLAIM no-port started');
  } catch (e) {
    console.log('CLAIM no-port start fails', String(e.message).split('\n')[0]);
  }
}
